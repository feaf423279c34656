// A payslip in the register's drawer, in Khmer and in English: its computed lines worded in the language on
// screen from their code and the figures their stored English names carry (as an answer read before a switch to
// Khmer holds them), pay lines as HR typed them; in Khmer no English word is left but the data's.
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { PayslipItem } from '../../../contract/api/payroll.ts';
import {
  EMPLOYER_LINE_SAMPLES,
  LINE_SAMPLE_DATA_WORDS,
  LINE_SAMPLES,
} from '../../../contract/testing/payslip-line-samples.ts';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { showLanguage } from '../../i18n/language.ts';
import { renderInKhmer, renderPageInLanguage, scriptServer } from '../../ui/testing/render-in-language.tsx';
import { PayslipDrawer } from './payslip-drawer.tsx';

const STORED = LINE_SAMPLES.map((s) => s.line);
const EMPLOYER = EMPLOYER_LINE_SAMPLES.map((s) => s.line);

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
const DATA = ['Sok', 'Dara', 'EMP', 'Finance', 'Accountant', 'ABA', 'Bank', ...LINE_SAMPLE_DATA_WORDS];

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
    expect(rowNames()).toEqual(expect.arrayContaining([...LINE_SAMPLES, ...EMPLOYER_LINE_SAMPLES].map((s) => s.khmer)));
    const dialog = screen.getByRole('dialog');
    const labels = [...dialog.querySelectorAll('[aria-label], [title], [placeholder]')].map((el) =>
      ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    const words = [dialog.textContent ?? '', ...labels].join(' ').match(/[A-Za-z]+/g) ?? [];
    const data = new Set(DATA);
    expect(words.filter((w) => !data.has(w))).toEqual([]);
  });

  it('reads the payslip again, in English, when the reader switches language with it open', async () => {
    const inKhmer = (samples: typeof LINE_SAMPLES) => samples.map((s) => ({ ...s.line, name: s.khmer }));
    const khmerAnswer = { ...payslip, lines: inKhmer(LINE_SAMPLES), employer_lines: inKhmer(EMPLOYER_LINE_SAMPLES) };
    await renderInKhmer(<PayslipDrawer id={1} onClose={() => {}} />, {
      path: '/payroll',
      permissions: ['payroll:read'],
      server: { '/payslip/1': { message: 'OK', data: khmerAnswer } },
    });
    await screen.findByRole('heading', { level: 3, name: 'បង្កាន់ដៃបៀវត្សរ៍ មីនា 2026' });
    const asked = scriptServer({ '/payslip/1': { message: 'OK', data: payslip } });
    await loadCatalogue('en');
    act(() => showLanguage('en'));
    await screen.findByRole('heading', { level: 3, name: 'Payslip, March 2026' });
    await waitFor(() =>
      expect(
        rowNames()
          .filter((name) => name !== 'Total')
          .sort(),
      ).toEqual([...STORED, ...EMPLOYER].map((l) => l.name).sort()),
    );
    expect(asked.filter((url) => url.endsWith('/payslip/1'))).toHaveLength(1);
  });

  it('reads the stored names in English, as they are', async () => {
    scriptServer({ '/payslip/1': { message: 'OK', data: payslip } });
    await renderPageInLanguage('en', '/payroll', <PayslipDrawer id={1} onClose={() => {}} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Payslip, March 2026' })).toBeTruthy();
    const shown = rowNames().filter((name) => name !== 'Total');
    expect(shown.sort()).toEqual([...STORED, ...EMPLOYER].map((l) => l.name).sort());
  });
});
