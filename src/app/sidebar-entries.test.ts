import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/all-commands.ts';
import { fakeContext } from '../../commands/test-context.ts';
import { sidebarEntries } from './sidebar-entries.ts';

const labels = (perms: string[], isAuthenticated = true) => {
  const { ctx } = fakeContext({ permissions: new Set(perms), isAuthenticated });
  const m = sidebarEntries(registry.all(), ctx);
  return {
    main: m.main.map((c) => c.placements!.sidebar!.label),
    group: m.userManagement.map((c) => c.placements!.sidebar!.label),
  };
};

describe('sidebar filtering by permission', () => {
  it('shows nothing without permissions', () => {
    expect(labels([])).toEqual({ main: [], group: [] });
  });

  it('shows each entry for its read permission', () => {
    expect(labels(['dashboard:read', 'sysUser:read'])).toEqual({ main: ['Dashboard'], group: ['Users'] });
    expect(labels(['role:read', 'office:read', 'sysLog:read'])).toEqual({
      main: ['Offices', 'Activity Log'],
      group: ['Roles'],
    });
  });

  it('shows Leave for leaveRequest read or leaveType read', () => {
    expect(labels(['leaveRequest:read']).main).toEqual(['Leave']);
    expect(labels(['leaveType:read']).main).toEqual(['Leave']);
    expect(labels(['leaveRequest:create']).main).toEqual([]);
  });

  it('does not show a create permission as read', () => {
    expect(labels(['sysUser:create', 'role:update'])).toEqual({ main: [], group: [] });
  });

  it('keeps the SPEC order with every permission', () => {
    const all = registry
      .all()
      .flatMap((c) => (c.permission && 'resource' in c.permission ? [`${c.permission.resource}:read`] : []));
    expect(labels([...all, 'leaveRequest:read'])).toEqual({
      main: [
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
      ],
      group: ['Users', 'Roles'],
    });
  });

  it('shows nothing when signed out', () => {
    expect(labels(['dashboard:read'], false)).toEqual({ main: [], group: [] });
  });
});
