// The year-end carry-over preview: the year asked in the address, those who lose most first, each figure under
// its column, the days lost and when carried days expire written as the tables write dates, and each row's
// ledger and adjustment as its actions. The server is a scripted fetch (its endpoint is built on the server side).
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CarryOverPage from './carry-over-page.tsx';
import { renderPage, scriptServer } from './page-test-kit.tsx';

const row = (id: number, name: string, balance: number, carried: number, lost: number) => ({
  employee_id: id,
  employee_name: name,
  leave_type_id: 2,
  leave_type_name: 'Annual Leave',
  balance_at_year_end: balance,
  carried,
  lost,
  expires_on: carried > 0 ? '2027-03-31' : null,
});
const preview = (rows: ReturnType<typeof row>[]) => ({
  message: 'OK',
  data: { year: 2026, expires_on: '2027-03-31', rows },
});
const HR = ['leaveType:read', 'leaveType:update'];

describe('CarryOverPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists who loses days at the end of the year asked, most first, with when carried days expire', async () => {
    const asked = scriptServer({
      '/leave-carry-over': preview([
        row(1, 'Dara Sok', 4, 4, 0),
        row(2, 'Sokha Keo', 21, 6, 15),
        row(3, 'Vanna Kim', 6.5, 6, 0.5),
      ]),
    });
    renderPage(<CarryOverPage />, '/leave/carry-over?year=2026', HR);
    expect(screen.getByRole('heading', { level: 1, name: 'Carry-over Preview 2026' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Carry-over at the end of 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Employee',
      'Leave type',
      'Balance at year end',
      'Carried over',
      'Lost at year end',
      'Carried days expire',
      'Action',
    ]);
    await screen.findByText('2 balances lose days at the end of 2026.');
    expect(asked[0]).toContain('/leave-carry-over?year=2026');
    expect(
      screen.getByText(
        'Days over the carry-over limit are lost on 31/12/2026; days carried over that are not taken expire on 31/03/2027.',
      ),
    ).toBeTruthy();
    const rows = within(grid).getAllByRole('row').slice(1);
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('gridcell')
        .slice(0, 6)
        .map((c) => c.textContent);
    expect(rows.map(cells)).toEqual([
      ['Sokha Keo', 'Annual Leave', '21', '6', '15', '31/03/2027'],
      ['Vanna Kim', 'Annual Leave', '6.5', '6', '0.5', '31/03/2027'],
      ['Dara Sok', 'Annual Leave', '4', '4', '0', '31/03/2027'],
    ]);
    expect(
      within(rows[0])
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Adjust', 'Ledger']);
    expect(screen.getByLabelText('Year')).toHaveProperty('value', '2026');
  });

  it('says so when nobody loses days, and when the preview cannot be read', async () => {
    scriptServer({ '/leave-carry-over': preview([row(1, 'Dara Sok', 4, 4, 0)]) });
    const { unmount } = renderPage(<CarryOverPage />, '/leave/carry-over?year=2026', HR);
    await screen.findByText('Nobody loses days at the end of 2026.');
    unmount();
    scriptServer({});
    renderPage(<CarryOverPage />, '/leave/carry-over?year=2026', HR);
    expect((await screen.findByRole('alert')).textContent).toBe('The carry-over preview could not be loaded.');
  });
});
