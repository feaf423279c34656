// Rules that stop privilege escalation and lock-out; services call them inside their transactions.
import type { Kysely } from 'kysely';
import { ACCOUNT_ADMIN_PERMISSIONS } from '../../contract/permissions.ts';
import { ERRORS } from '../../contract/messages.ts';
import type { DB } from '../db/schema.ts';

import { conflict, forbidden } from '../http/errors.ts';
import { permissionId } from './permission-ids.ts';

export async function rolePermissionIds(db: Kysely<DB>, roleId: number | null): Promise<Set<number>> {
  if (roleId == null) return new Set();
  const rows = await db.selectFrom('role_permission').select('permission_id').where('role_id', '=', roleId).execute();
  return new Set(rows.map((r) => r.permission_id));
}

/** Whether the role holds payroll read: pay (salary, bank details, payslips) reaches only its holders, on every
 * page that shows an employee or a payslip. */
export const holdsPayrollRead = async (db: Kysely<DB>, actor: { roleId: number | null }) =>
  (await rolePermissionIds(db, actor.roleId)).has(permissionId({ resource: 'payroll', action: 'read' }));

export function isSubset(inner: Iterable<number>, outer: ReadonlySet<number>): boolean {
  for (const id of inner) if (!outer.has(id)) return false;
  return true;
}

/** 403 unless every permission in `wanted` is held by the actor's role. */
export async function assertHolds(
  db: Kysely<DB>,
  actorRoleId: number | null,
  wanted: Iterable<number>,
  message: string,
) {
  const held = await rolePermissionIds(db, actorRoleId);
  if (!isSubset(wanted, held)) throw forbidden(message);
}

/** 403 unless the target role holds nothing the actor's role lacks. */
export async function assertRoleWithinActor(
  db: Kysely<DB>,
  actorRoleId: number | null,
  roleId: number | null,
  message: string = ERRORS.roleAboveYours,
) {
  if (roleId == null || roleId === actorRoleId) return;
  await assertHolds(db, actorRoleId, await rolePermissionIds(db, roleId), message);
}

const ADMIN_IDS = ACCOUNT_ADMIN_PERMISSIONS.map(permissionId);

/** Called after a change, in its transaction: 409 (and so rollback) if no active account admin is left. */
export async function assertAccountAdminRemains(trx: Kysely<DB>): Promise<void> {
  const row = await trx
    .selectFrom('sys_user as u')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.status', '=', 'Active')
    .where((eb) =>
      eb(
        eb
          .selectFrom('role_permission as rp')
          .select((e) => e.fn.countAll<number>().as('c'))
          .whereRef('rp.role_id', '=', 'u.role_id')
          .where('rp.permission_id', 'in', ADMIN_IDS),
        '=',
        ADMIN_IDS.length,
      ),
    )
    .executeTakeFirstOrThrow();
  if (row.n === 0) throw conflict(ERRORS.lastAdmin);
}
