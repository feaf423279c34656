// The demo organisation as the request seed sees it: the active employees with their team, department, lead,
// manager and first office, and the demo users who file and decide requests.
import type { Kysely } from 'kysely';
import { approvalPower } from '../../contract/permissions.ts';
import { permissionId } from '../auth/permission-ids.ts';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../http/route.ts';
import { fullName } from '../lib/names.ts';

export interface RosterEmployee {
  id: number;
  name: string;
  gender: string;
  team: string;
  department: string;
  joinDate: string;
  leadId: number | null;
  managerId: number | null;
  officeId: number | null;
}

export interface DemoUser extends Actor {
  roleName: string | null;
  employeeId: number | null;
}

export interface Roster {
  employees: RosterEmployee[];
  /** The demo users by username. */
  users: Map<string, DemoUser>;
}

/** Who files, approves and acknowledges in the demo (seed-foundation.ts makes them). */
export const DEMO_REQUEST_USERS = ['hr_manager', 'sokha_hr', 'lead_manager', 'dara_lead'] as const;
/** The roster's key for the first active user who may act on any step (the first administrator): the lead step
 * of someone whose lead and manager have no account waits for them, as it would in the console. */
export const ANY_STEP_APPROVER = 'admin';
export type DemoUsername = (typeof DEMO_REQUEST_USERS)[number] | typeof ANY_STEP_APPROVER;

export async function loadRoster(db: Kysely<DB>): Promise<Roster> {
  const rows = await db
    .selectFrom('employee as e')
    .innerJoin('team as t', 't.id', 'e.team_id')
    .innerJoin('department as d', 'd.id', 't.department_id')
    .select([
      'e.id',
      'e.first_name',
      'e.last_name',
      'e.gender',
      'e.join_date',
      't.name as team',
      't.lead_id',
      'd.name as department',
      'd.manager_id',
    ])
    .select((eb) =>
      eb
        .selectFrom('employee_office as eo')
        .select((x) => x.fn.min('eo.office_id').as('o'))
        .whereRef('eo.employee_id', '=', 'e.id')
        .as('office_id'),
    )
    .where('e.status', '=', 'active')
    .orderBy('e.id')
    .execute();
  const users = await db
    .selectFrom('sys_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.role_id', 'u.employee_id', 'r.name as role_name'])
    .where('u.username', 'in', [...DEMO_REQUEST_USERS])
    .where('u.status', '=', 'Active')
    .execute();
  const anyStep = await db
    .selectFrom('sys_user as u')
    .innerJoin('role_permission as rp', 'rp.role_id', 'u.role_id')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.role_id', 'u.employee_id', 'r.name as role_name'])
    .where('rp.permission_id', '=', permissionId(approvalPower('approveAny')))
    .where('u.status', '=', 'Active')
    .orderBy('u.id')
    .limit(1)
    .executeTakeFirst();
  return {
    employees: rows.map((r) => ({
      id: r.id,
      name: fullName(r),
      gender: r.gender,
      team: r.team,
      department: r.department,
      joinDate: r.join_date,
      leadId: r.lead_id,
      managerId: r.manager_id,
      officeId: r.office_id == null ? null : Number(r.office_id),
    })),
    users: new Map(
      [...users.map((u) => [u.username, u] as const), ...(anyStep ? [[ANY_STEP_APPROVER, anyStep] as const] : [])].map(
        ([key, u]) => [
          key,
          // The seed acts on the server itself.
          {
            id: u.id,
            username: u.username,
            roleId: u.role_id,
            ip: '127.0.0.1',
            roleName: u.role_name,
            employeeId: u.employee_id,
          },
        ],
      ),
    ),
  };
}
