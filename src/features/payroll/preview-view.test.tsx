// The preview as a screen reader meets it: the warnings region naming who, the differences table holding only the
// employees whose pay moved or who warn (all of them on request), and those who left.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PreviewData, PreviewRow } from '../../../contract/api/payroll.ts';
import { PreviewView } from './preview-view.tsx';
import { row } from './preview-row.fixture.ts';

const data: PreviewData = {
  month: '2026-10',
  exchange_rate: 4100,
  nssf_exchange_rate: 4100,
  previous_month: '2026-09',
  headcount: 3,
  gross_cents: 262_500,
  net_cents: 252_500,
  tax_cents: 10_000,
  employee_nssf_cents: 0,
  employer_cents: 1_234,
  rows: [
    row(1, 'Sok Dara', { net_pay: 82_500, change_cents: 2_500, reasons: ['pay_lines'] }),
    row(2, 'Chan Nita'),
    row(3, 'Keo Chenda', {
      net_pay: 90_000,
      previous_net_pay: null,
      change_cents: 90_000,
      reasons: ['joined'],
      warnings: ['no_bank_account'],
    }),
  ],
  month_warnings: [],
  left: [{ employee_id: 9, employee_name: 'Lim Sophal', previous_net_pay: 70_000 }],
};

describe('payroll preview', () => {
  it('shows the totals, who warns, the differences from last month with their reasons, and who left', async () => {
    render(<PreviewView data={data} />);
    expect(screen.getByText('$2,625.00')).toBeTruthy();
    expect(screen.getByText('4,100 riel')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Warnings' })).getByRole('listitem').textContent).toContain(
      'No bank account: 1 employee (Keo Chenda)',
    );

    const table = screen.getByRole('grid', { name: 'Differences from September 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Sok Dara'),
      expect.stringContaining('Keo Chenda'),
    ]);
    expect(rows[0].textContent).toContain('$800.00$825.00+$25.00Pay lines');
    expect(rows[1].textContent).toContain('-$900.00+$900.00Joined');
    expect(screen.getByText('2 of 3 employees changed or need attention.')).toBeTruthy();
    const left = within(screen.getByRole('region', { name: 'Left since September 2026' })).getByRole('listitem');
    expect(left.textContent).toContain('Lim Sophal: was paid $700.00');

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show every employee' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Chan Nita')).toBeTruthy();
  });

  it("puts the month's warnings first in a polite live region, with who is absent all month", () => {
    const noPunches = 'No punch was recorded in October 2026: everyone counts as absent on every working day.';
    const absent = { warnings: ['absent_all_month', 'attendance_pay_while_absent'] as PreviewRow['warnings'] };
    render(
      <PreviewView
        data={{
          ...data,
          month_warnings: [{ code: 'no_punches', message: noPunches }],
          rows: [row(1, 'Sok Dara', absent), row(2, 'Chan Nita', absent)],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Warnings' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      noPunches,
      'Absent all month: 2 employees (Sok Dara, Chan Nita)',
      'Attendance pay while absent: 2 employees (Sok Dara, Chan Nita)',
    ]);
  });

  it('says when there is no earlier run to compare with', () => {
    render(<PreviewView data={{ ...data, previous_month: null, left: [] }} />);
    expect(screen.getByRole('grid', { name: 'Employees' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Left since/ })).toBeNull();
  });
});
