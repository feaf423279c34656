// The chosen employee's balance of the chosen type for the leave's year, as it is now, and whether this
// request fits in it (the server decides; this says so beforehand).
import type { LeaveBalanceItem, LeaveTypeItem } from '../../../../contract/api/requests-leave.ts';
import { BalanceFigures } from '../../../ui/balance-figures.tsx';
import { formatDays } from '../../../lib/leave/days.ts';

export function LeaveBalanceSummary({
  type,
  year,
  hasEmployee,
  balance,
  loading,
  requestedDays,
}: {
  type: LeaveTypeItem | undefined;
  year: number;
  hasEmployee: boolean;
  balance: LeaveBalanceItem | null;
  loading: boolean;
  requestedDays: number | null;
}) {
  let body;
  if (!type) body = <p>Choose a leave type to see the balance.</p>;
  else if (!hasEmployee) body = <p>Choose an employee to see their {type.name} balance.</p>;
  else if (loading) body = <p>Loading the balance…</p>;
  else if (!balance) body = <p>The balance could not be loaded.</p>;
  else {
    const over = type.paid && requestedDays !== null && requestedDays > balance.remaining;
    body = (
      <>
        <BalanceFigures balance={balance} />
        {!type.paid ? <p className="mt-2 text-xs">Unpaid leave is not limited by the balance.</p> : null}
        {over ? (
          <p className="mt-2 text-xs font-medium text-red-700 dark:text-red-400">
            This asks for more than the {formatDays(balance.remaining)} remaining.
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section
      aria-label={`Balance for ${year}`}
      aria-live="polite"
      className="mb-4 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-600"
    >
      <h2 className="mb-2 text-sm font-semibold">
        Balance for {year}
        {type ? ` · ${type.name}` : ''}
      </h2>
      {body}
    </section>
  );
}
