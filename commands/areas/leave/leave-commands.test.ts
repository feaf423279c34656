import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { fakeContext } from '../../test-context.ts';
import type { EntityRef } from '../../types.ts';
import { leaveApi } from './leave-commands.ts';

const LEAVE_ADMIN = new Set(['leaveType:read', 'leaveType:create', 'leaveType:update', 'leaveType:delete']);
const CALENDAR = new Set(['calendar:read', 'calendar:create', 'calendar:update', 'calendar:delete']);
const annual: EntityRef = { kind: 'leaveType', id: 3, name: 'Annual Leave' };
const newYear: EntityRef = { kind: 'holiday', id: 9, name: 'Khmer New Year · 14 Apr 2026' };
const balance: EntityRef = {
  kind: 'leaveBalance',
  id: 12,
  name: 'Sokha Keo · Annual Leave',
  extra: { employeeId: 4, leaveTypeId: 3 },
};

const run = (permissions: Set<string>, id: string, arg?: EntityRef) => {
  const fake = fakeContext({ permissions });
  return createExecutor(registry, () => fake.ctx)
    .execute(id, arg, 'palette')
    .then((ok) => ({ ok, calls: fake.calls, ctx: fake.ctx }));
};

describe('leave type commands', () => {
  it('add and edit open the leave type dialog, edit with the type it is about', async () => {
    expect((await run(LEAVE_ADMIN, 'leaveType.add')).calls).toEqual(['dialog leaveType.add']);
    expect((await run(LEAVE_ADMIN, 'leaveType.edit', annual)).calls).toEqual(['dialog leaveType.edit 3']);
  });

  it('delete after confirmation, toasting the server message or its own', async () => {
    const { ctx, calls } = fakeContext({ permissions: LEAVE_ADMIN });
    let asked = '';
    ctx.confirm = async (r) => ((asked = r.message), true);
    await createExecutor(registry, () => ctx).execute('leaveType.delete', annual, 'rowAction');
    expect(asked).toContain('"Annual Leave"');
    expect(calls).toEqual(['deleteLeaveType 3', 'success Leave type deleted successfully!']);
  });

  it('delete nothing when declined', async () => {
    const { ctx, calls } = fakeContext({ permissions: LEAVE_ADMIN, confirm: async () => false });
    await createExecutor(registry, () => ctx).execute('leaveType.delete', annual, 'rowAction');
    expect(calls).toEqual([]);
  });

  it("show the server's refusal of a used type as an error toast", async () => {
    const { ctx, calls } = fakeContext({ permissions: LEAVE_ADMIN });
    ctx.api(leaveApi).deleteLeaveType = async () => {
      throw Object.assign(new Error('409'), {
        status: 409,
        data: { message: 'This leave type is used by 2 leave requests; it cannot be deleted.' },
      });
    };
    expect(await createExecutor(registry, () => ctx).execute('leaveType.delete', annual, 'rowAction')).toBe(false);
    expect(calls).toEqual(['error This leave type is used by 2 leave requests; it cannot be deleted.']);
  });

  it('need the leave type permissions: reading is not enough', async () => {
    const reader = new Set(['leaveType:read', 'leaveRequest:read']);
    for (const [id, arg] of [['leaveType.add'], ['leaveType.edit', annual], ['leaveType.delete', annual]] as const) {
      const { ok, calls } = await run(reader, id, arg);
      expect(ok, id).toBe(false);
      expect(calls).toEqual(["error You don't have permission to access this feature"]);
    }
  });
});

describe('holiday commands', () => {
  it('add and edit open the holiday dialog; delete confirms and calls the server', async () => {
    expect((await run(CALENDAR, 'holiday.add')).calls).toEqual(['dialog holiday.add']);
    expect((await run(CALENDAR, 'holiday.edit', newYear)).calls).toEqual(['dialog holiday.edit 9']);
    const { ctx, calls } = fakeContext({ permissions: CALENDAR });
    ctx.api(leaveApi).deleteHoliday = async (id) => (calls.push(`delete ${id}`), 'Event deleted successfully!');
    await createExecutor(registry, () => ctx).execute('holiday.delete', newYear, 'rowAction');
    expect(calls).toEqual(['delete 9', 'success Event deleted successfully!']);
  });

  it('need the calendar permissions', async () => {
    const { ok } = await run(new Set(['calendar:read']), 'holiday.add');
    expect(ok).toBe(false);
    expect((await run(LEAVE_ADMIN, 'holiday.delete', newYear)).ok).toBe(false);
  });
});

