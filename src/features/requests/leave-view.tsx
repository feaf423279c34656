// Leave requests: type, dates with half-day marks, working days; filtered by leave type.
import type { LeaveRequestItem } from '../../../contract/api/requests-leave.ts';
import { useLeaveTypes } from '../../lib/leave/get-leave-types.ts';
import type { KindView } from './kind-view.ts';
import { formatDayCell, formatDays, leaveDates } from './request-format.ts';

export const leaveView: KindView<LeaveRequestItem> = {
  columns: [
    {
      header: 'Type',
      width: 'minmax(7rem, 1fr)',
      // The whole name, wrapped if it must: the row grows rather than cutting it.
      cell: (r) => <span className="block break-words leading-tight">{r.leave_type.name}</span>,
    },
    {
      header: 'Dates',
      width: 'minmax(11rem, 1.4fr)',
      cell: (r) => <span className="block leading-tight">{leaveDates(r, formatDayCell)}</span>,
    },
    { header: 'Days', width: '3.5rem', cell: (r) => r.days },
  ],
  details: (r) => [
    ['Leave type', `${r.leave_type.name} (${r.leave_type.paid ? 'paid' : 'unpaid'})`],
    ['Dates', leaveDates(r)],
    ['Working days', formatDays(r.days)],
  ],
  summary: (r) => `${r.leave_type.name}, ${leaveDates(r)}`,
  typeFilter: {
    label: 'Leave type',
    placeholder: 'All leave types',
    useOptions: () => (useLeaveTypes().data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
  },
};
