import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { fakeContext } from '../../test-context.ts';
import type { CommandContext, EntityRef } from '../../types.ts';
import { BLOCKED, ERRORS } from '../../../contract/messages.ts';

const overtime = (extra: Record<string, unknown> = {}): EntityRef => ({
  kind: 'overtimeRequest',
  id: 31,
  name: 'Sok Dara · EMP-000031 — OT 23 Nov 2026 (Pending)',
  extra: {
    can_act: true,
    can_cancel: true,
    mine: false,
    status: 'pending',
    step_role: 'LEAD_MANAGER',
    version: 2,
    ...extra,
  },
});

const OT = new Set(['overtimeRequest:read', 'overtimeRequest:update']);

function press(id: string, focused: EntityRef | null, overrides: Partial<CommandContext> = {}) {
  const fake = fakeContext({ permissions: OT, ...overrides });
  fake.ctx.list.focused = (kind) => (focused && focused.kind === kind ? focused : null);
  return { ...fake, done: createExecutor(registry, () => fake.ctx).execute(id, undefined, 'shortcut') };
}

describe('dashboard keys', () => {
  it('are a and r on the dashboard only', () => {
    const onDashboard = registry.all().filter((c) => c.shortcut && activeContexts('/', true).has(keyContextOf(c)));
    expect(onDashboard.find((c) => c.shortcut === 'a')?.id).toBe('dashboard.approve');
    expect(onDashboard.find((c) => c.shortcut === 'r')?.id).toBe('dashboard.reject');
    expect(activeContexts('/ot', true).has('dashboard')).toBe(false);
  });

  it('a approves the focused request through its kind’s own command, with the version seen', async () => {
    const a = press('dashboard.approve', overtime());
    expect(await a.done).toBe(true);
    expect(a.calls).toEqual(['actOnRequest overtime 31 approve 2', 'success Overtime request approved successfully!']);
  });

  it('r opens the requests area’s reject dialog for the focused request', async () => {
    const r = press('dashboard.reject', overtime());
    expect(await r.done).toBe(true);
    expect(r.calls).toEqual(['dialog request.reject 31']);
  });

  it('says why, in the requests area’s words, when the request cannot be acted on', async () => {
    const own = press('dashboard.approve', overtime({ can_act: false, mine: true }));
    await own.done;
    expect(own.calls).toEqual([`error ${BLOCKED.ownRequest}`]);
    const decided = press('dashboard.reject', overtime({ can_act: false, status: 'approve' }));
    await decided.done;
    expect(decided.calls[0]).toBe(`error ${BLOCKED.requestDecided('Approved')}`);
    // The kind's permission, not only the dashboard's anyOf: leave update does not decide overtime.
    const other = press('dashboard.approve', overtime(), { permissions: new Set(['leaveRequest:update']) });
    await other.done;
    expect(other.calls).toEqual([`error ${ERRORS.forbidden}`]);
    const nothing = press('dashboard.approve', null);
    await nothing.done;
    expect(nothing.calls).toEqual([`error ${BLOCKED.focusFirst('pending approval')}`]);
  });
});
