import {
  ATTENDANCE_SHEET_ROUTE,
  type AttendanceCommandApi,
} from '../../../commands/areas/attendance/attendance-commands.ts';
import { businessToday } from '../../lib/business-date.ts';
import { exportDaily, exportSheet, setPeriodClosed } from './api/attendance-api.ts';
import { attendanceView, dailyFilters, sheetFilters } from './view-state.ts';

const thisMonth = () => businessToday().slice(0, 7);

export const attendanceCommandApi: AttendanceCommandApi = {
  async shown() {
    const v = attendanceView;
    if (location.pathname === ATTENDANCE_SHEET_ROUTE)
      return { month: v.month || thisMonth(), employeeId: v.employeeId ?? undefined };
    return { date: v.date || businessToday() };
  },
  exportDay: (format, filtered) =>
    exportDaily({ ...(filtered ? dailyFilters(attendanceView) : { date: businessToday() }), format }),
  exportSheet: () =>
    exportSheet({ ...sheetFilters({ ...attendanceView, month: attendanceView.month || thisMonth() }) }),
  closeMonth: (month) => setPeriodClosed(month, true),
  reopenMonth: (month) => setPeriodClosed(month, false),
};
