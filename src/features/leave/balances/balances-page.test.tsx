// The balances screen reads every balance from the ledger: today without a day in the address, or as of the day
// the address names (the palette's "Leave balance on…"), which the heading, the table and the On field say. Anyone
// who reads leave types sees the link to the carry-over preview. In Khmer, the heading, the filters and the
// columns read in Khmer. The server is a scripted fetch.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-provider.tsx';
import { showLanguage } from '../../../i18n/language.ts';
import { businessToday } from '../../../lib/time.ts';
import BalancesPage from './balances-page.tsx';
import { renderPage, scriptServer } from './page-test-kit.tsx';

const balance = {
  employee: { id: 3, staff_id: 'EMP-000003', full_name: 'Dara Sok' },
  leave_type: { id: 2, name: 'Annual Leave', paid: true },
  on: '2026-03-31',
  balance: 4.5,
  pending: 1,
  booked: 2,
  available: 1.5,
  usable_from: '2026-10-16',
};
const server = () =>
  scriptServer({
    '/leave-balance': {
      message: 'OK',
      data: [balance],
      metadata: { page: 1, limit: 10, total: 1, totalPage: 1 },
    },
    '/leave-type': { message: 'OK', data: [] },
  });

describe('BalancesPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every balance from the ledger as of the day in the address, and says so', async () => {
    const asked = server();
    renderPage(<BalancesPage />, '/leave/balances?on=2026-03-31', ['leaveRequest:read']);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave Balances on 31/03/2026' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Leave balances on 31/03/2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Employee', 'Leave type', 'Balance', 'Pending', 'Booked', 'Available', 'Usable from', 'Action']);
    const row = (await within(grid).findByText('Dara Sok')).closest('[role="row"]') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('gridcell')
        .slice(2, 7)
        .map((c) => c.textContent),
    ).toEqual(['4.5', '1', '2', '1.5', '16/10/2026']);
    expect(asked.some((u) => u.includes('/leave-balance?') && u.includes('on=2026-03-31'))).toBe(true);
    expect(screen.getByRole('textbox', { name: 'On' })).toHaveProperty('value', '31/03/2026');
    // Reading requests only: no carry-over preview.
    expect(screen.queryByRole('link', { name: 'Carry-over preview' })).toBeNull();
  });

  it('reads today without a day, linking whoever reads leave types to the carry-over preview', async () => {
    const asked = server();
    renderPage(<BalancesPage />, '/leave/balances', ['leaveType:read']);
    expect(screen.getByRole('heading', { level: 1, name: 'Leave Balances' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Leave balances today' });
    await within(grid).findByText('Dara Sok');
    expect(asked.some((u) => u.includes('/leave-balance?') && u.includes(`on=${businessToday()}`))).toBe(true);
    expect(screen.getByRole('link', { name: 'Carry-over preview' }).getAttribute('href')).toBe('/leave/carry-over');
  });

  it('reads in Khmer: heading, filters and columns', async () => {
    server();
    showLanguage('km');
    try {
      renderPage(
        <I18nProvider>
          <BalancesPage />
        </I18nProvider>,
        '/leave/balances?on=2026-03-31',
        ['leaveRequest:read'],
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'សមតុល្យច្បាប់ឈប់សម្រាកនៅថ្ងៃ 31/03/2026' }, { timeout: 15_000 }),
      ).toBeTruthy();
      const grid = screen.getByRole('grid', { name: 'តារាងសមតុល្យច្បាប់ឈប់សម្រាកនៅថ្ងៃ 31/03/2026' });
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['បុគ្គលិក', 'ប្រភេទច្បាប់ឈប់សម្រាក', 'សមតុល្យ', 'កំពុងរង់ចាំ', 'បានកក់ទុក', 'អាចប្រើបាន', 'អាចប្រើចាប់ពី', 'សកម្មភាព']);
      expect(screen.getByRole('search', { name: 'សមតុល្យច្បាប់ឈប់សម្រាក' })).toBeTruthy();
      expect(screen.getByRole('searchbox', { name: 'បុគ្គលិក' })).toBeTruthy();
    } finally {
      showLanguage('en');
    }
  });
});
