// The requester's balance of the request's leave type on its first day, read from their ledger: a pending request's
// days are held until the final approval takes them, and return when it is rejected or cancelled.
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
  const { balance, error } = useLeaveBalance({ employeeId, leaveTypeId: leaveType.id, on });
  const headingId = `leave-balance-${employeeId}-${leaveType.id}`;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {leaveType.name} balance on {formatBusinessDateNumeric(on)}
      </h3>
      {error ? (
        <p className="text-sm">The balance could not be loaded.</p>
      ) : !balance ? (
        <p className="text-sm">Loading…</p>
      ) : (
        <DayFigures
          figures={[
            ['Balance', balance.balance],
            ['Pending', balance.pending],
            ['Booked', balance.booked],
            ['Available', balance.available],
          ]}
        />
      )}
    </section>
  );
}
