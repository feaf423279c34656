// The attendance area's web slice (commands: commands/areas/attendance/). No zod here: the pages and dialogs
// load on first use, and the entity searches read through typed endpoints only.
import {
  ATTENDANCE_DAY_ROUTE,
  ATTENDANCE_SHEET_ROUTE,
  attendanceApi,
} from '../../../commands/areas/attendance/attendance-commands.ts';
import { addMonths } from '../../../contract/dates.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { monthMatches, monthsAround } from '../../../commands/month-text.ts';
import { businessToday } from '../../lib/time.ts';
import { dialog, provideLazy, type Contribution } from '../../lib/feature-contribution.ts';
import { monthEntity, openDayEntity, recordDayEntity, recordEntity } from './attendance-entities.ts';

/** The year before the running period, from the server's periods: the closed ones, or the ended ones still open. */
async function pickableMonths(closed: boolean): Promise<string[]> {
  const { fetchAttendanceSettings } = await import('./api/attendance-api.ts');
  const { current_period, closed_periods } = (await fetchAttendanceSettings()).data;
  const isClosed = new Set(closed_periods.map((p) => p.month));
  return monthsAround(current_period.month, 12, 0)
    .slice(1)
    .filter((m) => isClosed.has(m) === closed);
}

/** The days clocked in and never out of the running period and the one before when still open (what blocks
 * closing them), the latest first, by the employee's name or staff id or the day. */
async function missingPunches(needle: string): Promise<EntityRef[]> {
  const { fetchAttendanceSettings, fetchCloseBlockers } = await import('./api/attendance-api.ts');
  const { current_period, closed_periods } = (await fetchAttendanceSettings()).data;
  const closed = new Set(closed_periods.map((p) => p.month));
  const months = [current_period.month, addMonths(current_period.month, -1)].filter((m) => !closed.has(m));
  const periods = await Promise.all(months.map((month) => fetchCloseBlockers(month)));
  return periods
    .flatMap((p) => p.data.blockers.filter((b) => b.kind === 'open_day'))
    .sort((a, b) => b.from.localeCompare(a.from))
    .map((b) => openDayEntity(b))
    .filter((e) => !needle || e.name.toLowerCase().includes(needle));
}

/** The last working days before today (the company schedule's), each narrowing the picker to its records. */
async function recentDays(): Promise<EntityRef[]> {
  const [{ fetchAttendanceSettings }, { recentWorkingDays }] = await Promise.all([
    import('./api/attendance-api.ts'),
    import('../../../commands/areas/attendance/record-query.ts'),
  ]);
  const { company } = (await fetchAttendanceSettings()).data;
  return recentWorkingDays(businessToday(), company.working_days).map(recordDayEntity);
}

export const contribution: Contribution = {
  apis: [provideLazy(attendanceApi, () => import('./command-api.ts'))],
  dialogs: {
    'attendance.correct': dialog(() => import('./correct-dialog.tsx')),
    'attendance.import': dialog(() => import('./import-dialog.tsx')),
    'attendance.settings': dialog(() => import('./settings-dialog.tsx')),
    'attendance.close': dialog(() => import('./close-month-dialog.tsx')),
  },
  entitySearches: {
    // The months around today, newest first, by their name ("nov", "oct 2026", "10/2026"); for closing only the
    // ended ones still open (the last first), for reopening only the closed ones.
    attendanceMonth: async (needle, filter) =>
      (filter?.months ? await pickableMonths(filter.months === 'closed') : monthsAround(businessToday().slice(0, 7)))
        .map((m) => monthEntity(m, filter?.months ? filter.months === 'closed' : undefined))
        .filter((e) => monthMatches(needle, String(e.extra!.month), e.name)),
    // The records of a day (today unless the text starts with one: "yesterday dara", "24 nov"), by the employee's
    // name or staff id; typed nothing, the last working days come first, each picked to list its records.
    attendanceRecord: async (needle, filter) => {
      if (filter?.missing) return missingPunches(needle);
      const [{ fetchDaily }, { recordQuery }] = await Promise.all([
        import('./api/attendance-api.ts'),
        import('../../../commands/areas/attendance/record-query.ts'),
      ]);
      const { date, q } = recordQuery(needle, businessToday());
      const records = (await fetchDaily({ date, q: q || undefined, limit: 20 })).data.map(recordEntity);
      return needle.trim() ? records : [...(await recentDays().catch(() => [])), ...records];
    },
  },
  pages: {
    [ATTENDANCE_DAY_ROUTE]: () => import('./daily-page.tsx'),
    [ATTENDANCE_SHEET_ROUTE]: () => import('./sheet-page.tsx'),
  },
};
