// What the law adds to a month's payslips from employment contracts: the seniority indemnity in the runs that
// close a half-year (undetermined-duration contracts) and severance in the month a fixed-duration contract ends
// while the employee stays on. One call per month; the answer is asked per employee with this month's gross.
import type { Kysely } from 'kysely';
import { addMonths, monthOf } from '../../../contract/dates.ts';
import type { DB } from '../../db/schema.ts';
import { contractsOn } from '../employees/contracts.ts';
import { grossByMonth } from './employment-repository.ts';
import { halfOf, seniorityIndemnity, severance, type StatutoryEarning } from './seniority.ts';

export type StatutoryOf = (employee: { id: number; join_date: string }, grossNow: number) => StatutoryEarning[];

export async function statutoryEarnings(
  db: Kysely<DB>,
  month: string,
  period: { from: string; to: string },
  rate: number,
): Promise<StatutoryOf> {
  const contracts = await contractsOn(db, period.to);
  const half = halfOf(month);
  const ending = [...contracts.values()].filter(
    (c) => c.kind === 'fixed' && c.end_date && c.end_date >= period.from && c.end_date <= period.to,
  );
  if (contracts.size === 0 || (!half && ending.length === 0)) return () => [];
  const earliest = [monthOf(half?.from ?? period.to), ...ending.map((c) => monthOf(c.start_date))].sort()[0]!;
  const earlier = await grossByMonth(db, earliest, addMonths(month, -1));
  return (employee, grossNow) => {
    const contract = contracts.get(employee.id);
    if (!contract) return [];
    const paid = earlier.get(employee.id) ?? [];
    const out: StatutoryEarning[] = [];
    if (half && contract.kind === 'undetermined') {
      const wages = [...paid.filter((p) => p.month >= monthOf(half.from)).map((p) => p.gross), grossNow];
      const s = seniorityIndemnity({ serviceFrom: employee.join_date, serviceTo: half.to, wages, rate });
      if (s) out.push(s);
    }
    if (contract.kind === 'fixed' && ending.includes(contract)) {
      const before = paid.filter((p) => p.month >= monthOf(contract.start_date)).reduce((s, p) => s + p.gross, 0);
      const s = severance({ wagesPaid: before + grossNow, on: contract.end_date! });
      if (s) out.push(s);
    }
    return out;
  };
}
