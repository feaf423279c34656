import { describe, expect, it } from 'vitest';
import { activeContexts, registry } from '../../all-commands.ts';
import { createExecutor } from '../../execute.ts';
import { keyContextOf } from '../../registry.ts';
import { fakeContext } from '../../test-context.ts';
import type { EntityRef } from '../../types.ts';
import { projectApi } from './project-commands.ts';

const ALL = new Set(['project:read', 'project:create', 'project:update', 'project:delete']);
const apollo: EntityRef = { kind: 'project', id: 7, name: 'Apollo' };

describe('project commands', () => {
  it('add and edit open the project dialog, edit with the project it is about', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('project.add', undefined, 'shortcut')).toBe(true);
    expect(await ex.execute('project.edit', apollo, 'rowAction')).toBe(true);
    expect(calls).toEqual(['dialog project.add', 'dialog project.edit 7']);
  });

  it('delete after confirmation and toast the server message', async () => {
    const { ctx, calls } = fakeContext({ permissions: ALL });
    let asked = '';
    ctx.confirm = async (r) => ((asked = r.message), true);
    ctx.api(projectApi).deleteProject = async (id) => (calls.push(`delete ${id}`), 'Project deleted successfully!');
    await createExecutor(registry, () => ctx).execute('project.delete', apollo, 'palette');
    expect(asked).toContain('"Apollo"');
    expect(calls).toEqual(['delete 7', 'success Project deleted successfully!']);
  });

  it('delete nothing when declined, and fall back to its own text when the server sends none', async () => {
    const declined = fakeContext({ permissions: ALL, confirm: async () => false });
    await createExecutor(registry, () => declined.ctx).execute('project.delete', apollo, 'palette');
    expect(declined.calls).toEqual([]);
    const silent = fakeContext({ permissions: ALL });
    await createExecutor(registry, () => silent.ctx).execute('project.delete', apollo, 'palette');
    expect(silent.calls).toEqual(['deleteProject 7', 'success Project deleted successfully!']);
  });

  it('need the project permissions', async () => {
    const { ctx, calls } = fakeContext({ permissions: new Set(['project:read']) });
    const ex = createExecutor(registry, () => ctx);
    expect(await ex.execute('project.add', undefined, 'shortcut')).toBe(false);
    expect(await ex.execute('project.edit', apollo, 'shortcut')).toBe(false);
    expect(await ex.execute('project.delete', apollo, 'palette')).toBe(false);
    expect(calls).toEqual(Array(3).fill("error You don't have permission to access this feature"));
  });

  it('are reached from the palette: Go to Projects exists, with no sidebar entry', () => {
    const nav = registry.all().find((c) => c.route === '/projects' && c.group === 'Navigate');
    expect(nav?.title).toBe('Go to Projects');
    expect(nav?.placements?.sidebar).toBeUndefined();
  });

  it('bind c and e on the projects page only', () => {
    for (const id of ['project.add', 'project.edit']) {
      const context = keyContextOf(registry.get(id)!);
      expect(activeContexts('/projects', true).has(context)).toBe(true);
      expect(activeContexts('/department', true).has(context)).toBe(false);
    }
  });
});
