import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldDiff, fieldLabel, valueText } from './field-diff.tsx';

describe('FieldDiff', () => {
  it('shows an update by its changed fields, marked in words, and the rest on request', async () => {
    render(
      <FieldDiff
        caption="Changes"
        before={{ salary_cents: 80_000, position: 'Clerk', team_id: 3, password_hash: 'x' }}
        after={{ salary_cents: 95_000, position: 'Senior Clerk', team_id: 3 }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Changes' });
    const salary = within(table).getByRole('row', { name: /^Monthly salary/ });
    expect(salary.textContent).toContain('Changed');
    expect(salary.textContent).toContain('$800.00');
    expect(salary.textContent).toContain('$950.00');
    expect(within(table).queryByRole('row', { name: /^Team/ })).toBeNull();
    expect(screen.getByText('2 fields changed of 3.')).toBeTruthy();
    expect(table.textContent).not.toMatch(/password/i);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show unchanged fields' }));
    const team = within(table).getByRole('row', { name: /^Team/ });
    expect(team.textContent).not.toContain('Changed');
  });

  it('shows a created record whole, every field changed from nothing', () => {
    render(<FieldDiff caption="Created" before={null} after={{ name: 'Riverside' }} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    const row = screen.getByRole('row', { name: /Name/ });
    expect(row.textContent).toContain('-');
    expect(row.textContent).toContain('Riverside');
  });

  it('shows dates as the screens do: a day as DD MMM YYYY, a moment as DD/MM/YYYY hh:mmA in Phnom Penh', () => {
    expect(valueText('join_date', '2023-01-02')).toBe('02 Jan 2023');
    expect(valueText('last_login_at', '2026-11-21T09:05:09.000Z')).toBe('21/11/2026 04:05PM');
    expect(valueText('note', '2023-01-02 was a Monday')).toBe('2023-01-02 was a Monday');
  });

  it('names each field as its form labels it, never by its key', () => {
    expect(fieldLabel('salary_cents')).toBe('Monthly salary');
    expect(fieldLabel('first_name')).toBe('First name');
    expect(fieldLabel('date_of_birth')).toBe('Date of birth');
    expect(fieldLabel('team_id')).toBe('Team');
    expect(fieldLabel('staff_id')).toBe('Staff ID');
    // A field no form shows is read out of its key.
    expect(fieldLabel('last_login_at')).toBe('Last login at');
  });
});
