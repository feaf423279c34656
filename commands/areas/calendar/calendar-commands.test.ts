import { describe, expect, it } from 'vitest';
import { registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { fakeContext } from '../../test-context.ts';
import { calendarApi, dateEntity } from './calendar-commands.ts';

const ALL = new Set(['calendar:read', 'calendar:create', 'calendar:update', 'calendar:delete']);
const christmas = dateEntity('2026-12-25');

describe('calendar commands', () => {
  it('go to a date, and open who is out on it', async () => {
    const f = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => f.ctx);
    expect(christmas).toMatchObject({ id: 20261225, name: 'Friday, 25 December 2026' });
    await ex.execute('calendar.goToDate', christmas, 'palette');
    await ex.execute('calendar.outOn', christmas, 'palette');
    expect(f.calls).toEqual(['navigate /calendar?date=2026-12-25', 'navigate /calendar?date=2026-12-25&day=open']);
  });

  it('adds an event on the day in focus on the calendar, and an empty one elsewhere', async () => {
    const on = fakeContext({ permissions: ALL, pathname: '/calendar' });
    on.ctx.api(calendarApi).shownDate = async () => '2026-12-24';
    await createExecutor(registry, () => on.ctx).execute('calendar.addEvent', undefined, 'shortcut');
    expect(on.calls).toEqual(['dialog calendar.addEvent 20261224']);
    const off = fakeContext({ permissions: ALL, pathname: '/employee' });
    await createExecutor(registry, () => off.ctx).execute('calendar.addEvent', undefined, 'palette');
    expect(off.calls).toEqual(['dialog calendar.addEvent']);
  });

  it('needs calendar create to add, and t works only on the calendar', async () => {
    const reader = fakeContext({ permissions: new Set(['calendar:read']), pathname: '/calendar' });
    reader.ctx.api(calendarApi).today = async () => '2026-11-25';
    const ex = createExecutor(registry, () => reader.ctx);
    expect(await ex.execute('calendar.addEvent', undefined, 'shortcut')).toBe(false);
    expect(await ex.execute('calendar.today', undefined, 'shortcut')).toBe(true);
    expect(reader.calls.filter((c) => c.startsWith('navigate'))).toEqual(['navigate /calendar?date=2026-11-25']);
    const elsewhere = fakeContext({ permissions: ALL, pathname: '/users' });
    expect(await createExecutor(registry, () => elsewhere.ctx).execute('calendar.today', undefined, 'shortcut')).toBe(
      false,
    );
  });

  it('"Who is out today" opens the calendar\'s day for calendar readers, else the approved leave of today', async () => {
    const both = fakeContext({ permissions: new Set(['calendar:read', 'leaveRequest:read']) });
    await createExecutor(registry, () => both.ctx).execute('request.leave.outToday', undefined, 'palette');
    expect(both.calls).toEqual(['navigate /calendar?date=today&day=open']);
    const leaveOnly = fakeContext({ permissions: new Set(['leaveRequest:read']) });
    await createExecutor(registry, () => leaveOnly.ctx).execute('request.leave.outToday', undefined, 'palette');
    expect(leaveOnly.calls.at(-1)).toBe('navigate /leave');
  });

  it('deletes an event only once confirmed', async () => {
    const event = { kind: 'calendarEvent', id: 7, name: 'Staff party' };
    const no = fakeContext({ permissions: ALL, confirm: async () => false });
    await createExecutor(registry, () => no.ctx).execute('calendar.deleteEvent', event, 'rowAction');
    expect(no.calls.filter((c) => c.startsWith('deleteEvent'))).toEqual([]);
    const yes = fakeContext({ permissions: ALL, confirm: async () => true });
    await createExecutor(registry, () => yes.ctx).execute('calendar.deleteEvent', event, 'rowAction');
    expect(yes.calls.filter((c) => c.startsWith('deleteEvent'))).toEqual(['deleteEvent 7']);
  });
});

describe("Cambodia's public holidays", () => {
  it('are added for the year picked, once confirmed', async () => {
    const f = fakeContext({ permissions: ALL, confirm: async () => true });
    f.ctx.api(calendarApi).addPublicHolidays = async (year) => `22 public holidays of ${year} added.`;
    await createExecutor(registry, () => f.ctx).execute(
      'calendar.addPublicHolidays',
      { kind: 'calendarYear', id: 2027, name: '2027' },
      'palette',
    );
    expect(f.calls).toEqual(['success 22 public holidays of 2027 added.']);
  });
});
