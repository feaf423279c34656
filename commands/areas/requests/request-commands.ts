// Leave, overtime and post clock requests: one definition per action, generated for each kind of
// REQUEST_KIND_META. The entity's `extra` carries what the server said about it (can_act, can_cancel, status,
// the current step's role, version), so `when` shows each user only what they can do; the server decides.
import { BLOCKED, TOAST } from '../../../contract/messages.ts';
import {
  approvalActionLabel,
  HR_MANAGER_ROLE,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '../../../contract/labels.ts';
import type { BulkResult, RequestKind } from '../../../contract/api/requests.ts';
import type { PermissionRequirement } from '../../../contract/permissions.ts';
import { apiSlot, defineArea } from '../../area.ts';
import type { NavSpec, RouteSpec } from '../../route-spec.ts';
import { bulkOutcome } from './request-bulk.ts';
import { REQUEST_KIND_LIST, type RequestKindMeta } from './request-kinds.ts';
import { calendarPath } from '../calendar/calendar-commands.ts';
import type { Command, CommandContext, EntityRef } from '../../types.ts';

export interface RequestCommandApi {
  /** Approves (or acknowledges) the current step, or cancels; `version` is the one the user saw, so acting on
   * a request that changed since is a 409. The request's list and detail are refetched either way. */
  actOnRequest(
    kind: RequestKind,
    id: number,
    action: 'approve' | 'cancel',
    version?: number,
  ): Promise<string | undefined>;
  /** Approves the current step of each, at the version the user saw; one result per request, in order. */
  bulkApproveRequests(kind: RequestKind, requests: VersionedRequest[]): Promise<BulkResult[]>;
  /** `filtered`: export what the kind's list shows (its search and filters), else every request. */
  exportRequests(kind: RequestKind, format: 'xlsx' | 'csv', filtered: boolean): Promise<void>;
  /** Sets the kind's list to exactly these filters, on its first page (the command then goes to the list). */
  showRequests(kind: RequestKind, filters: { status: 'pending' | 'approve'; onDate?: 'today' }): void;
}
export const requestApi = apiSlot<RequestCommandApi>('requests');

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fallback toasts when the server sends no message ("Leave request approved successfully!"). */
export const requestToast = (kind: RequestKindMeta, outcome: 'approved' | 'rejected' | 'cancelled') =>
  `${capital(kind.noun)} ${outcome} successfully!`;

/** The entity fields these commands read (set by the requests feature from the API item). */
export interface RequestExtra {
  can_act: boolean;
  can_cancel: boolean;
  /** The signed-in user's own request. */
  mine: boolean;
  status: string;
  /** Role of the step the request waits for (HR_MANAGER, LEAD_MANAGER), or null once decided. */
  step_role: string | null;
  version: number;
}

const extra = (arg?: EntityRef) => (arg?.extra ?? {}) as Partial<RequestExtra>;

/** A request as a bulk action names it: its id and the version the user saw (an approve sent twice acts once). */
export interface VersionedRequest {
  id: number;
  version: number;
}
const versioned = (e: EntityRef): VersionedRequest => ({ id: e.id, version: extra(e).version ?? 0 });
const canAct = (arg?: EntityRef) => extra(arg).can_act === true;
const canCancel = (arg?: EntityRef) => extra(arg).can_cancel === true;

/** Said when `a` or `r` is pressed on a request the user cannot act on (decided, their own, another's step). */
function whyNotAct(_ctx: CommandContext, arg?: EntityRef): string | null {
  const { status, mine, step_role } = extra(arg);
  if (status && status !== 'pending') return BLOCKED.requestDecided(REQUEST_STATUS_LABELS[status as RequestStatus]);
  if (mine) return BLOCKED.ownRequest;
  return BLOCKED.notYourStep(step_role === HR_MANAGER_ROLE ? 'HR acknowledgement' : "the lead or manager's approval");
}

function whyNotCancel(_ctx: CommandContext, arg?: EntityRef): string | null {
  const { status } = extra(arg);
  if (status && status !== 'pending') return BLOCKED.requestDecided(REQUEST_STATUS_LABELS[status as RequestStatus]);
  return BLOCKED.cannotCancel;
}

/** The palette's "Approve …" / "Reject …" pickers list only the requests the user can act on now. */
const ACTIONABLE = { actionable: 'true' } as const;

/** What "Reject selected" hands the reject dialog: the ticked requests as one entity. */
export function bulkRejectRef(kind: RequestKindMeta, selected: readonly EntityRef[]): EntityRef {
  return {
    kind: kind.entity,
    id: 0,
    name: `${selected.length} selected ${kind.noun}s`,
    extra: { bulk: selected.map((e) => ({ ...versioned(e), name: e.name })) },
  };
}

async function approveSelected(ctx: CommandContext, kind: RequestKindMeta) {
  const selected = ctx.list.selected(kind.entity);
  const results = await ctx.api(requestApi).bulkApproveRequests(kind.kind, selected.map(versioned));
  ctx.list.clearSelection();
  const outcome = bulkOutcome(results, selected, 'approved');
  if (outcome.success) ctx.toast.success(outcome.success);
  if (outcome.failure) ctx.toast.error(outcome.failure);
}

function exportCommand(kind: RequestKindMeta, format: 'xlsx' | 'csv', order: number): Command {
  return {
    id: `request.${kind.keyContext}.export${format === 'xlsx' ? 'Xlsx' : 'Csv'}`,
    title: `Export ${kind.noun}s (.${format})`,
    group: kind.group,
    keywords: ['download', format, format === 'xlsx' ? 'excel' : 'spreadsheet'],
    permission: { resource: kind.resource, action: 'read' },
    placements: { toolbar: { order, label: `Export .${format}` } },
    run: async (ctx) => {
      // On the list, the export is what the list shows; from anywhere else it is every request.
      await ctx.api(requestApi).exportRequests(kind.kind, format, ctx.pathname === kind.route);
      ctx.toast.success(TOAST.exportReady);
    },
  };
}

export const requestAddPath = (kind: RequestKindMeta) => `${kind.route}/add`;
const addTitle = (kind: RequestKindMeta) => `Add ${kind.group}`;

function kindCommands(kind: RequestKindMeta): Command[] {
  const id = (action: string) => `request.${kind.keyContext}.${action}`;
  const need = (action: 'read' | 'create' | 'update') => ({ resource: kind.resource, action });
  const add = requestAddPath(kind);
  const base = { group: kind.group, keyContext: kind.keyContext } as const;
  return [
    exportCommand(kind, 'csv', 1),
    exportCommand(kind, 'xlsx', 2),
    {
      ...base,
      id: id('approveSelected'),
      title: `Approve selected ${kind.noun}s`,
      keywords: ['bulk', 'approve all', 'acknowledge'],
      permission: need('update'),
      when: (ctx) => ctx.list.selected(kind.entity).length > 0,
      placements: { toolbar: { order: 3, label: 'Approve selected' } },
      run: (ctx) => approveSelected(ctx, kind),
    },
    {
      ...base,
      id: id('rejectSelected'),
      title: `Reject selected ${kind.noun}s`,
      keywords: ['bulk', 'reject all', 'decline'],
      permission: need('update'),
      when: (ctx) => ctx.list.selected(kind.entity).length > 0,
      placements: { toolbar: { order: 4, label: 'Reject selected' } },
      run: (ctx) => ctx.openDialog('request.reject', bulkRejectRef(kind, ctx.list.selected(kind.entity))),
    },
    {
      ...base,
      id: id('add'),
      title: `Add ${kind.noun}`,
      // The route table's old name for the page ("Add Leave", "Add OT") still finds it.
      keywords: ['new', 'file', 'submit', 'on behalf', `add ${kind.group.toLowerCase()}`],
      shortcut: 'c',
      route: add,
      permission: need('create'),
      placements: { toolbar: { order: 5, label: addTitle(kind) } },
      run: (ctx) => ctx.navigate(add),
    },
    {
      ...base,
      id: id('pending'),
      title: `Show pending ${kind.noun}s`,
      keywords: ['pending', 'waiting', 'to do', 'queue', 'inbox', 'awaiting approval'],
      permission: need('read'),
      run: (ctx) => {
        ctx.api(requestApi).showRequests(kind.kind, { status: 'pending' });
        ctx.navigate(kind.route);
      },
    },
    ...(kind.kind === 'leave'
      ? [
          {
            ...base,
            id: id('outToday'),
            title: 'Who is out today',
            keywords: ['who is out', 'on leave today', 'absent', 'away', 'off today', 'approved leave'],
            permission: need('read'),
            // The calendar's day (leave pending and approved, holidays, events) when the user may read it.
            run: (ctx: CommandContext) => {
              if (ctx.permissions.has('calendar:read')) return ctx.navigate(calendarPath('today', true));
              ctx.api(requestApi).showRequests(kind.kind, { status: 'approve', onDate: 'today' });
              ctx.navigate(kind.route);
            },
          },
        ]
      : []),
    {
      ...base,
      id: id('open'),
      title: `Open ${kind.noun}…`,
      keywords: ['view', 'details', 'timeline', 'steps'],
      scope: kind.entity,
      permission: need('read'),
      run: (ctx, arg) => ctx.navigate(`${kind.route}?request_id=${arg.id}`),
    },
    {
      ...base,
      id: id('approve'),
      title: `Approve ${kind.noun}…`,
      keywords: ['acknowledge', 'acknowledged', 'accept', 'queue'],
      shortcut: 'a',
      scope: kind.entity,
      permission: need('update'),
      pickFilter: ACTIONABLE,
      label: (arg) => approvalActionLabel(extra(arg).step_role),
      when: (_ctx, arg) => !arg || canAct(arg),
      whyNot: whyNotAct,
      placements: { rowAction: { order: 1, label: 'Approve' } },
      run: async (ctx, arg) => {
        const message = await ctx.api(requestApi).actOnRequest(kind.kind, arg.id, 'approve', extra(arg).version);
        ctx.toast.success(message || requestToast(kind, 'approved'));
      },
    },
    {
      ...base,
      id: id('reject'),
      title: `Reject ${kind.noun}…`,
      keywords: ['decline', 'deny', 'refuse', 'queue'],
      shortcut: 'r',
      scope: kind.entity,
      permission: need('update'),
      pickFilter: ACTIONABLE,
      when: (_ctx, arg) => !arg || canAct(arg),
      whyNot: whyNotAct,
      placements: { rowAction: { order: 2, label: 'Reject' } },
      run: (ctx, arg) => ctx.openDialog('request.reject', arg),
    },
    {
      ...base,
      id: id('cancel'),
      title: `Cancel ${kind.noun}…`,
      keywords: ['withdraw', 'revoke'],
      scope: kind.entity,
      // The server lets whoever may file or decide such requests cancel (its own rules say which ones).
      permission: { anyOf: [need('create'), need('update')] },
      when: (_ctx, arg) => !arg || canCancel(arg),
      whyNot: whyNotCancel,
      placements: { rowAction: { order: 3, label: 'Cancel' } },
      run: async (ctx, arg) => {
        const ok = await ctx.confirm({
          title: `Cancel ${kind.noun}`,
          message: `Cancel the ${kind.noun} of ${arg.name}? It can no longer be approved afterwards.`,
          confirmLabel: 'Yes, cancel request',
          danger: true,
        });
        if (!ok) return;
        const message = await ctx.api(requestApi).actOnRequest(kind.kind, arg.id, 'cancel', extra(arg).version);
        ctx.toast.success(message || requestToast(kind, 'cancelled'));
      },
    },
    {
      ...base,
      id: id('toggleSelect'),
      title: `Select ${kind.noun}…`,
      keywords: ['tick', 'check', 'bulk', 'unselect'],
      shortcut: 'x',
      scope: kind.entity,
      // Selecting serves the bulk actions, and only on the list itself.
      permission: need('update'),
      when: (ctx) => ctx.pathname === kind.route,
      run: (ctx, arg) => ctx.list.toggleSelected(arg),
    },
  ];
}

export const requestCommands: Command[] = REQUEST_KIND_LIST.flatMap(kindCommands);

/** The id of a kind's command: requestCommandId('leave', 'approve') → 'request.leave.approve'. */
export function requestCommandId(kind: RequestKind, action: string): string {
  return `request.${REQUEST_KIND_LIST.find((k) => k.kind === kind)!.keyContext}.${action}`;
}

const ENTITY_LABELS: Record<RequestKindMeta['entity'], string> = {
  leaveRequest: 'Leave request',
  overtimeRequest: 'OT request',
  postClockRequest: 'Post clock request',
};
const HISTORY_NOUNS: Record<RequestKindMeta['entity'], string> = {
  leaveRequest: 'leave request',
  overtimeRequest: 'overtime request',
  postClockRequest: 'post clock request',
};

/** The leave page (and leave administration's) shows to whoever reads leave requests or leave types. */
export const LEAVE_PERMISSION: PermissionRequirement = {
  anyOf: [
    { resource: 'leaveRequest', action: 'read' },
    { resource: 'leaveType', action: 'read' },
  ],
};

/** "Go to" each kind's list and add page: keys, words and sidebar places. */
const KIND_NAV: Readonly<Record<RequestKind, { list: NavSpec; add: NavSpec }>> = {
  leave: {
    list: {
      id: 'nav.leave',
      shortcut: 'g l',
      keywords: ['holiday', 'absence', 'time off'],
      sidebar: { section: 'main', order: 4 },
    },
    add: { id: 'nav.leaveAdd', keywords: ['request leave'] },
  },
  post_clock: {
    list: {
      id: 'nav.postClockRequest',
      shortcut: 'g k',
      keywords: ['forget clock', 'correction'],
      sidebar: { section: 'main', order: 5 },
    },
    add: { id: 'nav.postClockRequestAdd', keywords: ['forget clock'] },
  },
  overtime: {
    list: { id: 'nav.ot', shortcut: 'g o', keywords: ['overtime'], sidebar: { section: 'main', order: 6 } },
    add: { id: 'nav.otAdd', keywords: ['overtime request'] },
  },
};

/** A kind's list page (titled by its group: "Leave", "OT") and its add page ("Add Leave"). */
function kindRoutes(kind: RequestKindMeta): RouteSpec[] {
  const read = kind.kind === 'leave' ? LEAVE_PERMISSION : { resource: kind.resource, action: 'read' as const };
  return [
    { path: kind.route, title: kind.group, permission: read, nav: KIND_NAV[kind.kind].list },
    {
      path: requestAddPath(kind),
      title: addTitle(kind),
      permission: { resource: kind.resource, action: 'create' },
      nav: KIND_NAV[kind.kind].add,
    },
  ];
}

export const requestsArea = defineArea({
  id: 'requests',
  commands: requestCommands,
  api: requestApi,
  // Found by their employee's name or staff id.
  entities: Object.fromEntries(
    REQUEST_KIND_LIST.map((k) => [
      k.entity,
      {
        label: ENTITY_LABELS[k.entity],
        lookup: { resource: k.resource, action: 'read' },
        history: { resource: k.resource, noun: HISTORY_NOUNS[k.entity] },
      },
    ]),
  ),
  logResources: {
    leaveRequest: 'Leave request',
    postClockRequest: 'Post clock request',
    overtimeRequest: 'Overtime request',
  },
  dialogs: ['request.reject'],
  routes: REQUEST_KIND_LIST.flatMap(kindRoutes),
  keyContexts: REQUEST_KIND_LIST.map((k) => ({ id: k.keyContext, page: k.route })),
});
