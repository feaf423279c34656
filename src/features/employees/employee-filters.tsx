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
import { probationLabel, STATUS_LABELS } from './labels.ts';
import { employeeListView, hasFilters, NO_FILTERS, type EmployeeFilters, type EmployeeSort } from './list-state.ts';

export const SORT_OPTIONS: ReadonlyArray<{ value: EmployeeSort; label: string }> = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: 'staff_id', label: 'Staff ID (ascending)' },
  { value: '-staff_id', label: 'Staff ID (descending)' },
  { value: '-join_date', label: 'Join date (latest first)' },
  { value: 'join_date', label: 'Join date (earliest first)' },
  { value: '-salary', label: 'Salary (highest first)' },
  { value: 'salary', label: 'Salary (lowest first)' },
];

function setFilter<K extends keyof EmployeeFilters>(key: K, value: EmployeeFilters[K]) {
  employeeListView.filters[key] = value;
  employeeListView.page = 1;
}

export function EmployeeFilterBar() {
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
      aria-label="Employees"
      className="mb-1"
      active={activeCount([view.q, ...Object.values(f)])}
    >
      <div className="grid gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        <TextField
          label="Search"
          ref={searchRef}
          type="search"
          placeholder="Name or staff ID"
          autoComplete="off"
          maxLength={100}
          value={view.q}
          onChange={(e) => {
            employeeListView.q = e.target.value;
            employeeListView.page = 1;
          }}
        />
        <Field label="Sort by">
          {(control) => (
            <select
              {...control}
              value={view.sort}
              onChange={(e) => {
                employeeListView.sort = e.target.value as EmployeeSort;
                employeeListView.page = 1;
              }}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="grid gap-x-3 sm:grid-cols-3 lg:grid-cols-5">
        <OrganisationSelects value={f} onChange={setFilter} />
        <SelectField
          label="Status"
          placeholder="All statuses"
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          value={f.status}
          onChange={(e) => setFilter('status', e.target.value as EmployeeFilters['status'])}
        />
        <SelectField
          label="Probation"
          placeholder="Any probation"
          options={PROBATION_STATES.map((p) => ({ value: p, label: probationLabel(p) }))}
          value={f.probation}
          onChange={(e) => setFilter('probation', e.target.value as EmployeeFilters['probation'])}
        />
      </div>
      {hasFilters(view) ? (
        <Button size="sm" className="mb-2" onClick={clear}>
          Clear filters
        </Button>
      ) : null}
    </FilterDisclosure>
  );
}
