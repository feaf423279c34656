// The approval model shared by leave, overtime and post clock requests: who may act on which step, nobody on their own
// request, a step acted on once (parallel calls included), closed requests refused, reject needs a comment, cancel,
// notifications to whoever can act next and to the requester, one log entry per transition, lists with filters and the
// timeline, bulk, export.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { REQUEST_MESSAGES } from '../../contract/api/requests.ts';
import { XLSX_TYPE } from '../../server/lib/spreadsheet.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { employeeBody, parseCsv } from './directory-fixtures.ts';
import { adminId, BASE } from './helpers.ts';
import {
  createLeaveType,
  createOrg,
  file,
  leaveBody,
  mondayAfter,
  notificationsOf,
  overtimeBody,
  pendingRequest,
  postClockBody,
  requestLog,
  requestPerms,
  requestTables,
  signedIn,
  workdayAgo,
  type Kind,
  type Org,
  type SignedIn,
  versionOf,
} from './requests-fixtures.ts';

type Res = { statusCode: number; body: string; json: () => any };
const KINDS: Array<[Kind, string, string]> = [
  ['leave-request', 'leaveRequest', 'leave_request'],
  ['overtime-request', 'overtimeRequest', 'overtime_request'],
  ['post-clock-request', 'postClockRequest', 'post_clock'],
];

