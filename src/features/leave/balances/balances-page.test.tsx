// The balances screen read as of a day (the palette's "Leave balance on…"): the heading and the table say the
// day, the year is that day's, each row shows its ledger's balance on the day, and the On field holds it. Without
// a day it is the year's list; HR alone sees the link to the carry-over preview. The server is a scripted fetch.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BalancesPage from './balances-page.tsx';
import { renderPage, scriptServer } from './page-test-kit.tsx';

const balance = {
  employee: { id: 3, staff_id: 'EMP-000003', full_name: 'Dara Sok' },
  leave_type: { id: 2, name: 'Annual Leave', paid: true },
  year: 2026,
  days_per_year: 18,
  carried_over: 0,
  adjustment: 0,
  entitled: 18,
  taken: 2,
  pending: 1,
  remaining: 15,
};
const server = () =>
  scriptServer({
    '/leave-balance': {
      message: 'OK',
      data: [balance],
      metadata: { page: 1, limit: 10, total: 1, totalPage: 1 },
    },
    '/leave-type': { message: 'OK', data: [] },
    '/leave-balance/3/ledger': {
      message: 'OK',
      data: { on: '2026-03-31', balance: 4.5, available: 3.5, lines: [] },
    },
  });

describe('BalancesPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every balance as of the day in the address, and says so', async () => {
    const asked = server();
    renderPage(<BalancesPage />, '/leave/balances?on=2026-03-31', ['leaveType:read']);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave Balances on 31/03/2026' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Leave balances on 31/03/2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Employee',
      'Leave type',
      'Entitled',
      'Taken',
      'Pending',
      'Remaining',
      'Balance on 31/03/2026',
      'Action',
    ]);
    await within(grid).findByText('4.5');
    expect(asked.some((u) => u.includes('/leave-balance?') && u.includes('year=2026'))).toBe(true);
    expect(asked).toContainEqual(expect.stringContaining('/leave-balance/3/ledger?leave_type_id=2&on=2026-03-31'));
    expect(screen.getByRole('textbox', { name: 'On' })).toHaveProperty('value', '31/03/2026');
    // Not HR: no carry-over preview.
    expect(screen.queryByRole('link', { name: 'Carry-over preview' })).toBeNull();
  });

  it("is the year's list without a day, linking HR to the carry-over preview", async () => {
    const asked = server();
    renderPage(<BalancesPage />, '/leave/balances', ['leaveType:read', 'leaveType:update']);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave Balances' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: /^Leave balances in \d{4}$/ });
    await within(grid).findByText('Dara Sok');
    expect(within(grid).queryByRole('columnheader', { name: /^Balance on/ })).toBeNull();
    expect(asked.some((u) => u.includes('/ledger'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Carry-over preview' }).getAttribute('href')).toBe('/leave/carry-over');
  });
});
