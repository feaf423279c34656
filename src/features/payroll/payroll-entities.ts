// Payroll as the entities commands act on: a month to generate, a run (open, approve, regenerate, its files) and a
// pay line (edit, delete).
import type { EntityRef } from '../../../commands/types.ts';
import { monthMatches, monthId } from '../../../commands/month-text.ts';
import { textNow } from '../../i18n/text.ts';
import { formatMonth } from '../../lib/time.ts';

interface RunLike {
  id: number;
  month: string;
  status: string;
}

/** "November 2026" (in the language on screen), with its month and status for the commands' `enabled`. */
export const runEntity = (r: RunLike): EntityRef => ({
  kind: 'payrollRun',
  id: r.id,
  name: formatMonth(r.month),
  extra: { month: r.month, status: r.status },
});

/** A month to generate; `generated` when a run of it exists. */
export const payrollMonthEntity = (month: string, generated: boolean): EntityRef => ({
  kind: 'payrollMonth',
  id: monthId(month),
  name: generated ? textNow('payroll.generate.monthGenerated', { month: formatMonth(month) }) : formatMonth(month),
  extra: { month, generated },
});

/** A month to enter pay lines for. */
export const payLineMonthEntity = (month: string): EntityRef => ({
  kind: 'payLineMonth',
  id: monthId(month),
  name: formatMonth(month),
  extra: { month },
});

interface PayLineLike {
  id: number;
  name: string;
  employee: { name: string } | null;
}

/** "Transport allowance · Sok Dara" or "… · Everyone". */
export const payLineEntity = (p: PayLineLike): EntityRef => ({
  kind: 'payLine',
  id: p.id,
  name: `${p.name} · ${p.employee?.name ?? textNow('payroll.lines.everyone')}`,
});

/** The months (or runs of months) that answer what was typed ("oct 2026", "10/2026", "nov"), for the pickers. */
export const matching = (entities: EntityRef[], needle: string) =>
  entities.filter((e) => monthMatches(needle, String(e.extra?.month), e.name));
