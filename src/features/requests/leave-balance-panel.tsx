// The requester's balance of the request's leave type for its year: pending days move to taken when the
// final approval lands, and back to remaining when the request is rejected or cancelled.
import { useLeaveBalance } from '../../lib/leave/get-leave-balance.ts';
import { DayFigures } from '../../ui/day-figures.tsx';

export function LeaveBalancePanel({
  employeeId,
  leaveType,
  year,
}: {
  employeeId: number;
  leaveType: { id: number; name: string };
  year: number;
}) {
  const { balance, error } = useLeaveBalance({ employeeId, leaveTypeId: leaveType.id, year });
  const headingId = `leave-balance-${employeeId}-${leaveType.id}`;
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h3 id={headingId} className="mb-2 text-sm font-semibold">
        {leaveType.name} balance, {year}
      </h3>
      {error ? (
        <p className="text-sm">The balance could not be loaded.</p>
      ) : !balance ? (
        <p className="text-sm">Loading…</p>
      ) : (
        <DayFigures
          figures={[
            ['Entitled', balance.entitled],
            ['Taken', balance.taken],
            ['Pending', balance.pending],
            ['Remaining', balance.remaining],
          ]}
        />
      )}
    </section>
  );
}
