// Every route the app registers × {no token, token without the permission, token with it} → 401 / 403 / success. A
// route missing from MATRIX (or a route whose access rule differs from MATRIX) fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import {
  permissionKey,
  requirementPermissions,
  type CataloguePermission,
  type Permission,
} from '../../contract/permissions.ts';
import type { Access } from '../../server/http/route.ts';
import { createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { allExcept, BASE, fingerprint, insertUser, p, pid, uname } from './helpers.ts';
import {
  employeeBody,
  insertDepartment,
  insertEmployee,
  insertOffice,
  insertTeam,
  logOf,
  unique,
} from './directory-fixtures.ts';
import {
  createLeaveType,
  file,
  insertCalendarEvent,
  leaveBody,
  matrixBody,
  matrixRequest,
  mondayAfter,
  workdayAgo,
  type Kind,
} from './requests-fixtures.ts';
import { attendanceRecord, insertClose, linkUser, OFFICE_AT, pastMonth } from './attendance-fixtures.ts';
import { insertPayLine, insertPayslip, insertRun } from './payroll-fixtures.ts';
import { codeNow, giveSecret, passwordStep, requireTwoFactor } from './two-factor-fixtures.ts';

interface Built {
  url: string;
  body?: unknown;
  /** For bodies that are not JSON (file uploads). */
  headers?: Record<string, string>;
}

interface Entry {
  /** The access rule this route must have; compared with the registered spec. */
  access: Access;
  /** Status of the success case. */
  ok: number;
  /** Builds a valid request for the success case (creating whatever it acts on). */
  build: (t: TestApp, actor: { id: number; roleId: number }) => Promise<Built>;
}

/** Rule versions added by the matrix so far (each takes a month of its own). */
let ruleVersions = 0;

/** An employee whose employment ended (a resignation on 31 March 2026). */
async function endedEmployee(t: TestApp): Promise<number> {
  const id = await insertEmployee(t);
  const res = await t.call('POST', `${BASE}/employee/${id}/end`, {
    token: t.adminToken,
    body: { last_day: '2026-03-31', reason: 'resignation', exchange_rate: 4000 },
  });
  if (res.statusCode !== 201) throw new Error(`end: ${res.statusCode} ${res.body}`);
  return id;
}

const MATRIX: Record<string, Entry> = {
  'POST /api/v1/admin/auth/login': {
    access: 'public',
    ok: 200,
    build: async () => ({ url: `${BASE}/auth/login`, body: { username: 'admin', password: 'Admin#12345' } }),
  },
  'GET /api/docs': { access: 'public', ok: 200, build: async () => ({ url: '/api/docs' }) },
  'GET /api/v1/admin/roles/current-permission': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/roles/current-permission` }),
  },
  'GET /api/v1/admin/roles/': { access: p('role', 'read'), ok: 200, build: async () => ({ url: `${BASE}/roles/` }) },
  'GET /api/v1/admin/roles/:id/permissions-group': {
    access: p('role', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/roles/${await t.createRole([p('employee', 'read')])}/permissions-group` }),
  },
  'POST /api/v1/admin/roles/role-permissions': {
    access: p('role', 'create'),
    ok: 201,
    build: async () => ({
      url: `${BASE}/roles/role-permissions`,
      body: { role_name: uname('role'), description: 'made by the matrix', permission_ids: [pid(p('role', 'create'))] },
    }),
  },
  'PATCH /api/v1/admin/roles/permissions/:id': {
    access: p('role', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/roles/permissions/${await t.createRole([])}`,
      body: {
        role_name: uname('role'),
        description: 'edited by the matrix',
        permission_ids: [pid(p('role', 'update'))],
      },
    }),
  },
  'DELETE /api/v1/admin/roles/:id': {
    access: p('role', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/roles/${await t.createRole([])}` }),
  },
  'GET /api/v1/admin/permissions': {
    access: { anyOf: [p('role', 'read'), p('role', 'create'), p('role', 'update')] },
    ok: 200,
    build: async () => ({ url: `${BASE}/permissions` }),
  },
  'GET /api/v1/admin/sys-user': {
    access: p('sysUser', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/sys-user?page=1&limit=5` }),
  },
  'GET /api/v1/admin/sys-user/export': {
    access: p('sysUser', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/sys-user/export` }),
  },
  'GET /api/v1/admin/sys-user/role/:id': {
    access: p('sysUser', 'read'),
    ok: 200,
    build: async (_t, actor) => ({ url: `${BASE}/sys-user/role/${actor.id}` }),
  },
  'POST /api/v1/admin/sys-user/create': {
    access: p('sysUser', 'create'),
    ok: 201,
    build: async (t) => ({
      url: `${BASE}/sys-user/create`,
      body: { username: uname('made'), password: 'Password#123', role_id: [await t.createRole([])] },
    }),
  },
  'PATCH /api/v1/admin/sys-user/update/role/:id': {
    access: p('sysUser', 'update'),
    ok: 200,
    build: async (t) => {
      const target = await insertUser(t, uname('target'), await t.createRole([]));
      return {
        url: `${BASE}/sys-user/update/role/${target}`,
        body: { username: uname('renamed'), role_id: [await t.createRole([])] },
      };
    },
  },
  'PUT /api/v1/admin/sys-user/:id': {
    access: p('sysUser', 'update'),
    ok: 200,
    build: async (t) => {
      const target = await insertUser(t, uname('target'), await t.createRole([]));
      return { url: `${BASE}/sys-user/${target}`, body: { status: 'Inactive' } };
    },
  },
  'DELETE /api/v1/admin/sys-user/:id': {
    access: p('sysUser', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/sys-user/${await insertUser(t, uname('target'), await t.createRole([]))}` }),
  },
  'GET /api/v1/admin/notifications': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/notifications` }),
  },
  'PUT /api/v1/admin/notifications/mark-all-read': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/notifications/mark-all-read` }),
  },
  'PUT /api/v1/admin/notifications/:id/mark-read': {
    access: 'authenticated',
    ok: 200,
    build: async (t, actor) => {
      const { id } = await t.db.kysely
        .insertInto('notification')
        .values({
          user_id: actor.id,
          type: 'leave_request',
          request_id: 1,
          employee_name: 'x',
          is_read: 0,
          url: '/leave?request_id=1',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { url: `${BASE}/notifications/${id}/mark-read` };
    },
  },
  'GET /api/v1/admin/dashboard': {
    access: p('dashboard', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/dashboard` }),
  },
  'GET /api/v1/admin/activity-log': {
    access: p('sysLog', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/activity-log` }),
  },
  // Activity log: one entry with its diff, and the export of what the filters show.
  'GET /api/v1/admin/activity-log/:id': {
    access: p('sysLog', 'read'),
    ok: 200,
    build: async (t) => {
      const newest = await t.db.kysely.selectFrom('activity_log').select('id').orderBy('id', 'desc').executeTakeFirst();
      return { url: `${BASE}/activity-log/${newest!.id}` };
    },
  },
  'GET /api/v1/admin/activity-log/actors': {
    access: p('sysLog', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/activity-log/actors` }),
  },
  'GET /api/v1/admin/activity-log/export': {
    access: p('sysLog', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/activity-log/export?format=csv&action=sign-in` }),
  },

  // Organisation directory. Records acted on are inserted directly, fresh for each call.
  'GET /api/v1/admin/employee': {
    access: p('employee', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/employee?page=1&limit=5` }),
  },
  'GET /api/v1/admin/employee/export': {
    access: p('employee', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/employee/export?format=csv` }),
  },
  'GET /api/v1/admin/employee/:id': {
    access: p('employee', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await insertEmployee(t)}` }),
  },
  'POST /api/v1/admin/employee': {
    access: p('employee', 'create'),
    ok: 201,
    build: async (t) => ({ url: `${BASE}/employee`, body: employeeBody([await insertOffice(t)]) }),
  },
  'POST /api/v1/admin/employee/import': {
    access: p('employee', 'create'),
    ok: 201,
    build: async (t) => {
      const office = unique('Office ');
      await insertOffice(t, office);
      return {
        url: `${BASE}/employee/import`,
        headers: { 'content-type': 'text/csv' },
        body: `first_name,last_name,gender,date_of_birth,phone,email,position,offices,join_date,salary\r\nSok,Dara,male,1991-03-14,+855 12 345 678,${unique('imp')}@example.com,Officer,${office},2021-06-01,1500\r\n`,
      };
    },
  },
  'GET /api/v1/admin/attendance/sheet': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance/sheet?month=2026-01&limit=10` }),
  },
  'GET /api/v1/admin/attendance/sheet/export': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance/sheet/export?month=2026-01&format=csv` }),
  },
  'POST /api/v1/admin/attendance/import': {
    access: p('attendance', 'create'),
    ok: 201,
    build: async (t) => {
      const id = await insertEmployee(t);
      const { staff_id } = await t.db.kysely
        .selectFrom('employee')
        .select('staff_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        url: `${BASE}/attendance/import`,
        headers: { 'content-type': 'text/csv' },
        body: `staff_id,timestamp,device\r\n${staff_id},2026-01-05 08:00,Gate\r\n${staff_id},2026-01-05 17:00,Gate\r\n`,
      };
    },
  },
  'PATCH /api/v1/admin/employee/:id': {
    access: p('employee', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await insertEmployee(t)}`, body: { position: 'Senior Officer' } }),
  },
  'DELETE /api/v1/admin/employee/:id': {
    access: p('employee', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await insertEmployee(t)}` }),
  },
  'GET /api/v1/admin/department': {
    access: p('department', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/department` }),
  },
  'GET /api/v1/admin/department/:id': {
    access: p('department', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/department/${await insertDepartment(t)}` }),
  },
  'GET /api/v1/admin/department/:id/members': {
    access: p('department', 'read'),
    ok: 200,
    build: async (t) => {
      const department = await insertDepartment(t);
      await insertEmployee(t, { teamId: await insertTeam(t, department) });
      return { url: `${BASE}/department/${department}/members?q=fixture` };
    },
  },
  'POST /api/v1/admin/department': {
    access: p('department', 'create'),
    ok: 201,
    build: async () => ({
      url: `${BASE}/department`,
      body: { name: unique('Department '), description: 'made by the matrix' },
    }),
  },
  'PATCH /api/v1/admin/department/:id': {
    access: p('department', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/department/${await insertDepartment(t)}`,
      body: { name: unique('Renamed ') },
    }),
  },
  'DELETE /api/v1/admin/department/:id': {
    access: p('department', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/department/${await insertDepartment(t)}` }),
  },
  'GET /api/v1/admin/team': { access: p('team', 'read'), ok: 200, build: async () => ({ url: `${BASE}/team` }) },
  'GET /api/v1/admin/team/:id': {
    access: p('team', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/team/${await insertTeam(t)}` }),
  },
  'POST /api/v1/admin/team': {
    access: p('team', 'create'),
    ok: 201,
    build: async (t) => ({
      url: `${BASE}/team`,
      body: { name: unique('Team '), department_id: await insertDepartment(t) },
    }),
  },
  'PATCH /api/v1/admin/team/:id': {
    access: p('team', 'update'),
    ok: 200,
    build: async (t) => {
      const department = await insertDepartment(t);
      return {
        url: `${BASE}/team/${await insertTeam(t, department)}`,
        body: { name: unique('Renamed '), department_id: department },
      };
    },
  },
  'DELETE /api/v1/admin/team/:id': {
    access: p('team', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/team/${await insertTeam(t)}` }),
  },
  'GET /api/v1/admin/office': { access: p('office', 'read'), ok: 200, build: async () => ({ url: `${BASE}/office` }) },
  'GET /api/v1/admin/office/:id': {
    access: p('office', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/office/${await insertOffice(t)}` }),
  },
  'POST /api/v1/admin/office': {
    access: p('office', 'create'),
    ok: 201,
    build: async () => ({
      url: `${BASE}/office`,
      body: { name: unique('Office '), address: 'Phnom Penh', latitude: 11.55, longitude: 104.92, radius_m: 200 },
    }),
  },
  'PATCH /api/v1/admin/office/:id': {
    access: p('office', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/office/${await insertOffice(t)}`,
      body: { name: unique('Renamed '), address: 'Phnom Penh', latitude: 11.56, longitude: 104.93, radius_m: 300 },
    }),
  },
  'DELETE /api/v1/admin/office/:id': {
    access: p('office', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/office/${await insertOffice(t)}` }),
  },
  'GET /api/v1/admin/config': { access: 'authenticated', ok: 200, build: async () => ({ url: `${BASE}/config` }) },
  'POST /api/v1/admin/auth/change-password': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({
      url: `${BASE}/auth/change-password`,
      body: { current_password: TEST_PASSWORD, new_password: 'Changed#Pass-123' },
    }),
  },
  'POST /api/v1/admin/auth/sign-out-everywhere': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/auth/sign-out-everywhere` }),
  },
  'PATCH /api/v1/admin/auth/language': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/auth/language`, body: { language: 'km' } }),
  },
  'POST /api/v1/admin/auth/login/two-factor': {
    access: 'public',
    ok: 200,
    build: async (t) => {
      const user = await t.createUser([]);
      const secret = await giveSecret(t, user.id);
      const { challengeToken } = await passwordStep(t, user.username);
      return { url: `${BASE}/auth/login/two-factor`, body: { challenge_token: challengeToken, code: codeNow(secret) } };
    },
  },
  'POST /api/v1/admin/auth/login/two-factor/setup': {
    access: 'public',
    ok: 200,
    build: async (t) => {
      const user = await t.createUser([]);
      await requireTwoFactor(t, user.roleId);
      const { challengeToken } = await passwordStep(t, user.username);
      return { url: `${BASE}/auth/login/two-factor/setup`, body: { challenge_token: challengeToken } };
    },
  },
  'POST /api/v1/admin/auth/login/two-factor/confirm': {
    access: 'public',
    ok: 200,
    build: async (t) => {
      const user = await t.createUser([]);
      await requireTwoFactor(t, user.roleId);
      const { challengeToken } = await passwordStep(t, user.username);
      const secret = await giveSecret(t, user.id, { enabled: false });
      return {
        url: `${BASE}/auth/login/two-factor/confirm`,
        body: { challenge_token: challengeToken, code: codeNow(secret) },
      };
    },
  },
  'GET /api/v1/admin/auth/two-factor': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/auth/two-factor` }),
  },
  'POST /api/v1/admin/auth/two-factor/setup': {
    access: 'authenticated',
    ok: 200,
    build: async () => ({ url: `${BASE}/auth/two-factor/setup` }),
  },
  'POST /api/v1/admin/auth/two-factor/confirm': {
    access: 'authenticated',
    ok: 200,
    build: async (t, actor) => ({
      url: `${BASE}/auth/two-factor/confirm`,
      body: { code: codeNow(await giveSecret(t, actor.id, { enabled: false })) },
    }),
  },
  'POST /api/v1/admin/auth/two-factor/disable': {
    access: 'authenticated',
    ok: 200,
    build: async (t, actor) => ({
      url: `${BASE}/auth/two-factor/disable`,
      body: { code: codeNow(await giveSecret(t, actor.id)) },
    }),
  },
  'POST /api/v1/admin/sys-user/reset-two-factor/:id': {
    access: p('sysUser', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/sys-user/reset-two-factor/${(await t.createUser([])).id}` }),
  },
  'GET /api/v1/admin/project': {
    access: p('project', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/project` }),
  },
  'GET /api/v1/admin/project/:id': {
    access: p('project', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/project/${await insertProject(t)}` }),
  },
  'POST /api/v1/admin/project': {
    access: p('project', 'create'),
    ok: 201,
    build: async (t) => ({
      url: `${BASE}/project`,
      body: {
        name: 'Matrix project',
        code: unique('P'),
        member_ids: [await insertEmployee(t)],
        start_date: '2026-01-05',
      },
    }),
  },
  'PATCH /api/v1/admin/project/:id': {
    access: p('project', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/project/${await insertProject(t)}`,
      body: { name: 'Renamed project', code: unique('P'), start_date: '2026-01-05', end_date: '2026-12-31' },
    }),
  },
  'DELETE /api/v1/admin/project/:id': {
    access: p('project', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/project/${await insertProject(t)}` }),
  },

  // Requests and approvals: holidays, leave types and balances, and the three request kinds.
  'GET /api/v1/admin/calendar-event': {
    access: p('calendar', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/calendar-event?from=2027-01-01` }),
  },
  'GET /api/v1/admin/calendar-event/:id': {
    access: p('calendar', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/calendar-event/${await insertCalendarEvent(t)}` }),
  },
  'POST /api/v1/admin/calendar-event': {
    access: p('calendar', 'create'),
    ok: 201,
    build: async () => ({
      url: `${BASE}/calendar-event`,
      body: { title: unique('Holiday '), event_date: '2027-05-01' },
    }),
  },
  'PATCH /api/v1/admin/calendar-event/:id': {
    access: p('calendar', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/calendar-event/${await insertCalendarEvent(t)}`,
      body: { description: 'Moved by the matrix' },
    }),
  },
  'DELETE /api/v1/admin/calendar-event/:id': {
    access: p('calendar', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/calendar-event/${await insertCalendarEvent(t)}` }),
  },
  // The calendar: the month view and the .ics export read under calendar read.
  'GET /api/v1/admin/calendar': {
    access: p('calendar', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/calendar?from=2027-03-29&to=2027-05-09` }),
  },
  'GET /api/v1/admin/calendar/ics': {
    access: p('calendar', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/calendar/ics?from=2027-01-01&to=2027-12-31` }),
  },
  'POST /api/v1/admin/calendar/public-holidays': {
    access: p('calendar', 'create'),
    ok: 201,
    build: async () => ({ url: `${BASE}/calendar/public-holidays`, body: { year: 2026 } }),
  },
  'GET /api/v1/admin/leave-type': {
    access: { anyOf: [p('leaveType', 'read'), p('leaveRequest', 'read')] },
    ok: 200,
    build: async () => ({ url: `${BASE}/leave-type` }),
  },
  'GET /api/v1/admin/leave-type/:id': {
    access: { anyOf: [p('leaveType', 'read'), p('leaveRequest', 'read')] },
    ok: 200,
    build: async (t) => ({ url: `${BASE}/leave-type/${await createLeaveType(t)}` }),
  },
  'POST /api/v1/admin/leave-type': {
    access: p('leaveType', 'create'),
    ok: 201,
    build: async () => ({ url: `${BASE}/leave-type`, body: { name: unique('Leave '), paid: true, days_per_year: 12 } }),
  },
  'PATCH /api/v1/admin/leave-type/:id': {
    access: p('leaveType', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/leave-type/${await createLeaveType(t)}`, body: { days_per_year: 14 } }),
  },
  'DELETE /api/v1/admin/leave-type/:id': {
    access: p('leaveType', 'delete'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/leave-type/${await createLeaveType(t)}` }),
  },
  'GET /api/v1/admin/leave-balance': {
    access: { anyOf: [p('leaveType', 'read'), p('leaveRequest', 'read')] },
    ok: 200,
    build: async () => ({ url: `${BASE}/leave-balance?limit=5` }),
  },
  'POST /api/v1/admin/leave-balance/adjust': {
    access: p('leaveType', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/leave-balance/adjust`,
      body: {
        employee_id: await insertEmployee(t),
        leave_type_id: await createLeaveType(t),
        days: 1.5,
        reason: 'Matrix',
      },
    }),
  },
  'GET /api/v1/admin/leave-balance/:employee_id': {
    access: { anyOf: [p('leaveType', 'read'), p('leaveRequest', 'read')] },
    ok: 200,
    build: async (t) => ({ url: `${BASE}/leave-balance/${await insertEmployee(t)}?on=2027-01-31` }),
  },
  'GET /api/v1/admin/leave-balance/:employee_id/ledger': {
    access: { anyOf: [p('leaveType', 'read'), p('leaveRequest', 'read')] },
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/leave-balance/${await insertEmployee(t)}/ledger?leave_type_id=${await createLeaveType(t)}`,
    }),
  },
  'GET /api/v1/admin/leave-carry-over': {
    access: p('leaveType', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/leave-carry-over?year=2026` }),
  },
  'GET /api/v1/admin/leave-type/:id/policy': {
    access: { anyOf: [p('leaveType', 'read'), p('leaveRequest', 'read')] },
    ok: 200,
    build: async (t) => ({ url: `${BASE}/leave-type/${await createLeaveType(t)}/policy` }),
  },
  'POST /api/v1/admin/leave-type/:id/policy': {
    access: p('leaveType', 'update'),
    ok: 201,
    build: async (t) => ({
      url: `${BASE}/leave-type/${await createLeaveType(t)}/policy`,
      body: { valid_from: '2027-01', accrual: 'monthly', days: 1.5, pay_percent: 100, source: 'Matrix' },
    }),
  },
  'GET /api/v1/admin/attendance': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance?date=${workdayAgo(3)}` }),
  },
  'GET /api/v1/admin/attendance/export': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance/export?format=csv` }),
  },
  'GET /api/v1/admin/attendance/summary': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance/summary` }),
  },
  'GET /api/v1/admin/attendance/settings': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance/settings` }),
  },
  'PATCH /api/v1/admin/attendance/settings': {
    access: p('attendance', 'update'),
    ok: 200,
    build: async () => ({ url: `${BASE}/attendance/settings`, body: { period_start_day: 1 } }),
  },
  'POST /api/v1/admin/attendance/clock': {
    access: 'authenticated',
    ok: 201,
    build: async (t, user) => {
      await linkUser(t, user.id);
      return { url: `${BASE}/attendance/clock`, body: { action: 'in', ...OFFICE_AT, accuracy: 12 } };
    },
  },
  'POST /api/v1/admin/attendance/close': {
    access: p('attendance', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/attendance/close`, body: { month: pastMonth(t) } }),
  },
  'GET /api/v1/admin/attendance/close/blockers': {
    access: p('attendance', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/attendance/close/blockers?month=${pastMonth(t)}` }),
  },
  'POST /api/v1/admin/attendance/reopen': {
    access: p('attendance', 'update'),
    ok: 200,
    build: async (t) => {
      const month = pastMonth(t);
      await insertClose(t, month, `${month}-01`, `${month}-28`);
      return { url: `${BASE}/attendance/reopen`, body: { month } };
    },
  },
  'GET /api/v1/admin/attendance/:id': {
    access: p('attendance', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/attendance/${await attendanceRecord(t, workdayAgo(3))}` }),
  },
  'PATCH /api/v1/admin/attendance/:id': {
    access: p('attendance', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/attendance/${await attendanceRecord(t, workdayAgo(3), ['08:40'])}`,
      body: { clock_in: '08:00', clock_out: '17:00', reason: 'Badge reader was down' },
    }),
  },
  'GET /api/v1/admin/deduction': {
    access: { allOf: [p('deduction', 'read'), p('payroll', 'read')] },
    ok: 200,
    build: async () => ({ url: `${BASE}/deduction` }),
  },
  'GET /api/v1/admin/deduction/:id': {
    access: { allOf: [p('deduction', 'read'), p('payroll', 'read')] },
    ok: 200,
    build: async (t) => ({ url: `${BASE}/deduction/${await insertPayLine(t)}` }),
  },
  'POST /api/v1/admin/deduction': {
    access: { allOf: [p('deduction', 'create'), p('payroll', 'read')] },
    ok: 201,
    build: async () => ({
      url: `${BASE}/deduction`,
      body: { kind: 'earning', name: 'Meal', amount_cents: 100, from_month: '2020-01' },
    }),
  },
  'PATCH /api/v1/admin/deduction/:id': {
    access: { allOf: [p('deduction', 'update'), p('payroll', 'read')] },
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/deduction/${await insertPayLine(t)}`,
      body: { kind: 'deduction', name: 'Loan', percent_bp: 100, from_month: '2020-01' },
    }),
  },
  'DELETE /api/v1/admin/deduction/:id': {
    access: { allOf: [p('deduction', 'delete'), p('payroll', 'read')] },
    ok: 200,
    build: async (t) => ({ url: `${BASE}/deduction/${await insertPayLine(t)}` }),
  },
  'GET /api/v1/admin/payroll': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/payroll` }),
  },
  'GET /api/v1/admin/payroll/preview': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/payroll/preview?month=2025-01&exchange_rate=4000` }),
  },
  'POST /api/v1/admin/payroll/generate': {
    access: p('payroll', 'create'),
    ok: 201,
    build: async (t) => {
      const month = pastMonth(t);
      await insertClose(t, month, `${month}-01`, `${month}-28`);
      return { url: `${BASE}/payroll/generate`, body: { month, exchange_rate: 4000 } };
    },
  },
  'GET /api/v1/admin/payroll/:id': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/payroll/${(await insertRun(t)).id}` }),
  },
  'POST /api/v1/admin/payroll/:id/regenerate': {
    access: p('payroll', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/payroll/${(await insertRun(t)).id}/regenerate`, body: {} }),
  },
  'POST /api/v1/admin/payroll/:id/approve': {
    access: p('payroll', 'update'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/payroll/${(await insertRun(t)).id}/approve` }),
  },
  'GET /api/v1/admin/payroll/:id/export': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/payroll/${(await insertRun(t)).id}/export` }),
  },
  'GET /api/v1/admin/payslip': { access: 'authenticated', ok: 200, build: async () => ({ url: `${BASE}/payslip` }) },
  'GET /api/v1/admin/payslip/:id': {
    access: 'authenticated',
    ok: 200,
    build: async (t, user) => {
      const employee = await linkUser(t, user.id);
      return { url: `${BASE}/payslip/${await insertPayslip(t, (await insertRun(t, 'approved')).id, employee)}` };
    },
  },
  // Payroll's rules and employees' tax details.
  'GET /api/v1/admin/payroll/rules': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async () => ({ url: `${BASE}/payroll/rules` }),
  },
  'POST /api/v1/admin/payroll/rules': {
    access: p('payroll', 'update'),
    ok: 201,
    // Each call a version of its own month (a rule's versions cannot share one).
    build: async () => ({
      url: `${BASE}/payroll/rules`,
      body: {
        key: 'unpaid_day',
        effective_from: `${2050 + ruleVersions++}-01`,
        value: { days: 26 },
        source: 'Matrix',
      },
    }),
  },
  'POST /api/v1/admin/payroll/rules/what-if': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async () => ({
      url: `${BASE}/payroll/rules/what-if`,
      body: { month: '2026-05', key: 'unpaid_day', value: { days: 30 }, exchange_rate: 4000 },
    }),
  },
  'GET /api/v1/admin/employee/:id/tax': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await insertEmployee(t)}/tax` }),
  },
  'PUT /api/v1/admin/employee/:id/tax': {
    access: p('payroll', 'update'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/employee/${await insertEmployee(t)}/tax`,
      body: { resident: true, spouse_dependant: true, children: 1 },
    }),
  },
  'GET /api/v1/admin/employee/:id/contracts': {
    access: p('employee', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await insertEmployee(t)}/contracts` }),
  },
  'POST /api/v1/admin/employee/:id/contracts': {
    access: p('employee', 'update'),
    ok: 201,
    build: async (t) => ({
      url: `${BASE}/employee/${await insertEmployee(t)}/contracts`,
      body: { kind: 'undetermined', start_date: '2020-01-06' },
    }),
  },
  'GET /api/v1/admin/employee/:id/settlement/preview': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({
      url: `${BASE}/employee/${await insertEmployee(t)}/settlement/preview?last_day=2026-03-31&reason=resignation&exchange_rate=4000`,
    }),
  },
  'POST /api/v1/admin/employee/:id/end': {
    access: { allOf: [p('payroll', 'create'), p('payroll', 'read')] },
    ok: 201,
    build: async (t) => ({
      url: `${BASE}/employee/${await insertEmployee(t)}/end`,
      body: { last_day: '2026-03-31', reason: 'resignation', exchange_rate: 4000 },
    }),
  },
  'GET /api/v1/admin/employee/:id/settlement': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await endedEmployee(t)}/settlement` }),
  },
  'GET /api/v1/admin/employee/:id/settlement/statement.pdf': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/employee/${await endedEmployee(t)}/settlement/statement.pdf` }),
  },
  'GET /api/v1/admin/payroll/:id/bank-transfer.csv': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/payroll/${(await insertRun(t)).id}/bank-transfer.csv` }),
  },
  'GET /api/v1/admin/payroll/:id/statutory': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => ({ url: `${BASE}/payroll/${(await insertRun(t)).id}/statutory` }),
  },
  'GET /api/v1/admin/payroll/:id/tax-return.xlsx': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => {
      const run = await insertRun(t, 'approved');
      await insertPayslip(t, run.id, await insertEmployee(t));
      return { url: `${BASE}/payroll/${run.id}/tax-return.xlsx` };
    },
  },
  'GET /api/v1/admin/payroll/:id/nssf-contributions.xlsx': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => {
      const run = await insertRun(t, 'approved');
      await insertPayslip(t, run.id, await insertEmployee(t));
      return { url: `${BASE}/payroll/${run.id}/nssf-contributions.xlsx` };
    },
  },
  'GET /api/v1/admin/payroll/:id/payroll-ledger.xlsx': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => {
      const run = await insertRun(t, 'approved');
      await insertPayslip(t, run.id, await insertEmployee(t));
      return { url: `${BASE}/payroll/${run.id}/payroll-ledger.xlsx` };
    },
  },
  'GET /api/v1/admin/payroll/:id/payslips.zip': {
    access: p('payroll', 'read'),
    ok: 200,
    build: async (t) => {
      const run = await insertRun(t);
      await insertPayslip(t, run.id, await insertEmployee(t));
      return { url: `${BASE}/payroll/${run.id}/payslips.zip` };
    },
  },
  'GET /api/v1/admin/payslip/:id/pdf': {
    access: 'authenticated',
    ok: 200,
    build: async (t, user) => {
      const employee = await linkUser(t, user.id);
      return { url: `${BASE}/payslip/${await insertPayslip(t, (await insertRun(t, 'approved')).id, employee)}/pdf` };
    },
  },
  'POST /api/v1/admin/payroll/:id/adjustments': {
    access: { allOf: [p('deduction', 'create'), p('payroll', 'read')] },
    ok: 201,
    build: async (t) => {
      const run = await insertRun(t, 'approved');
      const employee = await insertEmployee(t);
      await insertPayslip(t, run.id, employee);
      return {
        url: `${BASE}/payroll/${run.id}/adjustments`,
        body: { employee_id: employee, kind: 'earning', name: 'Missed allowance', amount_cents: 1_000 },
      };
    },
  },
  'POST /api/v1/admin/deduction/import': {
    access: { allOf: [p('deduction', 'create'), p('payroll', 'read')] },
    ok: 201,
    build: async (t) => {
      const employee = await insertEmployee(t);
      const { staff_id } = await t.db.kysely
        .selectFrom('employee')
        .select('staff_id')
        .where('id', '=', employee)
        .executeTakeFirstOrThrow();
      // A month before those the run fixtures take in turn (from 2024-01): an approved run locks its pay lines.
      return {
        url: `${BASE}/deduction/import?month=2023-07`,
        headers: { 'content-type': 'text/csv' },
        body: `staff_id,kind,name,amount\r\n${staff_id},earning,Phone,10\r\n`,
      };
    },
  },
  ...requestRows('leave-request', 'leaveRequest'),
  ...requestRows('overtime-request', 'overtimeRequest'),
  ...requestRows('post-clock-request', 'postClockRequest'),
};

async function insertProject(t: TestApp): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await t.db.kysely
    .insertInto('project')
    .values({
      name: 'Fixture project',
      code: unique('P').toUpperCase(),
      department_id: null,
      start_date: '2026-01-05',
      end_date: null,
      description: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The nine routes of a request kind. Deciding needs a request the user may act on (they lead the team);
 * cancelling one that is theirs. */
function requestRows(
  kind: Kind,
  resource: 'leaveRequest' | 'overtimeRequest' | 'postClockRequest',
): Record<string, Entry> {
  const base = `${BASE}/${kind}`;
  return {
    [`GET ${base}`]: { access: p(resource, 'read'), ok: 200, build: async () => ({ url: `${base}?status=pending` }) },
    [`GET ${base}/export`]: {
      access: p(resource, 'read'),
      ok: 200,
      build: async () => ({ url: `${base}/export?format=csv` }),
    },
    [`GET ${base}/:id`]: {
      access: p(resource, 'read'),
      ok: 200,
      build: async (t, user) => ({ url: `${base}/${await matrixRequest(t, kind, user.id)}` }),
    },
    [`POST ${base}`]: {
      access: p(resource, 'create'),
      ok: 201,
      build: async (t) => ({ url: base, body: await matrixBody(t, kind) }),
    },
    [`POST ${base}/:id/approve`]: {
      access: p(resource, 'update'),
      ok: 200,
      build: async (t, user) => ({
        url: `${base}/${await matrixRequest(t, kind, user.id)}/approve`,
        body: { comment: 'ok', version: 1 },
      }),
    },
    [`POST ${base}/:id/reject`]: {
      access: p(resource, 'update'),
      ok: 200,
      build: async (t, user) => ({
        url: `${base}/${await matrixRequest(t, kind, user.id)}/reject`,
        body: { comment: 'Not this time', version: 1 },
      }),
    },
    [`POST ${base}/:id/cancel`]: {
      access: { anyOf: [p(resource, 'create'), p(resource, 'update')] },
      ok: 200,
      build: async (t, user) => ({
        url: `${base}/${await matrixRequest(t, kind, user.id, 'requester')}/cancel`,
        body: {},
      }),
    },
    [`POST ${base}/bulk-approve`]: {
      access: p(resource, 'update'),
      ok: 200,
      build: async (t, user) => ({
        url: `${base}/bulk-approve`,
        body: { requests: [{ id: await matrixRequest(t, kind, user.id), version: 1 }] },
      }),
    },
    [`POST ${base}/bulk-reject`]: {
      access: p(resource, 'update'),
      ok: 200,
      build: async (t, user) => ({
        url: `${base}/bulk-reject`,
        body: { requests: [{ id: await matrixRequest(t, kind, user.id), version: 1 }], comment: 'Not this time' },
      }),
    },
  };
}

/** Routes outside /api/ that must stay public (health checks). */
const PUBLIC_NON_API = ['GET /healthz', 'GET /readyz'];

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

function required(access: Access): Permission[] {
  if (typeof access === 'string') return [];
  return requirementPermissions(access);
}

/** For anyOf rules, each alternative alone must be enough; for allOf rules, all of them together. */
function grantsThatSuffice(access: Access): Permission[][] {
  if (typeof access === 'string') return [[]];
  return 'anyOf' in access ? access.anyOf.map((x) => [x]) : [requirementPermissions(access)];
}

/** For allOf rules, all but one (each one in turn) must be refused. */
function grantsThatFallShort(access: Access): Permission[][] {
  if (typeof access === 'string' || !('allOf' in access)) return [];
  return access.allOf.map((missing) => access.allOf.filter((p) => p !== missing));
}

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('has an entry for every registered /api/ route, and every entry is registered', () => {
    const registered = t.app.hrms.registered.filter((r) => r.url.startsWith('/api/')).map(key);
    expect(registered.length).toBeGreaterThan(15);
    const missing = registered.filter((k) => !(k in MATRIX));
    expect(missing, 'routes missing from the authorization matrix').toEqual([]);
    const stale = Object.keys(MATRIX).filter((k) => !registered.includes(k));
    expect(stale, 'matrix entries for routes that are not registered').toEqual([]);
  });

  it('registers nothing outside /api/ except the public health checks', () => {
    const other = t.app.hrms.registered.filter((r) => !r.url.startsWith('/api/')).map(key);
    expect(other.sort()).toEqual([...PUBLIC_NON_API].sort());
  });

  it('declares every registered /api/ route through defineRoute with the access rule the matrix expects', () => {
    const specs = new Map(t.app.hrms.routes.map((r) => [key(r), r]));
    for (const k of Object.keys(MATRIX)) {
      if (k === 'GET /api/docs') continue; // the OpenAPI document itself is not a defineRoute spec
      const spec = specs.get(k);
      expect(spec, `${k} is registered without defineRoute`).toBeDefined();
      expect(spec!.access, `${k} access rule`).toEqual(MATRIX[k].access);
    }
    expect(t.app.hrms.routes.length).toBe(Object.keys(MATRIX).length - 1);
  });

  it('serves /api/docs publicly, listing every route with its access rule', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.app.hrms.routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path} in /api/docs`).toBeDefined();
      const access = route.access;
      const text =
        typeof access === 'string'
          ? access
          : required(access)
              .map((x) => permissionKey(x))
              .join('allOf' in access ? ' & ' : ' | ');
      expect(op.description).toBe(`Access: ${text}`);
    }
  });

  it('answers the health checks without a token', async () => {
    for (const k of PUBLIC_NON_API) {
      const [method, url] = k.split(' ');
      expect((await t.call(method as 'GET', url)).statusCode).toBe(200);
    }
  });

  it('shows leave on the calendar only to holders of leaveRequest read', async () => {
    const employee = await insertEmployee(t);
    const type = await createLeaveType(t);
    const start = mondayAfter(30);
    await file(t, 'leave-request', leaveBody(employee, type, start));
    const url = `${BASE}/calendar?from=${start}&to=${start}`;
    const calendarOnly = await t.createUser([p('calendar', 'read')]);
    const withLeave = await t.createUser([p('calendar', 'read'), p('leaveRequest', 'read')]);
    expect((await t.call('GET', url, { token: calendarOnly.token })).json().data).not.toHaveProperty('leave');
    const leave = (await t.call('GET', url, { token: withLeave.token })).json().data.leave as Array<{
      employee: { id: number };
    }>;
    expect(leave.map((l) => l.employee.id)).toEqual([employee]);
  });

  // One test per route keeps failures readable; entries are looked up at run time, so a route added to the
  // app but not to MATRIX is caught by the first test above.
  it('keeps pay private: salary and bank details reach only users with payroll read', async () => {
    const employee = await insertEmployee(t);
    const viewer = await t.createUser([p('employee', 'read')]);
    const payroll = await t.createUser([p('employee', 'read'), p('payroll', 'read')]);
    const detail = async (token: string) =>
      (await t.call('GET', `${BASE}/employee/${employee}`, { token })).json().data as Record<string, unknown>;
    const hidden = await detail(viewer.token);
    for (const field of ['salary_cents', 'bank_name', 'bank_account']) expect(hidden).not.toHaveProperty(field);
    expect(await detail(payroll.token)).toMatchObject({
      salary_cents: expect.any(Number),
      bank_account: expect.any(String),
    });
    const header = async (token: string) =>
      (await t.call('GET', `${BASE}/employee/export?format=csv`, { token })).body.split('\r\n')[0];
    expect(await header(viewer.token)).not.toMatch(/Salary|Bank/);
    expect(await header(payroll.token)).toMatch(/Monthly Salary \(USD\),Bank,Bank Account/);
    // An editor without payroll read cannot change what they cannot see: the stored pay is kept.
    const editor = await t.createUser([p('employee', 'read'), p('employee', 'update')]);
    const res = await t.call('PATCH', `${BASE}/employee/${employee}`, {
      token: editor.token,
      body: { salary_cents: 1, bank_account: '999' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).not.toHaveProperty('salary_cents');
    expect(await detail(payroll.token)).toMatchObject({ salary_cents: 100_000, bank_account: '' });
    // Ordering by salary would tell pay apart.
    for (const url of ['employee?sort=-salary', 'employee/export?format=csv&sort=salary']) {
      expect((await t.call('GET', `${BASE}/${url}`, { token: viewer.token })).statusCode, url).toBe(403);
      expect((await t.call('GET', `${BASE}/${url}`, { token: payroll.token })).statusCode, url).toBe(200);
    }
    // The activity log keeps only the last four digits of a bank account, whoever reads it.
    const payrollEditor = await t.createUser([p('employee', 'read'), p('employee', 'update'), p('payroll', 'read')]);
    const changed = await t.call('PATCH', `${BASE}/employee/${employee}`, {
      token: payrollEditor.token,
      body: { bank_account: '0012 3456 7890' },
    });
    expect(changed.json().data.bank_account).toBe('0012 3456 7890');
    const entry = (await logOf(t, 'employee', employee)).at(-1)!;
    expect(JSON.parse(entry.after!).bank_account).toBe('**** **** 7890');
    expect(JSON.stringify(entry)).not.toContain('3456');
  });

  it('leaves each dashboard card out for a user holding every permission but the card’s', async () => {
    // Each card and what dropping leaves it out (the approvals card needs some request kind's update).
    const CARDS: Array<[string, Permission[]]> = [
      ['attendance', [p('attendance', 'read')]],
      ['approvals', [p('leaveRequest', 'update'), p('overtimeRequest', 'update'), p('postClockRequest', 'update')]],
      ['out', [p('leaveRequest', 'read')]],
      ['leave', [p('leaveRequest', 'read')]],
      ['overtime', [p('overtimeRequest', 'read')]],
      ['holidays', [p('calendar', 'read')]],
      ['probations', [p('employee', 'read')]],
      ['headcount', [p('department', 'read')]],
      ['payroll', [p('payroll', 'read')]],
    ];
    const cardsOf = async (permissions: CataloguePermission[]) => {
      const user = await t.createUser(permissions);
      const res = await t.call('GET', `${BASE}/dashboard`, { token: user.token });
      expect(res.statusCode, res.body).toBe(200);
      return Object.keys(res.json().data.data);
    };
    const everything = await cardsOf(allExcept());
    for (const [card] of CARDS) expect(everything, card).toContain(card);
    for (const [card, dropped] of CARDS)
      expect(await cardsOf(allExcept(...dropped)), `${card} without ${dropped.map(permissionKey)}`).not.toContain(card);
  });

  describe.each(Object.keys(MATRIX))('%s', (routeKey) => {
    const entry = MATRIX[routeKey];
    const method = routeKey.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

    it('is refused without a token (401) and without the permission (403), and succeeds with exactly it', async () => {
      const withPermission = await Promise.all(grantsThatSuffice(entry.access).map((perms) => t.createUser(perms)));
      const request = await entry.build(t, withPermission[0]);
      const opts = (token?: string) => ({ token, body: request.body, headers: request.headers });

      if (entry.access !== 'public') {
        const without =
          entry.access === 'authenticated' ? undefined : await t.createUser(allExcept(...required(entry.access)));
        const partials = await Promise.all(grantsThatFallShort(entry.access).map((perms) => t.createUser(perms)));
        const before = await fingerprint(t);
        const anonymous = await t.call(method, request.url, opts());
        expect(anonymous.statusCode, 'no token').toBe(401);
        expect(anonymous.json()).toEqual({ message: ERRORS.unauthorized });
        const garbage = await t.call(method, request.url, {
          ...opts(),
          headers: { ...request.headers, authorization: 'Bearer not.a.token' },
        });
        expect(garbage.statusCode, 'garbage token').toBe(401);

        if (without) {
          const refused = await t.call(method, request.url, opts(without.token));
          expect(refused.statusCode, 'token without the permission').toBe(403);
          expect(refused.json().message).toBe(ERRORS.forbidden);
        }
        for (const [i, partial] of partials.entries()) {
          const refused = await t.call(method, request.url, opts(partial.token));
          expect(refused.statusCode, `holding only ${JSON.stringify(grantsThatFallShort(entry.access)[i])}`).toBe(403);
        }
        expect(await fingerprint(t), 'refusals changed the database').toEqual(before);
      }

      // Success with exactly the permission (each alternative of an anyOf on its own). Routes that act on a
      // record get a fresh one per alternative.
      for (let i = 0; i < withPermission.length; i++) {
        const user = withPermission[i];
        const req = i === 0 ? request : await entry.build(t, user);
        const res = await t.call(method, req.url, {
          token: entry.access === 'public' ? undefined : user.token,
          body: req.body,
          headers: req.headers,
        });
        expect(
          res.statusCode,
          `${routeKey} with ${JSON.stringify(grantsThatSuffice(entry.access)[i])}: ${res.body.slice(0, 200)}`,
        ).toBe(entry.ok);
      }
    });
  });
});
