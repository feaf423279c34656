// "Delete <noun>…": one shape for every area's delete. It asks first (a danger confirm naming the entity), calls
// the area's server, and says the server's message, or the area's own text when the server says none. A refusal
// (409: still in use) is thrown by the call and toasted by the executor with the server's reason.
import type { PermissionRequirement } from '../contract/permissions.ts';
import type { CommandContext, EntityKind, EntityRef, ScopedCommand } from './types.ts';

export interface DeleteCommandSpec {
  id: string;
  /** What one is called in the title and the confirm ("leave type": "Delete leave type…"). */
  noun: string;
  group: string;
  keywords?: readonly string[];
  scope: EntityKind;
  permission: PermissionRequirement;
  /** The row action's place among the row's actions. */
  order: number;
  when?: ScopedCommand['when'];
  /** The confirm's question: what goes, and what follows. */
  question: (arg: EntityRef) => string;
  /** Deletes it on the server; answers the server's message, if any. */
  remove: (ctx: CommandContext, arg: EntityRef) => Promise<string | undefined>;
  /** Said when the server answers no message. */
  deleted: string;
  /** Where to go once it is deleted, asked before (while its own page may still be on screen); null: stay. */
  leaveTo?: (ctx: CommandContext, arg: EntityRef) => string | null;
}

export function deleteCommand(spec: DeleteCommandSpec): ScopedCommand {
  const title = `Delete ${spec.noun}`;
  return {
    id: spec.id,
    title: `${title}…`,
    group: spec.group,
    keywords: spec.keywords,
    scope: spec.scope,
    permission: spec.permission,
    when: spec.when,
    placements: { rowAction: { order: spec.order, label: 'Delete' } },
    run: async (ctx, arg) => {
      const ok = await ctx.confirm({ title, message: spec.question(arg), confirmLabel: 'Delete', danger: true });
      if (!ok) return;
      const leaveTo = spec.leaveTo?.(ctx, arg) ?? null;
      ctx.toast.success((await spec.remove(ctx, arg)) || spec.deleted);
      if (leaveTo) ctx.navigate(leaveTo);
    },
  };
}
