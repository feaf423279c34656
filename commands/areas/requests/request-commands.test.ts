import { describe, expect, it } from 'vitest';
import type { BulkResult } from '../../../contract/api/requests.ts';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { bulkOutcome } from './request-bulk.ts';
import { REQUEST_KIND_LIST } from './request-kinds.ts';
import { fakeContext } from '../../test-context.ts';
import type { CommandContext, EntityRef } from '../../types.ts';
import { isVisible } from '../../visibility.ts';
import { requestApi } from './request-commands.ts';

const LEAVE = new Set(['leaveRequest:read', 'leaveRequest:create', 'leaveRequest:update']);
const request = (extra: Record<string, unknown> = {}, id = 12): EntityRef => ({
  kind: 'leaveRequest',
  id,
  name: `Sok Dara · EMP-0000${id}`,
  extra: { can_act: true, can_cancel: true, status: 'pending', step_role: 'LEAD_MANAGER', version: 3, ...extra },
});
type Fake = ReturnType<typeof fakeContext>;
const run = (
  id: string,
  arg: EntityRef | undefined,
  overrides: Partial<CommandContext> = {},
  setup?: (fake: Fake) => void,
) => {
  const fake = fakeContext({ permissions: LEAVE, ...overrides });
  setup?.(fake);
  return { ...fake, done: createExecutor(registry, () => fake.ctx).execute(id, arg, 'test') };
};

