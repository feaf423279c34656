import type { attendanceSchemas } from '../attendance.ts';
import { can, routeTable } from '../route.ts';

const read = can('attendance', 'read');
const update = can('attendance', 'update');

/**
 * Attendance at /attendance (permission attendance): the daily list and its export, the monthly sheet and its
 * export, the punch import, corrections, the settings, closing and reopening a period; any signed-in user linked
 * to an employee may clock in. Static paths come before the record's :id.
 */
export const attendance = routeTable<typeof attendanceSchemas>()({
  list: ['GET', '/attendance', read],
  export: ['GET', '/attendance/export', read],
  summary: ['GET', '/attendance/summary', read],
  settings: ['GET', '/attendance/settings', read],
  updateSettings: ['PATCH', '/attendance/settings', update],
  clock: ['POST', '/attendance/clock', 'authenticated'],
  close: ['POST', '/attendance/close', update],
  closeBlockers: ['GET', '/attendance/close/blockers', update],
  reopen: ['POST', '/attendance/reopen', update],
  sheet: ['GET', '/attendance/sheet', read],
  sheetExport: ['GET', '/attendance/sheet/export', read],
  import: ['POST', '/attendance/import', can('attendance', 'create')],
  get: ['GET', '/attendance/:id', read],
  correct: ['PATCH', '/attendance/:id', update],
});
