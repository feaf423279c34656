// A payslip in the register's drawer, in Khmer and in English: its computed lines worded in the language on
// screen from their code and the figures their stored English names carry (as an answer read before a switch to
// Khmer holds them), pay lines as HR typed them; in Khmer no English word is left but the data's.
import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { PayslipItem, PayslipLine } from '../../../contract/api/payroll.ts';
import { showLanguage } from '../../i18n/language.ts';
import { renderInKhmer, renderPageInLanguage, scriptServer } from '../../ui/testing/render-in-language.tsx';
import { PayslipDrawer } from './payslip-drawer.tsx';

const line = (code: string, name: string, kind: PayslipLine['kind'], amount_cents: number): PayslipLine => ({
  code,
  name,
  kind,
  amount_cents,
  pay_line_id: code === 'pay_line' ? 7 : null,
  amount_riel: code.startsWith('nssf') || code === 'tax' || code === 'fbt' ? amount_cents * 40 : null,
});

const STORED = [
  line('base', 'Base salary', 'earning', 100_000),
  line('unpaid_leave', 'Unpaid leave (1.5 d)', 'earning', -5_769),
  line('part_paid_leave', 'Part-paid leave at 50% (2 d)', 'earning', -3_846),
  line('absence', 'Absence (19 d)', 'earning', -73_077),
  line('overtime_normal', 'Overtime (2h30 at 150%)', 'earning', 1_803),
  line('overtime_rest_day', 'Overtime on rest days and holidays (8h00 at 200%)', 'earning', 7_692),
  line('seniority', 'Seniority indemnity (7.5 d × $1,000.00 ÷ 26)', 'earning', 28_846),
  line('pay_line', 'Transport allowance', 'earning', 2_000),
  line('pay_line', 'Staff meal', 'benefit', 3_000),
  line('pay_line', 'Canteen', 'deduction', 1_500),
  line('tax', 'Tax on salary', 'deduction', 1_000),
  line('nssf_pension', 'NSSF pension (employee)', 'deduction', 200),
];
const EMPLOYER = [
  line('nssf_pension_employer', 'NSSF pension (employer)', 'employer', 200),
  line('nssf_health', 'NSSF health care', 'employer', 260),
  line('fbt', 'Fringe benefit tax', 'employer', 500),
];

const payslip: PayslipItem = {
  id: 1,
  payroll_id: 3,
  month: '2026-03',
  status: 'approved',
  employee_id: 7,
  employee_name: 'Sok Dara',
  staff_id: 'EMP-7',
  department: { id: 2, name: 'Finance' },
  base_cents: 100_000,
  gross_pay: 55_649,
  tax_cents: 1_000,
  employee_nssf_cents: 200,
  employer_cents: 960,
  net_pay: 52_949,
  position: 'Accountant',
  bank_name: 'ABA Bank',
  bank_account: '000111222',
  exchange_rate: 4000,
  nssf_exchange_rate: 4000,
  taxable_cents: 55_649,
  tax_riel: 40_000,
  net_riel: 211_796_000,
  unpaid_days: 22.5,
  overtime_minutes: 630,
  lines: STORED,
  employer_lines: EMPLOYER,
  created_at: '2026-04-01T00:00:00.000Z',
};

/** The data's own words: names, position, department, bank and the pay lines HR typed. */
const DATA = 'Sok Dara EMP Finance Accountant ABA Bank Transport allowance Staff meal Canteen';

const rowNames = () => screen.getAllByRole('rowheader').map((h) => h.firstChild?.textContent);

describe('a payslip in the drawer', () => {
  afterEach(() => vi.unstubAllGlobals());
  afterAll(() => showLanguage('en'));

  it('reads every computed line in Khmer, with no English word left but the data’s', async () => {
    await renderInKhmer(<PayslipDrawer id={1} onClose={() => {}} />, {
      path: '/payroll',
      permissions: ['payroll:read'],
      server: { '/payslip/1': { message: 'OK', data: payslip } },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'បង្កាន់ដៃបៀវត្សរ៍ មីនា 2026' })).toBeTruthy();
    expect(rowNames()).toEqual(
      expect.arrayContaining([
        'ប្រាក់បៀវត្សរ៍គោល',
        'ច្បាប់ឈប់សម្រាកគ្មានប្រាក់បៀវត្សរ៍ (1.5 ថ្ងៃ)',
        'ច្បាប់ឈប់សម្រាកបើកប្រាក់មួយផ្នែក តាមអត្រា 50% (2 ថ្ងៃ)',
        'អវត្តមាន (19 ថ្ងៃ)',
        'ម៉ោងបន្ថែម (2 ម៉ោង 30 នាទី តាមអត្រា 150%)',
        'ម៉ោងបន្ថែមថ្ងៃសម្រាក និងថ្ងៃបុណ្យ (8 ម៉ោង 00 នាទី តាមអត្រា 200%)',
        'ប្រាក់បំណាច់អតីតភាពការងារ (7.5 ថ្ងៃ × $1,000.00 ÷ 26)',
        'Transport allowance',
        'ពន្ធលើប្រាក់បៀវត្សរ៍',
        'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម',
      ]),
    );
    const dialog = screen.getByRole('dialog');
    const labels = [...dialog.querySelectorAll('[aria-label], [title], [placeholder]')].map((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    const words = [dialog.textContent ?? '', ...labels].join(' ').match(/[A-Za-z]+/g) ?? [];
    const data = new Set(DATA.split(' '));
    expect(words.filter((w) => !data.has(w))).toEqual([]);
  });

  it('reads the stored names in English, as they are', async () => {
    scriptServer({ '/payslip/1': { message: 'OK', data: payslip } });
    await renderPageInLanguage('en', '/payroll', <PayslipDrawer id={1} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Payslip, March 2026' })).toBeTruthy();
    const shown = rowNames().filter((name) => name !== 'Total');
    expect(shown.sort()).toEqual([...STORED, ...EMPLOYER].map((l) => l.name).sort());
  });
});
