import { monthOfId, monthsAround } from '../../month-text.ts';
import { addDays, addMonths, monthLabel } from '../../../contract/dates.ts';
import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { fakeContext } from '../../test-context.ts';
import { isVisible } from '../../visibility.ts';
import type { EntityRef } from '../../types.ts';
import { attendanceApi } from './attendance-commands.ts';

const ALL = new Set(['attendance:read', 'attendance:create', 'attendance:update', 'attendance:delete']);
const november: EntityRef = { kind: 'attendanceMonth', id: 202611, name: 'November 2026', extra: { month: '2026-11' } };
const record: EntityRef = { kind: 'attendanceRecord', id: 41, name: 'Sok Dara · EMP-000001 · 24 Nov 2026' };

describe('attendance periods', () => {
  it('step days and months as text, across month and year ends and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthOfId(202601)).toBe('2026-01');
    expect(monthsAround('2026-11', 2, 1)).toEqual(['2026-12', '2026-11', '2026-10', '2026-09']);
  });
});

describe('attendance commands', () => {
  it('offers Clock in and Clock out (palette and buttons) only to a user linked to an employee', () => {
    const clocks = ['attendance.clockIn', 'attendance.clockOut'].map((id) => registry.get(id)!);
    const shown = (linkedToEmployee: boolean) =>
      clocks.filter((c) =>
        isVisible(c, fakeContext({ permissions: ALL, pathname: '/attendance', linkedToEmployee }).ctx),
      );
    // Every attendance permission is not enough: the server lets only a linked user clock.
    expect(shown(false)).toEqual([]);
    expect(shown(true).map((c) => c.title)).toEqual(['Clock in', 'Clock out']);
  });

  it('[ and ] step the daily view by a day and the sheet by a month, keeping its employee', async () => {
    const day = fakeContext({ permissions: ALL, pathname: '/attendance' });
    day.ctx.api(attendanceApi).shown = async () => ({ date: '2026-03-01' });
    const ex = createExecutor(registry, () => day.ctx);
    await ex.execute('attendance.previous', undefined, 'shortcut');
    await ex.execute('attendance.next', undefined, 'shortcut');
    expect(day.calls).toEqual(['navigate /attendance?date=2026-02-28', 'navigate /attendance?date=2026-03-02']);

    const sheet = fakeContext({ permissions: ALL, pathname: '/attendance/sheet' });
    sheet.ctx.api(attendanceApi).shown = async () => ({ month: '2026-01', employeeId: 7 });
    await createExecutor(registry, () => sheet.ctx).execute('attendance.previous', undefined, 'shortcut');
    expect(sheet.calls).toEqual(['navigate /attendance/sheet?month=2025-12&employee_id=7']);
  });

  it('bind [, ] and e on the attendance pages only', () => {
    for (const id of ['attendance.previous', 'attendance.next', 'attendance.correct']) {
      const context = keyContextOf(registry.get(id)!);
      expect(activeContexts('/attendance', true).has(context)).toBe(true);
      expect(activeContexts('/attendance/sheet', true).has(context)).toBe(true);
      expect(activeContexts('/employee', true).has(context)).toBe(false);
    }
  });

  it('open the sheet of a month, an employee’s period, and the correction of a record', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => ctx);
    await ex.execute('attendance.sheet', november, 'palette');
    await ex.execute('attendance.ofEmployee', { kind: 'employee', id: 12, name: 'Sok Dara' }, 'palette');
    await ex.execute('attendance.correct', record, 'shortcut');
    await ex.execute('attendance.today', undefined, 'palette');
    expect(calls).toEqual([
      'navigate /attendance/sheet?month=2026-11',
      'navigate /attendance/sheet?employee_id=12',
      'dialog attendance.correct 41',
      'navigate /attendance',
    ]);
  });

  it('Missing punches picks among the days clocked in and never out, and opens the correction of the one picked', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    expect(registry.get('attendance.missingPunches')!.pickFilter).toEqual({ missing: 'clock_out' });
    expect(await createExecutor(registry, () => ctx).execute('attendance.missingPunches', record, 'palette')).toBe(
      true,
    );
    expect(calls).toEqual(['dialog attendance.correct 41']);
    const readOnly = fakeContext({ permissions: new Set(['attendance:read']) });
    expect(
      await createExecutor(registry, () => readOnly.ctx).execute('attendance.missingPunches', record, 'palette'),
    ).toBe(false);
  });

  it('close a month through its dialog, offering only closable months; reopen after confirmation', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const asked: string[] = [];
    ctx.confirm = async (r) => (asked.push(r.message), true);
    const ex = createExecutor(registry, () => ctx);
    expect(registry.get('attendance.close')!.pickFilter).toEqual({ months: 'closable' });
    expect(registry.get('attendance.reopen')!.pickFilter).toEqual({ months: 'closed' });
    await ex.execute('attendance.close', november, 'palette');
    await ex.execute('attendance.reopen', november, 'palette');
    expect(asked).toEqual([expect.stringContaining('Reopen November 2026?')]);
    expect(calls).toEqual([
      'dialog attendance.close 202611',
      'reopenMonth 2026-11',
      'success November 2026 reopened successfully!',
    ]);
  });

  it('offer Close only for an open month and Reopen only for a closed one, when known', () => {
    const { ctx } = fakeContext({ permissions: ALL });
    const closed = { ...november, extra: { month: '2026-11', closed: true } };
    expect(registry.get('attendance.close')!.when!(ctx, closed)).toBe(false);
    expect(registry.get('attendance.reopen')!.when!(ctx, closed)).toBe(true);
    expect(registry.get('attendance.close')!.when!(ctx, november)).toBe(true);
  });

  it('need the attendance permissions', async () => {
    const { ctx, calls } = fakeContext({ permissions: new Set(['attendance:read']) });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('attendance.correct', record, 'shortcut')).toBe(false);
    expect(await ex.execute('attendance.import', undefined, 'palette')).toBe(false);
    expect(await ex.execute('attendance.close', november, 'palette')).toBe(false);
    expect(await ex.execute('attendance.settings', undefined, 'palette')).toBe(false);
    expect(await ex.execute('attendance.sheet', november, 'palette')).toBe(true);
    // Each refusal says why, and the one permitted command runs.
    expect(calls).toEqual([
      ...Array(4).fill("error You don't have permission to access this feature"),
      'navigate /attendance/sheet?month=2026-11',
    ]);
  });
});
