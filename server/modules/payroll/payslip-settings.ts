// How a month's payslips print, kept with payroll's rules (payroll_rule, key payslip_languages: a version from a
// month on, set from the Rules tab as any rule is). Off until a version says otherwise.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { payRuleSchemas } from './pay-rules.ts';

/** Whether the month's payslips print each label in Khmer and English side by side. */
export async function bilingualPayslips(db: Kysely<DB>, month: string): Promise<boolean> {
  const row = await db
    .selectFrom('payroll_rule')
    .select('value')
    .where('key', '=', 'payslip_languages')
    .where('effective_from', '<=', month)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  const parsed = payRuleSchemas.payslip_languages.safeParse(JSON.parse(row.value));
  return parsed.success && parsed.data.bilingual;
}
