import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { fakeContext } from '../../test-context.ts';
import type { CommandContext, EntityRef } from '../../types.ts';
import { departmentApi } from './department-commands.ts';

const ALL = new Set(
  ['department', 'team'].flatMap((r) => ['read', 'create', 'update', 'delete'].map((a) => `${r}:${a}`)),
);
const sales: EntityRef = { kind: 'department', id: 4, name: 'Sales' };
const field: EntityRef = { kind: 'team', id: 9, name: 'Field (Sales)', extra: { departmentId: 4 } };

function run(id: string, arg?: EntityRef, overrides: Partial<CommandContext> = {}) {
  const { ctx, calls } = fakeContext({ permissions: ALL, ...overrides });
  return { done: createExecutor(registry, () => ctx).execute(id, arg, 'palette'), calls, ctx };
}

describe('department commands', () => {
  it('add a department or a team through their dialogs, the team into the focused department', async () => {
    const a = run('department.add');
    expect(await a.done).toBe(true);
    expect(a.calls).toEqual(['dialog department.add']);

    const b = run('team.add');
    await b.done;
    expect(b.calls).toEqual(['dialog team.add']);

    const list = { ...fakeContext().ctx.list, focused: (kind: string) => (kind === 'department' ? sales : null) };
    const c = run('team.add', undefined, { list });
    await c.done;
    expect(c.calls).toEqual(['dialog team.add 4']);
  });

  it('edit opens the dialog with the entity it is about', async () => {
    const a = run('department.edit', sales);
    await a.done;
    const b = run('team.edit', field);
    await b.done;
    expect([...a.calls, ...b.calls]).toEqual(['dialog department.edit 4', 'dialog team.edit 9']);
  });

  it('open the member list of a department, or of its team filtered by that team', async () => {
    const a = run('department.members', sales);
    await a.done;
    const b = run('team.members', field);
    await b.done;
    expect([...a.calls, ...b.calls]).toEqual(['navigate /department/4', 'navigate /department/4?team=9']);
  });

  it('hide "open members" on the member list it would open', async () => {
    const { done, calls } = run('department.members', sales, { pathname: '/department/4' });
    expect(await done).toBe(false);
    expect(calls).toEqual(['error Open department members is not available for Sales.']);
    expect(await run('department.members', sales, { pathname: '/department/5' }).done).toBe(true);
  });

  it('delete after confirmation, toasting the server message, and leave the list of what was deleted', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL, pathname: '/department/4' });
    let asked = '';
    ctx.confirm = async (r) => ((asked = r.message), true);
    ctx.api(departmentApi).deleteDepartment = async (id) => (
      calls.push(`delete ${id}`),
      'Department deleted successfully!'
    );
    await createExecutor(registry, () => ctx).execute('department.delete', sales, 'rowAction');
    expect(asked).toContain('"Sales"');
    expect(calls).toEqual(['delete 4', 'success Department deleted successfully!', 'navigate /department']);
  });

  it('delete nothing when the confirmation is declined', async () => {
    const a = run('department.delete', sales, { confirm: async () => false });
    const b = run('team.delete', field, { confirm: async () => false });
    await Promise.all([a.done, b.done]);
    expect([...a.calls, ...b.calls]).toEqual([]);
  });

  it('show the 409 refusal as the toast, saying how many members are left', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    ctx.api(departmentApi).deleteTeam = async () => {
      throw Object.assign(new Error('[DELETE] 409'), {
        data: { message: 'This team still has 3 members; move them first.' },
      });
    };
    expect(await createExecutor(registry, () => ctx).execute('team.delete', field, 'rowAction')).toBe(false);
    expect(calls).toEqual(['error This team still has 3 members; move them first.']);
  });

  it('a team delete falls back to its own success text', async () => {
    const { done, calls } = run('team.delete', field);
    await done;
    expect(calls).toEqual(['deleteTeam 9', 'success Team deleted successfully!']);
  });

  it('each action needs its own permission', async () => {
    const only = (p: string) => ({ permissions: new Set([p]) });
    expect(await run('department.add', undefined, only('department:read')).done).toBe(false);
    expect(await run('team.add', undefined, only('department:create')).done).toBe(false);
    expect(await run('department.edit', sales, only('team:update')).done).toBe(false);
    expect(await run('team.delete', field, only('department:delete')).done).toBe(false);
    expect(await run('department.members', sales, only('team:read')).done).toBe(false);
    expect(await run('team.members', field, only('department:read')).done).toBe(true);
  });

  it('bind c, t, e and Shift+E on the department pages only', () => {
    const keys = Object.fromEntries(
      registry
        .all()
        .filter((c) => c.id.startsWith('department.') || c.id.startsWith('team.'))
        .filter((c) => c.shortcut)
        .map((c) => [c.id, c.shortcut]),
    );
    expect(keys).toEqual({ 'department.add': 'c', 'team.add': 't', 'department.edit': 'e', 'team.edit': 'Shift+E' });
    for (const id of Object.keys(keys)) {
      const context = keyContextOf(registry.get(id)!);
      expect(activeContexts('/department', true).has(context)).toBe(true);
      expect(activeContexts('/department/4', true).has(context)).toBe(true);
      expect(activeContexts('/users', true).has(context)).toBe(false);
    }
  });
});
