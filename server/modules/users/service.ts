// System users: list, detail, create, rename/re-role, activate/deactivate/reset password, delete, export.
// Routes call these; every query is in repository.ts. Each change is one transaction with its activity-log entry.
import type { Kysely } from 'kysely';
import { ERRORS } from '../../../contract/messages.ts';
import {
  userStatus,
  type CreateUserBody,
  type UpdateUserBody,
  type UpdateUserRoleBody,
  type UserDetail,
  type UserListItem,
  type UserListQuery,
} from '../../../contract/api/users.ts';
import type { Metadata } from '../../../contract/api/common.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { uniqueOr409 } from '../../http/write-guards.ts';
import type { Actor } from '../../http/route.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { assertAccountAdminRemains, assertRoleWithinActor } from '../../auth/privileges.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { formatDateTime } from '../../lib/time.ts';
import { toXlsx } from '../../lib/spreadsheet.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';

function toListItem(row: repo.UserListRow): UserListItem {
  return {
    id: row.id,
    username: row.username,
    role: row.role_id == null ? null : { id: row.role_id, name: row.role_name ?? '' },
    status: userStatus.parse(row.status),
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}

export async function listUsers(
  db: Database,
  query: UserListQuery,
): Promise<{ data: UserListItem[]; metadata: Metadata }> {
  const { rows, total } = await repo.usersPage(db.kysely, query, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map(toListItem), metadata: pageMetadata(query.page, query.limit, total) };
}

export async function userDetail(db: Database, id: number): Promise<UserDetail> {
  const row = await repo.findUserWithRole(db.kysely, id);
  if (!row) throw notFound('User not found');
  return {
    id: row.id,
    username: row.username,
    status: userStatus.parse(row.status),
    role: row.role_id == null ? null : { id: row.role_id, role_name: row.role_name ?? '' },
    employee:
      row.employee_id == null
        ? null
        : { id: row.employee_id, name: `${row.first_name} ${row.last_name}`, staff_id: row.staff_id ?? '' },
  };
}

async function assertRoleExists(trx: Kysely<DB>, roleId: number) {
  if (!(await repo.roleExists(trx, roleId))) throw badRequest([{ field: 'role_id', message: ERRORS.unknownRole }]);
}

async function assertUsernameFree(trx: Kysely<DB>, username: string, exceptId?: number) {
  const other = await repo.findUserByUsername(trx, username);
  if (other && other.id !== exceptId) throw conflict(ERRORS.usernameTaken(username));
}

const publicView = (u: {
  id: number;
  username: string;
  role_id: number | null;
  status: string;
  employee_id: number | null;
}) => ({
  id: u.id,
  username: u.username,
  role_id: u.role_id,
  status: u.status,
  employee_id: u.employee_id,
});

/** One account per employee: the employee exists and no other user is linked to them. */
async function assertEmployeeFree(trx: Kysely<DB>, employeeId: number, userId?: number) {
  const row = await repo.employeeWithLink(trx, employeeId);
  if (!row) throw badRequest([{ field: 'employee_id', message: ERRORS.unknownEmployee }]);
  if (row.user_id != null && row.user_id !== userId)
    throw conflict(ERRORS.employeeLinked(`${row.first_name} ${row.last_name}`, row.username ?? ''));
}

export async function createUser(db: Database, actor: Actor, body: CreateUserBody): Promise<{ id: number }> {
  const roleId = body.role_id[0];
  // Hash outside the transaction: it is slow and needs no lock.
  const passwordHash = await hashPassword(body.password);
  return uniqueOr409(ERRORS.usernameTaken(body.username), () =>
    db.tx(async (trx) => {
      await assertRoleExists(trx, roleId);
      await assertRoleWithinActor(trx, actor.roleId, roleId);
      await assertUsernameFree(trx, body.username);
      const employeeId = body.employee_id ?? null;
      if (employeeId != null) await assertEmployeeFree(trx, employeeId);
      const id = await repo.insertUser(trx, {
        username: body.username,
        passwordHash,
        roleId,
        employeeId,
        status: 'Active',
        now: nowIso(),
      });
      await logActivity(trx, actor, {
        action: 'create',
        resource: 'sysUser',
        recordId: id,
        after: { id, username: body.username, role_id: roleId, employee_id: employeeId, status: 'Active' },
      });
      return { id };
    }),
  );
}

async function loadTarget(trx: Kysely<DB>, actor: Actor, id: number) {
  const user = await repo.findUser(trx, id);
  if (!user) throw notFound('User not found');
  await assertRoleWithinActor(trx, actor.roleId, user.role_id, ERRORS.userAboveYours);
  return user;
}

export function updateUserRole(db: Database, actor: Actor, id: number, body: UpdateUserRoleBody) {
  const roleId = Array.isArray(body.role_id) ? body.role_id[0] : body.role_id;
  // Both unique rules (username; one user per employee) are checked first, each with its own message; a write
  // that still meets a unique index lost a race between check and write, and is a 409 either way.
  return uniqueOr409(ERRORS.usernameTaken(body.username), () =>
    db.tx(async (trx) => {
      const user = await loadTarget(trx, actor, id);
      const employeeId = body.employee_id === undefined ? user.employee_id : body.employee_id;
      // Your own link decides whose payslips you see, whose punches you record and which requests are your own
      // (nobody acts on those): changing it, unlinking included, is for someone else to do. So is your role.
      if (id === actor.id && employeeId !== user.employee_id) throw forbidden(ERRORS.cannotChangeOwnLink);
      if (id === actor.id && roleId !== user.role_id) throw forbidden(ERRORS.cannotChangeOwnRole);
      await assertRoleExists(trx, roleId);
      await assertRoleWithinActor(trx, actor.roleId, roleId);
      await assertUsernameFree(trx, body.username, id);
      if (employeeId != null && employeeId !== user.employee_id) await assertEmployeeFree(trx, employeeId, id);
      const roleChanged = roleId !== user.role_id;
      await repo.updateUser(trx, id, {
        username: body.username,
        role_id: roleId,
        employee_id: employeeId,
        token_version: roleChanged ? user.token_version + 1 : user.token_version,
        updated_at: nowIso(),
      });
      if (roleChanged) await assertAccountAdminRemains(trx);
      await logActivity(trx, actor, {
        action: 'update',
        resource: 'sysUser',
        recordId: id,
        before: publicView(user),
        after: { ...publicView(user), username: body.username, role_id: roleId, employee_id: employeeId },
      });
      return { id };
    }),
  );
}

export async function updateUser(db: Database, actor: Actor, id: number, body: UpdateUserBody) {
  if (id === actor.id && body.status === 'Inactive') throw conflict(ERRORS.cannotDeactivateSelf);
  const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
  return db.tx(async (trx) => {
    const user = await loadTarget(trx, actor, id);
    const status = body.status ?? user.status;
    // Older tokens stop working when the account is disabled or its password changes.
    const revoke = passwordHash !== undefined || (status !== 'Active' && user.status === 'Active');
    await repo.updateUser(trx, id, {
      status,
      ...(passwordHash ? { password_hash: passwordHash } : {}),
      token_version: revoke ? user.token_version + 1 : user.token_version,
      updated_at: nowIso(),
    });
    if (status !== 'Active') await assertAccountAdminRemains(trx);
    await logActivity(trx, actor, {
      action: passwordHash
        ? body.status
          ? 'update'
          : 'reset-password'
        : status === 'Active'
          ? 'activate'
          : 'deactivate',
      resource: 'sysUser',
      recordId: id,
      before: publicView(user),
      after: { ...publicView(user), status, password_changed: passwordHash !== undefined },
    });
    return { id, status };
  });
}

export async function deleteUser(db: Database, actor: Actor, id: number) {
  if (id === actor.id) throw conflict(ERRORS.cannotDeleteSelf);
  await db.tx(async (trx) => {
    const user = await loadTarget(trx, actor, id);
    await repo.deleteUser(trx, id);
    await assertAccountAdminRemains(trx);
    await logActivity(trx, actor, { action: 'delete', resource: 'sysUser', recordId: id, before: publicView(user) });
  });
}

export async function exportUsers(db: Database, query: UserListQuery): Promise<Buffer> {
  const rows = await repo.listUsers(db.kysely, query);
  return toXlsx(
    'Users',
    ['NO', 'Username', 'Role', 'Status', 'Last Login', 'Created At'],
    rows.map((r, i) => [
      i + 1,
      r.username,
      r.role_name ?? '',
      r.status,
      formatDateTime(r.last_login_at),
      formatDateTime(r.created_at),
    ]),
  );
}
