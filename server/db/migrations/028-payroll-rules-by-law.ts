// The statutory rules dated by the law that sets them, each version citing its instrument; a run's second rate
// (the NSSF's) and a pay line's benefit in kind. Frozen once landed.
//
// - payroll_rule: the rows seeded in 2022-01 by migration 011 are replaced by the versions below. A version from
//   2020-01 stands for the law as it stood then (no month before it is paid by this product). Rows gain who
//   added them and when (null for these seeded ones).
// - payroll_run.nssf_exchange_rate, payslip.nssf_exchange_rate: the riel rate NSSF contributions are computed
//   at; the existing exchange_rate stays the rate of tax on salary. Existing rows take their one rate for both.
// - pay_line.benefit: null for cash pay; in_kind (housing, a car, meals…) or employer_pension (a pension fund
//   paid by the employer): not paid in cash, taxed by fringe benefit tax on the employer.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<any>;

const TAX_2020 =
  'Sub-decree No. 09 ANKr.BK of 13 February 2020 on the monthly tax on salary thresholds (Law on Taxation, ' +
  'article 47): 0% up to 1,300,000 riel; abrogated from 1 January 2023 by Sub-decree No. 196';
const TAX_2023 =
  'Sub-decree No. 196 ANKr.BK of 28 September 2022 on the annual tax on income and monthly tax on salary ' +
  'thresholds, in force 1 January 2023 (0% up to 1,500,000 riel); thresholds kept by Sub-decree No. 48 of ' +
  '11 March 2024';
const RELIEF =
  'Law on Taxation, article 47; Prakas No. 543 MEF.PrK of 8 September 2021 on tax on salary: 150,000 riel a ' +
  'month for a spouse without work and for each dependent child, residents only';
const NON_RESIDENT = 'Law on Taxation (1997, as amended), tax on salary: a flat 20% for non-resident employees';
const PENSION =
  'Sub-decree No. 32 ANK.BK of 4 March 2021 on the pension scheme (years 1–5 of contributions: 4%, half by ' +
  'the employer, half by the worker); Prakas No. 170 of 5 July 2022 (contributions from 1 October 2022); ' +
  'Sub-decree No. 144 of 19 August 2021 (contributable wage 400,000–1,200,000 riel)';
const PENSION_2027 =
  'Sub-decree No. 32 ANK.BK of 4 March 2021 on the pension scheme: years 6–10 of contributions (from ' +
  '1 October 2027), 8% shared equally; contributable wage per Sub-decree No. 144 of 19 August 2021';
const HEALTH =
  'Sub-decree No. 140 ANKr.BK of 26 August 2017 revising article 7 of Sub-decree No. 01 of 6 January 2016 and ' +
  'Prakas No. 449 MLVT of 2017: health care 2.6% paid by the employer from 1 January 2018; wage capped at ' +
  '1,200,000 riel. Floor: 400,000 riel as for the pension (Sub-decree No. 144 of 2021); some guides apply no ' +
  'floor to health care and occupational risk';
const RISK =
  'Prakas No. 449 MLVT of 2017 on the contribution rates for occupational risk and health care: 0.8% paid by ' +
  'the employer; wage capped at 1,200,000 riel, floor 400,000 riel as for health care';
const PENSION_DEDUCTION =
  'VDB Loi, "Pension fund", 24 October 2022: the employee’s pension contribution is deducted from salary ' +
  'before tax on salary, a reading the GDT confirmed at its seminars; many calculators do not deduct it';
const FBT =
  'Law on Taxation, article 48 (fringe benefit tax 20% of the benefits’ value, paid by the employer); ' +
  'Prakas No. 543 MEF.PrK of 8 September 2021: employer-paid pension up to 10% of the monthly salary exempt';
const LABOUR =
  'Labour Law (1997), article 139: overtime at 150%, 200% at night and on weekly rest days and public holidays';
const PRACTICE = 'Company practice: 26 working days of 8 hours a month (Labour Law, article 137, weekly hours)';

const band = (zeroUpTo: number) => ({
  brackets: [
    { up_to_riel: zeroUpTo, rate_bp: 0 },
    { up_to_riel: 2_000_000, rate_bp: 500 },
    { up_to_riel: 8_500_000, rate_bp: 1000 },
    { up_to_riel: 12_500_000, rate_bp: 1500 },
    { up_to_riel: null, rate_bp: 2000 },
  ],
});
const wage = { floor_riel: 400_000, cap_riel: 1_200_000 };

/** Every rule's versions as the law dates them. */
export const LAW_RULES: { key: string; effective_from: string; value: unknown; source: string }[] = [
  { key: 'tax_brackets', effective_from: '2020-01', value: band(1_300_000), source: TAX_2020 },
  { key: 'tax_brackets', effective_from: '2023-01', value: band(1_500_000), source: TAX_2023 },
  { key: 'dependant_relief', effective_from: '2020-01', value: { riel_per_dependant: 150_000 }, source: RELIEF },
  { key: 'non_resident_tax', effective_from: '2020-01', value: { rate_bp: 2000 }, source: NON_RESIDENT },
  {
    key: 'nssf_pension',
    effective_from: '2022-10',
    value: { employee_bp: 200, employer_bp: 200, ...wage },
    source: PENSION,
  },
  {
    key: 'nssf_pension',
    effective_from: '2027-10',
    value: { employee_bp: 400, employer_bp: 400, ...wage },
    source: PENSION_2027,
  },
  { key: 'nssf_health', effective_from: '2020-01', value: { employer_bp: 260, ...wage }, source: HEALTH },
  { key: 'nssf_occupational_risk', effective_from: '2020-01', value: { employer_bp: 80, ...wage }, source: RISK },
  { key: 'pension_deduction', effective_from: '2022-10', value: { deductible: true }, source: PENSION_DEDUCTION },
  {
    key: 'fringe_benefit_tax',
    effective_from: '2020-01',
    value: { rate_bp: 2000, pension_exempt_bp: 1000 },
    source: FBT,
  },
  {
    key: 'overtime',
    effective_from: '2020-01',
    value: { normal_pct: 150, night_pct: 200, rest_day_pct: 200, night_from: '22:00', night_to: '05:00' },
    source: LABOUR,
  },
  { key: 'hourly_rate', effective_from: '2020-01', value: { days: 26, hours: 8 }, source: PRACTICE },
  { key: 'unpaid_day', effective_from: '2020-01', value: { days: 26 }, source: PRACTICE },
];

export function payrollRulesByLaw() {
  return {
    async up(db: Db) {
      await db.schema.alterTable('payroll_rule').addColumn('created_by_username', 'text').execute();
      await db.schema.alterTable('payroll_rule').addColumn('created_at', 'text').execute();
      await db.deleteFrom('payroll_rule').execute();
      await db
        .insertInto('payroll_rule')
        .values(LAW_RULES.map((r) => ({ ...r, value: JSON.stringify(r.value) })))
        .execute();

      for (const table of ['payroll_run', 'payslip']) {
        await db.schema.alterTable(table).addColumn('nssf_exchange_rate', 'integer').execute();
        await sql`update ${sql.table(table)} set nssf_exchange_rate = exchange_rate`.execute(db);
      }
      await db.schema.alterTable('pay_line').addColumn('benefit', 'text').execute();
    },
  };
}
