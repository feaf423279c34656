// An approved run's statutory files (contract/api/payroll-files.ts), built on a job worker from the frozen
// payslips: the tax on salary and fringe benefit tax return, the NSSF contribution list and the labour ministry's
// payroll ledger. Riel figures are the payslip's own where it stored them (tax, each contribution); the rest are
// worked out again exactly as compute-payslip.ts did (the same conversion and rounding, the month's rules), so a
// row of the file adds up to what the payslip shows.
import type { PayslipItem, PayslipLine } from '../../../contract/api/payroll.ts';
import { STATUTORY_FILE_MESSAGES as M, type StatutoryFile } from '../../../contract/api/payroll-files.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import type { Cell } from '../../lib/spreadsheet.ts';
import { periodDates } from '../attendance/derive-service.ts';
import { centsToRiel, roundDiv } from './compute-payslip.ts';
import { loadRules } from './month-computation.ts';
import type { PayRules } from './pay-rules.ts';
import { taxStatusOf, type TaxStatus } from './payslip-tax-status.ts';
import { recordedDays } from './repository.ts';
import { runWithPayslips } from './runs-service.ts';
import { benefitKinds, runTaxStatuses, type RunTaxStatusRow } from './statutory-files-repository.ts';
import { LABOUR_LEDGER_FORM, NSSF_LIST_FORM, TAX_RETURN_FORM } from './statutory-forms.ts';
import { COUNT, notesSheet, PERCENT, RIEL, statutoryWorkbook, USD, type Sheet } from './statutory-xlsx.ts';

type Run = Awaited<ReturnType<typeof runWithPayslips>>['run'];

interface Employee {
  status: TaxStatus;
  /** False when the payslip predates the frozen status: today's tax details stand in. */
  frozen: boolean;
  gender: string;
  join_date: string;
}

function employeesOf(rows: readonly RunTaxStatusRow[]): Map<number, Employee> {
  return new Map(
    rows.map((r) => {
      const frozen = taxStatusOf(r);
      const now: TaxStatus = {
        resident: r.now_resident !== 0,
        spouse: r.now_spouse === 1,
        children: r.now_children ?? 0,
      };
      return [
        r.employee_id,
        { status: frozen ?? now, frozen: frozen !== null, gender: r.gender, join_date: r.join_date },
      ];
    }),
  );
}

const sum = (lines: readonly PayslipLine[], codes: readonly string[]) =>
  lines.filter((l) => codes.includes(l.code)).reduce((n, l) => n + l.amount_cents, 0);
const rielOf = (s: PayslipItem, code: string) => s.employer_lines.find((l) => l.code === code)?.amount_riel ?? 0;
const who = (i: number, s: PayslipItem): Cell[] => [i + 1, s.staff_id, s.employee_name];
const SEX: Record<string, string> = { male: 'M', female: 'F' };

/** The rate of the band a resident's tax base reaches (0 for a base of 0). */
function marginalRate(base: number, rules: PayRules): number {
  let lower = 0;
  for (const b of rules.tax_brackets.brackets) {
    if (base > lower && base <= (b.up_to_riel ?? Infinity)) return b.rate_bp / 10_000;
    lower = b.up_to_riel ?? Infinity;
  }
  return 0;
}

// --- the tax on salary and fringe benefit tax return

