// The attendance pages' search and filters as labelled controls: the day (daily view) or month (sheet) first,
// then name or staff id, department, team, office and, on the daily view, status. Any change goes back to page 1.
import { useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ATTENDANCE_STATUSES } from '../../../contract/attendance-codes.ts';
import { useText } from '../../i18n/text.ts';
import { Button } from '../../ui/button.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { OrganisationSelects } from '../../ui/organisation-selects.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { attendanceView, hasFilters, NO_FILTERS, type AttendanceFilters } from './view-state.ts';

function setFilter<K extends keyof AttendanceFilters>(key: K, value: AttendanceFilters[K]) {
  attendanceView.filters[key] = value;
  attendanceView.dayPage = 1;
  attendanceView.sheetPage = 1;
}

export function AttendanceFilterBar({ period, withStatus }: { period: ReactNode; withStatus: boolean }) {
  const view = useSnapshot(attendanceView);
  const searchRef = useRef<HTMLInputElement>(null);
  const f = view.filters;
  const t = useText();

  const clear = () => {
    attendanceView.q = '';
    attendanceView.filters = { ...NO_FILTERS };
    attendanceView.dayPage = 1;
    attendanceView.sheetPage = 1;
    searchRef.current?.focus();
  };

  return (
    <FilterDisclosure
      role="search"
      aria-label={t('page./attendance')}
      className="mb-1"
      active={activeCount([view.q, ...Object.values(f)])}
    >
      <div className="grid gap-x-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {period}
        <TextField
          label={t('common.search')}
          ref={searchRef}
          type="search"
          placeholder={t('common.nameOrStaffId')}
          autoComplete="off"
          maxLength={100}
          value={view.q}
          onChange={(e) => {
            attendanceView.q = e.target.value;
            attendanceView.dayPage = 1;
            attendanceView.sheetPage = 1;
          }}
        />
      </div>
      <div className={`grid gap-x-3 sm:grid-cols-2 ${withStatus ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        <OrganisationSelects value={f} onChange={setFilter} />
        {withStatus ? (
          <SelectField
            label={t('common.status')}
            placeholder={t('common.allStatuses')}
            options={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`attendance.status.${s}`) }))}
            value={f.status}
            onChange={(e) => setFilter('status', e.target.value as AttendanceFilters['status'])}
          />
        ) : null}
      </div>
      {hasFilters(view) ? (
        <Button size="sm" className="mb-2" onClick={clear}>
          {t('common.clearFilters')}
        </Button>
      ) : null}
    </FilterDisclosure>
  );
}