describe('balance adjustment', () => {
  it('opens the adjust dialog with the balance it is about, for whoever may update leave types', async () => {
    expect((await run(LEAVE_ADMIN, 'leaveBalance.adjust', balance)).calls).toEqual(['dialog leaveBalance.adjust 12']);
    expect((await run(new Set(['leaveType:read', 'leaveRequest:read']), 'leaveBalance.adjust', balance)).ok).toBe(
      false,
    );
  });
});

describe('balances as of a day and the year-end carry-over preview', () => {
  const READER = new Set(['leaveRequest:read']);
  const christmas: EntityRef = { kind: 'calendarDate', id: 20261225, name: 'Friday, 25 December 2026' };

  it("'Leave balance on…' reads the balances screen on the day picked, for any leave reader", async () => {
    const { ok, calls } = await run(READER, 'leaveBalance.on', christmas);
    expect(ok).toBe(true);
    expect(calls).toEqual(['navigate /leave/balances?on=2026-12-25']);
    expect(registry.get('leaveBalance.on')?.label?.(christmas)).toBe('Leave balance on Friday, 25 December 2026');
  });

  it("'Leave balance of…' opens the ledger of the employee's balance picked, for any leave reader", async () => {
    const { ok, calls } = await run(READER, 'leaveBalance.ledger', balance);
    expect(ok).toBe(true);
    expect(calls).toEqual(['dialog leaveBalance.ledger 12']);
    expect(registry.get('leaveBalance.ledger')?.title).toBe('Leave balance of…');
  });

  it("'Carry-over preview…' opens the year picked, and the balances page's toolbar this year's, for leave type readers", async () => {
    const year: EntityRef = { kind: 'leaveYear', id: 2026, name: '2026' };
    expect((await run(LEAVE_ADMIN, 'leaveCarryOver.preview', year)).calls).toEqual([
      'navigate /leave/carry-over?year=2026',
    ]);
    expect((await run(LEAVE_ADMIN, 'leaveCarryOver.open')).calls).toEqual(['navigate /leave/carry-over']);
    expect(registry.get('leaveCarryOver.open')?.placements?.toolbar?.label).toBe('Carry-over preview');
    // What the server's preview asks (leave type read), not more: it changes nothing.
    expect((await run(new Set(['leaveType:read']), 'leaveCarryOver.open')).ok).toBe(true);
    for (const [id, arg] of [['leaveCarryOver.preview', year], ['leaveCarryOver.open']] as const) {
      const { ok, calls } = await run(READER, id, arg);
      expect(ok, id).toBe(false);
      expect(calls).toEqual(["error You don't have permission to access this feature"]);
    }
  });
});

describe('leave admin keys', () => {
  it('bind c and e on the types and holidays pages, a on the balances page, and nowhere else', () => {
    const pages: Record<string, string> = {
      'leaveType.add': '/leave/types',
      'leaveType.edit': '/leave/types',
      'holiday.add': '/leave/holidays',
      'holiday.edit': '/leave/holidays',
      'leaveBalance.adjust': '/leave/balances',
      'leaveCarryOver.open': '/leave/balances',
    };
    for (const [id, page] of Object.entries(pages)) {
      const context = keyContextOf(registry.get(id)!);
      expect(activeContexts(page, true).has(context), id).toBe(true);
      for (const other of ['/leave', '/leave/add', '/employee', ...Object.values(pages).filter((p) => p !== page)]) {
        expect(activeContexts(other, true).has(context), `${id} on ${other}`).toBe(false);
      }
    }
  });

  it('keep filing a request as navigation to the add pages', () => {
    expect(registry.get('nav.leaveAdd')?.route).toBe('/leave/add');
    expect(registry.get('nav.otAdd')?.route).toBe('/ot/add');
    expect(registry.get('nav.postClockRequestAdd')?.route).toBe('/post-clock-request/add');
  });
});
