// Employees' queries. Every function takes the database or the open transaction first.
import { prefixRange } from '../../lib/search-terms.ts';
import { PostgresAdapter, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { EmployeeListQuery } from '../../../contract/api/employees.ts';
import type { Insertable, Updateable } from 'kysely';
import type { DB, EmployeeTable } from '../../db/schema.ts';

import { counterTotal, pageWithCounter, readCounter } from '../../db/row-count.ts';

/** The list filters (the search text among them), or one employee by id (the detail). */
export type Filters = Omit<EmployeeListQuery, 'page' | 'limit' | 'sort'> & { id?: number };
type Sorted = Filters & { sort?: EmployeeListQuery['sort'] };
export type Page = { limit: number; offset: number };
type WithEmployee = DB & { e: DB['employee'] };

/** Each sort reads an index ending with the id, the tie-breaker (migration 009; created_at follows the id). */
const SORT_COLUMNS = {
  staff_id: ['e.staff_id'],
  name: ['e.first_name', 'e.last_name'],
  join_date: ['e.join_date'],
  created_at: ['e.id'],
  salary: ['e.salary_cents'],
} as const;

/**
 * A search is counted this far, or to the end of the page asked for if that is further, and past it reports "more
 * than" ("100+"). Counting reads the term index entry by entry (about 55 ns each, twice that to tell employees
 * apart): to 1,000 it was a third of a broad search's time; to 100 it is a twentieth.
 */
export const SEARCH_COUNT_CAP = 100;

/** How far a search is counted for this page: the cap, or the page's last row if that is further. */
export const searchCountLimit = (page: Page) => Math.max(SEARCH_COUNT_CAP, page.offset + page.limit);

/**
 * A query built once per database handle and kept: Kysely's builders are immutable, so each request adds only its
 * values to it. Parsing the column lists, joins and order of a list query anew at every request cost about as much
 * as SQLite reading the page.
 */
function builtOnce<T>(build: (db: Kysely<DB>) => T): (db: Kysely<DB>) => T {
  const built = new WeakMap<Kysely<DB>, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/** Entries of the search term index that start with the typed text. */
function termRange(db: Kysely<DB>, text: string) {
  const [from, to] = prefixRange(text);
  return db.selectFrom('employee_term as et').where('et.term', '>=', from).where('et.term', '<', to);
}

/** Index entries with their employees, for the filters and list columns that need them. */
const withEmployees = <O>(entries: SelectQueryBuilder<DB & { et: DB['employee_term'] }, 'et', O>) =>
  entries.innerJoin('employee as e', 'e.id', 'et.employee_id');

/** Employees matching the list filters, with no join: a count reads the employee table (or an index) alone. */
function matching(db: Kysely<DB>, f: Filters, today: string) {
  const employees = db.selectFrom('employee as e');
  return filtered(
    f.q ? employees.where('e.id', 'in', termRange(db, f.q).select('et.employee_id')) : employees,
    f,
    today,
  );
}

/**
 * The filters other than the search text, on a query that has employee `e`. The department is matched through
 * the employee's team in a subquery rather than a join, so that counting (status alone: 100,000 employees)
 * stays a scan of one index: with the team joined, SQLite visits every team row too, ten times slower.
 */
function filtered<Q extends SelectQueryBuilder<WithEmployee, 'e', object>>(query: Q, f: Filters, today: string): Q {
  return query
    .$if(f.id !== undefined, (q) => q.where('e.id', '=', f.id!))
    .$if(!!f.department_id, (q) =>
      q.where('e.team_id', 'in', (eb) =>
        eb.selectFrom('team as dt').select('dt.id').where('dt.department_id', '=', f.department_id!),
      ),
    )
    .$if(!!f.team_id, (q) => q.where('e.team_id', '=', f.team_id!))
    .$if(!!f.office_id, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('employee_office as eo')
            .select('eo.office_id')
            .whereRef('eo.employee_id', '=', 'e.id')
            .where('eo.office_id', '=', f.office_id!),
        ),
      ),
    )
    .$if(!!f.status, (q) => q.where('e.status', '=', f.status!))
    .$if(f.probation === 'on_probation', (q) => q.where('e.probation_end_date', '>', today))
    .$if(f.probation === 'passed', (q) => q.where('e.probation_end_date', '<=', today))
    .$if(f.probation === 'none', (q) => q.where('e.probation_end_date', 'is', null)) as Q;
}

