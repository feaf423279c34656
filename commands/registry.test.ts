import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, permissionKey, type PermissionRequirement } from '../contract/permissions.ts';
import { registry } from './all-commands.ts';
import { createRegistry, findShortcutConflicts } from './registry.ts';
import { ROUTES } from './routes.ts';
import type { Command } from './types.ts';

const cmd = (id: string, extra: Partial<Command> = {}): Command => ({ id, title: id, group: 'T', run: () => {}, ...extra });
const catalogue = new Set(PERMISSION_CATALOGUE.map(permissionKey));
const requirementKeys = (r: PermissionRequirement) => ('anyOf' in r ? r.anyOf : [r]).map(permissionKey);

describe('command registry', () => {
  it('throws on a duplicate id', () => {
    expect(() => createRegistry([cmd('a'), cmd('a')])).toThrow(/Duplicate command id: a/);
  });

  it('has unique ids', () => {
    const ids = registry.all().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no two commands on one key in one context', () => {
    expect(findShortcutConflicts(registry.all())).toEqual([]);
  });

  it('detects a key bound twice in one context, in a parent context, and a swallowed sequence', () => {
    expect(findShortcutConflicts([cmd('a', { shortcut: 'c', keyContext: 'users' }), cmd('b', { shortcut: 'C', keyContext: 'users' })])).toHaveLength(1);
    expect(findShortcutConflicts([cmd('a', { shortcut: 'j' }), cmd('b', { shortcut: 'j', keyContext: 'roles' })])).toHaveLength(1);
    expect(findShortcutConflicts([cmd('a', { shortcut: 'g' }), cmd('b', { shortcut: 'g u' })])).toHaveLength(1);
    // Sibling contexts never run together, so they may share a key.
    expect(findShortcutConflicts([cmd('a', { shortcut: 'c', keyContext: 'users' }), cmd('b', { shortcut: 'c', keyContext: 'roles' })])).toEqual([]);
  });

  it('reaches every route with a command', () => {
    const routes = new Set(registry.all().map((c) => c.route).filter(Boolean));
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
      'Dashboard', 'Employee', 'Attendance', 'Leave', 'Post Clock Request', 'OT', 'Payroll', 'Calendar',
      'Department', 'Offices', 'Activity Log', 'Users', 'Roles',
    ]);
    for (const c of sidebar) expect(c.shortcut, c.id).toMatch(/^g [a-z]$/);
  });
});
