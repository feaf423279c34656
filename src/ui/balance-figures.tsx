// A balance's figures from the ledger as a description list: balance, pending, booked, available.
import type { LeaveBalanceItem } from '../../contract/api/leave.ts';
import { useText } from '../i18n/text.ts';

export function BalanceFigures({
  balance,
  label,
}: {
  balance: Pick<LeaveBalanceItem, 'balance' | 'pending' | 'booked' | 'available'>;
  label?: string;
}) {
  const t = useText();
  const rows: Array<[string, number]> = [
    [t('ui.balance.balance'), balance.balance],
    [t('ui.balance.pending'), balance.pending],
    [t('ui.balance.booked'), balance.booked],
    [t('ui.balance.available'), balance.available],
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
