// The attendance pages' search and filters as labelled controls: the day (daily view) or month (sheet) first,
// then name or staff id, department, team, office and, on the daily view, status. Any change goes back to page 1.
import { useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ATTENDANCE_STATUSES, ATTENDANCE_STATUS_LABELS } from '../../../contract/attendance-codes.ts';
import { SHORT_LISTS, useAllPages } from '../../lib/all-pages.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { Button } from '../../ui/button.tsx';
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
  const { permissions } = useCommandContext();
  const departments = useAllPages(SHORT_LISTS.departments, permissions.has('department:read'));
  const teams = useAllPages(SHORT_LISTS.teams, permissions.has('team:read'));
  const offices = useAllPages(SHORT_LISTS.offices, permissions.has('office:read'));
  const searchRef = useRef<HTMLInputElement>(null);
  const f = view.filters;

  const teamOptions = (teams.data ?? [])
    .filter((t) => !f.department_id || String(t.department.id) === f.department_id)
    .map((t) => ({ value: String(t.id), label: f.department_id ? t.name : `${t.name} (${t.department.name})` }));

  const clear = () => {
    attendanceView.q = '';
    attendanceView.filters = { ...NO_FILTERS };
    attendanceView.dayPage = 1;
    attendanceView.sheetPage = 1;
    searchRef.current?.focus();
  };

  return (
    <div role="search" aria-label="Attendance" className="mb-1">
      <div className="grid gap-x-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        {period}
        <TextField
          label="Search"
          ref={searchRef}
          type="search"
          placeholder="Name or staff ID"
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
        {departments.data ? (
          <SelectField
            label="Department"
            placeholder="All departments"
            options={departments.data.map((d) => ({ value: String(d.id), label: d.name }))}
            value={f.department_id}
            onChange={(e) => {
              const department = e.target.value;
              const team = teams.data?.find((t) => String(t.id) === f.team_id);
              if (team && department && String(team.department.id) !== department) setFilter('team_id', '');
              setFilter('department_id', department);
            }}
          />
        ) : null}
        {teams.data ? (
          <SelectField
            label="Team"
            placeholder="All teams"
            options={teamOptions}
            value={f.team_id}
            onChange={(e) => setFilter('team_id', e.target.value)}
          />
        ) : null}
        {offices.data ? (
          <SelectField
            label="Office"
            placeholder="All offices"
            options={offices.data.map((o) => ({ value: String(o.id), label: o.name }))}
            value={f.office_id}
            onChange={(e) => setFilter('office_id', e.target.value)}
          />
        ) : null}
        {withStatus ? (
          <SelectField
            label="Status"
            placeholder="All statuses"
            options={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: ATTENDANCE_STATUS_LABELS[s] }))}
            value={f.status}
            onChange={(e) => setFilter('status', e.target.value as AttendanceFilters['status'])}
          />
        ) : null}
      </div>
      {hasFilters(view) ? (
        <Button size="sm" className="mb-2" onClick={clear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
