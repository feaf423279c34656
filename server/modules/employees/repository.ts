import type { Kysely } from 'kysely';
import type { EmployeeListQuery } from '../../../contract/api/employees.ts';
import type { DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';
import { prefixRange } from './terms.ts';

type Filters = Omit<EmployeeListQuery, 'page' | 'limit' | 'sort'> & { id?: number };

const SORT_COLUMNS = {
  staff_id: ['e.staff_id'],
  name: ['e.first_name', 'e.last_name'],
  join_date: ['e.join_date'],
  created_at: ['e.id'],
  salary: ['e.salary_cents'],
} as const;

/** Employees matching the list filters; joins team only when the department filter needs it. */
function matching(db: Kysely<DB>, f: Filters, today: string) {
  return db
    .selectFrom('employee as e')
    .leftJoin('team as t', 't.id', 'e.team_id')
    .$if(!!f.q, (q) => {
      const [from, to] = prefixRange(f.q!);
      return q.where('e.id', 'in', (eb) =>
        eb.selectFrom('employee_term').select('employee_id').where('term', '>=', from).where('term', '<', to),
      );
    })
    .$if(f.id !== undefined, (q) => q.where('e.id', '=', f.id!))
    .$if(!!f.department_id, (q) => q.where('t.department_id', '=', f.department_id!))
    .$if(!!f.team_id, (q) => q.where('e.team_id', '=', f.team_id!))
    .$if(!!f.office_id, (q) =>
      q.where((eb) =>
        eb.exists(
          eb.selectFrom('employee_office as eo').select('eo.office_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', f.office_id!),
        ),
      ),
    )
    .$if(!!f.status, (q) => q.where('e.status', '=', f.status!))
    .$if(f.probation === 'on_probation', (q) => q.where('e.probation_end_date', '>', today))
    .$if(f.probation === 'passed', (q) =>
      q.where((eb) => eb.or([eb('e.probation_end_date', 'is', null), eb('e.probation_end_date', '<=', today)])),
    );
}

export function listEmployees(db: Kysely<DB>, query: Filters & { sort?: EmployeeListQuery['sort'] }, today: string, page?: { limit: number; offset: number }) {
  const sort = query.sort ?? '-created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const columns = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  let q = matching(db, query, today)
    .leftJoin('department as d', 'd.id', 't.department_id')
    .leftJoin('sys_user as u', 'u.employee_id', 'e.id')
    .select([
      'e.id', 'e.staff_id', 'e.first_name', 'e.last_name', 'e.gender', 'e.date_of_birth', 'e.phone', 'e.email', 'e.address',
      'e.position', 'e.join_date', 'e.probation_end_date', 'e.salary_cents', 'e.bank_name', 'e.bank_account', 'e.status',
      'e.created_at', 'e.updated_at', 't.id as team_id', 't.name as team_name', 'd.id as department_id', 'd.name as department_name',
      'u.id as user_id', 'u.username as user_username',
    ])
    .select((eb) => eb('e.photo', 'is not', null).as('has_photo'));
  for (const column of columns) q = q.orderBy(column, direction);
  if (columns[0] !== 'e.id') q = q.orderBy('e.id', direction);
  return (page ? q.limit(page.limit).offset(page.offset) : q).execute();
}

export type EmployeeListRow = Awaited<ReturnType<typeof listEmployees>>[number];

export async function countEmployees(db: Kysely<DB>, query: Filters, today: string): Promise<number> {
  const row = await matching(db, query, today).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return toNumber(row.n);
}

export async function officesOf(db: Kysely<DB>, employeeIds: number[]) {
  if (employeeIds.length === 0) return new Map<number, Array<{ id: number; name: string }>>();
  const rows = await db
    .selectFrom('employee_office as eo')
    .innerJoin('office as o', 'o.id', 'eo.office_id')
    .select(['eo.employee_id', 'o.id', 'o.name'])
    .where('eo.employee_id', 'in', employeeIds)
    .orderBy('o.name')
    .execute();
  const byEmployee = new Map<number, Array<{ id: number; name: string }>>();
  for (const r of rows) {
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push({ id: r.id, name: r.name });
    byEmployee.set(r.employee_id, list);
  }
  return byEmployee;
}

export async function replaceOffices(trx: Kysely<DB>, employeeId: number, officeIds: number[]) {
  await trx.deleteFrom('employee_office').where('employee_id', '=', employeeId).execute();
  const unique = [...new Set(officeIds)];
  if (unique.length) await trx.insertInto('employee_office').values(unique.map((office_id) => ({ employee_id: employeeId, office_id }))).execute();
}

export async function replaceTerms(trx: Kysely<DB>, employeeId: number, terms: string[]) {
  await trx.deleteFrom('employee_term').where('employee_id', '=', employeeId).execute();
  if (terms.length) await trx.insertInto('employee_term').values(terms.map((term) => ({ term, employee_id: employeeId }))).execute();
}

export function findEmployee(db: Kysely<DB>, id: number) {
  return db.selectFrom('employee').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function staffIdTaken(db: Kysely<DB>, staffId: string, exceptId?: number) {
  const row = await db.selectFrom('employee').select('id').where('staff_id', '=', staffId).executeTakeFirst();
  return !!row && row.id !== exceptId;
}

export async function emailTaken(db: Kysely<DB>, email: string, exceptId?: number) {
  const row = await db
    .selectFrom('employee')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return !!row && row.id !== exceptId;
}
