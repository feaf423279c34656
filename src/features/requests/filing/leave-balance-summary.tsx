// The chosen employee's balance of the chosen type on the leave's first day (today until it is chosen), read
// from their ledger, and whether this request fits in what is available then (the server decides; this says so
// beforehand).
import type { LeaveBalanceItem, LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { LEAVE_LEDGER_TEXT as T } from '../../../../contract/messages.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';
import { BalanceFigures } from '../../../ui/balance-figures.tsx';
import { formatDays } from '../../../lib/leave/days.ts';

export function LeaveBalanceSummary({
  type,
  on,
  hasEmployee,
  balance,
  loading,
  requestedDays,
}: {
  type: LeaveTypeItem | undefined;
  /** The day the balance is read on. */
  on: string;
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
    const over = type.paid && requestedDays !== null && requestedDays > balance.available;
    body = (
      <>
        <BalanceFigures balance={balance} />
        {!type.paid ? <p className="mt-2 text-xs">Unpaid leave is not limited by the balance.</p> : null}
        {over ? (
          <p className="mt-2 text-xs font-medium text-red-700 dark:text-red-400">
            {T.summaryOver(formatDays(balance.available))}
          </p>
        ) : null}
      </>
    );
  }
  const heading = T.summaryHeading(formatBusinessDateNumeric(on));
  return (
    <section
      aria-label={heading}
      aria-live="polite"
      className="mb-4 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-600"
    >
      <h2 className="mb-2 text-sm font-semibold">
        {heading}
        {type ? ` · ${type.name}` : ''}
      </h2>
      {body}
    </section>
  );
}
