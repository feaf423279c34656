// Leave requests: type, dates with half-day marks, working days; filtered by leave type.
import type { LeaveRequestItem } from '../../../contract/api/requests-leave.ts';
import { useLeaveTypes } from '../../lib/leave/get-leave-types.ts';
import type { KindView } from './kind-view.ts';
import { formatDayCell, formatDays, leaveDates } from './request-format.ts';

export const leaveView: KindView<LeaveRequestItem> = {
  columns: (t) => [
    {
      header: t('requests.type'),
      width: 'minmax(7rem, 1fr)',
      // The whole name, wrapped if it must: the row grows rather than cutting it.
      cell: (r) => <span className="block break-words leading-tight">{r.leave_type.name}</span>,
    },
    {
      header: t('requests.dates'),
      width: 'minmax(11rem, 1.4fr)',
      cell: (r) => <span className="block leading-tight">{leaveDates(r, formatDayCell)}</span>,
    },
    { header: t('requests.days'), width: '3.5rem', cell: (r) => r.days },
  ],
  details: (r, t) => [
    [
      t('requests.leaveType'),
      t(r.leave_type.paid ? 'requests.paidTag' : 'requests.unpaidTag', { name: r.leave_type.name }),
    ],
    [t('requests.dates'), leaveDates(r)],
    [t('requests.workingDays'), formatDays(r.days)],
  ],
  summary: (r) => `${r.leave_type.name}, ${leaveDates(r)}`,
  typeFilter: {
    label: (t) => t('requests.leaveType'),
    placeholder: (t) => t('requests.allLeaveTypes'),
    useOptions: () => (useLeaveTypes().data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name })),
  },
};
