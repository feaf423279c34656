// One stored payslip line of each form a computed line's name takes, beside the words a Khmer reader is shown for
// it. The server's answers and the web app's drawer are both tested on these, so the two word a line alike.
import type { PayslipLine } from '../api/payroll.ts';

interface Sample {
  line: PayslipLine;
  /** The line as a Khmer reader sees it: computed lines worded, pay lines HR typed as typed. */
  khmer: string;
}

const sample = (
  code: string,
  name: string,
  kind: PayslipLine['kind'],
  amount_cents: number,
  khmer: string,
  amount_riel: number | null = null,
): Sample => ({
  line: { code, name, kind, amount_cents, pay_line_id: code === 'pay_line' ? 7 : null, amount_riel },
  khmer,
});

/** Earnings, benefits and deductions, in a payslip's order. */
export const LINE_SAMPLES: Sample[] = [
  sample('base', 'Base salary', 'earning', 100_000, 'ប្រាក់បៀវត្សរ៍គោល'),
  sample('unpaid_leave', 'Unpaid leave (1.5 d)', 'earning', -5_769, 'ច្បាប់ឈប់សម្រាកគ្មានប្រាក់បៀវត្សរ៍ (1.5 ថ្ងៃ)'),
  sample(
    'part_paid_leave',
    'Part-paid leave at 50% (2 d)',
    'earning',
    -3_846,
    'ច្បាប់ឈប់សម្រាកបើកប្រាក់មួយផ្នែក តាមអត្រា 50% (2 ថ្ងៃ)',
  ),
  sample('absence', 'Absence (19 d)', 'earning', -73_077, 'អវត្តមាន (19 ថ្ងៃ)'),
  sample('overtime_normal', 'Overtime (2h30 at 150%)', 'earning', 1_803, 'ម៉ោងបន្ថែម (2 ម៉ោង 30 នាទី តាមអត្រា 150%)'),
  sample(
    'overtime_night',
    'Overtime at night (0h45 at 200%)',
    'earning',
    721,
    'ម៉ោងបន្ថែមពេលយប់ (0 ម៉ោង 45 នាទី តាមអត្រា 200%)',
  ),
  sample(
    'overtime_rest_day',
    'Overtime on rest days and holidays (8h00 at 200%)',
    'earning',
    7_692,
    'ម៉ោងបន្ថែមថ្ងៃសម្រាក និងថ្ងៃបុណ្យ (8 ម៉ោង 00 នាទី តាមអត្រា 200%)',
  ),
  sample(
    'seniority',
    'Seniority indemnity (7.5 d × $1,000.00 ÷ 26)',
    'earning',
    28_846,
    'ប្រាក់បំណាច់អតីតភាពការងារ (7.5 ថ្ងៃ × $1,000.00 ÷ 26)',
  ),
  sample('severance', 'Severance (5% of $12,000.00)', 'earning', 60_000, 'ប្រាក់បំណាច់បញ្ចប់ការងារ (5% នៃ $12,000.00)'),
  sample('pay_line', 'Transport allowance (Sat)', 'earning', 2_000, 'Transport allowance (Sat)'),
  sample('pay_line', 'Staff meal', 'benefit', 3_000, 'Staff meal'),
  sample('pay_line', 'Canteen', 'deduction', 1_500, 'Canteen'),
  sample('tax', 'Tax on salary', 'deduction', 1_000, 'ពន្ធលើប្រាក់បៀវត្សរ៍', 40_000),
  sample('nssf_pension', 'NSSF pension (employee)', 'deduction', 200, 'សោធននិវត្តន៍ ប.ស.ស. (បុគ្គលិក)', 8_000),
];

/** What the employer pays beside the payslip. */
export const EMPLOYER_LINE_SAMPLES: Sample[] = [
  sample('nssf_pension_employer', 'NSSF pension (employer)', 'employer', 200, 'សោធននិវត្តន៍ ប.ស.ស. (និយោជក)', 8_000),
  sample('nssf_health', 'NSSF health care', 'employer', 260, 'ថែទាំសុខភាព ប.ស.ស.', 10_400),
  sample('nssf_occupational_risk', 'NSSF occupational risk', 'employer', 80, 'ហានិភ័យការងារ ប.ស.ស.', 3_200),
  sample('fbt', 'Fringe benefit tax', 'employer', 500, 'ពន្ធលើអត្ថប្រយោជន៍បន្ថែម', 20_000),
];

/** The words of the samples' data (pay lines HR typed), which stay as typed in any language. */
export const LINE_SAMPLE_DATA_WORDS = ['Transport', 'allowance', 'Sat', 'Staff', 'meal', 'Canteen'];
