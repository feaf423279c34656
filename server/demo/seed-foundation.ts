// Demo roles and users (the admin's notifications: seed-admin-inbox.ts). Deterministic and idempotent: running it twice
// changes nothing.
import type { CataloguePermission, Permission, Resource } from '../../contract/permissions.ts';
import { ACTIONS, approvalPower, RESOURCES } from '../../contract/permissions.ts';
import type { Database } from '../db/database.ts';
import { nowIso } from '../lib/clock.ts';
import { hashPassword } from '../auth/passwords.ts';
import { permissionId } from '../auth/permission-ids.ts';

export const DEMO_PASSWORD = 'Demo#12345';

const all = (resources: readonly Resource[]): Permission[] =>
  resources.flatMap((resource) => ACTIONS.map((action) => ({ resource, action })));
const read = (resources: readonly Resource[]): Permission[] =>
  resources.map((resource) => ({ resource, action: 'read' }));

const REQUESTS: Resource[] = ['leaveRequest', 'overtimeRequest', 'postClockRequest'];

/** Pay is private: payroll and deductions (amounts per person) are not part of reading "every area". */
const PAY: ReadonlySet<Resource> = new Set(['payroll', 'deduction']);

const ROLES: Array<{ name: string; description: string; permissions: CataloguePermission[]; users: string[] }> = [
  {
    name: 'HR Manager',
    description: 'Runs people operations: employees, requests, attendance, payroll',
    permissions: [
      ...all([
        'employee',
        'attendance',
        'leaveRequest',
        'leaveType',
        'postClockRequest',
        'overtimeRequest',
        'payroll',
        'deduction',
        'department',
        'team',
        'project',
        'office',
        'calendar',
      ]),
      ...read(['dashboard', 'sysLog', 'sysUser', 'role']),
      // HR acknowledges every request (the second step) and may cancel anyone's.
      approvalPower('acknowledge'),
      approvalPower('cancelOthers'),
    ],
    users: ['hr_manager', 'sokha_hr'],
  },
  {
    name: 'Lead Manager',
    description: "Approves their team's leave, overtime and post clock requests",
    permissions: [
      ...read([
        'dashboard',
        'employee',
        'attendance',
        'department',
        'team',
        'project',
        'office',
        'calendar',
        'leaveType',
      ]),
      ...REQUESTS.flatMap((resource): Permission[] => [
        { resource, action: 'read' },
        { resource, action: 'create' },
        { resource, action: 'update' },
      ]),
    ],
    users: ['lead_manager', 'dara_lead'],
  },
  {
    name: 'Viewer',
    description: 'Read-only access to every area but pay',
    permissions: read(RESOURCES.filter((r) => !PAY.has(r))),
    users: ['viewer'],
  },
];

export async function seedFoundation(db: Database, adminUsername: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.tx(async (trx) => {
    const admin = await trx
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', adminUsername)
      .executeTakeFirst();
    const now = nowIso();
    for (const role of ROLES) {
      let found = await trx.selectFrom('role').select('id').where('name', '=', role.name).executeTakeFirst();
      if (!found) {
        found = await trx
          .insertInto('role')
          .values({
            name: role.name,
            description: role.description,
            status: 'Active',
            created_by: admin?.id ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('role_permission')
          .values(role.permissions.map((p) => ({ role_id: found!.id, permission_id: permissionId(p) })))
          .execute();
      }
      for (const username of role.users) {
        const exists = await trx
          .selectFrom('sys_user')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirst();
        if (exists) continue;
        await trx
          .insertInto('sys_user')
          .values({
            username,
            password_hash: passwordHash,
            role_id: found.id,
            status: 'Active',
            token_version: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
    }
  });
}
