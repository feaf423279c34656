// The chosen employee's balance of the chosen type on the leave's first day (today until it is chosen), read
// from their ledger, and whether this request fits in what is available then (the server decides; this says so
// beforehand).
import type { LeaveBalanceItem, LeaveTypeItem } from '../../../../contract/api/leave.ts';
import { useText } from '../../../i18n/text.ts';
import { formatBusinessDateNumeric } from '../../../lib/time.ts';
import { BalanceFigures } from '../../../ui/balance-figures.tsx';
import { formatDays } from '../request-format.ts';

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
  const t = useText();
  let body;
  if (!type) body = <p>{t('requests.chooseType')}</p>;
  else if (!hasEmployee) body = <p>{t('requests.chooseEmployee', { type: type.name })}</p>;
  else if (loading) body = <p>{t('requests.loadingBalance')}</p>;
  else if (!balance) body = <p>{t('requests.balanceFailed')}</p>;
  else {
    const over = type.paid && requestedDays !== null && requestedDays > balance.available;
    body = (
      <>
        <BalanceFigures balance={balance} />
        {!type.paid ? <p className="mt-2 text-xs">{t('requests.unpaidUnlimited')}</p> : null}
        {over ? (
          <p className="mt-2 text-xs font-medium text-red-700 dark:text-red-400">
            {t('requests.summaryOver', { available: formatDays(balance.available) })}
          </p>
        ) : null}
      </>
    );
  }
  const heading = t('requests.summaryHeading', { on: formatBusinessDateNumeric(on) });
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
