import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { approvalEntity } from './approvals-card.tsx';
import { AttendanceCard } from './attendance-card.tsx';
import { HeadcountCard } from './headcount-card.tsx';
import { OutCard } from './out-card.tsx';
import { PayrollCard } from './payroll-card.tsx';
import { ProbationsCard } from './probations-card.tsx';

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const person = (id: number, full_name: string) => ({ id, full_name, staff_id: `EMP-${id}` });

describe('dashboard cards', () => {
  it('name each attendance figure and link the card to the day it counts', () => {
    inRouter(
      <AttendanceCard
        data={{
          date: '2026-11-25',
          employees: 9,
          present: 5,
          late: 1,
          absent: 2,
          on_leave: 1,
          not_yet_in: 1,
          day_off: 0,
        }}
      />,
    );
    const card = screen.getByRole('region', { name: "Today's attendance" });
    expect(within(card).getByRole('link', { name: "Today's attendance" }).getAttribute('href')).toBe(
      '/attendance?date=2026-11-25',
    );
    const figures = card.querySelector('dl')!;
    expect(
      within(figures)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Present', 'Late', 'Absent', 'On leave', 'Not yet in', 'Employees']);
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['5', '1', '2', '1', '1', '9']);
  });

  it('split who is out into today and later this week', () => {
    const absence = (id: number, name: string, start: string, end: string) => ({
      request_id: id,
      employee: person(id, name),
      leave_type: 'Annual',
      start_date: start,
      end_date: end,
    });
    inRouter(
      <OutCard
        today="2026-11-25"
        data={{
          week_from: '2026-11-23',
          week_to: '2026-11-29',
          today_total: 1,
          week_total: 2,
          week: [
            absence(1, 'Dara Sok', '2026-11-24', '2026-11-25'),
            absence(2, 'Vanna Kim', '2026-11-27', '2026-11-27'),
          ],
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Who is out' });
    expect(within(card).getByRole('link', { name: 'Who is out' }).getAttribute('href')).toBe('/leave');
    const [today, later] = within(card).getAllByRole('list');
    expect(today.textContent).toContain('Dara Sok');
    expect(today.textContent).not.toContain('Vanna Kim');
    expect(later.textContent).toContain('Vanna KimAnnual, 27 Nov 2026');
    expect(within(card).getByRole('heading', { name: /^Also this week/ }).textContent).toContain('(1)');
  });

  it('give the headcount chart a table for screen readers', () => {
    inRouter(
      <HeadcountCard
        data={{
          total: 4,
          departments: [
            { department: { id: 3, name: 'Finance' }, count: 3 },
            { department: null, count: 1 },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Active employees by department' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DepartmentEmployees', 'Finance3', 'No department1']);
    expect(screen.getByRole('link', { name: 'Headcount by department (4)' }).getAttribute('href')).toBe('/department');
  });

  it('give the payroll trend a table, oldest run first, and say when there is none', () => {
    const run = (id: number, month: string, cost: number) => ({
      id,
      month,
      status: 'approved',
      headcount: 12,
      gross_cents: cost - 500,
      net_cents: cost - 2_000,
      employer_cents: 500,
      cost_cents: cost,
    });
    const { unmount } = inRouter(
      <PayrollCard data={{ runs: [run(1, '2026-09', 1_000_000), run(2, '2026-10', 1_250_000)] }} />,
    );
    const table = screen.getByRole('table', { name: 'Payroll cost by month' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild!.textContent),
    ).toEqual(['September 2026', 'October 2026']);
    expect(within(table).getAllByRole('row')[2].textContent).toContain('$12,500');
    expect(screen.getByText('October 2026: $12,500 for 12 employees')).toBeTruthy();
    unmount();
    inRouter(<PayrollCard data={{ runs: [] }} />);
    expect(screen.getByRole('region', { name: 'Payroll cost' }).textContent).toContain('No payroll run yet.');
  });

  it('link a probation to the record only for whoever may edit it', () => {
    const data = {
      within_days: 30,
      total: 3,
      items: [{ ...person(7, 'Sophea Chan'), position: 'Clerk', probation_end_date: '2026-12-05' }],
    };
    const { unmount } = inRouter(<ProbationsCard data={data} today="2026-11-25" canEdit />);
    expect(screen.getByRole('link', { name: 'Sophea Chan' }).getAttribute('href')).toBe('/employee/edit/7');
    expect(screen.getByText('05 Dec 2026 (in 10 days)')).toBeTruthy();
    expect(screen.getByText('and 2 more')).toBeTruthy();
    unmount();
    inRouter(<ProbationsCard data={data} today="2026-11-25" canEdit={false} />);
    expect(screen.queryByRole('link', { name: 'Sophea Chan' })).toBeNull();
  });

  it('hand a pending approval to the requests commands as their own entity', () => {
    const entity = approvalEntity({
      kind: 'post_clock',
      id: 9,
      version: 4,
      status: 'pending',
      status_label: 'Pending acknowledge',
      employee: person(3, 'Dara Sok'),
      start_date: '2026-11-23',
      end_date: '2026-11-23',
      reason: 'Forgot',
      step_role: 'HR_MANAGER',
      can_act: true,
      can_cancel: false,
      mine: false,
      created_at: '2026-11-23T01:00:00.000Z',
    });
    expect(entity).toEqual({
      kind: 'postClockRequest',
      id: 9,
      name: 'Dara Sok · EMP-3 — Post clock 23 Nov 2026 (Pending acknowledge)',
      extra: { can_act: true, can_cancel: false, mine: false, status: 'pending', step_role: 'HR_MANAGER', version: 4 },
    });
  });
});
