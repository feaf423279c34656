// Queries of the statutory rules and of employees' tax residency and dependants.
import type { Insertable, Kysely } from 'kysely';
import type { DB, EmployeeTaxTable, PayrollRuleTable } from '../../db/schema.ts';

/** Every rule row, by key then newest first. */
export const allRules = (db: Kysely<DB>) =>
  db.selectFrom('payroll_rule').selectAll().orderBy('key').orderBy('effective_from', 'desc').execute();

/** The months a rule's versions start in, oldest first. */
export const ruleStarts = async (db: Kysely<DB>, key: string) =>
  (
    await db
      .selectFrom('payroll_rule')
      .select('effective_from')
      .where('key', '=', key)
      .orderBy('effective_from')
      .execute()
  ).map((r) => r.effective_from);

export async function insertRule(trx: Kysely<DB>, values: Insertable<PayrollRuleTable>) {
  return (await trx.insertInto('payroll_rule').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export const findRule = (db: Kysely<DB>, id: number) =>
  db.selectFrom('payroll_rule').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The latest approved run from a month on, before `until` when given. */
export const lastApprovedRunFrom = (db: Kysely<DB>, from: string, until: string | undefined) => {
  let q = db.selectFrom('payroll_run').select('month').where('status', '=', 'approved').where('month', '>=', from);
  if (until !== undefined) q = q.where('month', '<', until);
  return q.orderBy('month', 'desc').limit(1).executeTakeFirst();
};

export const employeeExists = async (db: Kysely<DB>, id: number) =>
  (await db.selectFrom('employee').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

export const findEmployeeTax = (db: Kysely<DB>, employeeId: number) =>
  db.selectFrom('employee_tax').selectAll().where('employee_id', '=', employeeId).executeTakeFirst();

export const upsertEmployeeTax = (trx: Kysely<DB>, values: Insertable<EmployeeTaxTable>) =>
  trx
    .insertInto('employee_tax')
    .values(values)
    .onConflict((oc) =>
      oc.column('employee_id').doUpdateSet({
        resident: values.resident,
        spouse_dependant: values.spouse_dependant,
        children: values.children,
        updated_at: values.updated_at,
      }),
    )
    .execute();
