import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActivityLogItem } from '../../../contract/api/activity-log.ts';
import { RecordLink } from './entry-facts.tsx';

const entry = (over: Partial<ActivityLogItem>): ActivityLogItem => ({
  id: 1,
  actor_id: 1,
  actor_username: 'admin',
  action: 'update',
  resource: 'employee',
  record_id: '3',
  before: null,
  after: null,
  ip: null,
  user_agent: null,
  created_at: '2026-11-20T03:00:00.000Z',
  ...over,
});

const recordOf = (e: ActivityLogItem) => {
  render(
    <MemoryRouter>
      <RecordLink entry={e} />
    </MemoryRouter>,
  );
  return screen.queryByRole('link') ?? document.body;
};

describe('RecordLink', () => {
  it('names an employee, not "Employee 3", and links to their page', () => {
    const link = recordOf(
      entry({ before: { first_name: 'Sok', last_name: 'Dara' }, after: { first_name: 'Sok', last_name: 'Dara Chan' } }),
    );
    expect(link.textContent).toBe('Sok Dara Chan');
    expect(link.getAttribute('href')).toBe('/employee/edit/3');
  });

  it('names a deleted record as it was, and a user, a role or a team by their own names', () => {
    expect(recordOf(entry({ action: 'delete', before: { first_name: 'Vann', last_name: 'Sok' } })).textContent).toBe(
      'Vann Sok',
    );
    document.body.innerHTML = '';
    expect(recordOf(entry({ resource: 'sysUser', after: { username: 'hr_manager' } })).textContent).toBe('hr_manager');
    document.body.innerHTML = '';
    expect(recordOf(entry({ resource: 'role', after: { role_name: 'Payroll clerk' } })).textContent).toBe(
      'Payroll clerk',
    );
    document.body.innerHTML = '';
    expect(recordOf(entry({ resource: 'team', after: { name: 'Payables' } })).textContent).toBe('Payables');
  });

  it('reads a record with no name of its own as its kind and id', () => {
    expect(recordOf(entry({ resource: 'leaveRequest', record_id: '12', after: { employee_id: 4 } })).textContent).toBe(
      'Leave request 12',
    );
  });
});
