// The dashboard in Khmer: its heading, every card's title, a figure's name, the sr-only tables' headers and the
// tip, with no English word of the dashboard's catalogue left on it. The server is a scripted fetch.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../contract/api/dashboard.ts';
import { dashboardEn } from '../../i18n/areas/dashboard.en.ts';
import { englishLeft, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import { showLanguage } from '../../i18n/language.ts';
import { fakeContext } from '../../../commands/test-context.ts';
import { setContextFactory } from '../../lib/command-runtime.ts';
import DashboardPage from './dashboard-page.tsx';

const person = (id: number, full_name: string) => ({ id, full_name, staff_id: `EMP-${id}` });

const data: DashboardData = {
  users: 4,
  activeUsers: 3,
  roles: 2,
  unreadNotifications: 1,
  today: '2026-11-25',
  attendance: {
    date: '2026-11-25',
    employees: 9,
    present: 5,
    late: 1,
    absent: 2,
    on_leave: 1,
    not_yet_in: 0,
    day_off: 1,
  },
  approvals: { total: 0, by_kind: { leave: 0 }, items: [] },
  out: { week_from: '2026-11-23', week_to: '2026-11-29', today_total: 0, week_total: 0, week: [] },
  holidays: { items: [{ id: 1, title: 'Water Festival', date: '2026-11-26' }] },
  probations: {
    within_days: 30,
    total: 1,
    items: [{ ...person(7, 'Sok Dara'), probation_end_date: '2026-11-30', position: 'Clerk' }],
  },
  headcount: { total: 9, departments: [{ department: null, count: 9 }] },
  overtime: { month: '2026-11', hours: 12, requests: 3 },
  leave: { month: '2026-11', days: 4, requests: 1 },
  payroll: {
    runs: [
      {
        id: 1,
        month: '2026-10',
        status: 'approved',
        headcount: 9,
        gross_cents: 9,
        net_cents: 8,
        employer_cents: 1,
        cost_cents: 10,
      },
      {
        id: 2,
        month: '2026-11',
        status: 'draft',
        headcount: 9,
        gross_cents: 9,
        net_cents: 8,
        employer_cents: 1,
        cost_cents: 10,
      },
    ],
  },
};

describe('the dashboard in Khmer', () => {
  beforeAll(() => {
    const body = JSON.stringify({ message: 'ok', data: { data } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' } })),
    );
    const permissions = new Set(['calendar:read', 'employee:update']);
    setContextFactory(() => fakeContext({ permissions, pathname: '/' }).ctx);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('shows every card in Khmer', async () => {
    const { container } = await renderInKhmer(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ផ្ទាំងគ្រប់គ្រង' })).toBeTruthy();
    const attendance = await screen.findByRole('region', { name: 'វត្តមានថ្ងៃនេះ' });
    expect(within(attendance).getByText('មានវត្តមាន')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ខែនេះ (វិច្ឆិកា 2026)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ចំណាយបៀវត្សរ៍ 2 ដងចុងក្រោយ' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader', { name: 'បុគ្គលិក' }).length).toBeGreaterThan(0);
    expect(screen.getByText('គ្មានសំណើណារង់ចាំអ្នកទេ។')).toBeTruthy();
    // Data the server gives stays as it is: a holiday's title, a person's name.
    expect(englishLeft(container, dashboardEn, ['Water', 'Festival'])).toEqual([]);
  });
});