function taxReturn(
  run: Run,
  slips: readonly PayslipItem[],
  people: Map<number, Employee>,
  rules: PayRules,
  kinds: Map<number, string | null>,
): Sheet[] {
  const relief = rules.dependant_relief.riel_per_dependant;
  const employees = slips.map((s, i) => {
    const { resident, spouse, children } = people.get(s.employee_id)!.status;
    const taxable = centsToRiel(s.taxable_cents, run.exchange_rate);
    const reliefRiel = resident ? Math.min(taxable, ((spouse ? 1 : 0) + children) * relief) : 0;
    const base = taxable - reliefRiel;
    const rate = resident ? marginalRate(base, rules) : rules.non_resident_tax.rate_bp / 10_000;
    const gross = centsToRiel(s.gross_pay, run.exchange_rate);
    return {
      resident,
      spouse,
      children,
      taxable,
      base,
      row: [
        ...who(i, s),
        resident ? 'Resident' : 'Non-resident',
        spouse ? 1 : 0,
        children,
        gross,
        gross - taxable,
        taxable,
        reliefRiel,
        base,
        rate,
        s.tax_riel,
        s.tax_cents / 100,
      ] as Cell[],
      tax: s.tax_riel,
    };
  });

  // Fringe benefits: each benefit line by its kind; the employer-paid pension is exempt up to the rule's share of
  // the gross pay, as compute-payslip.ts takes it.
  const fbt = rules.fringe_benefit_tax;
  const benefits = slips.flatMap((s) => {
    const lines = s.lines.filter((l) => l.kind === 'benefit');
    if (lines.length === 0) return [];
    const pension = lines
      .filter((l) => l.pay_line_id != null && kinds.get(l.pay_line_id) === 'employer_pension')
      .reduce((n, l) => n + l.amount_cents, 0);
    const inKind = lines.reduce((n, l) => n + l.amount_cents, 0) - pension;
    const exempt = Math.min(pension, roundDiv(Math.max(0, s.gross_pay) * (fbt?.pension_exempt_bp ?? 0), 10_000));
    const taxed = centsToRiel(inKind + pension - exempt, run.exchange_rate);
    return [{ s, inKind, pension, exempt, taxed, tax: rielOf(s, 'fbt') }];
  });
  const rate = run.exchange_rate;
  const fbtRows = benefits.map((b, i) => [
    ...who(i, b.s),
    centsToRiel(b.inKind, rate),
    centsToRiel(b.pension, rate),
    centsToRiel(b.exempt, rate),
    b.taxed,
    (fbt?.rate_bp ?? 0) / 10_000,
    b.tax,
  ]);

  const add = <T>(xs: readonly T[], f: (x: T) => number) => xs.reduce((n, x) => n + f(x), 0);
  const residents = employees.filter((e) => e.resident);
  const others = employees.filter((e) => !e.resident);
  const section = (label: string, xs: typeof employees): Cell[] => [
    label,
    xs.length,
    add(xs, (e) => e.taxable),
    add(xs, (e) => (e.spouse ? 1 : 0)),
    add(xs, (e) => e.children),
    add(xs, (e) => e.base),
    add(xs, (e) => e.tax),
  ];
  const fbtTotal = add(benefits, (b) => b.tax);
  const summary: Sheet = {
    name: 'Return',
    columns: [
      { header: 'Section' },
      { header: 'Employees', format: COUNT },
      { header: 'Taxable salary (riel)', format: RIEL },
      { header: 'Spouses', format: COUNT },
      { header: 'Children', format: COUNT },
      { header: 'Tax base (riel)', format: RIEL },
      { header: 'Tax (riel)', format: RIEL },
    ],
    rows: [
      section('I. Tax on salary, resident employees', residents),
      section('II. Tax on salary, non-resident employees', others),
      ['III. Fringe benefit tax', benefits.length, '', '', '', add(benefits, (b) => b.taxed), fbtTotal],
      ['Total to pay to the GDT', '', '', '', '', '', add(employees, (e) => e.tax) + fbtTotal],
    ],
  };
  const perEmployee: Sheet = {
    name: 'Tax on salary',
    columns: [
      { header: 'No' },
      { header: 'Staff ID' },
      { header: 'Employee' },
      { header: 'Residency' },
      { header: 'Spouse', format: COUNT, total: true },
      { header: 'Children', format: COUNT, total: true },
      { header: 'Gross salary (riel)', format: RIEL, total: true },
      { header: 'Exempt pay and deductions before tax (riel)', format: RIEL, total: true },
      { header: 'Taxable salary (riel)', format: RIEL, total: true },
      { header: 'Dependant relief (riel)', format: RIEL, total: true },
      { header: 'Tax base (riel)', format: RIEL, total: true },
      { header: 'Tax rate', format: PERCENT },
      { header: 'Tax on salary withheld (riel)', format: RIEL, total: true },
      { header: 'Tax on salary (USD)', format: USD, total: true },
    ],
    rows: employees.map((e) => e.row),
    totalLabel: 'Total',
  };
  const fringe: Sheet = {
    name: 'Fringe benefits',
    columns: [
      { header: 'No' },
      { header: 'Staff ID' },
      { header: 'Employee' },
      { header: 'Benefits in kind (riel)', format: RIEL, total: true },
      { header: 'Employer-paid pension (riel)', format: RIEL, total: true },
      { header: 'Exempt pension (riel)', format: RIEL, total: true },
      { header: 'Taxed value (riel)', format: RIEL, total: true },
      { header: 'Rate', format: PERCENT },
      { header: 'Fringe benefit tax (riel)', format: RIEL, total: true },
    ],
    rows: fbtRows,
    totalLabel: 'Total',
  };
  const unfrozen = [...people.values()].filter((p) => !p.frozen).length;
  const notes = notesSheet(
    [
      ['Month', run.month],
      ['Exchange rate (riel per USD)', run.exchange_rate],
      ['Dependant relief (riel per dependant)', relief],
      ...(unfrozen
        ? [
            ['Tax details', `${unfrozen} payslip(s) predate the frozen tax status: today's tax details are shown`] as [
              string,
              Cell,
            ],
          ]
        : []),
    ],
    TAX_RETURN_FORM,
  );
  return [summary, perEmployee, fringe, notes];
}