describe('request commands', () => {
  it('approve the request with the version the user saw, and toast the server message or a fallback', async () => {
    const a = run('request.leave.approve', request(), {}, ({ ctx, calls }) => {
      ctx.api(requestApi).actOnRequest = async (...args) => (
        calls.push(`act ${args.join(' ')}`),
        'Leave request step approved successfully!'
      );
    });
    expect(await a.done).toBe(true);
    expect(a.calls).toEqual(['act leave 12 approve 3', 'success Leave request step approved successfully!']);

    const b = run(
      'request.overtime.approve',
      { ...request(), kind: 'overtimeRequest' },
      { permissions: new Set(['overtimeRequest:update']) },
    );
    await b.done;
    expect(b.calls).toEqual(['actOnRequest overtime 12 approve 3', 'success Overtime request approved successfully!']);
  });

  it('read "Acknowledged" on the HR step and "Approve" on any other', () => {
    const approve = registry.get('request.leave.approve')!;
    expect(approve.label!(request({ step_role: 'HR_MANAGER' }))).toBe('Acknowledged');
    expect(approve.label!(request({ step_role: 'LEAD_MANAGER' }))).toBe('Approve');
    expect(approve.label!(request({ step_role: null }))).toBe('Approve');
  });

  it('offer approve and reject only where the server says the user can act, and leave the decision to it', async () => {
    const { ctx } = fakeContext({ permissions: LEAVE });
    for (const id of ['request.leave.approve', 'request.leave.reject']) {
      const c = registry.get(id)!;
      expect(isVisible(c, ctx, request({ can_act: false }))).toBe(false);
      expect(isVisible(c, ctx, request())).toBe(true);
      // From the palette's root (no request yet) it is offered, then the picker lists only the actionable.
      expect(isVisible(c, ctx)).toBe(true);
      expect(c.pickFilter).toEqual({ actionable: 'true' });
    }
    const blocked = run('request.leave.approve', request({ can_act: false }));
    expect(await blocked.done).toBe(false);
    expect(blocked.calls).toEqual(["error This request waits for the lead or manager's approval"]);
  });

  it("say why a request cannot be acted on: decided, the user's own, or waiting for another step", async () => {
    const said = async (id: string, extra: Record<string, unknown>) => {
      const r = run(id, request({ can_act: false, can_cancel: false, ...extra }));
      expect(await r.done).toBe(false);
      return r.calls;
    };
    expect(await said('request.leave.approve', { mine: true })).toEqual(["error You can't act on your own request"]);
    expect(await said('request.leave.reject', { status: 'reject', step_role: null })).toEqual([
      'error This request is already rejected',
    ]);
    expect(await said('request.leave.approve', { step_role: 'HR_MANAGER' })).toEqual([
      'error This request waits for HR acknowledgement',
    ]);
    expect(await said('request.leave.cancel', { status: 'approve' })).toEqual([
      'error This request is already approved',
    ]);
    expect(await said('request.leave.cancel', {})).toEqual([
      'error Only the requester, whoever filed it, or HR can cancel this request',
    ]);
  });

  it('reject opens the reject dialog about the request (the dialog asks for the comment)', async () => {
    const r = run('request.leave.reject', request());
    await r.done;
    expect(r.calls).toEqual(['dialog request.reject 12']);
  });

  it('cancel after confirmation, only when the server allows it; nothing when declined', async () => {
    let asked = '';
    const yes = run('request.leave.cancel', request(), { confirm: async (q) => ((asked = q.message), true) });
    await yes.done;
    expect(asked).toContain('Sok Dara · EMP-000012');
    expect(yes.calls).toEqual(['actOnRequest leave 12 cancel 3', 'success Leave request cancelled successfully!']);

    const no = run('request.leave.cancel', request(), { confirm: async () => false });
    await no.done;
    expect(no.calls).toEqual([]);

    const notAllowed = run('request.leave.cancel', request({ can_cancel: false }));
    expect(await notAllowed.done).toBe(false);
    // Filing (create) is enough to be offered cancel; the server says for which requests.
    const { ctx } = fakeContext({ permissions: new Set(['leaveRequest:create']) });
    expect(isVisible(registry.get('request.leave.cancel')!, ctx, request())).toBe(true);
    expect(isVisible(registry.get('request.leave.approve')!, ctx, request())).toBe(false);
  });

  it('open the request in its list drawer, and add on the add page', async () => {
    const o = run(
      'request.postClock.open',
      { ...request(), kind: 'postClockRequest' },
      { permissions: new Set(['postClockRequest:read']) },
    );
    await o.done;
    expect(o.calls).toEqual(['navigate /post-clock-request?request_id=12']);
    const a = run('request.overtime.add', undefined, { permissions: new Set(['overtimeRequest:create']) });
    await a.done;
    expect(a.calls).toEqual(['navigate /ot/add']);
  });

  it('export what the list shows when on the list, else every request', async () => {
    const onList = run('request.leave.exportXlsx', undefined, { pathname: '/leave' });
    await onList.done;
    expect(onList.calls).toEqual(['exportRequests leave xlsx true', 'success Export downloaded']);
    const elsewhere = run('request.leave.exportCsv', undefined, { pathname: '/' });
    await elsewhere.done;
    expect(elsewhere.calls).toEqual(['exportRequests leave csv false', 'success Export downloaded']);
  });

  it('x ticks the focused row, on the list only', async () => {
    const onList = run('request.leave.toggleSelect', request(), { pathname: '/leave' });
    expect(await onList.done).toBe(true);
    expect(onList.calls).toEqual(['select 12']);
    const elsewhere = run('request.leave.toggleSelect', request(), { pathname: '/ot' });
    expect(await elsewhere.done).toBe(false);
  });

  it('approve selected: shown with a selection, one bulk call at the versions seen, "N approved" and each failure by employee', async () => {
    const picked = [request({}, 1), request({ version: 5 }, 2), request({}, 3)];
    const { ctx } = fakeContext({ permissions: LEAVE });
    expect(isVisible(registry.get('request.leave.approveSelected')!, ctx)).toBe(false);

    const results: BulkResult[] = [
      { id: 1, ok: true, status: 200, message: 'Leave request approved successfully!', request_status: 'approve' },
      { id: 2, ok: false, status: 409, message: 'This request is no longer pending.', request_status: 'cancel' },
      { id: 3, ok: true, status: 200, message: 'Leave request step approved successfully!', request_status: 'pending' },
    ];
    const b = run('request.leave.approveSelected', undefined, {}, ({ ctx, calls }) => {
      ctx.list = { ...ctx.list, selected: (k) => (k === 'leaveRequest' ? picked : []) };
      ctx.api(requestApi).bulkApproveRequests = async (kind, requests) => (
        calls.push(`bulk ${kind} ${requests.map((r) => `${r.id}@${r.version}`).join(',')}`),
        results
      );
    });
    expect(await b.done).toBe(true);
    expect(b.calls).toEqual([
      'bulk leave 1@3,2@5,3@3',
      'clearSelection',
      'success 2 approved.',
      'error 1 not approved: Sok Dara · EMP-00002 — This request is no longer pending.',
    ]);
  });

  it('reject selected hands the reject dialog the ticked requests at the versions seen', async () => {
    const picked = [request({}, 4), request({}, 5)];
    let handed: EntityRef | undefined;
    const r = run('request.leave.rejectSelected', undefined, {
      list: { ...fakeContext().ctx.list, selected: () => picked },
      openDialog: (kind, arg) => void (handed = arg),
    });
    expect(await r.done).toBe(true);
    expect(handed?.name).toBe('2 selected leave requests');
    expect(handed?.extra?.bulk).toEqual(picked.map((p) => ({ id: p.id, version: 3, name: p.name })));
  });

  it('need the kind’s permissions: read alone offers neither approving nor adding', async () => {
    const readOnly = new Set(['leaveRequest:read']);
    for (const id of [
      'request.leave.approve',
      'request.leave.reject',
      'request.leave.add',
      'request.leave.toggleSelect',
    ]) {
      const r = run(id, id.endsWith('add') ? undefined : request(), { permissions: readOnly, pathname: '/leave' });
      expect(await r.done, id).toBe(false);
      expect(r.calls).toEqual(["error You don't have permission to access this feature"]);
    }
  });

  it('exist for each kind, with a, r, x and c live on that kind’s list only', () => {
    for (const kind of REQUEST_KIND_LIST) {
      for (const action of ['approve', 'reject', 'toggleSelect', 'add']) {
        const c = registry.get(`request.${kind.keyContext}.${action}`)!;
        expect(c.permission, c.id).toMatchObject({ resource: kind.resource });
        const context = keyContextOf(c);
        expect(activeContexts(kind.route, true).has(context), c.id).toBe(true);
        for (const other of REQUEST_KIND_LIST.filter((o) => o !== kind))
          expect(activeContexts(other.route, true).has(context)).toBe(false);
        expect(activeContexts('/employee', true).has(context)).toBe(false);
      }
    }
  });
});

describe('bulk outcome', () => {
  it('says nothing of a side that is empty', () => {
    const ok: BulkResult = { id: 1, ok: true, status: 200, message: 'ok', request_status: 'reject' };
    expect(bulkOutcome([ok], [], 'rejected')).toEqual({ success: '1 rejected.', failure: undefined });
    expect(
      bulkOutcome([{ ...ok, ok: false, status: 403, message: 'You cannot act on your own request.' }], [], 'rejected'),
    ).toEqual({
      success: undefined,
      failure: '1 not rejected: #1 — You cannot act on your own request.',
    });
  });
});
