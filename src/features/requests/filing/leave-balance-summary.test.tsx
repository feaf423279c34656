// The filing form's balance box reads the ledger on the leave's first day: its heading says the day, its figures are
// the ledger's, and a request over what is available then is said before it is sent.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeaveBalanceSummary } from './leave-balance-summary.tsx';

const type = { id: 2, name: 'Annual Leave', paid: true } as Parameters<typeof LeaveBalanceSummary>[0]['type'];
const balance = {
  employee: { id: 3, staff_id: 'EMP-000003', full_name: 'Dara Sok' },
  leave_type: { id: 2, name: 'Annual Leave', paid: true },
  on: '2026-12-07',
  balance: 4.5,
  pending: 1,
  booked: 0.5,
  available: 3,
  usable_from: '2026-10-16',
};

describe('LeaveBalanceSummary', () => {
  it("shows the ledger's figures on the leave's first day, and says when the request asks for more", () => {
    const { rerender } = render(
      <LeaveBalanceSummary
        type={type}
        on="2026-12-07"
        hasEmployee
        balance={balance}
        loading={false}
        requestedDays={3}
      />,
    );
    const box = screen.getByRole('region', { name: 'Balance on 07/12/2026' });
    expect(
      within(box)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Balance', 'Pending', 'Booked', 'Available']);
    expect(
      within(box)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['4.5', '1', '0.5', '3']);
    expect(within(box).queryByText(/asks for more/)).toBeNull();
    rerender(
      <LeaveBalanceSummary
        type={type}
        on="2026-12-07"
        hasEmployee
        balance={balance}
        loading={false}
        requestedDays={3.5}
      />,
    );
    expect(within(box).getByText('This asks for more than the 3 days available.')).toBeTruthy();
  });
});
