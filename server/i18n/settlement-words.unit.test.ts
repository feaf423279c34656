// A settlement's bases and rules in Khmer: each sentence the settlement writes (from the same builders) reads whole
// in Khmer, its figures and days as they are; every version of the law it quotes has its Khmer; English and a
// sentence in no known form stay as stored.
import { describe, expect, it } from 'vitest';
import { LEAVER_PAY } from '../modules/payroll/seniority-law.ts';
import { payInLieuOfNotice, seniorityIndemnity, severance } from '../modules/payroll/seniority.ts';
import { hasKhmerSource, itemWords, QUOTED_LAW } from './settlement-words.ts';

const km = (item: {
  code: 'salary' | 'annual_leave' | 'seniority' | 'severance' | 'notice';
  basis: string;
  rule: string;
}) => itemWords('km', item);

describe('settlement words in Khmer', () => {
  it('have every version of the law a settlement quotes in Khmer', () => {
    expect(QUOTED_LAW.filter((version) => !hasKhmerSource(version)).map((v) => v.source)).toEqual([]);
  });

  it('word the builders’ bases and rules whole, figures as they are', () => {
    const items = [
      seniorityIndemnity({
        serviceFrom: '2026-01-01',
        serviceTo: '2026-03-31',
        wages: [100_000, 100_000],
        rate: 4000,
        leaver: true,
      }),
      seniorityIndemnity({ serviceFrom: '2019-01-01', serviceTo: '2019-06-30', wages: [100_000], rate: 4000 }),
      severance({ wagesPaid: 1_200_000, on: '2026-03-31' }),
      payInLieuOfNotice({ joined: '2020-01-06', lastDay: '2026-03-31', givenDays: 30, base: 100_000 }),
    ];
    for (const item of items) {
      const words = km(item!);
      expect(words.basis, item!.basis).not.toMatch(/[A-Za-z]/);
      expect(words.rule, item!.rule).not.toMatch(/[A-Za-z]/);
    }
    expect(km(items[3]!).basis).toBe(
      'អតីតភាពការងារ 2277 ថ្ងៃ៖ ត្រូវជូនដំណឹងជាមុន 60 ថ្ងៃ បានផ្ដល់ 30 ថ្ងៃ; 30 ថ្ងៃ × $1,000.00 ÷ 30',
    );
    expect(km(items[0]!).rule).toContain('ប្រកាសលេខ 443 ក.ប/ប្រក');
    expect(km(items[0]!).rule).toContain('។ ពន្ធ៖ សារាចរណែនាំលេខ 002 សហវ.អពដ');
  });

  it('word the salary and the untaken leave with their days in Khmer, the leave type as named', () => {
    expect(km({ code: 'salary', basis: '', rule: LEAVER_PAY[0].source }).rule).toMatch(/^ច្បាប់ស្ដីពីការងារ មាត្រា 166-167 /);
    expect(
      km({
        code: 'salary',
        basis:
          '$1,000.00 × 16 of the 31 calendar days of the period 01 Mar 2026 – 31 Mar 2026 (01 Mar 2026 to 16 Mar 2026)',
        rule: '',
      }).basis,
    ).toBe('$1,000.00 × 16 ក្នុងចំណោម 31 ថ្ងៃប្រតិទិននៃរយៈពេល 01 មីនា 2026 – 31 មីនា 2026 (01 មីនា 2026 ដល់ 16 មីនា 2026)');
    expect(
      km({
        code: 'annual_leave',
        basis: '4.5 days of Annual Leave earned and not taken on 31 Mar 2026 (the leave ledger) × $1,000.00 ÷ 26',
        rule: '',
      }).basis,
    ).toBe('4.5 ថ្ងៃនៃ Annual Leave ដែលទទួលបាន ហើយមិនទាន់ប្រើនៅ 31 មីនា 2026 (បញ្ជីកត់ត្រាច្បាប់ឈប់សម្រាក) × $1,000.00 ÷ 26');
  });

  it('keeps English as stored, and a sentence in no known form whole', () => {
    const item = { code: 'notice' as const, basis: 'worked out by hand', rule: 'A company decision' };
    expect(km(item)).toEqual({ basis: item.basis, rule: item.rule });
    const notice = payInLieuOfNotice({ joined: '2020-01-06', lastDay: '2026-03-31', givenDays: 0, base: 100_000 })!;
    expect(itemWords('en', notice)).toEqual({ basis: notice.basis, rule: notice.rule });
  });
});
