// Which entity kinds the palette finds by name from its root, and the permission each lookup needs (the
// same catalogue the server enforces on the list it calls). Later areas add their kinds here.
import type { Permission } from '../contract/permissions.ts';
import { satisfies } from '../contract/permissions.ts';
import type { CommandContext, EntityKind } from './types.ts';

export const ENTITY_LOOKUPS: ReadonlyArray<{ kind: EntityKind; permission: Permission }> = [
  { kind: 'user', permission: { resource: 'sysUser', action: 'read' } },
  { kind: 'role', permission: { resource: 'role', action: 'read' } },
  { kind: 'office', permission: { resource: 'office', action: 'read' } },
  { kind: 'employee', permission: { resource: 'employee', action: 'read' } },
  { kind: 'department', permission: { resource: 'department', action: 'read' } },
  { kind: 'team', permission: { resource: 'team', action: 'read' } },
  // Requests are found by their employee's name or staff id.
  { kind: 'leaveRequest', permission: { resource: 'leaveRequest', action: 'read' } },
  { kind: 'overtimeRequest', permission: { resource: 'overtimeRequest', action: 'read' } },
  { kind: 'postClockRequest', permission: { resource: 'postClockRequest', action: 'read' } },
];

/** The entity kinds this user may look up by name. */
export function searchableKinds(ctx: Pick<CommandContext, 'permissions'>): EntityKind[] {
  return ENTITY_LOOKUPS.filter((l) => satisfies(ctx.permissions, l.permission)).map((l) => l.kind);
}
