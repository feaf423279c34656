// The dashboard screens' English texts, keyed `dashboard.…` (toasts `toast.dashboard.…`); dashboard.km.ts says each in Khmer.
import { BLOCKED } from '../../../contract/messages.ts';

export const dashboardEn = {
  'dashboard.loadFailed': 'The dashboard could not be loaded.',
  // "Tip: press Ctrl + K for the command palette, or ? for all shortcuts.", around its keys.
  'dashboard.tipPress': 'Tip: press',
  'dashboard.tipPalette': 'for the command palette, or',
  'dashboard.tipShortcuts': 'for all shortcuts.',
  // The console's own counts.
  'dashboard.console': 'Console',
  'dashboard.counter': '{label}:',
  'dashboard.users': 'Users',
  'dashboard.activeUsers': 'Active users',
  'dashboard.roles': 'Roles',
  'dashboard.unreadNotifications': 'Unread notifications',
  // My pending approvals.
  'dashboard.approvals': 'My pending approvals',
  'dashboard.approvalsCount': 'My pending approvals ({count})',
  'dashboard.pendingByKind': 'Pending by kind',
  'dashboard.kind.leave': 'Leave',
  'dashboard.kind.overtime': 'OT',
  'dashboard.kind.postClock': 'Post clock',
  'dashboard.kindCount': '{kind}: {count}',
  'dashboard.request': 'Request',
  'dashboard.action': 'Action',
  'dashboard.nothingWaiting': 'Nothing is waiting for you.',
  'dashboard.keysMove': 'move,',
  'dashboard.keysApprove': 'approve,',
  'dashboard.keysReject': 'reject,',
  'dashboard.keysOpen': 'open.',
  'toast.dashboard.focusApproval': BLOCKED.focusFirst('pending approval'),
  // Today's attendance.
  'dashboard.todaysAttendance': "Today's attendance",
  'dashboard.dayOff':
    'A day off by the calendar for {count, plural, one {# employee} other {# employees}} (holiday or weekend).',
  'dashboard.attendanceOf': 'Attendance of {count} employees today',
  'dashboard.present': 'Present',
  'dashboard.late': 'Late',
  'dashboard.absent': 'Absent',
  'dashboard.onLeave': 'On leave',
  'dashboard.notYetIn': 'Not yet in',
  // Who is out.
  'dashboard.whoIsOut': 'Who is out',
  'dashboard.alsoThisWeek': 'Also this week ({range})',
  'dashboard.nobody': 'Nobody.',
  'dashboard.todayOnCalendar': 'Today on the calendar',
  // This month.
  'dashboard.thisMonth': 'This month ({month})',
  'dashboard.overtimeHours': 'Overtime hours',
  'dashboard.leaveDays': 'Leave days',
  'dashboard.approvedRequests': '{count, plural, one {# approved request} other {# approved requests}}',
  // Upcoming holidays.
  'dashboard.upcomingHolidays': 'Upcoming holidays',
  'dashboard.noHolidays': 'No public holidays ahead.',
  // Probations ending soon.
  'dashboard.probations': 'Probations ending in {days} days ({count})',
  'dashboard.noProbations': 'No probation ends in the next {days} days.',
  'dashboard.endsToday': '(today)',
  'dashboard.endsIn': '(in {days, plural, one {# day} other {# days}})',
  'dashboard.andMore': 'and {count} more',
  // Headcount by department.
  'dashboard.headcount': 'Headcount by department ({count})',
  'dashboard.noDepartment': 'No department',
  'dashboard.noActiveEmployees': 'No active employees.',
  'dashboard.headcountCaption': 'Active employees by department',
  // Payroll cost.
  'dashboard.payrollCost': 'Payroll cost',
  'dashboard.payrollCostRuns': 'Payroll cost, last {count} runs',
  'dashboard.noPayrollRun': 'No payroll run yet.',
  'dashboard.payrollLast': '{month}: {cost} for {count} employees',
  'dashboard.payrollCaption': 'Payroll cost by month',
  'dashboard.cost': 'Cost',
  'dashboard.netPay': 'Net pay',
  'dashboard.approved': 'Approved',
  'dashboard.draft': 'Draft',
  // The dashboard's commands.
  'command.dashboard.approve': 'Approve the focused pending approval',
  'command.dashboard.reject': 'Reject the focused pending approval',
} as const;
