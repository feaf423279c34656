// Ending an employment and reading its settlement, as a keyboard and screen-reader user meets them: the dialog asks
// the notice only for a dismissal, shows what the settlement would pay once the day and reason hold, and sends the
// contract's body; the settlement page lists each amount with how it was computed and its rule. The server is a
// scripted fetch.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Settlement } from '../../../contract/api/employment.ts';
import { ui } from '../../lib/ui-state.ts';
import EndEmploymentDialog from './end-employment-dialog.tsx';
import SettlementPage from './settlement-page.tsx';

const settlement: Settlement = {
  employee_id: 7,
  employee_name: 'Sok Dara',
  staff_id: 'EMP-7',
  last_day: '2026-03-31',
  reason: 'dismissal',
  notice_given_days: 30,
  contract_kind: 'undetermined',
  exchange_rate: 4000,
  items: [
    {
      code: 'salary',
      label: 'Salary to the last day (31 of 31 d)',
      amount_cents: 100_000,
      taxable_cents: 100_000,
      basis: '$1,000.00 × 31 of the 31 calendar days',
      rule: 'Labour Law art. 166-167',
    },
    {
      code: 'notice',
      label: 'Pay in lieu of notice (30 of 60 d)',
      amount_cents: 100_000,
      taxable_cents: 100_000,
      basis: '60 days of notice owed, 30 given',
      rule: 'Labour Law art. 75',
    },
  ],
  lines: [
    {
      code: 'tax',
      name: 'Tax on salary',
      kind: 'deduction',
      amount_cents: 1_500,
      pay_line_id: null,
      amount_riel: 60_000,
    },
  ],
  employer_lines: [],
  gross_cents: 200_000,
  tax_cents: 1_500,
  employee_nssf_cents: 600,
  net_cents: 197_900,
  net_riel: 791_600_000,
  created_at: '2026-03-31T03:00:00.000Z',
  created_by: 'hr',
};

const sent: { method: string; url: string; body: unknown }[] = [];
const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

function wrap(node: React.ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ provider: () => new Map() }}>{node}</SWRConfig>
    </MemoryRouter>,
  );
}

describe('ending an employment and its settlement', () => {
  beforeEach(() => {
    sent.length = 0;
    ui.dialogArg = { kind: 'employee', id: 7, name: 'Sok Dara', extra: { status: 'active' } };
    vi.stubGlobal('fetch', async (input: string | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(`http://x${input}`, init);
      const url = new URL(request.url);
      const body = request.method === 'POST' ? await request.json() : undefined;
      sent.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
      if (request.method === 'POST') return json(201, { message: 'Employment of Sok Dara ended.', data: settlement });
      return json(200, { message: 'OK', data: { ...settlement, created_at: null, created_by: null } });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    ui.dialogArg = null;
  });

  it('asks the notice for a dismissal only, previews the amounts, and sends the body', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    wrap(<EndEmploymentDialog onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'End employment of Sok Dara' });
    expect(within(form).queryByLabelText('Notice given (days)')).toBeNull();
    await user.type(within(form).getByLabelText('Last day'), '31/03/2026');
    await user.selectOptions(within(form).getByLabelText('Reason'), 'dismissal');
    const notice = within(form).getByLabelText('Notice given (days)');
    await user.clear(notice);
    await user.type(notice, '30');
    await user.type(within(form).getByLabelText('Exchange rate (riel per US dollar, optional)'), '4000');
    const preview = await within(form).findByRole('table', { name: 'Amounts of the settlement' });
    expect(within(preview).getByRole('row', { name: /Pay in lieu of notice \(30 of 60 d\)/ }).textContent).toContain(
      '$1,000.00',
    );
    expect(within(preview).getByRole('row', { name: /Net pay/ }).textContent).toContain('$1,979.00');
    expect(
      sent.some((s) => s.url.includes('/employee/7/settlement/preview?last_day=2026-03-31&reason=dismissal')),
    ).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'End employment' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/admin/employee/7/end',
      body: { last_day: '2026-03-31', reason: 'dismissal', notice_given_days: 30, exchange_rate: 4000 },
    });
  }, 30_000);

  it('refuses a missing reason on its field before sending', async () => {
    const user = userEvent.setup();
    wrap(<EndEmploymentDialog onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'End employment of Sok Dara' });
    await user.type(within(form).getByLabelText('Last day'), '31/03/2026');
    await user.click(within(form).getByRole('button', { name: 'End employment' }));
    expect(await within(form).findByText(/Reason must be one of/)).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  }, 30_000);

  it('lists each amount with how it was computed and its rule, and the net', async () => {
    wrap(<SettlementPage />, '/payroll/settlement?employee_id=7');
    const amounts = await screen.findByRole('table', { name: 'Amounts and the rules behind them' });
    const notice = within(amounts).getByRole('row', { name: /Pay in lieu of notice/ });
    expect(within(notice).getByText('60 days of notice owed, 30 given')).toBeTruthy();
    expect(within(notice).getByText('Labour Law art. 75')).toBeTruthy();
    const payslip = screen.getByRole('table', { name: 'Final payslip' });
    expect(within(payslip).getByRole('row', { name: /Net pay/ }).textContent).toContain('$1,979.00');
    expect(screen.getByRole('button', { name: 'Download statement (PDF)' })).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/v1/admin/employee/7/settlement');
  });
});
