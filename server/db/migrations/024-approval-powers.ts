// Approval powers become permissions (ids 69–71, after the resource grid): acting on any step, acknowledging
// (the HR step) and cancelling other people's requests. Until now a role's *name* decided them ("Super Admin",
// "HR Manager"), which anyone allowed to update roles could type. Each existing role keeps exactly what its name
// gave it the moment before: that is the last time a name decides anything. Frozen once landed.
import type { Kysely } from 'kysely';

const POWERS = [
  { id: 69, resource: 'approval', action: 'approveAny', description: 'Approve or reject any step of any request' },
  { id: 70, resource: 'approval', action: 'acknowledge', description: 'Acknowledge requests (the HR step)' },
  { id: 71, resource: 'approval', action: 'cancelOthers', description: "Cancel other people's requests" },
] as const;

/** The role codes the old rule compared ("HR Manager" → HR_MANAGER) and the powers each gave. */
const CARRIED: Record<string, number[]> = { SUPER_ADMIN: [69, 70, 71], HR_MANAGER: [70, 71] };
const codeOf = (name: string) =>
  name
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

export function approvalPowers() {
  return {
    async up(db: Kysely<any>) {
      await db
        .insertInto('permission')
        .values(POWERS.map((p) => ({ ...p })))
        .execute();
      const roles: Array<{ id: number; name: string }> = await db.selectFrom('role').select(['id', 'name']).execute();
      const grants = roles.flatMap((r) =>
        (CARRIED[codeOf(r.name)] ?? []).map((permission_id) => ({ role_id: r.id, permission_id })),
      );
      if (grants.length) await db.insertInto('role_permission').values(grants).execute();
    },
  };
}
