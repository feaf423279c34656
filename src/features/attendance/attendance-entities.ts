// Attendance as the entities commands act on: a day's record ("Correct attendance…") and a month (the sheet,
// closing and reopening).
import { monthId } from '../../../commands/month-text.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { textNow } from '../../i18n/text.ts';
import { formatBusinessDate, formatMonth, weekdayOf } from '../../lib/time.ts';
import { formatLocalTime } from './format.ts';

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

/** "November 2026" (in the language on screen); `closed` when known. */
export const monthEntity = (month: string, closed?: boolean): EntityRef => ({
  kind: 'attendanceMonth',
  id: monthId(month),
  name: formatMonth(month),
  extra: closed === undefined ? { month } : { month, closed },
});

/** A day clocked in and never out: "Sok Dara · EMP-000123 · 24 Nov 2026 · in at 08:02AM, no clock-out". */
export const openDayEntity = (b: {
  id: number;
  from: string;
  employee: { name: string; staff_id: string };
  clock_in_local: string | null;
}): EntityRef => {
  const record = recordEntity({ id: b.id, date: b.from, employee: b.employee });
  const time = formatLocalTime(b.clock_in_local) ?? '-';
  return { ...record, name: `${record.name} · ${textNow('attendance.openDay', { time })}` };
};

/** A past day offered by an empty "Correct attendance…": picking it types the day ("23 Nov 2026 ") so the picker
 * lists that day's records. Its id is the date negated (20261123 → -20261123), never a record's. */
export const recordDayEntity = (date: string): EntityRef => ({
  kind: 'attendanceRecord',
  id: -Number(date.replaceAll('-', '')),
  name: textNow('attendance.recordsOf', { weekday: weekdayOf(date), date: formatBusinessDate(date) }),
  extra: { date, narrow: `${formatBusinessDate(date)} ` },
});
