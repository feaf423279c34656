import { describe, expect, it } from 'vitest';
import { activityLogPath } from './activity-log-commands.ts';
import { recordPath } from './activity-labels.ts';
import { historyResourceOf, recordOfPath } from './history-kinds.ts';

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
});
