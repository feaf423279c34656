import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { fakeContext } from '../../test-context.ts';
import type { CommandContext, EntityRef } from '../../types.ts';
import { isVisible } from '../../visibility.ts';
import { employeeApi } from './employee-commands.ts';

const ALL = new Set(['read', 'create', 'update', 'delete'].map((a) => `employee:${a}`));
const active: EntityRef = {
  kind: 'employee',
  id: 7,
  name: 'Sok Dara · EMP-000007',
  extra: { status: 'active', userId: 3 },
};
const resigned: EntityRef = {
  kind: 'employee',
  id: 8,
  name: 'Chan Vanna · EMP-000008',
  extra: { status: 'resigned', userId: null },
};

function run(id: string, arg?: EntityRef, overrides: Partial<CommandContext> = {}) {
  const { ctx, calls } = fakeContext({ permissions: ALL, ...overrides });
  return { done: createExecutor(registry, () => ctx).execute(id, arg, 'palette'), calls, ctx };
}

describe('employee commands', () => {
  it('add goes to the form; edit goes to the employee’s edit page', async () => {
    const a = run('employee.add');
    expect(await a.done).toBe(true);
    const b = run('employee.edit', active);
    expect(await b.done).toBe(true);
    expect([...a.calls, ...b.calls]).toEqual(['navigate /employee/add', 'navigate /employee/edit/7']);
  });

  it('move to team opens its dialog with the employee', async () => {
    const r = run('employee.moveTeam', active);
    await r.done;
    expect(r.calls).toEqual(['dialog employee.moveTeam 7']);
  });

  it('resigns an active employee after confirming, and is not offered for a resigned one', async () => {
    const r = run('employee.resign', active);
    expect(await r.done).toBe(true);
    expect(r.calls).toEqual(['resignEmployee 7', 'success Employee resigned successfully!']);

    const again = run('employee.resign', resigned);
    expect(await again.done).toBe(false);
    expect(again.calls).toEqual(['error Resign employee is not available for Chan Vanna · EMP-000008.']);
  });

  it('changes nothing when resign or delete is not confirmed', async () => {
    const a = run('employee.resign', active, { confirm: async () => false });
    const b = run('employee.delete', active, { confirm: async () => false });
    await Promise.all([a.done, b.done]);
    expect([...a.calls, ...b.calls]).toEqual([]);
  });

  it('deletes after a confirmation that names the employee, toasting the server message', async () => {
    let asked = '';
    const r = run('employee.delete', active, { confirm: async (req) => ((asked = req.message), true) });
    r.ctx.api(employeeApi).deleteEmployee = async () => 'Employee deleted successfully!';
    await r.done;
    expect(asked).toContain('Sok Dara · EMP-000007');
    expect(r.calls).toEqual(['success Employee deleted successfully!']);
  });

  it('exports what the list shows on the list, and everyone elsewhere', async () => {
    const onList = run('employee.exportXlsx', undefined, { pathname: '/employee' });
    await onList.done;
    const elsewhere = run('employee.exportCsv', undefined, { pathname: '/' });
    await elsewhere.done;
    expect([...onList.calls, ...elsewhere.calls]).toEqual([
      'exportEmployees xlsx true',
      'success Export downloaded',
      'exportEmployees csv false',
      'success Export downloaded',
    ]);
  });

  it('import opens the import dialog and needs employee:create', async () => {
    const r = run('employee.import');
    await r.done;
    expect(r.calls).toEqual(['dialog employee.import']);
    const denied = run('employee.import', undefined, { permissions: new Set(['employee:read']) });
    expect(await denied.done).toBe(false);
  });

  it('opens the linked system user only when there is one and the user may edit users', async () => {
    const withUserRights = new Set([...ALL, 'sysUser:update']);
    const r = run('employee.openUser', active, { permissions: withUserRights });
    await r.done;
    expect(r.calls).toEqual(['navigate /users/3/edit']);
    expect(await run('employee.openUser', resigned, { permissions: withUserRights }).done).toBe(false);
    expect(await run('employee.openUser', active).done).toBe(false);
  });

  it('asks for the permission the server enforces for each action', () => {
    const { ctx } = fakeContext({ permissions: new Set(['employee:read']) });
    const visible = registry
      .all()
      .filter((c) => c.id.startsWith('employee.') && isVisible(c, ctx, active))
      .map((c) => c.id);
    expect(visible.sort()).toEqual(['employee.exportCsv', 'employee.exportXlsx']);
  });

  it('binds c, e and t on the employee list only', () => {
    const keys = registry
      .all()
      .filter((c) => c.id.startsWith('employee.') && c.shortcut)
      .map((c) => [c.id, c.shortcut, keyContextOf(c)]);
    expect(keys).toEqual([
      ['employee.add', 'c', 'employees'],
      ['employee.edit', 'e', 'employees'],
      ['employee.moveTeam', 't', 'employees'],
    ]);
    expect(activeContexts('/employee', true).has('employees')).toBe(true);
    expect(activeContexts('/employee/edit/7', true).has('employees')).toBe(false);
  });

  it('puts the toolbar in order, Add Employee last (the primary button)', () => {
    const toolbar = registry
      .all()
      .filter((c) => c.group === 'Employees' && c.placements?.toolbar)
      .sort((a, b) => a.placements!.toolbar!.order - b.placements!.toolbar!.order)
      .map((c) => c.placements!.toolbar!.label);
    expect(toolbar).toEqual(['Import', 'Export .csv', 'Export .xlsx', 'Add Employee']);
  });
});
