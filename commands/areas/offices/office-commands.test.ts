import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { ROUTES } from '../../routes.ts';
import { fakeContext } from '../../test-context.ts';
import type { EntityRef } from '../../types.ts';
import { officeApi } from './office-commands.ts';

const ALL = new Set(['office:read', 'office:create', 'office:update', 'office:delete']);
const riverside: EntityRef = { kind: 'office', id: 12, name: 'Riverside' };

describe('office commands', () => {
  it('add goes to the add page, edit to the office it is about', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('office.add', undefined, 'toolbar')).toBe(true);
    expect(await ex.execute('office.edit', riverside, 'rowAction')).toBe(true);
    expect(calls).toEqual(['navigate /offices/add', 'navigate /offices/edit/12']);
    // Both targets are real routes with the permission the command asks for.
    expect(ROUTES.find((r) => r.path === '/offices/add')).toMatchObject({
      permission: { resource: 'office', action: 'create' },
    });
    expect(ROUTES.find((r) => r.path === '/offices/edit/:officeId')).toMatchObject({
      permission: { resource: 'office', action: 'update' },
    });
    expect(ROUTES.filter((r) => r.path.startsWith('/offices')).some((r) => r.comingSoon)).toBe(false);
  });

  it('delete asks first, naming the office, then toasts the server message', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    let asked = '';
    ctx.confirm = async (r) => ((asked = `${r.title}: ${r.message}`), true);
    ctx.api(officeApi).deleteOffice = async (id) => (calls.push(`delete ${id}`), 'Office deleted successfully!');
    expect(await createExecutor(registry, () => ctx).execute('office.delete', riverside, 'rowAction')).toBe(true);
    expect(asked).toBe('Delete office: Delete office "Riverside"? This cannot be undone.');
    expect(calls).toEqual(['delete 12', 'success Office deleted successfully!']);
  });

  it('deletes nothing when declined, and has its own text when the server sends none', async () => {
    const declined = fakeContext({ permissions: ALL, confirm: async () => false });
    await createExecutor(registry, () => declined.ctx).execute('office.delete', riverside, 'palette');
    expect(declined.calls).toEqual([]);
    const silent = fakeContext({ permissions: ALL });
    await createExecutor(registry, () => silent.ctx).execute('office.delete', riverside, 'palette');
    expect(silent.calls).toEqual(['deleteOffice 12', 'success Office deleted successfully!']);
  });

  it('shows the 409 of an office that still has employees as an error toast, and no success', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    ctx.api(officeApi).deleteOffice = async () => {
      throw Object.assign(new Error('[DELETE] 409'), {
        status: 409,
        data: { message: 'This office still has 3 employees; move them first.' },
      });
    };
    expect(await createExecutor(registry, () => ctx).execute('office.delete', riverside, 'rowAction')).toBe(false);
    expect(calls).toEqual(['error This office still has 3 employees; move them first.']);
  });

  it('need the office permission of each action', async () => {
    const { ctx, calls } = fakeContext({ permissions: new Set(['office:read']) });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('office.add', undefined, 'shortcut')).toBe(false);
    expect(await ex.execute('office.edit', riverside, 'shortcut')).toBe(false);
    expect(await ex.execute('office.delete', riverside, 'palette')).toBe(false);
    expect(calls).toEqual(Array(3).fill("error You don't have permission to access this feature"));
    await expect(ex.execute('office.edit', undefined, 'palette')).rejects.toThrow(/needs a office/);
  });

  it('bind c and e on the offices list only, and place add in its toolbar and edit/delete on its rows', () => {
    const get = (id: string) => registry.get(id)!;
    expect([get('office.add').shortcut, keyContextOf(get('office.add'))]).toEqual(['c', 'offices']);
    expect([get('office.edit').shortcut, keyContextOf(get('office.edit'))]).toEqual(['e', 'offices']);
    expect(activeContexts('/offices', true).has('offices')).toBe(true);
    // Typing "c" in the add form's fields is text, and the form page has no list keys at all.
    expect(activeContexts('/offices/add', true).has('offices')).toBe(false);
    expect(activeContexts('/offices/edit/3', true).has('offices')).toBe(false);
    expect(get('office.add').placements?.toolbar?.label).toBe('Add Office');
    const rowActions = registry.all().filter((c) => c.scope === 'office' && c.placements?.rowAction);
    expect(rowActions.map((c) => c.placements!.rowAction!.label)).toEqual(['Edit', 'Delete']);
  });
});
