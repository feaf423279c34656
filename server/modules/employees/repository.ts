import type { Kysely } from 'kysely';
import type { EmployeeListQuery } from '../../../contract/api/employees.ts';
import type { DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';
import { precompiled, type Arg } from '../../db/precompiled.ts';
import { prefixRange } from './terms.ts';

type Filters = Omit<EmployeeListQuery, 'page' | 'limit' | 'sort'> & { id?: number };

const SORT_COLUMNS = {
  staff_id: ['e.staff_id'],
  name: ['e.first_name', 'e.last_name'],
  join_date: ['e.join_date'],
  created_at: ['e.id'],
  salary: ['e.salary_cents'],
} as const;

/** A search counted past this many employees reports "more than" instead of counting on. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How a search finds its employees. `narrow` (at most SEARCH_COUNT_CAP matches) collects the matching ids
 * from the term index and reads those rows. `broad` (a common name: thousands of matches) walks employees in
 * list order and keeps those with a matching term, so page 1 of "sok" stops after a few dozen rows
 * instead of collecting and sorting thousands.
 */
export type SearchMode = 'narrow' | 'broad';

// Every query below is precompiled (server/db/precompiled.ts): the filters present, the search mode and
// the sort pick the shape; the values are its arguments.
interface Args {
  from: string;
  to: string;
  id: number;
  department_id: number;
  team_id: number;
  office_id: number;
  status: string;
  today: string;
  limit: number;
  offset: number;
}

function args(f: Filters, today: string, page?: { limit: number; offset: number }): Args {
  const [from, to] = f.q ? prefixRange(f.q) : ['', ''];
  return {
    from,
    to,
    id: f.id ?? 0,
    department_id: f.department_id ?? 0,
    team_id: f.team_id ?? 0,
    office_id: f.office_id ?? 0,
    status: f.status ?? '',
    today,
    limit: page?.limit ?? 0,
    offset: page?.offset ?? 0,
  };
}

const shape = (f: Filters, mode: SearchMode | undefined) =>
  [f.q ? mode : '-', f.id !== undefined ? 'i' : '-', f.department_id ? 'd' : '-', f.team_id ? 't' : '-', f.office_id ? 'o' : '-', f.status ? 's' : '-', f.probation ?? '-'].join('');

/** Employees matching the list filters; joins team only when the department filter needs it. */
function matching(db: Kysely<DB>, f: Filters, mode: SearchMode | undefined, arg: Arg<Args>) {
  return db
    .selectFrom('employee as e')
    .leftJoin('team as t', 't.id', 'e.team_id')
    .$if(!!f.q && mode === 'narrow', (q) =>
      q.where('e.id', 'in', (eb) => eb.selectFrom('employee_term').select('employee_id').where('term', '>=', arg('from')).where('term', '<', arg('to'))),
    )
    .$if(!!f.q && mode === 'broad', (q) =>
      q.where((eb) =>
        eb.exists(
          eb.selectFrom('employee_term as et').select('et.employee_id').whereRef('et.employee_id', '=', 'e.id').where('et.term', '>=', arg('from')).where('et.term', '<', arg('to')),
        ),
      ),
    )
    .$if(f.id !== undefined, (q) => q.where('e.id', '=', arg('id')))
    .$if(!!f.department_id, (q) => q.where('t.department_id', '=', arg('department_id')))
    .$if(!!f.team_id, (q) => q.where('e.team_id', '=', arg('team_id')))
    .$if(!!f.office_id, (q) =>
      q.where((eb) =>
        eb.exists(
          eb.selectFrom('employee_office as eo').select('eo.office_id').whereRef('eo.employee_id', '=', 'e.id').where('eo.office_id', '=', arg('office_id')),
        ),
      ),
    )
    .$if(!!f.status, (q) => q.where('e.status', '=', arg('status')))
    .$if(f.probation === 'on_probation', (q) => q.where('e.probation_end_date', '>', arg('today')))
    .$if(f.probation === 'passed', (q) =>
      q.where((eb) => eb.or([eb('e.probation_end_date', 'is', null), eb('e.probation_end_date', '<=', arg('today'))])),
    );
}

/** Employees the search text matches, counted up to SEARCH_COUNT_CAP + 1 from the term index alone. */
export async function searchBreadth(db: Kysely<DB>, q: string): Promise<number> {
  const count = precompiled(db, 'employee:search-breadth', (arg: Arg<Pick<Args, 'from' | 'to'>>) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('employee_term')
          .select('employee_id')
          .distinct()
          .where('term', '>=', arg('from'))
          .where('term', '<', arg('to'))
          .limit(SEARCH_COUNT_CAP + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll().as('n')),
  );
  const [from, to] = prefixRange(q);
  const [row] = await count({ from, to });
  return toNumber(row.n);
}

export function listEmployees(
  db: Kysely<DB>,
  query: Filters & { sort?: EmployeeListQuery['sort'] },
  today: string,
  page?: { limit: number; offset: number },
  mode: SearchMode = 'narrow',
) {
  const sort = query.sort ?? '-created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const columns = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const key = `employee:list:${sort}:${shape(query, mode)}:${page ? 'page' : 'all'}`;
  return precompiled(db, key, (arg: Arg<Args>) => {
    let q = matching(db, query, mode, arg)
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
    return page ? q.limit(arg('limit')).offset(arg('offset')) : q;
  })(args(query, today, page));
}

export type EmployeeListRow = Awaited<ReturnType<typeof listEmployees>>[number];

const hasFilters = (f: Filters) => !!(f.q || f.id !== undefined || f.department_id || f.team_id || f.office_id || f.status || f.probation);

/**
 * How many employees the list has. A broad search is counted up to SEARCH_COUNT_CAP + 1 (the caller reports
 * "more than"); every other count is exact, the unfiltered one read from the counter kept by migration 006.
 */
export async function countEmployees(db: Kysely<DB>, query: Filters, today: string, mode: SearchMode = 'narrow'): Promise<number> {
  if (!hasFilters(query)) {
    const counter = precompiled(db, 'employee:count:all', () => db.selectFrom('row_count').select('n').where('table_name', '=', 'employee'));
    const [row] = await counter({});
    if (row) return toNumber(row.n);
  }
  const key = `employee:count:${shape(query, mode)}`;
  const count = precompiled(db, key, (arg: Arg<Args>) => {
    const rows = matching(db, query, mode, arg);
    if (query.q && mode === 'broad') {
      return db.selectFrom(rows.select('e.id').limit(SEARCH_COUNT_CAP + 1).as('m')).select((eb) => eb.fn.countAll().as('n'));
    }
    return rows.select((eb) => eb.fn.countAll().as('n'));
  });
  const [row] = await count(args(query, today));
  return toNumber(row.n);
}

export async function officesOf(db: Kysely<DB>, employeeIds: number[]) {
  const byEmployee = new Map<number, Array<{ id: number; name: string }>>();
  if (employeeIds.length === 0) return byEmployee;
  // One shape per number of ids: a list page has at most `limit` of them. An export passes every id, and
  // takes Kysely's ordinary path rather than compiling a shape per size.
  const build = (ids: readonly unknown[]) =>
    db
      .selectFrom('employee_office as eo')
      .innerJoin('office as o', 'o.id', 'eo.office_id')
      .select(['eo.employee_id', 'o.id', 'o.name'])
      .where('eo.employee_id', 'in', ids as number[])
      .orderBy('o.name');
  const rows =
    employeeIds.length <= 100
      ? await precompiled(db, `employee:offices:${employeeIds.length}`, (arg: Arg<Record<string, number>>) =>
          build(employeeIds.map((_, i) => arg(`id${i}`))),
        )(Object.fromEntries(employeeIds.map((id, i) => [`id${i}`, id])))
      : await build(employeeIds).execute();
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
