// The list's search box, filters and sort, as labelled controls. Changing any of them goes back to page 1.
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { EMPLOYEE_STATUSES, PROBATION_STATES } from '../../../contract/api/employees.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { OrganisationSelects } from '../../ui/organisation-selects.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useText } from '../../i18n/text.ts';
import { employeeListView, hasFilters, NO_FILTERS, type EmployeeFilters, type EmployeeSort } from './list-state.ts';

/** The sorts offered, in this order (each labelled by the catalogue's `employees.sort.<sort>`). */
export const SORT_OPTIONS: readonly EmployeeSort[] = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  'staff_id',
  '-staff_id',
  '-join_date',
  'join_date',
  '-salary',
  'salary',
];

function setFilter<K extends keyof EmployeeFilters>(key: K, value: EmployeeFilters[K]) {
  employeeListView.filters[key] = value;
  employeeListView.page = 1;
}

export function EmployeeFilterBar() {
  const t = useText();
  const view = useSnapshot(employeeListView);
  const f = view.filters;
  const searchRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    employeeListView.q = '';
    employeeListView.filters = { ...NO_FILTERS };
    employeeListView.page = 1;
    // The button goes away with the filters; focus goes where the next search starts.
    searchRef.current?.focus();
  };

  return (
    <FilterDisclosure
      role="search"
      aria-label={t('common.employees')}
      className="mb-1"
      active={activeCount([view.q, ...Object.values(f)])}
    >
      <div className="grid gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <TextField
          label={t('common.search')}
          ref={searchRef}
          type="search"
          placeholder={t('common.nameOrStaffId')}
          autoComplete="off"
          maxLength={100}
          value={view.q}
          onChange={(e) => {
            employeeListView.q = e.target.value;
            employeeListView.page = 1;
          }}
        />
        <Field label={t('employees.sortBy')}>
          {(control) => (
            <select
              {...control}
              value={view.sort}
              onChange={(e) => {
                employeeListView.sort = e.target.value as EmployeeSort;
                employeeListView.page = 1;
              }}
            >
              {SORT_OPTIONS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`employees.sort.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-x-3 sm:grid-cols-3 lg:grid-cols-5">
        <OrganisationSelects value={f} onChange={setFilter} />
        <SelectField
          label={t('common.status')}
          placeholder={t('common.allStatuses')}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`employees.status.${s}`) }))}
          value={f.status}
          onChange={(e) => setFilter('status', e.target.value as EmployeeFilters['status'])}
        />
        <SelectField
          label={t('employees.probation')}
          placeholder={t('employees.anyProbation')}
          options={PROBATION_STATES.map((p) => ({ value: p, label: t(`employees.probation.${p}`) }))}
          value={f.probation}
          onChange={(e) => setFilter('probation', e.target.value as EmployeeFilters['probation'])}
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