// --- the NSSF contribution list

function nssfList(run: Run, slips: readonly PayslipItem[], people: Map<number, Employee>, rules: PayRules): Sheet[] {
  const rate = run.nssf_exchange_rate;
  const pension = rules.nssf_pension;
  const rows = slips.map((s, i) => {
    const wage = s.gross_pay > 0 ? centsToRiel(s.gross_pay, rate) : 0;
    const insured = (r: { floor_riel: number; cap_riel: number }) =>
      wage > 0 ? Math.min(Math.max(wage, r.floor_riel), r.cap_riel) : 0;
    const [risk, health, pEmployee, pEmployer] = [
      'nssf_occupational_risk',
      'nssf_health',
      'nssf_pension',
      'nssf_pension_employer',
    ].map((code) =>
      code === 'nssf_pension' ? (s.lines.find((l) => l.code === code)?.amount_riel ?? 0) : rielOf(s, code),
    );
    const employer = risk + health + pEmployer;
    return [
      ...who(i, s),
      SEX[people.get(s.employee_id)!.gender] ?? '',
      '',
      wage,
      insured(rules.nssf_occupational_risk),
      risk,
      insured(rules.nssf_health),
      health,
      pension ? insured(pension) : 0,
      pEmployee,
      pEmployer,
      pEmployee,
      employer,
      pEmployee + employer,
    ];
  });
  const pct = (bp: number) => `${bp / 100}%`;
  const range = (r: { floor_riel: number; cap_riel: number }) => `${r.floor_riel}–${r.cap_riel} riel`;
  return [
    {
      name: 'Contributions',
      columns: [
        { header: 'No' },
        { header: 'Staff ID' },
        { header: 'Employee' },
        { header: 'Sex' },
        { header: 'NSSF number' },
        { header: 'Wage (riel)', format: RIEL, total: true },
        { header: 'Insured wage, occupational risk (riel)', format: RIEL, total: true },
        { header: 'Occupational risk, employer (riel)', format: RIEL, total: true },
        { header: 'Insured wage, health care (riel)', format: RIEL, total: true },
        { header: 'Health care, employer (riel)', format: RIEL, total: true },
        { header: 'Insured wage, pension (riel)', format: RIEL, total: true },
        { header: 'Pension, employee (riel)', format: RIEL, total: true },
        { header: 'Pension, employer (riel)', format: RIEL, total: true },
        { header: 'Employee share (riel)', format: RIEL, total: true },
        { header: 'Employer share (riel)', format: RIEL, total: true },
        { header: 'Total (riel)', format: RIEL, total: true },
      ],
      rows,
      totalLabel: 'Total',
    },
    notesSheet(
      [
        ['Month', run.month],
        ['NSSF exchange rate (riel per USD)', rate],
        [
          'Occupational risk',
          `${pct(rules.nssf_occupational_risk.employer_bp)} employer, ${range(rules.nssf_occupational_risk)}`,
        ],
        ['Health care', `${pct(rules.nssf_health.employer_bp)} employer, ${range(rules.nssf_health)}`],
        [
          'Pension',
          pension
            ? `${pct(pension.employee_bp)} employee + ${pct(pension.employer_bp)} employer, ${range(pension)}`
            : 'not in force this month',
        ],
      ],
      NSSF_LIST_FORM,
    ),
  ];
}

// --- the labour ministry's payroll ledger

