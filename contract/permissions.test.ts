import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  PERMISSION_CATALOGUE,
  RESOURCES,
  RESOURCE_LABELS,
  permissionDescription,
  permissionKey,
  satisfies,
} from './permissions.ts';

describe('permission catalogue', () => {
  it('holds 17 resources × read, create, update, delete, in that order, then the three approval powers', () => {
    expect(RESOURCES).toHaveLength(17);
    expect(ACTIONS).toEqual(['read', 'create', 'update', 'delete']);
    expect(PERMISSION_CATALOGUE).toHaveLength(71);
    expect(PERMISSION_CATALOGUE.slice(0, 4).map((p) => p.action)).toEqual(['read', 'create', 'update', 'delete']);
    // Ids follow this order: the powers come after the grid, so no id a database already holds moves.
    expect(PERMISSION_CATALOGUE.slice(68).map(permissionKey)).toEqual([
      'approval:approveAny',
      'approval:acknowledge',
      'approval:cancelOthers',
    ]);
    expect(new Set(PERMISSION_CATALOGUE.map(permissionKey)).size).toBe(71);
  });

  it('labels every resource and describes every permission', () => {
    for (const resource of RESOURCES) expect(RESOURCE_LABELS[resource]).toMatch(/^[A-Z]/);
    expect(permissionDescription('employee', 'read')).toBe('View employees');
    expect(permissionDescription('sysUser', 'delete')).toBe('Delete system users');
    expect(RESOURCE_LABELS.sysUser).toBe('System User');
    expect(RESOURCE_LABELS.sysLog).toBe('System Log');
  });

  it('checks single and any-of requirements against held keys', () => {
    const held = new Set(['leaveType:read']);
    expect(satisfies(held, { resource: 'leaveType', action: 'read' })).toBe(true);
    expect(satisfies(held, { resource: 'leaveRequest', action: 'read' })).toBe(false);
    expect(
      satisfies(held, {
        anyOf: [
          { resource: 'leaveRequest', action: 'read' },
          { resource: 'leaveType', action: 'read' },
        ],
      }),
    ).toBe(true);
    expect(satisfies(new Set(), undefined)).toBe(true);
  });
});
