// A request list's search box and filters, as labelled controls. Changing any of them goes back to page 1
// (and clears the selection: the list page watches the query).
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { REQUEST_STATUS_FILTERS } from '../../../contract/api/requests.ts';
import type { RequestKindMeta } from '../../../commands/areas/requests/request-kinds.ts';
import { useText, type Text } from '../../i18n/text.ts';
import { useDepartmentOptions } from '../../lib/department-options.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { DatePicker } from '../../ui/date-picker.tsx';
import { Button } from '../../ui/button.tsx';
import { EmployeePicker } from '../../ui/employee-picker.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { teamChoices, useTeamFilter } from './api/team-filter.ts';
import type { KindView } from './kind-view.ts';
import { hasFilters, NO_FILTERS, rangeError, requestListView, type RequestFilters } from './request-list-state.ts';

const statusOptions = (t: Text) => REQUEST_STATUS_FILTERS.map((s) => ({ value: s, label: t(`requests.status.${s}`) }));

function TypeFilter({
  filter,
  value,
  onChange,
}: {
  filter: NonNullable<KindView['typeFilter']>;
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useText();
  const options = filter.useOptions(t);
  return (
    <SelectField
      label={filter.label(t)}
      placeholder={filter.placeholder(t)}
      options={options}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function RequestFilterBar({ kind, view: kindView }: { kind: RequestKindMeta; view: KindView }) {
  const t = useText();
  const state = requestListView(kind.kind);
  // Synchronous, so a controlled field gets its own value back in the same render: with the default (batched)
  // snapshot, React restores the old value first, which empties a date field halfway through typing its year.
  const view = useSnapshot(state, { sync: true });
  const { permissions } = useCommandContext();
  const canReadDepartments = permissions.has('department:read');
  const departments = useDepartmentOptions(canReadDepartments);
  const teams = useTeamFilter(permissions.has('team:read'));
  // The picker searches the directory, which needs its own permission; without it the search box remains.
  const canPickEmployee = permissions.has('employee:read');
  const searchRef = useRef<HTMLInputElement>(null);
  const f = view.filters;
  const set = (key: Exclude<keyof RequestFilters, 'employee'>) => (value: string) => {
    state.filters[key] = value;
    state.page = 1;
  };
  const clear = () => {
    state.q = '';
    state.filters = { ...NO_FILTERS };
    state.page = 1;
    // The button goes away with the filters; focus goes where the next search starts.
    searchRef.current?.focus();
  };

  return (
    <FilterDisclosure
      role="search"
      aria-label={t(`requests.filterLabel.${kind.kind}`)}
      className="mb-1"
      active={activeCount([view.q, ...Object.values(f)])}
    >
      <div className="grid gap-x-3 sm:grid-cols-3 lg:grid-cols-6">
        <div className="sm:col-span-3 lg:col-span-2">
          <TextField
            label={t('common.search')}
            ref={searchRef}
            type="search"
            placeholder={t('requests.searchPlaceholder')}
            autoComplete="off"
            maxLength={100}
            value={view.q}
            onChange={(e) => {
              state.q = e.target.value;
              state.page = 1;
            }}
          />
        </div>
        <SelectField
          label={t('common.status')}
          placeholder={t('common.allStatuses')}
          options={statusOptions(t)}
          value={f.status}
          onChange={(e) => set('status')(e.target.value)}
        />
        {kindView.typeFilter ? <TypeFilter filter={kindView.typeFilter} value={f.type} onChange={set('type')} /> : null}
        {canReadDepartments && !departments.isLoading ? (
          <SelectField
            label={t('common.department')}
            placeholder={t('common.allDepartments')}
            options={departments.options}
            value={f.department_id}
            onChange={(e) => {
              const department = e.target.value;
              // A team of another department would leave the list empty for no visible reason.
              const team = teams?.find((option) => option.value === f.team_id);
              if (department && team && team.department.value !== department) state.filters.team_id = '';
              set('department_id')(department);
            }}
          />
        ) : null}
        {teams ? (
          <SelectField
            label={t('common.team')}
            placeholder={t('common.allTeams')}
            options={teamChoices(teams, f.department_id)}
            value={f.team_id}
            onChange={(e) => set('team_id')(e.target.value)}
          />
        ) : null}
      </div>
      <div className="grid gap-x-3 sm:grid-cols-3 lg:grid-cols-6">
        {canPickEmployee ? (
          <div className="sm:col-span-3 lg:col-span-2">
            {/* Emptying its text (select it, Backspace) shows everyone again. */}
            <EmployeePicker
              label={t('common.employee')}
              value={f.employee}
              onChange={(person) => {
                state.filters.employee = person;
                state.page = 1;
              }}
            />
          </div>
        ) : null}
        <DatePicker label={t('common.from')} value={f.from} onChange={set('from')} />
        <DatePicker
          label={t('common.to')}
          value={f.to}
          min={f.from || undefined}
          error={rangeError(f)}
          onChange={set('to')}
        />
      </div>
      {hasFilters(view) ? (
        <Button size="sm" className="mb-2" onClick={clear}>
          {t('common.clearFilters')}
        </Button>
      ) : null}
    </FilterDisclosure>
  );
}
