import { describe, expect, it } from 'vitest';
import { activityLogPath } from './activity-log-commands.ts';
import { LOG_RESOURCES, recordPath } from './activity-labels.ts';
import { historyResourceOf, RECORD_PAGES } from '../../all-commands.ts';
import { historyArea, recordOfPath as recordOf } from '../../history-commands.ts';
import { defineArea } from '../../area.ts';

const recordOfPath = (path: string) => recordOf(RECORD_PAGES, path);

describe('activity log commands', () => {
  it('links a filtered view, leaving empty filters out', () => {
    expect(activityLogPath()).toBe('/activity-log');
    expect(activityLogPath({ resource: 'employee', record_id: '12', action: '', from: undefined })).toBe(
      '/activity-log?resource=employee&record_id=12',
    );
    expect(activityLogPath({ actor_id: 3, actor_name: 'hr manager' })).toBe(
      '/activity-log?actor_id=3&actor_name=hr+manager',
    );
  });

  it('links a record to its page where it has one, and knows the record a page shows', () => {
    expect(recordPath('employee', '12')).toBe('/employee/edit/12');
    expect(recordPath('sysUser', '3')).toBe('/users/3/edit');
    expect(recordPath('office', '5')).toBe('/offices/edit/5');
    expect(recordPath('leaveRequest', '9')).toBe('/leave?request_id=9');
    expect(recordPath('team', '2')).toBeNull();
    expect(recordPath('employee', null)).toBeNull();
    expect(recordPath('employee', '../x')).toBeNull();
    expect(recordOfPath('/employee/edit/12')).toEqual({ kind: 'employee', id: 12, name: 'Employee 12' });
    expect(recordOfPath('/department/4')).toEqual({ kind: 'department', id: 4, name: 'Department 4' });
    expect(recordOfPath('/employee')).toBeNull();
    for (const path of ['/employee/edit/1', '/users/1/edit', '/roles/1/edit', '/offices/edit/1', '/department/1'])
      expect(historyResourceOf(recordOfPath(path)!.kind), path).toBeDefined();
  });

  it("collects a new area's history commands, record page and log resources from its declaration", () => {
    const gardens = defineArea({
      id: 'gardens',
      commands: [],
      entities: { garden: { label: 'Garden', history: { resource: 'garden', noun: 'garden' } } },
      routes: [{ path: '/gardens/:id', title: 'Garden', record: 'garden' }],
      logResources: { garden: 'Garden' },
    });
    const history = historyArea([gardens]);
    expect(history.commands.map((c) => [c.id, c.title])).toEqual([
      ['activityLog.history.garden', 'History of garden…'],
      ['activityLog.historyHere', 'History of this record'],
    ]);
    expect(recordOf([{ path: '/gardens/:id', kind: 'garden', label: 'Garden' }], '/gardens/7')).toEqual({
      kind: 'garden',
      id: 7,
      name: 'Garden 7',
    });
  });

  it("offers in the log's filter every resource the areas' records are logged under, once", () => {
    const values = LOG_RESOURCES.map((r) => r.value);
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort()).toEqual(
      [
        'employee',
        'attendance',
        'leaveRequest',
        'leaveType',
        'leaveBalance',
        'postClockRequest',
        'overtimeRequest',
        'payroll',
        'deduction',
        'calendar',
        'department',
        'team',
        'office',
        'project',
        'sysLog',
        'sysUser',
        'role',
      ].sort(),
    );
  });
});
