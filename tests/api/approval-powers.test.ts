// Approval powers come from permissions, not from names or links a user can edit, found by an outside test:
// a role renamed "Super  Admin" or "HR-Manager" gains nothing; nobody changes their own employee link (which
// would show another person's payslips, record their punches or let them approve their own leave); the same
// approve sent twenty times at once advances one step; tax details stay out of the log for readers without
// payroll read; a leave's attachment reaches only the request's people; a lead acts only on their own scope.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { approvalPower, type CataloguePermission } from '../../contract/permissions.ts';
import { REQUEST_MESSAGES } from '../../contract/api/requests.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, fingerprint, p, pid, uname } from './helpers.ts';
import {
  addMember,
  APPROVER_PERMS,
  createLeaveType,
  createOrg,
  file,
  leaveBody,
  mondayAfter,
  requestPerms,
  requestTables,
  signedIn,
  versionOf,
  type Org,
} from './requests-fixtures.ts';

const NOTE = 'data:application/pdf;base64,JVBERi0xLjQK';

describe.each(DIALECTS)('approval powers on %s', (dialect) => {
  let t: TestApp;
  let org: Org;
  let leaveType: number;
  let offset = 0;

  /** A pending leave request of a fresh member of the organisation's team, filed by the admin. */
  const pendingLeave = async (extra: Record<string, unknown> = {}, type = leaveType) =>
    file(
      t,
      'leave-request',
      leaveBody(await addMember(t, org), type, mondayAfter(14 + 7 * (offset++ % 40)), undefined, extra),
    );
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, token: string, body?: unknown) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const approve = async (id: number, token: string) =>
    call('POST', `leave-request/${id}/approve`, token, { version: await versionOf(t, id) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    leaveType = await createLeaveType(t, { days: 200 });
  });
  afterAll(() => t?.close());

  it('a role renamed "Super  Admin" or "HR-Manager" gains nothing; the powers are permissions it cannot grant itself', async () => {
    // Role update and request update, nothing else: the tester's account.
    const perms: CataloguePermission[] = [...APPROVER_PERMS, p('role', 'read'), p('role', 'update')];
    const roleId = await t.createRole(perms, uname('Clerk'));
    const user = await t.createUser([]);
    await t.db.kysely.updateTable('sys_user').set({ role_id: roleId }).where('id', '=', user.id).execute();
    const token = await t.login(user.username);

    const r = await pendingLeave();
    expect((await approve(r.id, org.users.lead.token)).statusCode).toBe(200); // now at HR's step
    const other = await pendingLeave();
    const attempt = async () => {
      const before = await requestTables(t);
      expect((await approve(r.id, token)).statusCode).toBe(403);
      expect((await call('POST', `leave-request/${other.id}/cancel`, token, {})).statusCode).toBe(403);
      expect((await call('GET', `leave-request/${r.id}`, token)).json().data).toMatchObject({
        can_act: false,
        can_cancel: false,
      });
      expect(await requestTables(t)).toEqual(before);
    };
    await attempt();
    for (const name of ['hr manager', 'HR-Manager', 'Super  Admin', 'super_admin']) {
      const res = await call('PATCH', `roles/permissions/${roleId}`, token, {
        role_name: name,
        description: 'renamed',
        permission_ids: perms.map(pid),
      });
      expect(res.statusCode, res.body).toBe(200);
      await attempt();
    }
    // Nor may they grant themselves a power they do not hold.
    const before = await fingerprint(t);
    for (const power of ['approveAny', 'acknowledge', 'cancelOthers'] as const) {
      const res = await call('PATCH', `roles/permissions/${roleId}`, token, {
        role_name: 'Mine',
        description: 'x',
        permission_ids: [...perms, approvalPower(power)].map(pid),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ERRORS.escalation);
    }
    expect(await fingerprint(t)).toEqual(before);
  });

  it('the powers, whatever the role is called: acknowledge acts on HR’s step only, cancel-others cancels', async () => {
    const clerk = await signedIn(t, { permissions: [...APPROVER_PERMS, approvalPower('acknowledge')] });
    const canceller = await signedIn(t, { permissions: [...APPROVER_PERMS, approvalPower('cancelOthers')] });
    const anyStep = await signedIn(t, { permissions: [...APPROVER_PERMS, approvalPower('approveAny')] });
    const r = await pendingLeave();
    expect((await approve(r.id, clerk.token)).statusCode).toBe(409); // not HR's step yet
    expect((await approve(r.id, anyStep.token)).statusCode).toBe(200);
    expect((await approve(r.id, clerk.token)).statusCode).toBe(200);
    expect((await call('GET', `leave-request/${r.id}`, t.adminToken)).json().data.status).toBe('approve');
    const c = await pendingLeave();
    expect((await call('POST', `leave-request/${c.id}/cancel`, clerk.token, {})).statusCode).toBe(403);
    expect((await call('POST', `leave-request/${c.id}/cancel`, canceller.token, {})).statusCode).toBe(200);
    // The roles screen lists them with the others.
    const catalogue = (await call('GET', 'permissions', t.adminToken)).json().data as Array<{ resource: string }>;
    expect(catalogue.filter((x) => x.resource === 'approval')).toHaveLength(3);
  });

  it('nobody changes their own employee link or role; the payslips and punches of another stay out of reach', async () => {
    const stranger = await insertEmployee(t, { firstName: 'Stranger', lastName: uname('s') });
    const mine = await insertEmployee(t, { firstName: 'Mine', lastName: uname('m') });
    const user = await t.createUser([p('sysUser', 'read'), p('sysUser', 'update'), p('payroll', 'read')]);
    await t.db.kysely.updateTable('sys_user').set({ employee_id: mine }).where('id', '=', user.id).execute();
    const row = await t.db.kysely
      .selectFrom('sys_user')
      .select('role_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const otherRole = await t.createRole([p('sysUser', 'read')]);
    const before = await fingerprint(t);
    const change = (body: Record<string, unknown>) =>
      call('PATCH', `sys-user/update/role/${user.id}`, user.token, {
        username: user.username,
        role_id: row.role_id,
        ...body,
      });
    for (const body of [{ employee_id: stranger }, { employee_id: null }]) {
      const res = await change(body);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(ERRORS.cannotChangeOwnLink);
    }
    const res = await change({ role_id: otherRole });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERRORS.cannotChangeOwnRole);
    expect(await fingerprint(t)).toEqual(before);
    // Keeping the link as it is (a rename) is fine; someone else may link another user.
    expect((await change({ username: uname('renamed'), employee_id: mine })).statusCode).toBe(200);
    const other = await t.createUser([]);
    expect(
      (
        await call('PATCH', `sys-user/update/role/${other.id}`, user.token, {
          username: other.username,
          role_id: row.role_id,
          employee_id: stranger,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the same approve sent twenty times at once advances one step; without a version it is refused', async () => {
    const r = await pendingLeave();
    const before = await requestTables(t);
    const bare = await call('POST', `leave-request/${r.id}/approve`, t.adminToken, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().validators).toEqual([{ field: 'version', message: 'version is required.' }]);
    const bulkBare = await call('POST', 'leave-request/bulk-approve', t.adminToken, { ids: [r.id] });
    expect(bulkBare.statusCode).toBe(400);
    expect(await requestTables(t)).toEqual(before);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `leave-request/${r.id}/approve`, t.adminToken, { version: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().message).toBe(REQUEST_MESSAGES.alreadyActed);
    }
    const steps = await t.db.kysely
      .selectFrom('approval_step')
      .select(['position', 'status'])
      .where('request_id', '=', r.id)
      .orderBy('position')
      .execute();
    expect(steps).toEqual([
      { position: 1, status: 'APPROVED' },
      { position: 2, status: 'PENDING' },
    ]);
    // Sent again in bulk, as a double click on "Approve selected" would: nothing more.
    const again = await call('POST', 'leave-request/bulk-approve', t.adminToken, {
      requests: [{ id: r.id, version: 1 }],
    });
    expect(again.json().data.succeeded).toBe(0);
    expect(await versionOf(t, r.id)).toBe(2);
  });

  it('tax details in the log reach only payroll readers', async () => {
    const employee = await insertEmployee(t);
    const put = await call('PUT', `employee/${employee}/tax`, t.adminToken, {
      resident: true,
      spouse_dependant: false,
      children: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    const entryOf = async (token: string) => {
      const res = await call('GET', `activity-log?resource=employee&record_id=${employee}`, token);
      expect(res.statusCode, res.body).toBe(200);
      const entries = res.json().data as Array<{ action: string; before: object; after: object }>;
      return entries.find((e) => e.action === 'update_tax')!;
    };
    const logReader = await t.createUser([p('sysLog', 'read')]);
    const hidden = await entryOf(logReader.token);
    for (const key of ['resident', 'spouse_dependant', 'children', 'dependants']) {
      expect(hidden.before).not.toHaveProperty(key);
      expect(hidden.after).not.toHaveProperty(key);
    }
    const payReader = await t.createUser([p('sysLog', 'read'), p('payroll', 'read')]);
    expect((await entryOf(payReader.token)).after).toMatchObject({ children: 1 });
    const csv = await call(
      'GET',
      `activity-log/export?format=csv&resource=employee&record_id=${employee}`,
      logReader.token,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/children/);
  });

  it('a leave’s attachment reaches the requester, its approvers and HR, not every leave reader', async () => {
    const sick = await createLeaveType(t, { days: 30, attachment: true });
    const member = await addMember(t, org);
    const requester = await signedIn(t, { permissions: requestPerms('read', 'create'), employeeId: member });
    const created = await file(
      t,
      'leave-request',
      leaveBody(member, sick, mondayAfter(21), undefined, { attachment: NOTE }),
      requester.token,
    );
    const hr = await signedIn(t, { role: 'HR Manager' });
    const reader = await signedIn(t, { permissions: requestPerms('read') });
    const otherLead = (await createOrg(t)).users.lead;
    const attachmentFor = async (token: string) =>
      (await call('GET', `leave-request/${created.id}`, token)).json().data as {
        attachment: string | null;
        has_attachment: boolean;
      };
    for (const token of [requester.token, org.users.lead.token, org.users.manager.token, hr.token, t.adminToken])
      expect((await attachmentFor(token)).attachment).toBe(NOTE);
    for (const token of [reader.token, otherLead.token])
      expect(await attachmentFor(token)).toMatchObject({ attachment: null, has_attachment: true });
  });

  it('a lead or department manager acts on their own team’s and department’s requests only, in the list too', async () => {
    const elsewhere = await createOrg(t);
    const theirs = await file(t, 'leave-request', leaveBody(await addMember(t, elsewhere), leaveType, mondayAfter(28)));
    const ours = await pendingLeave();
    for (const approver of [org.users.lead, org.users.manager]) {
      const queue = (await call('GET', 'leave-request?actionable=true&limit=100', approver.token)).json()
        .data as Array<{
        id: number;
      }>;
      expect(queue.map((x) => x.id)).toContain(ours.id);
      expect(queue.map((x) => x.id)).not.toContain(theirs.id);
      expect((await call('GET', `leave-request/${theirs.id}`, approver.token)).json().data.can_act).toBe(false);
      const before = await requestTables(t);
      const res = await approve(theirs.id, approver.token);
      expect(res.statusCode).toBe(403);
      expect(await requestTables(t)).toEqual(before);
    }
  });
});
