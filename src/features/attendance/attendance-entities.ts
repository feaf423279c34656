// Attendance as the entities commands act on: a day's record ("Correct attendance…") and a month (the sheet,
// closing and reopening).
import type { EntityRef } from '../../../commands/types.ts';
import { monthId, monthLabel } from '../../../commands/areas/attendance/attendance-period.ts';
import { formatBusinessDate } from '../../lib/time.ts';

interface RecordLike {
  id: number;
  date: string;
  employee: { name: string; staff_id: string };
  closed?: boolean;
}

/** "Sok Dara · EMP-000123 · 24 Nov 2026". */
export const recordEntity = (r: RecordLike): EntityRef => ({
  kind: 'attendanceRecord',
  id: r.id,
  name: `${r.employee.name} · ${r.employee.staff_id} · ${formatBusinessDate(r.date)}`,
  extra: { date: r.date, closed: r.closed ?? false },
});

/** "November 2026"; `closed` when known. */
export const monthEntity = (month: string, closed?: boolean): EntityRef => ({
  kind: 'attendanceMonth',
  id: monthId(month),
  name: monthLabel(month),
  extra: closed === undefined ? { month } : { month, closed },
});
