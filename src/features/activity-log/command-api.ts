import type { ActivityLogCommandApi } from '../../../commands/areas/activity-log/activity-log-commands.ts';
import { exportActivityLog } from './api/activity-log-api.ts';
import { apiFilters, readAddress } from './log-address.ts';

const activityLogCommandApi: ActivityLogCommandApi = {
  // The address is what the page shows (the commands run only on the log page).
  exportShown: (format) =>
    exportActivityLog({ ...apiFilters(readAddress(new URLSearchParams(location.search))), format }),
};

export default activityLogCommandApi;
