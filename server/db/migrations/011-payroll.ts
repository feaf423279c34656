// Payroll: pay lines, employees' tax residency and dependants, the statutory rules as dated data, payroll runs and the
// payslips that freeze what they show. Frozen once landed.
//
// - pay_line: an earning or a deduction, a fixed amount in cents or a percentage of the base salary in basis
//   points (250 = 2.5%), taxable or not, for one employee (employee_id) or everyone (null), for the months
//   from_month … to_month (equal for a one-off line; to_month null: until further notice).
// - employee_tax: one row per employee that differs from the default (resident, no dependants).
// - payroll_rule: one rule (`key`) from one month on (`effective_from`, YYYY-MM), its value as JSON and the
//   text it comes from. A month uses, for each key, the row with the latest effective_from not after it.
// - payroll_run: one per month (unique), draft until approved; the USD→riel rate used, its totals.
// - payslip: one per employee and run, with every figure it shows frozen (names, bank account, lines as JSON).
import { type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { stamps, withId } from './columns.ts';

type Db = Kysely<any>;

const NSSF = 'Prakas 449 LV/PrK.NSSF (2021) on the NSSF pension scheme; Prakas 109 LV/PrK.NSSF (2016) on health care';
const TAX = 'Law on Taxation (1997, amended), articles 40-48; GDT notification on tax on salary brackets (2022)';
const LABOUR = 'Labour Law (1997), article 139 (overtime 150%, 200% at night and on weekly rest days and holidays)';
const PRACTICE = 'Company practice: 26 working days of 8 hours a month (Labour Law article 137 weekly hours)';

/** The rules as of 2022-01, each with its source (the figures). */
export const SEED_RULES: { key: string; value: unknown; source: string }[] = [
  {
    key: 'tax_brackets',
    value: {
      brackets: [
        { up_to_riel: 1_500_000, rate_bp: 0 },
        { up_to_riel: 2_000_000, rate_bp: 500 },
        { up_to_riel: 8_500_000, rate_bp: 1000 },
        { up_to_riel: 12_500_000, rate_bp: 1500 },
        { up_to_riel: null, rate_bp: 2000 },
      ],
    },
    source: TAX,
  },
  { key: 'dependant_relief', value: { riel_per_dependant: 150_000 }, source: TAX },
  { key: 'non_resident_tax', value: { rate_bp: 2000 }, source: TAX },
  {
    key: 'nssf_pension',
    value: { employee_bp: 200, employer_bp: 200, floor_riel: 400_000, cap_riel: 1_200_000 },
    source: NSSF,
  },
  { key: 'nssf_health', value: { employer_bp: 260, cap_riel: 1_200_000 }, source: NSSF },
  { key: 'nssf_occupational_risk', value: { employer_bp: 80, cap_riel: 1_200_000 }, source: NSSF },
  {
    key: 'overtime',
    value: { normal_pct: 150, night_pct: 200, rest_day_pct: 200, night_from: '22:00', night_to: '05:00' },
    source: LABOUR,
  },
  { key: 'hourly_rate', value: { days: 26, hours: 8 }, source: PRACTICE },
  { key: 'unpaid_day', value: { days: 26 }, source: PRACTICE },
];

export function payroll(dialect: DialectName) {
  return {
    async up(db: Db) {
      await stamps(
        withId(db.schema.createTable('pay_line'), dialect)
          .addColumn('employee_id', 'integer', (c) => c.references('employee.id').onDelete('cascade'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('amount_cents', 'integer')
          .addColumn('percent_bp', 'integer')
          .addColumn('taxable', 'integer', (c) => c.notNull())
          .addColumn('from_month', 'text', (c) => c.notNull())
          .addColumn('to_month', 'text'),
      ).execute();
      await db.schema.createIndex('pay_line_employee').on('pay_line').columns(['employee_id', 'id']).execute();

      await db.schema
        .createTable('employee_tax')
        .addColumn('employee_id', 'integer', (c) => c.primaryKey().references('employee.id').onDelete('cascade'))
        .addColumn('resident', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('spouse_dependant', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('children', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('payroll_rule'), dialect)
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('effective_from', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addUniqueConstraint('payroll_rule_key_from', ['key', 'effective_from'])
        .execute();
      await db
        .insertInto('payroll_rule')
        .values(
          SEED_RULES.map((r) => ({
            key: r.key,
            effective_from: '2022-01',
            value: JSON.stringify(r.value),
            source: r.source,
          })),
        )
        .execute();

      await stamps(
        withId(db.schema.createTable('payroll_run'), dialect)
          .addColumn('month', 'text', (c) => c.notNull().unique())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('exchange_rate', 'integer', (c) => c.notNull())
          .addColumn('headcount', 'integer', (c) => c.notNull())
          .addColumn('gross_cents', 'integer', (c) => c.notNull())
          .addColumn('net_cents', 'integer', (c) => c.notNull())
          .addColumn('tax_cents', 'integer', (c) => c.notNull())
          .addColumn('employee_nssf_cents', 'integer', (c) => c.notNull())
          .addColumn('employer_cents', 'integer', (c) => c.notNull())
          .addColumn('generated_by_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
          .addColumn('generated_by_username', 'text', (c) => c.notNull())
          .addColumn('generated_at', 'text', (c) => c.notNull())
          .addColumn('approved_by_id', 'integer', (c) => c.references('sys_user.id').onDelete('set null'))
          .addColumn('approved_by_username', 'text')
          .addColumn('approved_at', 'text'),
      ).execute();

      await withId(db.schema.createTable('payslip'), dialect)
        .addColumn('payroll_id', 'integer', (c) => c.notNull().references('payroll_run.id').onDelete('cascade'))
        .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id').onDelete('restrict'))
        .addColumn('employee_name', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('department_id', 'integer')
        .addColumn('department_name', 'text')
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('bank_account', 'text', (c) => c.notNull())
        .addColumn('exchange_rate', 'integer', (c) => c.notNull())
        .addColumn('base_cents', 'integer', (c) => c.notNull())
        .addColumn('gross_cents', 'integer', (c) => c.notNull())
        .addColumn('taxable_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_riel', 'integer', (c) => c.notNull())
        .addColumn('tax_cents', 'integer', (c) => c.notNull())
        .addColumn('employee_nssf_cents', 'integer', (c) => c.notNull())
        .addColumn('employer_cents', 'integer', (c) => c.notNull())
        .addColumn('net_cents', 'integer', (c) => c.notNull())
        .addColumn('net_riel', 'integer', (c) => c.notNull())
        .addColumn('unpaid_half_days', 'integer', (c) => c.notNull())
        .addColumn('overtime_minutes', 'integer', (c) => c.notNull())
        .addColumn('lines', 'text', (c) => c.notNull())
        .addColumn('employer_lines', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payslip_run_employee', ['payroll_id', 'employee_id'])
        .execute();
      await db.schema.createIndex('payslip_employee').on('payslip').columns(['employee_id', 'payroll_id']).execute();
      await db.schema
        .createIndex('payslip_department')
        .on('payslip')
        .columns(['department_id', 'payroll_id'])
        .execute();
    },
  };
}
