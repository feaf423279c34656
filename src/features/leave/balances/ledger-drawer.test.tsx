// The ledger drawer is a dialog named by its title with a Close button; it lists the server's lines in order with
// the balance after each in a grid, asks for today (or the day the balances screen is read on), focuses the newest
// line and is walked by the keyboard: arrows, Home, End and PageDown move through the lines, Tab goes on to Close,
// Escape closes. The server is a scripted fetch.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../lib/ui-state.ts';
import { balanceEntity } from '../leave-entities.ts';
import { businessToday } from '../../../lib/time.ts';
import LedgerDrawer from './ledger-drawer.tsx';

const line = (date: string, kind: string, days: number, balance: number, label: string) => ({
  date,
  kind,
  days,
  balance,
  label,
});
const ledger = {
  employee: { id: 3, join_date: '2025-10-16' },
  leave_type: { id: 2, name: 'Annual Leave' },
  on: '2025-12-31',
  balance: 3.77,
  pending: 1,
  booked: 0,
  available: 2.77,
  usable_from: '2026-10-16',
  pay_percent: 100,
  policy: {},
  lines: [
    line('2025-10-31', 'accrual', 0.77, 0.77, 'October 2025 (16 of 31 days)'),
    line('2025-11-30', 'accrual', 1.5, 2.27, 'November 2025'),
    line('2025-12-31', 'accrual', 1.5, 3.77, 'December 2025'),
  ],
};

const asked: string[] = [];

describe('LedgerDrawer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    asked.length = 0;
    ui.dialogArg = balanceEntity(
      {
        employee: { id: 3, full_name: 'Dara Sok', staff_id: 'EMP-000003' },
        leave_type: { id: 2, name: 'Annual Leave', paid: true },
      },
      '2025-12-31',
    );
    vi.stubGlobal('fetch', (url: string | Request) => {
      asked.push(String(url instanceof Request ? url.url : url));
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'OK', data: ledger }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ui.dialogArg = null;
  });

  const renderDrawer = (onClose = vi.fn()) =>
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LedgerDrawer onClose={onClose} />
      </SWRConfig>,
    );

  it('lists every line with its balance in a grid, focuses the newest, and moves through them by keyboard', async () => {
    renderDrawer();
    const grid = await screen.findByRole('grid', { name: 'Ledger lines' });
    expect(asked[0]).toContain('/leave-balance/3/ledger?leave_type_id=2&on=2025-12-31');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Line', 'Days', 'Balance']);
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('gridcell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['31/10/2025', 'October 2025 (16 of 31 days)', '+0.77', '0.77'],
      ['30/11/2025', 'November 2025', '+1.5', '2.27'],
      ['31/12/2025', 'December 2025', '+1.5', '3.77'],
    ]);
    expect(document.getElementById(grid.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Arrow keys, Home and End move through the lines; Escape closes.',
    );
    expect(screen.getByText(/on 31\/12\/2025 · usable from 16\/10\/2026 · a day pays 100%/)).toBeTruthy();
    // The newest line gives the balance: focus lands on it as the grid appears, the one Tab stop.
    expect(document.activeElement).toBe(rows[2]);
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, -1, 0]);
    const user = userEvent.setup();
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(rows[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(rows[1]);
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(rows[2]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(rows[1]);
    expect(rows.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('is a drawer named by its title: Tab leaves the lines for Close, Escape closes', async () => {
    const onClose = vi.fn();
    renderDrawer(onClose);
    const drawer = await screen.findByRole('dialog', { name: 'Leave ledger' });
    expect(drawer.querySelector('[data-drawer]')).toBeTruthy();
    const grid = await within(drawer).findByRole('grid', { name: 'Ledger lines' });
    const newest = within(grid).getAllByRole('row').at(-1);
    expect(document.activeElement).toBe(newest);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(newest);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('reads the ledger on the day the balances screen is read on', async () => {
    ui.dialogArg = balanceEntity(
      {
        employee: { id: 3, full_name: 'Dara Sok', staff_id: 'EMP-000003' },
        leave_type: { id: 2, name: 'Annual Leave', paid: true },
      },
      '2025-11-15',
    );
    renderDrawer();
    await screen.findByRole('grid', { name: 'Ledger lines' });
    expect(asked[0]).toContain('/leave-balance/3/ledger?leave_type_id=2&on=2025-11-15');
  });

  it('reads the ledger today when the balances screen is not read on a day', async () => {
    ui.dialogArg = balanceEntity({
      employee: { id: 3, full_name: 'Dara Sok', staff_id: 'EMP-000003' },
      leave_type: { id: 2, name: 'Annual Leave', paid: true },
    });
    renderDrawer();
    await screen.findByRole('grid', { name: 'Ledger lines' });
    expect(asked[0]).toContain(`/leave-balance/3/ledger?leave_type_id=2&on=${businessToday()}`);
  });
});