describe.each(DIALECTS)('request approvals on %s', (dialect) => {
  let t: TestApp;
  let org: Org;
  let hr: SignedIn;
  let leadRole: SignedIn;
  let outsider: SignedIn;
  let admin: number;
  let leaveType: number;

  /** An action as the screen sends it: an approve or reject at the version the request has now unless the
   * body names one (a cancel may leave it out). */
  const act = async (
    kind: Kind,
    id: number,
    action: 'approve' | 'reject' | 'cancel',
    token: string,
    body: Record<string, unknown> = {},
  ) => {
    const version = action === 'cancel' ? {} : { version: await versionOf(t, id) };
    return t.call('POST', `${BASE}/${kind}/${id}/${action}`, { token, body: { ...version, ...body } });
  };
  const get = async (path: string, token = t.adminToken) => {
    const res = await t.call('GET', `${BASE}/${path}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A valid create body of a kind for an employee (offset keeps dates apart). */
  const bodyFor = (kind: Kind, employeeId: number, offset = 0) => {
    if (kind === 'leave-request') return leaveBody(employeeId, leaveType, mondayAfter(21 + offset * 7));
    if (kind === 'overtime-request') return overtimeBody(employeeId, workdayAgo(5 + offset));
    return postClockBody(employeeId, workdayAgo(5 + offset));
  };
  async function refused(status: number, request: () => Promise<Res>) {
    const before = await requestTables(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await requestTables(t), 'a refused call changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    hr = await signedIn(t, { role: 'HR Manager' });
    leadRole = await signedIn(t, { role: 'Lead Manager' });
    outsider = await signedIn(t);
    admin = await adminId(t);
    leaveType = await createLeaveType(t, { days: 20 });
  });
  afterAll(() => t?.close());

  describe.each(KINDS)('%s', (kind, resource, notificationType) => {
    const pending = () => pendingRequest(t, org, kind, leaveType);

    it('starts pending at the lead step, and notifies the team lead and the department manager', async () => {
      const r = await pending();
      expect(r).toMatchObject({
        status: 'pending',
        status_label: 'Pending',
        version: 1,
        current_step: { stepName: 'LEAD_MANAGER_APPROVAL', role: 'LEAD_MANAGER' },
        filed_by: { id: admin, username: 'admin' },
        decided_by: null,
      });
      expect(r.steps).toEqual([
        {
          stepName: 'LEAD_MANAGER_APPROVAL',
          role: 'LEAD_MANAGER',
          status: 'PENDING',
          actor: null,
          at: null,
          comment: null,
        },
        { stepName: 'HR_ACKNOWLEDGEMENT', role: 'HR_MANAGER', status: 'PENDING', actor: null, at: null, comment: null },
      ]);
      const notes = await notificationsOf(t, r.id);
      // Not a user whose role is called Lead Manager: the first step is the requester's lead's or manager's.
      expect(notes.map((n) => n.user_id).sort()).toEqual([org.users.manager.id, org.users.lead.id].sort());
      for (const n of notes) {
        expect(n).toMatchObject({
          type: notificationType,
          request_id: r.id,
          employee_name: r.employee.full_name,
          outcome: null,
        });
        expect(n.url).toBe(
          `${{ leave_request: '/leave', overtime_request: '/ot', post_clock: '/post-clock-request' }[notificationType]}?request_id=${r.id}`,
        );
      }
      expect((await requestLog(t, resource, r.id)).map((l) => l.action)).toEqual(['create']);
    });

    it('lead approves, then HR acknowledges: Pending acknowledge, notifications to HR and then the requester, one log entry each', async () => {
      const r = await pending();
      const requester = await signedIn(t, { permissions: requestPerms('read', 'create'), employeeId: r.employee.id });

      const first = await act(kind, r.id, 'approve', org.users.lead.token, { comment: 'Fine by me' });
      expect(first.statusCode, first.body).toBe(200);
      const afterLead = first.json().data;
      expect(afterLead).toMatchObject({
        status: 'pending',
        status_label: 'Pending acknowledge',
        version: 2,
        current_step: { stepName: 'HR_ACKNOWLEDGEMENT', role: 'HR_MANAGER' },
      });
      expect(afterLead.steps[0]).toMatchObject({
        status: 'APPROVED',
        actor: { id: org.users.lead.id, username: org.users.lead.username },
        comment: 'Fine by me',
      });
      expect(afterLead.steps[0].at).toEqual(expect.any(String));
      expect((await notificationsOf(t, r.id)).slice(2).map((n) => n.user_id)).toEqual([hr.id]);

      const second = await act(kind, r.id, 'approve', hr.token);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data).toMatchObject({
        status: 'approve',
        status_label: 'Approved',
        current_step: null,
        decided_by: { id: hr.id },
        can_act: false,
        can_cancel: false,
      });
      expect(second.json().data.steps[1]).toMatchObject({ status: 'APPROVED', actor: { id: hr.id } });
      expect((await notificationsOf(t, r.id)).slice(3).map((n) => n.user_id)).toEqual([requester.id]);

      const log = await requestLog(t, resource, r.id);
      expect(log.map((l) => [l.action, l.actor_id])).toEqual([
        ['create', admin],
        ['approve', org.users.lead.id],
        ['acknowledge', hr.id],
      ]);
      expect(JSON.parse(log[1].after!)).toMatchObject({
        status: 'pending',
        step: 'LEAD_MANAGER_APPROVAL',
        comment: 'Fine by me',
      });
      expect(JSON.parse(log[2].after!)).toMatchObject({ status: 'approve', step: 'HR_ACKNOWLEDGEMENT' });

      // Closed: any further action is a conflict, and nothing changes.
      expect((await refused(409, () => act(kind, r.id, 'approve', t.adminToken))).message).toBe(
        REQUEST_MESSAGES.notPending,
      );
      await refused(409, () => act(kind, r.id, 'reject', hr.token, { comment: 'Too late' }));
      await refused(409, () => act(kind, r.id, 'cancel', t.adminToken));
    });

    it('lets the department manager and the Super Admin act on the lead step, not a Lead Manager of another team', async () => {
      const other = await pending();
      expect(other.can_act).toBe(true);
      const asLeadRole = await t.call('GET', `${BASE}/${kind}/${other.id}`, { token: leadRole.token });
      expect(asLeadRole.json().data.can_act).toBe(false);
      expect((await refused(403, () => act(kind, other.id, 'approve', leadRole.token))).message).toBe(ERRORS.forbidden);
      for (const token of [org.users.manager.token, t.adminToken]) {
        const r = await pending();
        const res = await act(kind, r.id, 'approve', token);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.status_label).toBe('Pending acknowledge');
      }
      // The Super Admin may act on any step, so can take a request all the way.
      const r = await pending();
      expect((await act(kind, r.id, 'approve', t.adminToken, { version: 1 })).statusCode).toBe(200);
      const done = await act(kind, r.id, 'approve', t.adminToken, { version: 2 });
      expect(done.json().data.status).toBe('approve');
    });

    it('refuses who may not act: no relation (403), HR before the lead (409), the lead at the HR step (409), a viewer (403)', async () => {
      const r = await pending();
      expect((await refused(403, () => act(kind, r.id, 'approve', outsider.token))).message).toBe(ERRORS.forbidden);
      expect((await refused(409, () => act(kind, r.id, 'approve', hr.token))).message).toBe(
        REQUEST_MESSAGES.notCurrentStep,
      );
      const viewer = await signedIn(t, { permissions: requestPerms('read') });
      await refused(403, () => act(kind, r.id, 'approve', viewer.token));
      expect((await act(kind, r.id, 'approve', org.users.lead.token)).statusCode).toBe(200);
      // Acting twice on the same step.
      expect((await refused(409, () => act(kind, r.id, 'approve', org.users.lead.token))).message).toBe(
        REQUEST_MESSAGES.alreadyActed,
      );
      expect(
        (await refused(409, () => act(kind, r.id, 'reject', org.users.manager.token, { comment: 'No' }))).message,
      ).toBe(REQUEST_MESSAGES.alreadyActed);
      await refused(404, () => act(kind, 999_999, 'approve', t.adminToken));
    });

    it('refuses a requester acting on their own request (403), even with every permission', async () => {
      const r = await pending();
      const self = await signedIn(t, { role: 'Super Admin', employeeId: r.employee.id });
      expect((await refused(403, () => act(kind, r.id, 'approve', self.token))).message).toBe(
        REQUEST_MESSAGES.ownRequest,
      );
      await refused(403, () => act(kind, r.id, 'reject', self.token, { comment: 'Nope' }));
      // A lead's own request goes to the department manager, not to the lead.
      const own = await file(t, kind, bodyFor(kind, org.lead), org.users.lead.token);
      expect(own.can_act).toBe(false);
      await refused(403, () => act(kind, own.id, 'approve', org.users.lead.token));
      expect((await act(kind, own.id, 'approve', org.users.manager.token)).statusCode).toBe(200);
    });

    it('reject needs a comment, closes the request, skips the later steps and tells the requester', async () => {
      const r = await pending();
      const requester = await signedIn(t, { permissions: requestPerms('read'), employeeId: r.employee.id });
      expect((await refused(400, () => act(kind, r.id, 'reject', org.users.lead.token))).validators).toEqual([
        { field: 'comment', message: 'Comment is required.' },
      ]);
      expect(
        (await refused(400, () => act(kind, r.id, 'reject', org.users.lead.token, { comment: '   ' }))).validators,
      ).toEqual([{ field: 'comment', message: 'Comment is required.' }]);
      await refused(400, () => act(kind, r.id, 'approve', org.users.lead.token, { comment: 'ok', approved_by: 1 }));
      const res = await act(kind, r.id, 'reject', org.users.lead.token, { comment: 'Team is short that week' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'reject',
        status_label: 'Rejected',
        decision_comment: 'Team is short that week',
        decided_by: { id: org.users.lead.id },
      });
      expect(res.json().data.steps.map((s: { status: string }) => s.status)).toEqual(['REJECTED', 'SKIPPED']);
      expect((await notificationsOf(t, r.id)).slice(2).map((n) => n.user_id)).toEqual([requester.id]);
      expect((await refused(409, () => act(kind, r.id, 'approve', hr.token))).message).toBe(
        REQUEST_MESSAGES.notPending,
      );
    });

    it('cancel: by the requester or whoever filed it (with create alone), by HR; not by others; then closed', async () => {
      const r = await pending();
      const requester = await signedIn(t, { permissions: requestPerms('read', 'create'), employeeId: r.employee.id });
      expect((await refused(403, () => act(kind, r.id, 'cancel', outsider.token))).message).toBe(
        REQUEST_MESSAGES.cannotCancel,
      );
      expect((await get(`${kind}/${r.id}`, requester.token)).data.can_cancel).toBe(true);
      const res = await act(kind, r.id, 'cancel', requester.token, { comment: 'Plans changed' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'cancel',
        status_label: 'Cancelled',
        decision_comment: 'Plans changed',
        decided_by: { id: requester.id },
      });
      expect(res.json().data.steps.map((s: { status: string }) => s.status)).toEqual(['CANCELLED', 'CANCELLED']);
      expect((await refused(409, () => act(kind, r.id, 'approve', org.users.lead.token))).message).toBe(
        REQUEST_MESSAGES.notPending,
      );
      await refused(409, () => act(kind, r.id, 'cancel', requester.token));

      const filedByMember = await file(t, kind, bodyFor(kind, org.member), org.users.member.token);
      expect((await act(kind, filedByMember.id, 'cancel', org.users.member.token)).statusCode).toBe(200);
      const third = await pending();
      expect((await act(kind, third.id, 'cancel', hr.token)).statusCode).toBe(200);
      expect((await requestLog(t, resource, third.id)).map((l) => [l.action, l.actor_id])).toEqual([
        ['create', admin],
        ['cancel', hr.id],
      ]);
    });

    it("tells the requester's linked user how it ended, once: approved at the last step, rejected, cancelled", async () => {
      type Note = { type: string; request_id: number; employee_name: string; outcome: string | null; url: string };
      type Pending = Awaited<ReturnType<typeof pending>>;
      const inbox = async (user: SignedIn, requestId: number) =>
        ((await get('notifications', user.token)).data.notifications as Note[]).filter(
          (n) => n.request_id === requestId,
        );
      const told = (r: Pending, outcome: string) => [
        {
          type: notificationType,
          request_id: r.id,
          employee_name: r.employee.full_name,
          outcome,
          url: `${{ leave_request: '/leave', overtime_request: '/ot', post_clock: '/post-clock-request' }[notificationType]}?request_id=${r.id}`,
        },
      ];
      const linked = (r: Pending) =>
        signedIn(t, { permissions: requestPerms('read', 'create'), employeeId: r.employee.id });

      // Approved: the lead step tells HR (no outcome) and not yet the requester; the last step tells the requester.
      const approved = await pending();
      const requester = await linked(approved);
      expect((await act(kind, approved.id, 'approve', org.users.lead.token)).statusCode).toBe(200);
      expect(await inbox(requester, approved.id)).toEqual([]);
      expect((await inbox(hr, approved.id)).map((n) => n.outcome)).toEqual([null]);
      expect((await act(kind, approved.id, 'approve', hr.token)).statusCode).toBe(200);
      expect(
        (await inbox(requester, approved.id)).map(({ type, request_id, employee_name, outcome, url }) => ({
          type,
          request_id,
          employee_name,
          outcome,
          url,
        })),
      ).toEqual(told(approved, 'approved'));
      expect((await notificationsOf(t, approved.id)).filter((n) => n.outcome !== null).map((n) => n.user_id)).toEqual([
        requester.id,
      ]);

      const rejected = await pending();
      const rejectedRequester = await linked(rejected);
      expect(
        (await act(kind, rejected.id, 'reject', org.users.lead.token, { comment: 'Not this week' })).statusCode,
      ).toBe(200);
      expect((await inbox(rejectedRequester, rejected.id)).map((n) => [n.type, n.outcome])).toEqual([
        [notificationType, 'rejected'],
      ]);
      expect(
        (await notificationsOf(t, rejected.id)).filter((n) => n.outcome !== null).map((n) => [n.user_id, n.outcome]),
      ).toEqual([[rejectedRequester.id, 'rejected']]);

      // Cancelled by HR: the requester is told. Cancelled by the requester: nobody is told of their own action.
      const cancelled = await pending();
      const cancelledRequester = await linked(cancelled);
      expect((await act(kind, cancelled.id, 'cancel', hr.token)).statusCode).toBe(200);
      expect((await inbox(cancelledRequester, cancelled.id)).map((n) => [n.type, n.outcome])).toEqual([
        [notificationType, 'cancelled'],
      ]);
      expect(
        (await notificationsOf(t, cancelled.id)).filter((n) => n.outcome !== null).map((n) => [n.user_id, n.outcome]),
      ).toEqual([[cancelledRequester.id, 'cancelled']]);
      const ownCancel = await pending();
      const selfCancelling = await linked(ownCancel);
      expect((await act(kind, ownCancel.id, 'cancel', selfCancelling.token)).statusCode).toBe(200);
      expect((await notificationsOf(t, ownCancel.id)).filter((n) => n.outcome !== null)).toEqual([]);
    });

    it('refuses an action on a version the caller did not see (409)', async () => {
      const r = await pending();
      expect((await act(kind, r.id, 'approve', org.users.lead.token, { version: 1 })).statusCode).toBe(200);
      expect((await refused(409, () => act(kind, r.id, 'approve', hr.token, { version: 1 }))).message).toBe(
        REQUEST_MESSAGES.alreadyActed,
      );
      expect((await act(kind, r.id, 'approve', hr.token, { version: 2 })).statusCode).toBe(200);
    });

    it('two approvals of the same step at the same moment: one transition, one log entry, one notification, the other 409', async () => {
      for (let round = 0; round < 3; round++) {
        const r = await pending();
        const notesBefore = (await notificationsOf(t, r.id)).length;
        // The team lead and the department manager press Approve together; then twice the Super Admin with the
        // version both screens showed.
        const [a, b] = await Promise.all([
          act(kind, r.id, 'approve', org.users.lead.token, { version: 1 }),
          act(kind, r.id, 'approve', org.users.manager.token, { version: 1 }),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
        const row = await t.db.kysely
          .selectFrom('approval_request')
          .select(['status', 'version', 'current_step'])
          .where('id', '=', r.id)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ status: 'pending', version: 2, current_step: 2 });
        expect((await requestLog(t, resource, r.id)).map((l) => l.action)).toEqual(['create', 'approve']);
        expect((await notificationsOf(t, r.id)).length - notesBefore).toBe(1); // HR, once

        const same = await Promise.all([1, 2, 3].map(() => act(kind, r.id, 'approve', t.adminToken, { version: 2 })));
        expect(same.map((x) => x.statusCode).sort()).toEqual([200, 409, 409]);
        const done = await t.db.kysely
          .selectFrom('approval_request')
          .select(['status', 'version'])
          .where('id', '=', r.id)
          .executeTakeFirstOrThrow();
        expect(done).toEqual({ status: 'approve', version: 3 });
        expect((await requestLog(t, resource, r.id)).map((l) => l.action)).toEqual([
          'create',
          'approve',
          'acknowledge',
        ]);
        const steps = await t.db.kysely
          .selectFrom('approval_step')
          .select(['status', 'actor_id'])
          .where('request_id', '=', r.id)
          .orderBy('position')
          .execute();
        expect(steps.map((s) => s.status)).toEqual(['APPROVED', 'APPROVED']);
      }
    });

    it('an approval racing a cancel: exactly one wins', async () => {
      const r = await pending();
      const [a, b] = await Promise.all([
        act(kind, r.id, 'approve', org.users.lead.token),
        act(kind, r.id, 'cancel', t.adminToken),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const actions = (await requestLog(t, resource, r.id)).map((l) => l.action);
      expect(actions).toHaveLength(2);
    });

    it('lists with filters, pagination, the queue of what I can act on, and the timeline in the detail', async () => {
      const other = await createOrg(t);
      const mine = await pendingRequest(t, other, kind, leaveType);
      const approved = await pendingRequest(t, other, kind, leaveType);
      await act(kind, approved.id, 'approve', other.users.lead.token);

      const byDept = await get(`${kind}?department_id=${other.department}`);
      expect(byDept.metadata.total).toBe(2);
      expect(byDept.data.map((x: { id: number }) => x.id)).toEqual([approved.id, mine.id]);
      expect(
        (await get(`${kind}?department_id=${other.department}&status=pending_acknowledge`)).data.map(
          (x: { id: number }) => x.id,
        ),
      ).toEqual([approved.id]);
      expect((await get(`${kind}?department_id=${other.department}&status=approve`)).data).toEqual([]);
      expect((await get(`${kind}?employee_id=${mine.employee.id}`)).data.map((x: { id: number }) => x.id)).toEqual([
        mine.id,
      ]);
      expect((await get(`${kind}?team_id=${other.team}&sort=start_date&limit=1&page=2`)).metadata).toMatchObject({
        page: 2,
        limit: 1,
        total: 2,
        totalPage: 2,
        hasPrev: true,
        hasNext: false,
      });
      expect(
        (await get(`${kind}?q=${encodeURIComponent(mine.employee.full_name.split(' ')[1])}`)).data.map(
          (x: { id: number }) => x.id,
        ),
      ).toEqual([mine.id]);
      const from = mine.start_date;
      expect(
        (await get(`${kind}?department_id=${other.department}&from=${from}&to=${mine.end_date}`)).metadata.total,
      ).toBeGreaterThanOrEqual(1);
      expect(
        (await get(`${kind}?department_id=${other.department}&from=2001-01-01&to=2001-01-31`)).metadata.total,
      ).toBe(0);

      // The other team's lead sees the first in their queue, HR the one waiting for acknowledgement.
      const leadQueue = await get(`${kind}?actionable=true&limit=100`, other.users.lead.token);
      expect(leadQueue.data.map((x: { id: number }) => x.id)).toEqual([mine.id]);
      expect(leadQueue.data[0].can_act).toBe(true);
      const hrQueue = (await get(`${kind}?actionable=true&limit=100`, hr.token)).data.map((x: { id: number }) => x.id);
      expect(hrQueue).toContain(approved.id);
      expect(hrQueue).not.toContain(mine.id);
      expect((await get(`${kind}?actionable=true`, outsider.token)).data).toEqual([]);

      const detail = (await get(`${kind}/${approved.id}`, hr.token)).data;
      expect(detail).toMatchObject({ id: approved.id, can_act: true, status_label: 'Pending acknowledge' });
      expect(detail.steps[0]).toMatchObject({
        stepName: 'LEAD_MANAGER_APPROVAL',
        status: 'APPROVED',
        actor: { username: other.users.lead.username },
      });

      for (const bad of [
        'status=done',
        'sort=password',
        'page=0',
        'limit=1000',
        'from=2026-02-30',
        'from=2026-05-02&to=2026-05-01',
        'actionable=yes',
        'employee_id=-1',
      ]) {
        const res = await t.call('GET', `${BASE}/${kind}?${bad}`, { token: t.adminToken });
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().validators?.length, bad).toBeGreaterThan(0);
      }
      expect((await t.call('GET', `${BASE}/${kind}/999999`, { token: t.adminToken })).statusCode).toBe(404);
      // A request of another kind is not found under this kind.
      const foreign = await file(
        t,
        kind === 'overtime-request' ? 'post-clock-request' : 'overtime-request',
        kind === 'overtime-request'
          ? { employee_id: mine.employee.id, type: 'forget_clock_out', date: workdayAgo(3), time: '17:30', reason: 'x' }
          : overtimeBody(mine.employee.id, workdayAgo(3)),
      );
      expect((await t.call('GET', `${BASE}/${kind}/${foreign.id}`, { token: t.adminToken })).statusCode).toBe(404);
    });

    it('bulk approve and reject: one result per id, each on its own', async () => {
      const a = await pending();
      const b = await pending();
      const closed = await pending();
      await act(kind, closed.id, 'cancel', t.adminToken);
      const res = await t.call('POST', `${BASE}/${kind}/bulk-approve`, {
        token: org.users.lead.token,
        body: {
          requests: [
            { id: a.id, version: 1 },
            { id: closed.id, version: 1 },
            { id: b.id, version: 1 },
            { id: 999_999, version: 1 },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        succeeded: 2,
        failed: 2,
        results: [
          { id: a.id, ok: true, status: 200, message: 'OK', request_status: 'pending' },
          { id: closed.id, ok: false, status: 409, message: REQUEST_MESSAGES.notPending, request_status: 'cancel' },
          { id: b.id, ok: true, status: 200, message: 'OK', request_status: 'pending' },
          { id: 999_999, ok: false, status: 404, message: expect.stringMatching(/not found/), request_status: null },
        ],
      });
      // The same bulk approve sent again acts on nothing: each request has moved past the version it names.
      const again = await t.call('POST', `${BASE}/${kind}/bulk-approve`, {
        token: t.adminToken,
        body: { requests: [{ id: a.id, version: 1 }] },
      });
      expect(again.json().data.results).toEqual([
        { id: a.id, ok: false, status: 409, message: REQUEST_MESSAGES.alreadyActed, request_status: 'pending' },
      ]);
      const rejected = await t.call('POST', `${BASE}/${kind}/bulk-reject`, {
        token: hr.token,
        body: {
          requests: [
            { id: a.id, version: 2 },
            { id: b.id, version: 2 },
          ],
          comment: 'Budget freeze',
        },
      });
      expect(rejected.json().data.results.map((r: { request_status: string }) => r.request_status)).toEqual([
        'reject',
        'reject',
      ]);
      const noComment = await t.call('POST', `${BASE}/${kind}/bulk-reject`, {
        token: hr.token,
        body: { requests: [{ id: a.id, version: 3 }] },
      });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json().validators.map((v: { field: string }) => v.field)).toEqual(['comment']);
      for (const body of [
        { requests: [] },
        {
          requests: [
            { id: a.id, version: 3 },
            { id: a.id, version: 3 },
          ],
        },
        { requests: Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 })) },
        { requests: [{ id: a.id, version: 3 }], status: 'approve' },
        // Without the version each was seen at, as bulk approve once was sent.
        { ids: [a.id] },
        { requests: [{ id: a.id }] },
      ]) {
        expect((await t.call('POST', `${BASE}/${kind}/bulk-approve`, { token: hr.token, body })).statusCode).toBe(400);
      }
    });

    it('exports .csv and .xlsx with the list filters, text neutralised', async () => {
      const employee = (await pending()).employee;
      const hostile = await file(t, kind, { ...bodyFor(kind, employee.id, 2), reason: '=HYPERLINK("http://x")' });
      const csv = await t.call('GET', `${BASE}/${kind}/export?format=csv&employee_id=${employee.id}`, {
        token: t.adminToken,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      const rows = parseCsv(csv.body);
      expect(rows[0].slice(0, 6)).toEqual(['ID', 'Staff ID', 'Employee', 'Department', 'Team', 'Status']);
      expect(rows).toHaveLength(3);
      expect(rows.flat()).toContain(`'=HYPERLINK("http://x")`);
      expect(rows[1][0]).toBe(String(hostile.id));
      const xlsx = await t.call('GET', `${BASE}/${kind}/export?employee_id=${employee.id}`, { token: t.adminToken });
      expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
      const book = new ExcelJS.Workbook();
      // A copy into its own ArrayBuffer: what ExcelJS's load() is typed to take.
      await book.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
      expect(book.worksheets[0].rowCount).toBe(3);
      expect((await t.call('GET', `${BASE}/${kind}/export?format=pdf`, { token: t.adminToken })).statusCode).toBe(400);
    });
  });

  it('tells the Super Admins when nobody else could act, and nobody of what they did themselves', async () => {
    // An employee outside any team, no Lead Manager or HR on the way: only the Super Admin can act.
    const office = await t.db.kysely.selectFrom('office').select('id').executeTakeFirstOrThrow();
    const lonely = await t.call('POST', `${BASE}/employee`, {
      token: t.adminToken,
      body: employeeBody([office.id], { first_name: 'Lonely' }),
    });
    expect(lonely.statusCode, lonely.body).toBe(201);
    await t.db.kysely
      .updateTable('role')
      .set({ name: 'Former Lead Manager' })
      .where('name', '=', 'Lead Manager')
      .execute();
    try {
      const supers = (
        await t.db.kysely
          .selectFrom('sys_user as u')
          .innerJoin('role as r', 'r.id', 'u.role_id')
          .select('u.id')
          .where('r.name', '=', 'Super Admin')
          .orderBy('u.id')
          .execute()
      ).map((u) => u.id);
      expect(supers).toContain(admin);
      const r = await file(t, 'overtime-request', overtimeBody(lonely.json().data.id, workdayAgo(1)), hr.token);
      expect((await notificationsOf(t, r.id)).map((n) => n.user_id)).toEqual(supers);
      // The Super Admin approves the lead step: HR is told; the admin is not told of their own action.
      await act('overtime-request', r.id, 'approve', t.adminToken);
      expect((await notificationsOf(t, r.id)).map((n) => n.user_id)).toEqual([...supers, hr.id]);
    } finally {
      await t.db.kysely
        .updateTable('role')
        .set({ name: 'Lead Manager' })
        .where('name', '=', 'Former Lead Manager')
        .execute();
    }
  });

  it('files on behalf of an employee, or for your own employee without employee_id', async () => {
    const own = await file(
      t,
      'overtime-request',
      { date: workdayAgo(4), hours: 2, reason: 'Month end' },
      org.users.member.token,
    );
    expect(own).toMatchObject({ employee: { id: org.member }, filed_by: { id: org.users.member.id } });
    const unlinked = await t.createUser(requestPerms('create', 'read'));
    const res = await t.call('POST', `${BASE}/overtime-request`, {
      token: unlinked.token,
      body: { date: workdayAgo(4), hours: 2, reason: 'Month end' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().validators).toEqual([{ field: 'employee_id', message: 'employee_id is required.' }]);
    const ghost = await t.call('POST', `${BASE}/overtime-request`, {
      token: t.adminToken,
      body: overtimeBody(999_999, workdayAgo(4)),
    });
    expect(ghost.json().validators).toEqual([{ field: 'employee_id', message: 'employee_id does not exist.' }]);
  });
});