const LEAVE = ['unpaid_leave', 'part_paid_leave', 'absence'];
const OVERTIME = ['overtime_normal', 'overtime_night'];

function labourLedger(
  run: Run,
  slips: readonly PayslipItem[],
  people: Map<number, Employee>,
  worked: Map<number, { attended: number }>,
): Sheet[] {
  const rows = slips.map((s, i) => {
    const p = people.get(s.employee_id)!;
    const leave = sum(s.lines, LEAVE);
    const overtime = sum(s.lines, OVERTIME);
    const restDay = sum(s.lines, ['overtime_rest_day']);
    const other = s.gross_pay - s.base_cents - leave - overtime - restDay;
    const otherDeductions = s.lines
      .filter((l) => l.kind === 'deduction' && l.code !== 'tax' && l.code !== 'nssf_pension')
      .reduce((n, l) => n + l.amount_cents, 0);
    return [
      ...who(i, s),
      SEX[p.gender] ?? '',
      s.position,
      p.join_date,
      s.base_cents / 100,
      worked.get(s.employee_id)?.attended ?? 0,
      s.unpaid_days,
      leave / 100,
      Math.round((s.overtime_minutes / 60) * 100) / 100,
      overtime / 100,
      restDay / 100,
      other / 100,
      s.gross_pay / 100,
      s.tax_cents / 100,
      s.employee_nssf_cents / 100,
      otherDeductions / 100,
      s.net_pay / 100,
      s.net_riel,
      '',
    ];
  });
  const money = (header: string) => ({ header, format: USD, total: true });
  return [
    {
      name: 'Payroll ledger',
      columns: [
        { header: 'No' },
        { header: 'Staff ID' },
        { header: 'Employee' },
        { header: 'Sex' },
        { header: 'Position' },
        { header: 'Date joined' },
        money('Basic wage (USD)'),
        { header: 'Days worked', format: COUNT, total: true },
        { header: 'Unpaid days', format: COUNT, total: true },
        money('Unpaid leave and absence (USD)'),
        { header: 'Overtime (hours)', format: COUNT, total: true },
        money('Overtime pay (USD)'),
        money('Weekly rest day and holiday pay (USD)'),
        money('Other pay (USD)'),
        money('Gross pay (USD)'),
        money('Tax on salary (USD)'),
        money('NSSF pension (USD)'),
        money('Other deductions (USD)'),
        money('Net pay (USD)'),
        { header: 'Net pay (riel)', format: RIEL, total: true },
        { header: 'Signature' },
      ],
      rows,
      totalLabel: 'Total',
    },
    notesSheet(
      [
        ['Month', run.month],
        ['Exchange rate (riel per USD)', run.exchange_rate],
        ['Due in LACMS by', `the 20th of the month after ${run.month}`],
      ],
      LABOUR_LEDGER_FORM,
    ),
  ];
}

const FILE_NAMES: Record<StatutoryFile, (month: string) => string> = {
  taxReturn: (m) => `tax-on-salary-${m}.xlsx`,
  nssfList: (m) => `nssf-contributions-${m}.xlsx`,
  labourLedger: (m) => `payroll-ledger-${m}.xlsx`,
};

/** One statutory file of an approved run (404 for an unknown run, 409 for a draft). */
export async function statutoryFile(
  db: Database,
  id: number,
  file: StatutoryFile,
): Promise<{ name: string; content: Buffer }> {
  const k = db.kysely;
  const { run, slips } = await runWithPayslips(k, id);
  if (run.status !== 'approved') throw conflict(M.draft);
  const [people, rules] = await Promise.all([runTaxStatuses(k, id).then(employeesOf), loadRules(k, run.month)]);
  let sheets: Sheet[];
  if (file === 'taxReturn') {
    const ids = slips.flatMap((s) =>
      s.lines.flatMap((l) => (l.kind === 'benefit' && l.pay_line_id ? [l.pay_line_id] : [])),
    );
    sheets = taxReturn(run, slips, people, rules, await benefitKinds(k, [...new Set(ids)]));
  } else if (file === 'nssfList') sheets = nssfList(run, slips, people, rules);
  else {
    const { from, to } = await periodDates(k, run.month);
    sheets = labourLedger(run, slips, people, await recordedDays(k, from, to));
  }
  return { name: FILE_NAMES[file](run.month), content: await statutoryWorkbook(sheets) };
}
