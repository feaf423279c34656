// The requester's balance of the request's leave type on its first day, read from their ledger: a pending request's
// days are held until the final approval takes them, and return when it is rejected or cancelled.
import { useText } from '../../i18n/text.ts';
import { formatBusinessDateNumeric } from '../../lib/time.ts';
import { useLeaveBalance } from '../../lib/leave/get-leave-balance.ts';
import { DayFigures } from '../../ui/day-figures.tsx';

export function LeaveBalancePanel({
  employeeId,
  leaveType,
  on,
}: {
  employeeId: number;
  leaveType: { id: number; name: string };
  /** The request's first day. */
  on: string;
}) {
  const t = useText();
  const { balance, error } = useLeaveBalance({ employeeId, leaveTypeId: leaveType.id, on });
  const headingId = `leave-balance-${employeeId}-${leaveType.id}`;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {t('requests.balanceOn', { type: leaveType.name, date: formatBusinessDateNumeric(on) })}
      </h3>
      {error ? (
        <p className="text-sm">{t('requests.balanceFailed')}</p>
      ) : !balance ? (
        <p className="text-sm">{t('requests.loading')}</p>
      ) : (
        <DayFigures
          figures={[
            [t('requests.balance'), balance.balance],
            [t('requests.pending'), balance.pending],
            [t('requests.booked'), balance.booked],
            [t('requests.available'), balance.available],
          ]}
        />
      )}
    </section>
  );
}
