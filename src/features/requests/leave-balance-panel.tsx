// The requester's balance of the request's leave type for its year: pending days move to taken when the
// final approval lands, and back to remaining when the request is rejected or cancelled.
import { useLeaveBalance } from './api/get-leave-balance.ts';
import { formatDays } from './request-format.ts';

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
        <dl className="grid grid-cols-4 gap-2 text-center text-sm">
          {(
            [
              ['Entitled', balance.entitled],
              ['Taken', balance.taken],
              ['Pending', balance.pending],
              ['Remaining', balance.remaining],
            ] as const
          ).map(([label, days]) => (
            <div key={label} className="rounded-md border border-slate-300 p-2 dark:border-slate-600">
              <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="font-semibold">{formatDays(days)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
