// The ledger dialog lists the server's lines in order with the balance after each, asks for the day the year
// is read on, and is walked by the keyboard: arrows, Home and End move through the lines. The server is a
// scripted fetch.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../../lib/ui-state.ts';
import { balanceEntity } from '../leave-admin-entities.ts';
import LedgerDialog, { ledgerDay } from './ledger-dialog.tsx';

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

describe('LedgerDialog', () => {
  beforeEach(() => {
    asked.length = 0;
    ui.dialogArg = balanceEntity({
      employee: { id: 3, full_name: 'Dara Sok', staff_id: 'EMP-000003' },
      leave_type: { id: 2, name: 'Annual Leave', paid: true },
      year: 2025,
    });
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

  it('reads a past year on its last day and the current year today', () => {
    expect(ledgerDay(2025, '2026-11-28')).toBe('2025-12-31');
    expect(ledgerDay(2026, '2026-11-28')).toBe('2026-11-28');
  });

  it('lists every line with its balance, and moves through them by keyboard', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LedgerDialog onClose={vi.fn()} />
      </SWRConfig>,
    );
    const list = await screen.findByRole('list', { name: 'Ledger lines' });
    expect(asked[0]).toContain('/leave-balance/3/ledger?leave_type_id=2&on=2025-12-31');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('October 2025 (16 of 31 days)+0.770.77'),
      expect.stringContaining('November 2025+1.52.27'),
      expect.stringContaining('December 2025+1.53.77'),
    ]);
    const user = userEvent.setup();
    items[0].focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    expect(items[0].tabIndex).toBe(0);
    expect(items[2].tabIndex).toBe(-1);
  });
});