const otherFilters = (f: Filters) =>
  !!(f.id !== undefined || f.department_id || f.team_id || f.office_id || f.status || f.probation);

/**
 * Search terms in index order (term, then employee), from just after `after` (or from the start of the range),
 * `chunk` at a time, joined to the employee only when other filters need it (the chunk is written into the SQL,
 * see db/literal-limit.ts).
 */
function termWalk(
  db: Kysely<DB>,
  f: Filters & { q: string },
  today: string,
  after: { term: string; id: number } | null,
  chunk: number,
) {
  const [from, to] = prefixRange(f.q);
  const walk = walkInOrder(db).where('et.term', '<', to);
  // The first chunk is a plain range, which SQLite seeks faster than the row-value comparison of the rest.
  const inRange = after
    ? walk.where((eb) => eb(eb.refTuple('et.term', 'et.employee_id'), '>', eb.tuple(after.term, after.id)))
    : walk.where('et.term', '>=', from);
  const joined = otherFilters(f) ? filtered(withEmployees(inRange), f, today) : inRange;
  return joined.limit(chunk).execute();
}

/** The term index's entries in its own order, as a walk reads them. */
const walkInOrder = builtOnce((db) =>
  db
    .selectFrom('employee_term as et')
    .select(['et.term', 'et.employee_id'])
    .orderBy('et.term')
    .orderBy('et.employee_id'),
);

/**
 * Index entries read per step of a walk for the first `want` matches: three per match (a first name's prefix also
 * starts the full name and the email), rounded up to a power of two so the statement texts stay few; 32 for a
 * page of ten. Each entry read costs about 0.7 µs as a row, so reading more "just in case" is not free.
 */
const chunkSize = (want: number) => 2 ** Math.ceil(Math.log2(want * 3));

/**
 * The first `want` employees a search finds, best match first: in the order of the term each one matched
 * first ("sok" before "sok dara" before "sokha"), then by id. Read from the term index a chunk at a time, so
 * page 1 of a name thousands share costs a few dozen index entries, not thousands. When the walk reaches
 * the end of the matching terms it has seen every match, and says how many (`total`): a narrow search (a
 * staff id, a rare name) then needs no count of its own.
 */
export async function bestMatches(
  db: Kysely<DB>,
  f: Filters & { q: string },
  today: string,
  want: number,
): Promise<{ ids: number[]; total?: number }> {
  const chunk = chunkSize(want);
  const seen = new Set<number>();
  let after: { term: string; id: number } | null = null;
  for (;;) {
    const rows = await termWalk(db, f, today, after, chunk);
    for (const row of rows) seen.add(row.employee_id);
    if (rows.length < chunk) return { ids: [...seen].slice(0, want), total: seen.size };
    if (seen.size >= want) return { ids: [...seen].slice(0, want) };
    const last = rows[rows.length - 1];
    after = { term: last.term, id: last.employee_id };
  }
}

/**
 * The first page of a search, best match first, as list rows: the best matches' ids are walked from the term
 * index alone (a covering index), and only the page's employees are then read with their list columns. A
 * name thousands share thus joins ten employees, not every index entry read to find them; a walk that
 * reached the end of the matching terms has counted them, so a narrow search (a staff id) needs no count.
 */
export async function searchPage(
  db: Kysely<DB>,
  f: Filters & { q: string },
  today: string,
  page: Page,
): Promise<{ rows: EmployeeListRow[]; total: number }> {
  const found = await bestMatches(db, f, today, page.offset + page.limit);
  const [rows, total] = await Promise.all([
    employeesByIds(db, found.ids.slice(page.offset)),
    found.total ?? countSearch(db, f, today, searchCountLimit(page)),
  ]);
  return { rows, total };
}

