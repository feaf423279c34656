// A month's payroll preview in Khmer: its figures, headings, the table's columns and the reasons and warnings read
// in Khmer, and none of the payroll catalogue's English words is left on it (money aside).
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewData } from '../../../contract/api/payroll.ts';
import { formatRiel } from '../../../contract/money.ts';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { payrollEn } from '../../i18n/areas/payroll.en.ts';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { showLanguage } from '../../i18n/language.ts';
import { PreviewView } from './preview-view.tsx';
import { row } from './preview-row.fixture.ts';

const data: PreviewData = {
  month: '2026-10',
  exchange_rate: 4100,
  nssf_exchange_rate: 4100,
  previous_month: '2026-09',
  headcount: 2,
  gross_cents: 160_000,
  net_cents: 160_000,
  tax_cents: 0,
  employee_nssf_cents: 0,
  employer_cents: 0,
  rows: [
    row(1, 'Sok Dara', { net_pay: 82_500, change_cents: 2_500, reasons: ['pay_lines'] }),
    row(2, 'Chan Nita', { warnings: ['no_bank_account'] }),
  ],
  left: [{ employee_id: 3, employee_name: 'Keo Sophal', previous_net_pay: 70_000 }],
  month_warnings: [],
} as PreviewData;

describe('the payroll screens in Khmer', () => {
  beforeAll(async () => {
    await loadCatalogue('km');
    showLanguage('km');
  });
  afterAll(() => showLanguage('en'));

  it('shows the preview of a month in Khmer only', () => {
    render(
      <I18nProvider>
        <PreviewView data={data} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'ការព្រមាន' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ភាពខុសគ្នាពីខែ កញ្ញា 2026' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'បៀវត្សរ៍សុទ្ធ' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'បង្ហាញបុគ្គលិកទាំងអស់' })).toBeTruthy();
    const shown = document.body.textContent ?? '';
    expect(shown).toContain('គ្មានគណនីធនាគារ');
    // Money keeps its formatter's writing in both languages (4,100 riel).
    const shownWithoutMoney = shown.replaceAll(formatRiel(data.exchange_rate), '');
    const words = new Set(Object.values(payrollEn).flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []));
    expect([...words].filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(shownWithoutMoney))).toEqual([]);
  });
});
