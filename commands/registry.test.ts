import { describe, expect, it } from 'vitest';
import {
  PERMISSION_CATALOGUE,
  permissionKey,
  requirementPermissions,
  type PermissionRequirement,
} from '../contract/permissions.ts';
import { AREAS } from './all-areas.ts';
import { DIALOG_KINDS, ENTITY_KINDS, keyContexts, registry } from './all-commands.ts';
import { createKeyContexts } from './key-contexts.ts';
import { fakeContext } from './test-context.ts';
import { createRegistry, findShortcutConflicts } from './registry.ts';
import { ROUTES } from './routes.ts';
import type { Command, UnscopedCommand } from './types.ts';

const cmd = (id: string, extra: Partial<Omit<UnscopedCommand, 'run'>> = {}): UnscopedCommand => ({
  id,
  title: id,
  group: 'T',
  run: () => {},
  ...extra,
});
const catalogue = new Set(PERMISSION_CATALOGUE.map(permissionKey));
const requirementKeys = (r: PermissionRequirement) => requirementPermissions(r).map(permissionKey);

describe('command registry', () => {
  it('throws on a duplicate id', () => {
    expect(() => createRegistry([cmd('a'), cmd('a')])).toThrow(/Duplicate command id: a/);
  });

  it('has unique ids', () => {
    const ids = registry.all().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no two commands on one key in one context', () => {
    expect(findShortcutConflicts(registry.all(), keyContexts.overlap)).toEqual([]);
  });

  it('detects a key bound twice in one context, in a parent context, and a swallowed sequence', () => {
    const conflicts = (commands: Command[]) => findShortcutConflicts(commands, keyContexts.overlap);
    expect(
      conflicts([cmd('a', { shortcut: 'c', keyContext: 'users' }), cmd('b', { shortcut: 'C', keyContext: 'users' })]),
    ).toHaveLength(1);
    expect(conflicts([cmd('a', { shortcut: 'j' }), cmd('b', { shortcut: 'j', keyContext: 'roles' })])).toHaveLength(1);
    expect(conflicts([cmd('a', { shortcut: 'g' }), cmd('b', { shortcut: 'g u' })])).toHaveLength(1);
    // Sibling contexts never run together, so they may share a key.
    expect(
      conflicts([cmd('a', { shortcut: 'c', keyContext: 'users' }), cmd('b', { shortcut: 'c', keyContext: 'roles' })]),
    ).toEqual([]);
  });

  it('walks every area of all-areas.ts, each contributing commands', () => {
    expect(registry.all()).toHaveLength(AREAS.reduce((n, a) => n + a.commands.length, 0));
    for (const area of AREAS) expect(area.commands.length, area.id).toBeGreaterThan(0);
    expect(new Set(AREAS.map((a) => a.id)).size).toBe(AREAS.length);
  });

  it('scopes commands only to entity kinds an area declares, and binds keys only in declared contexts', () => {
    for (const c of registry.all()) {
      if (c.scope) expect(ENTITY_KINDS.has(c.scope), `${c.id} acts on ${c.scope}`).toBe(true);
      if (c.keyContext) expect(() => keyContexts.chain(c.keyContext!), c.id).not.toThrow();
    }
  });

  it('opens only dialogs an area declares', async () => {
    const opened = new Set<string>();
    for (const c of registry.all()) {
      const entity = { kind: c.scope ?? 'none', id: 1, name: 'x' };
      const { ctx } = fakeContext({
        openDialog: (kind) => void opened.add(kind),
        list: { ...fakeContext().ctx.list, selected: () => [entity], focused: () => entity },
      });
      // Only the dialogs matter here: a call whose fake answers nothing (bulk approve's results) may throw.
      await Promise.resolve(c.scope === undefined ? c.run(ctx) : c.run(ctx, entity)).catch(() => {});
    }
    expect([...opened].filter((kind) => !DIALOG_KINDS.has(kind))).toEqual([]);
    // Every declared dialog is opened by some command.
    expect([...DIALOG_KINDS].filter((kind) => !opened.has(kind))).toEqual([]);
  });

  it('puts each area page in its own context under list, and refuses a context declared twice', () => {
    const contexts = createKeyContexts([{ id: 'payroll', page: '/payroll' }]);
    expect([...contexts.active('/payroll', true)]).toEqual(['payroll', 'list', 'global']);
    expect([...contexts.active('/payroll/generate', true)]).toEqual(['global']);
    expect([...contexts.active('/payroll', false)]).toEqual(['global']);
    expect(() =>
      createKeyContexts([
        { id: 'a', page: '/a' },
        { id: 'a', page: '/b' },
      ]),
    ).toThrow(/Duplicate key context: a/);
  });

  it('reaches every route with a command', () => {
    const routes = new Set(
      registry
        .all()
        .map((c) => c.route)
        .filter(Boolean),
    );
    const unreachable = ROUTES.filter((r) => !routes.has(r.path)).map((r) => r.path);
    expect(unreachable).toEqual([]);
  });

  it('asks only for permissions of the catalogue', () => {
    for (const c of [...registry.all(), ...ROUTES.map((r) => cmd(r.path, { permission: r.permission }))]) {
      if (!c.permission) continue;
      for (const key of requirementKeys(c.permission)) expect(catalogue, `${c.id} needs ${key}`).toContain(key);
    }
  });

  it('gives every navigation command the permission of its route', () => {
    for (const c of registry.all().filter((c) => c.group === 'Navigate')) {
      expect(c.permission, c.id).toEqual(ROUTES.find((r) => r.path === c.route)!.permission);
    }
  });

  it('binds one go-to sequence per sidebar area', () => {
    const sidebar = registry.all().filter((c) => c.placements?.sidebar);
    expect(sidebar.map((c) => c.placements!.sidebar!.label)).toEqual([
      'Dashboard',
      'Employee',
      'Attendance',
      'Leave',
      'Post Clock Request',
      'OT',
      'Payroll',
      'Calendar',
      'Department',
      'Offices',
      'Activity Log',
      'Users',
      'Roles',
    ]);
    for (const c of sidebar) expect(c.shortcut, c.id).toMatch(/^g [a-z]$/);
  });
});
