// A balance's figures as a description list: entitled, taken, pending, remaining.
import type { LeaveBalanceItem } from '../../contract/api/requests-leave.ts';

export function BalanceFigures({
  balance,
  label,
}: {
  balance: Pick<LeaveBalanceItem, 'entitled' | 'taken' | 'pending' | 'remaining'>;
  label?: string;
}) {
  const rows: Array<[string, number]> = [
    ['Entitled', balance.entitled],
    ['Taken', balance.taken],
    ['Pending', balance.pending],
    ['Remaining', balance.remaining],
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-4 gap-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-slate-600 dark:text-slate-300">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
