// Queries of the statutory rules and of employees' tax residency and dependants.
import type { Insertable, Kysely } from 'kysely';
import type { DB, EmployeeTaxTable } from '../../db/schema.ts';

/** Every rule row, by key then newest first. */
export const allRules = (db: Kysely<DB>) =>
  db.selectFrom('payroll_rule').selectAll().orderBy('key').orderBy('effective_from', 'desc').execute();

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
