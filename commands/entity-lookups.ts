// Which entity kinds the palette finds by name from its root, and the permission each lookup needs (the
// same catalogue the server enforces on the list it calls): the kinds whose area gives them a `lookup`.
import type { Permission } from '../contract/permissions.ts';
import { satisfies } from '../contract/permissions.ts';
import { ENTITY_KINDS } from './all-commands.ts';
import type { CommandContext, EntityKind } from './types.ts';

export const ENTITY_LOOKUPS: ReadonlyArray<{ kind: EntityKind; permission: Permission }> = [...ENTITY_KINDS].flatMap(
  ([kind, spec]) => (spec.lookup ? [{ kind, permission: spec.lookup }] : []),
);

/** The entity kinds this user may look up by name. */
export function searchableKinds(ctx: Pick<CommandContext, 'permissions'>): EntityKind[] {
  return ENTITY_LOOKUPS.filter((l) => satisfies(ctx.permissions, l.permission)).map((l) => l.kind);
}
