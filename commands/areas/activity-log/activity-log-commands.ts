// The activity log: the filtered log at /activity-log (filters in the address), an entry's field
// diff in a drawer, exports of what the filters show, and the drawer of a record's history (its commands are
// collected from the areas' records: history-commands.ts). All need sysLog read.
import { TOAST } from '../../../contract/messages.ts';
import type { Command } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';

export const ACTIVITY_LOG_ROUTE = '/activity-log';

export interface ActivityLogCommandApi {
  /** Downloads the entries the log page's filters show (every entry from anywhere else). */
  exportShown(format: 'xlsx' | 'csv'): Promise<void>;
}
export const activityLogApi = apiSlot<ActivityLogCommandApi>('activity-log');

/** The log's filters as the address carries them (all optional); the page reads the same names. */
export interface LogAddress {
  actor_id?: number;
  actor_name?: string;
  resource?: string;
  action?: string;
  record_id?: string;
  /** The record's name, shown in the Record filter. */
  record_name?: string;
  from?: string;
  to?: string;
}

/** /activity-log with these filters, so a filtered view can be linked. */
export function activityLogPath(filters: LogAddress = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${ACTIVITY_LOG_ROUTE}?${search}` : ACTIVITY_LOG_ROUTE;
}

const read = { resource: 'sysLog', action: 'read' } as const;
const GROUP = 'Activity Log';
const onLogPage = (ctx: { pathname: string }) => ctx.pathname === ACTIVITY_LOG_ROUTE;

const exportCommand = (format: 'xlsx' | 'csv', order: number): Command => ({
  id: `activityLog.export${format === 'xlsx' ? 'Xlsx' : 'Csv'}`,
  title: `Export activity log (.${format})`,
  group: GROUP,
  keywords: ['download', 'audit', 'history', format, format === 'xlsx' ? 'excel' : 'spreadsheet'],
  permission: read,
  placements: { toolbar: { order, label: `Export .${format}` } },
  when: onLogPage,
  run: async (ctx) => {
    await ctx.api(activityLogApi).exportShown(format);
    ctx.toast.success(TOAST.exportReady);
  },
});

export const activityLogCommands: Command[] = [
  {
    id: 'activityLog.showEntry',
    title: 'Show changes of entry',
    group: GROUP,
    keywords: ['diff', 'before', 'after', 'details', 'fields'],
    scope: 'activityEntry',
    permission: read,
    placements: { rowAction: { order: 1, label: 'Changes' } },
    run: (ctx, arg) => ctx.openDialog('activityLog.entry', arg),
  },
  {
    id: 'activityLog.byUser',
    title: 'Activity by user…',
    group: GROUP,
    keywords: ['what did', 'actions of', 'audit user', 'history'],
    scope: 'user',
    permission: read,
    label: (arg) => `Activity by ${arg.name}`,
    run: (ctx, arg) => ctx.navigate(activityLogPath({ actor_id: arg.id, actor_name: arg.name })),
  },
  {
    id: 'activityLog.failedSignIns',
    title: 'Failed sign-ins',
    group: GROUP,
    keywords: ['login failed', 'wrong password', 'security', 'intrusion', 'audit'],
    permission: read,
    run: (ctx) => ctx.navigate(activityLogPath({ action: 'sign-in-failed' })),
  },
  {
    id: 'activityLog.exports',
    title: 'Exports made',
    group: GROUP,
    keywords: ['downloads', 'data leaving', 'who exported', 'audit'],
    permission: read,
    run: (ctx) => ctx.navigate(activityLogPath({ action: 'export' })),
  },
  {
    id: 'activityLog.clearFilters',
    title: 'Clear activity log filters',
    group: GROUP,
    keywords: ['reset', 'all entries', 'unfilter'],
    permission: read,
    when: onLogPage,
    run: (ctx) => ctx.navigate(ACTIVITY_LOG_ROUTE),
  },
  exportCommand('csv', 1),
  exportCommand('xlsx', 2),
];

export const activityLogArea = defineArea({
  id: 'activity-log',
  commands: activityLogCommands,
  api: activityLogApi,
  // An entry is opened from its row (Enter or its Changes button); the palette does not search entries by name.
  entities: { activityEntry: { label: 'Activity entry' } },
  logResources: { sysLog: 'Activity log' },
  dialogs: ['activityLog.entry', 'activityLog.history'],
  // The log page is a list page: j/k and Enter walk and open its rows.
  keyContexts: [{ id: 'activityLog', page: ACTIVITY_LOG_ROUTE }],
  routes: [
    {
      path: ACTIVITY_LOG_ROUTE,
      title: 'Activity Log',
      permission: { resource: 'sysLog', action: 'read' },
      nav: {
        id: 'nav.activityLog',
        shortcut: 'g h',
        keywords: ['audit', 'history', 'system log'],
        sidebar: { section: 'main', order: 11 },
      },
    },
  ],
});
