// The dashboard's keys: `a` and `r` on a focused pending approval run the requests area's own Approve and
// Reject commands for that request's kind, with their rules (permission, `when`, `whyNot`): the dashboard adds
// a place to press the keys, not a second copy of what they do.
import { BLOCKED } from '../../../contract/messages.ts';
import { defineArea } from '../../area.ts';
import type { RouteSpec } from '../../route-spec.ts';
import type { Command, CommandContext, EntityRef } from '../../types.ts';
import { blockedReason } from '../../visibility.ts';
import { requestCommandId, requestCommands } from '../requests/request-commands.ts';
import { REQUEST_KIND_LIST } from '../requests/request-kinds.ts';

export const DASHBOARD_ROUTE = '/';

const dashboardRoute: RouteSpec = {
  path: DASHBOARD_ROUTE,
  title: 'Dashboard',
  permission: { resource: 'dashboard', action: 'read' },
  nav: { id: 'nav.dashboard', shortcut: 'g d', keywords: ['home', 'overview'], sidebar: { section: 'main', order: 1 } },
};

/** The request focused in the dashboard's approvals list, whatever its kind. */
function focusedRequest(ctx: CommandContext) {
  for (const kind of REQUEST_KIND_LIST) {
    const entity = ctx.list.focused(kind.entity);
    if (entity) return { kind, entity };
  }
  return null;
}

/** The command `a` or `r` stands for on this entity: the requests area's, for the entity's kind. */
export function requestCommandFor(action: 'approve' | 'reject', entity: EntityRef): Command | undefined {
  const kind = REQUEST_KIND_LIST.find((k) => k.entity === entity.kind);
  return kind && requestCommands.find((c) => c.id === requestCommandId(kind.kind, action));
}

function onFocusedRequest(action: 'approve' | 'reject', shortcut: string, title: string): Command {
  return {
    id: `dashboard.${action}`,
    title,
    group: 'Dashboard',
    keywords: ['pending approvals', 'queue', action === 'approve' ? 'acknowledge' : 'decline'],
    shortcut,
    keyContext: 'dashboard',
    permission: { anyOf: REQUEST_KIND_LIST.map((k) => ({ resource: k.resource, action: 'update' as const })) },
    when: (ctx) => ctx.pathname === DASHBOARD_ROUTE,
    run: async (ctx) => {
      const focused = focusedRequest(ctx);
      if (!focused) {
        ctx.toast.error(BLOCKED.focusFirst('pending approval'));
        return;
      }
      const command = requestCommandFor(action, focused.entity)!;
      const blocked = blockedReason(command, ctx, focused.entity);
      if (blocked) {
        ctx.toast.error(blocked);
        return;
      }
      await command.run(ctx, focused.entity);
    },
  };
}

export const dashboardArea = defineArea({
  id: 'dashboard',
  commands: [
    onFocusedRequest('approve', 'a', 'Approve the focused pending approval'),
    onFocusedRequest('reject', 'r', 'Reject the focused pending approval'),
  ],
  routes: [dashboardRoute],
  keyContexts: [{ id: 'dashboard', page: DASHBOARD_ROUTE }],
});
