// The Rules tab and the rule version dialog as a screen reader meets them: each rule a region holding its versions
// oldest first, with their sources and which is in force or upcoming; the dialog previewing a month under a
// proposed version, naming every employee whose pay changes, before anything is saved.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayrollRuleItem } from '../../../contract/api/payroll.ts';
import type { WhatIfData } from '../../../contract/api/payroll-rules.ts';

const version = (over: Partial<PayrollRuleItem>): PayrollRuleItem => ({
  id: 1,
  key: 'nssf_pension',
  label: 'NSSF pension',
  effective_from: '2022-10',
  in_force: false,
  status: 'past',
  summary: '2% employee + 2% employer on the wage clamped to 400,000–1,200,000 riel.',
  value: { employee_bp: 200, employer_bp: 200, floor_riel: 400_000, cap_riel: 1_200_000 },
  source: 'Sub-decree No. 32 ANK.BK of 4 March 2021',
  created_by: null,
  created_at: null,
  ...over,
});
const RULES = [
  version({ id: 2, effective_from: '2027-10', status: 'upcoming', summary: '4% employee + 4% employer.' }),
  version({ id: 1, in_force: true, status: 'in_force' }),
  version({
    id: 3,
    key: 'unpaid_day',
    label: 'Unpaid day',
    effective_from: '2020-01',
    in_force: true,
    status: 'in_force',
    summary: 'The monthly base ÷ 26 days.',
    value: { days: 26 },
    source: 'Company practice',
  }),
];
const figures = (net: number) => ({
  gross_pay: 50_000,
  tax_cents: 0,
  employee_nssf_cents: 0,
  employer_cents: 0,
  net_pay: net,
});
const WHAT_IF: WhatIfData = {
  month: '2026-10',
  key: 'nssf_pension',
  label: 'NSSF pension',
  summary: '3% employee + 3% employer on the wage clamped to 400,000–1,200,000 riel.',
  exchange_rate: 4100,
  nssf_exchange_rate: 4100,
  headcount: 2,
  changed: 1,
  current: figures(99_000),
  proposed: figures(98_700),
  rows: [
    {
      employee_id: 1,
      employee_name: 'Sok Dara',
      staff_id: 'E1',
      current: figures(49_000),
      proposed: figures(48_700),
      net_change_cents: -300,
      employer_change_cents: 300,
    },
    {
      employee_id: 2,
      employee_name: 'Chan Nita',
      staff_id: 'E2',
      current: figures(50_000),
      proposed: figures(50_000),
      net_change_cents: 0,
      employer_change_cents: 0,
    },
  ],
};

const previewUnder = vi.fn(async () => WHAT_IF);
const addRuleVersion = vi.fn();
vi.mock('./api/rules-api.ts', () => ({
  useRules: () => ({ data: { message: 'OK', data: RULES }, error: undefined, isLoading: false }),
  previewUnder: (...args: unknown[]) => previewUnder(...(args as [])),
  addRuleVersion: (...args: unknown[]) => addRuleVersion(...args),
}));

const { RulesTab } = await import('./rules-tab.tsx');
const { default: RuleVersionDialog } = await import('./rule-version-dialog.tsx');

describe('the Rules tab', () => {
  it('shows each rule as a timeline of its versions, oldest first, with sources and status', () => {
    render(<RulesTab />);
    const pension = screen.getByRole('region', { name: 'NSSF pension' });
    const items = within(pension)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^From October 2022In force2% employee.*Source: Sub-decree No\. 32/),
      expect.stringMatching(/^From October 2027Upcoming4% employee/),
    ]);
    expect(screen.getByRole('region', { name: 'Unpaid day' })).toBeTruthy();
  });
});

describe('the rule version dialog', () => {
  beforeEach(() => previewUnder.mockClear());

  it('previews a month under the proposed value and lists who changes, saving nothing', async () => {
    const user = userEvent.setup();
    render(<RuleVersionDialog onClose={() => {}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rule' }), 'nssf_pension');
    const value = screen.getByRole('textbox', { name: /^Value/ }) as HTMLTextAreaElement;
    expect(JSON.parse(value.value)).toEqual(RULES[1].value);
    const month = screen.getByRole('textbox', { name: /^From month/ });
    await user.clear(month);
    await user.paste('2026-10');
    await user.clear(value);
    await user.paste('{"employee_bp": 300, "employer_bp": 300, "floor_riel": 400000, "cap_riel": 1200000}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(previewUnder).toHaveBeenCalledWith({
      month: '2026-10',
      key: 'nssf_pension',
      value: { employee_bp: 300, employer_bp: 300, floor_riel: 400_000, cap_riel: 1_200_000 },
    });
    expect((await screen.findByRole('status')).textContent).toMatch(/October 2026 under .*: 1 of 2 employees change/);
    const table = screen.getByRole('table', { name: 'Employees whose pay changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Sok Dara (E1)$490.00$487.00-$3.00+$3.00']);
    expect(addRuleVersion).not.toHaveBeenCalled();
    // A shared machine may be slow to type into a form: a generous limit, not a measure.
  }, 20_000);

  it('refuses a value that is not JSON before asking the server', async () => {
    const user = userEvent.setup();
    render(<RuleVersionDialog onClose={() => {}} />);
    const value = screen.getByRole('textbox', { name: /^Value/ });
    await user.clear(value);
    await user.paste('two percent');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/The value must be JSON/)).toBeTruthy();
    expect(previewUnder).not.toHaveBeenCalled();
  });
});
