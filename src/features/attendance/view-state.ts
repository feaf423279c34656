// What the attendance pages show beside their address: the filters and search the daily view and the sheet
// share, and their pages. The day (?date=) and the month (?month=, ?employee_id=) live in the address, so a
// link, Back and `[`/`]` work; the pages copy them here as they render, so the exports and `[`/`]` read them.
import { proxy } from 'valtio';
import type { AttendanceStatus } from '../../../contract/attendance-codes.ts';

export interface AttendanceFilters {
  department_id: string;
  team_id: string;
  office_id: string;
  status: '' | AttendanceStatus;
}

export const NO_FILTERS: AttendanceFilters = { department_id: '', team_id: '', office_id: '', status: '' };

export const attendanceView = proxy({
  /** The search as typed (name or staff id); the lists use it once the user pauses. */
  q: '',
  filters: { ...NO_FILTERS },
  dayPage: 1,
  sheetPage: 1,
  /** The day the daily view shows, the month and employee the sheet shows (copied from the address). */
  date: '',
  month: '',
  employeeId: null as number | null,
});

const id = (v: string) => (v ? Number(v) : undefined);

/** The daily list's query without paging: what it filters on and what its export exports. */
export function dailyFilters(view: { q: string; filters: AttendanceFilters; date: string }) {
  const f = view.filters;
  return {
    date: view.date || undefined,
    q: view.q.trim() || undefined,
    department_id: id(f.department_id),
    team_id: id(f.team_id),
    office_id: id(f.office_id),
    status: f.status || undefined,
  };
}

/** The sheet's query without paging (the status filter is the daily view's alone). */
export function sheetFilters(view: {
  q: string;
  filters: AttendanceFilters;
  month: string;
  employeeId: number | null;
}) {
  const f = view.filters;
  return {
    month: view.month,
    q: view.q.trim() || undefined,
    department_id: id(f.department_id),
    team_id: id(f.team_id),
    office_id: id(f.office_id),
    employee_id: view.employeeId ?? undefined,
  };
}

export function hasFilters(view: { q: string; filters: AttendanceFilters }): boolean {
  return !!view.q.trim() || Object.values(view.filters).some(Boolean);
}
