import { DATE_PATTERN, MONTH_PATTERN } from '../../../contract/dates.ts';
import {
  ATTENDANCE_SHEET_ROUTE,
  type AttendanceCommandApi,
} from '../../../commands/areas/attendance/attendance-commands.ts';
import { businessToday } from '../../lib/time.ts';
import { exportDaily, exportSheet, setPeriodClosed } from './api/attendance-api.ts';
import { clock } from './api/clock.ts';
import { attendanceView, dailyFilters, sheetFilters } from './view-state.ts';

const thisMonth = () => businessToday().slice(0, 7);

const attendanceCommandApi: AttendanceCommandApi = {
  // The address is read first: it changes the moment a page is asked for, while the view state follows only once
  // the page has rendered, so `]` then `[` pressed at once would step from a month already left.
  async shown() {
    const v = attendanceView;
    const asked = new URLSearchParams(location.search);
    if (location.pathname === ATTENDANCE_SHEET_ROUTE) {
      const month = asked.get('month');
      const employee = Number(asked.get('employee_id'));
      return {
        month: month && MONTH_PATTERN.test(month) ? month : v.month || thisMonth(),
        employeeId: Number.isInteger(employee) && employee > 0 ? employee : undefined,
      };
    }
    const date = asked.get('date');
    return { date: date && DATE_PATTERN.test(date) ? date : v.date || businessToday() };
  },
  exportDay: (format, filtered) =>
    exportDaily({ ...(filtered ? dailyFilters(attendanceView) : { date: businessToday() }), format }),
  exportSheet: () =>
    exportSheet({ ...sheetFilters({ ...attendanceView, month: attendanceView.month || thisMonth() }) }),
  clock,
  reopenMonth: (month) => setPeriodClosed(month, false),
};

export default attendanceCommandApi;