/** Employees a search (with any other filters) finds, counted up to `upTo` + 1 (one more tells "more than"). */
export async function countSearch(
  db: Kysely<DB>,
  f: Filters & { q: string },
  today: string,
  upTo: number,
): Promise<number> {
  const inRange = termRange(db, f.q);
  const joined = otherFilters(f) ? filtered(withEmployees(inRange), f, today) : inRange;
  const row = await db
    .selectFrom(
      joined
        .select('et.employee_id')
        .distinct()
        .limit(upTo + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** The employee's offices by name, as a JSON array in the row (SQLite hands it over as text). */
function officesColumn(db: Kysely<DB>) {
  const offices = (eb: ExpressionBuilder<WithEmployee, 'e'>) =>
    eb
      .selectFrom('employee_office as eo')
      .innerJoin('office as o', 'o.id', 'eo.office_id')
      .select(['o.id', 'o.name'])
      .whereRef('eo.employee_id', '=', 'e.id')
      .orderBy('o.name');
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (eb: ExpressionBuilder<WithEmployee, 'e'>) =>
    (postgres ? pgJsonArrayFrom(offices(eb)) : sqliteJsonArrayFrom(offices(eb))).as('offices');
}

/** The list row's columns (contract's employeeItem): the employee with team, department and linked user. */
function withListColumns<Q extends SelectQueryBuilder<WithEmployee, 'e', object>>(query: Q) {
  return query
    .leftJoin('team as t', 't.id', 'e.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .leftJoin('sys_user as u', 'u.employee_id', 'e.id')
    .select([
      'e.id',
      'e.staff_id',
      'e.first_name',
      'e.last_name',
      'e.phone',
      'e.email',
      'e.position',
      'e.join_date',
      'e.probation_end_date',
      'e.status',
      't.id as team_id',
      't.name as team_name',
      'd.id as department_id',
      'd.name as department_name',
      'u.id as user_id',
      'u.username as user_username',
    ])
    .select((eb) => eb('e.photo', 'is not', null).as('has_photo'));
}

/**
 * Employees with the list row's columns, to narrow to a page's ids; each request adds its ids and order.
 */
const listRows = builtOnce((db) => withListColumns(db.selectFrom('employee as e')));

/** The whole record's columns (detail and export): the list row's, the personal and pay fields, the offices. */
function withRecordColumns<Q extends SelectQueryBuilder<WithEmployee, 'e', object>>(db: Kysely<DB>, query: Q) {
  return withListColumns(query)
    .select([
      'e.gender',
      'e.date_of_birth',
      'e.address',
      'e.salary_cents',
      'e.bank_name',
      'e.bank_account',
      'e.created_at',
      'e.updated_at',
    ])
    .select(officesColumn(db));
}

/** The list's order: the chosen sort (newest first by default), then id. */
function ordered<Q extends SelectQueryBuilder<WithEmployee, 'e', object>>(
  q: Q,
  sort: EmployeeListQuery['sort'] = '-created_at',
): Q {
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const columns = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  for (const column of columns) q = q.orderBy(column, direction) as Q;
  if (columns[0] !== 'e.id') q = q.orderBy('e.id', direction) as Q;
  return q;
}

/**
 * A page of the list (as list rows). The page's ids are chosen first, from the employee table (or its sort
 * index) alone, and only those rows are joined to their team, department and user: with the joins in the
 * same step, SQLite builds a whole row for every row the offset skips too (page 20 of 10 joins 200 rows).
 */
export function listEmployees(db: Kysely<DB>, f: Sorted, today: string, page: Page) {
  return pageQuery(db, f, today, page).execute();
}

function pageQuery(db: Kysely<DB>, f: Sorted, today: string, page: Page) {
  const pageIds = ordered(matching(db, f, today).select('e.id'), f.sort)
    .limit(page.limit)
    .offset(page.offset);
  return ordered(listRows(db).where('e.id', 'in', pageIds), f.sort);
}

/**
 * A page of the list and how many employees the filters match. Unfiltered, the total is migration 006's
 * counter read by the page's own statement (one round trip); filtered, the page and a count run side by side.
 */
export async function employeesPage(
  db: Kysely<DB>,
  f: Sorted,
  today: string,
  page: Page,
): Promise<{ rows: EmployeeListRow[]; total: number }> {
  if (!f.q && !otherFilters(f)) {
    const rows = await pageQuery(db, f, today, page).select(counterTotal('employee')).execute();
    const found = await pageWithCounter(db, 'employee', rows);
    if (found.total !== null) return { rows: found.rows, total: found.total };
  }
  const [rows, total] = await Promise.all([listEmployees(db, f, today, page), countEmployees(db, f, today)]);
  return { rows, total };
}

/** Every employee the filters match, whole (export), or the one `id` names (detail). */
export function employeeRecords(db: Kysely<DB>, f: Sorted, today: string) {
  return ordered(withRecordColumns(db, matching(db, f, today)), f.sort).execute();
}

export type EmployeeListRow = Awaited<ReturnType<typeof listEmployees>>[number];
export type EmployeeRecordRow = Awaited<ReturnType<typeof employeeRecords>>[number];

/** Rows for these ids (a page of best matches), in the order given. */
export async function employeesByIds(db: Kysely<DB>, ids: number[]): Promise<EmployeeListRow[]> {
  if (ids.length === 0) return [];
  const rows = await listRows(db).where('e.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is EmployeeListRow => !!r);
}

/** How many employees the list has, exactly; the unfiltered total is read from migration 006's counter. */
async function countEmployees(db: Kysely<DB>, f: Filters, today: string): Promise<number> {
  const counted = !f.q && !otherFilters(f) ? await readCounter(db, 'employee') : null;
  if (counted !== null) return counted;
  const row = await matching(db, f, today)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findEmployee(db: Kysely<DB>, id: number) {
  return db.selectFrom('employee').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function employeePhoto(db: Kysely<DB>, id: number): Promise<string | null> {
  const row = await db.selectFrom('employee').select('photo').where('id', '=', id).executeTakeFirstOrThrow();
  return row.photo;
}

export async function insertEmployee(trx: Kysely<DB>, row: Insertable<EmployeeTable>): Promise<number> {
  const { id } = await trx.insertInto('employee').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateEmployee(trx: Kysely<DB>, id: number, fields: Updateable<EmployeeTable>): Promise<void> {
  await trx.updateTable('employee').set(fields).where('id', '=', id).execute();
}

/** Deletes the employee; the departments they managed and the teams they led are left without one. */
export async function deleteEmployee(trx: Kysely<DB>, id: number): Promise<void> {
  await trx.updateTable('department').set({ manager_id: null }).where('manager_id', '=', id).execute();
  await trx.updateTable('team').set({ lead_id: null }).where('lead_id', '=', id).execute();
  await trx.deleteFrom('employee').where('id', '=', id).execute();
}

export async function replaceOffices(trx: Kysely<DB>, employeeId: number, officeIds: number[]) {
  await trx.deleteFrom('employee_office').where('employee_id', '=', employeeId).execute();
  const unique = [...new Set(officeIds)];
  if (unique.length)
    await trx
      .insertInto('employee_office')
      .values(unique.map((office_id) => ({ employee_id: employeeId, office_id })))
      .execute();
}

export async function replaceTerms(trx: Kysely<DB>, employeeId: number, terms: string[]) {
  await trx.deleteFrom('employee_term').where('employee_id', '=', employeeId).execute();
  if (terms.length)
    await trx
      .insertInto('employee_term')
      .values(terms.map((term) => ({ term, employee_id: employeeId })))
      .execute();
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

/** Teams (with their department's name) and offices by name, for matching an import's names to ids. */
export async function importLookups(db: Kysely<DB>) {
  const [teams, offices] = await Promise.all([
    db
      .selectFrom('team as t')
      .innerJoin('department as d', 'd.id', 't.department_id')
      .select(['t.id', 't.name', 'd.name as department'])
      .execute(),
    db.selectFrom('office').select(['id', 'name']).execute(),
  ]);
  return { teams, offices };
}

/** Which of these emails (compared in lower case) are already held. */
export async function takenEmails(db: Kysely<DB>, emails: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('employee')
    .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  return rows.map((r) => r.email);
}

/** Which of these staff ids are already held. */
export async function takenStaffIds(db: Kysely<DB>, staffIds: string[]): Promise<string[]> {
  const rows = await db.selectFrom('employee').select('staff_id').where('staff_id', 'in', staffIds).execute();
  return rows.map((r) => r.staff_id);
}
