import { PostgresAdapter, sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
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

// Every query below is precompiled (server/db/precompiled.ts): the filters present, the search mode and
// the sort pick the shape; the values are its arguments.
interface Args {
  from: string;
  to: string;
  afterTerm: string;
  afterId: number;
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
    afterTerm: from,
    afterId: 0,
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

const shape = (f: Filters) =>
  [f.q ? 'q' : '-', f.id !== undefined ? 'i' : '-', f.department_id ? 'd' : '-', f.team_id ? 't' : '-', f.office_id ? 'o' : '-', f.status ? 's' : '-', f.probation ?? '-'].join('');

/** Employees matching the list filters, with no join: a count reads the employee table (or an index) alone. */
function matching(db: Kysely<DB>, f: Filters, arg: Arg<Args>) {
  return filtered(
    db
      .selectFrom('employee as e')
      .$if(!!f.q, (q) =>
        q.where('e.id', 'in', (eb) => eb.selectFrom('employee_term').select('employee_id').where('term', '>=', arg('from')).where('term', '<', arg('to'))),
      ),
    f,
    arg,
  );
}

/**
 * The filters other than the search text, on a query that has employee `e`. The department is matched through
 * the employee's team in a subquery rather than a join, so that counting (status alone: 100,000 employees)
 * stays a scan of one index: with the team joined, SQLite visits every team row too, ten times slower.
 */
function filtered<Q extends SelectQueryBuilder<DB & { e: DB['employee'] }, 'e', object>>(query: Q, f: Filters, arg: Arg<Args>): Q {
  return query
    .$if(f.id !== undefined, (q) => q.where('e.id', '=', arg('id')))
    .$if(!!f.department_id, (q) =>
      q.where('e.team_id', 'in', (eb) => eb.selectFrom('team as dt').select('dt.id').where('dt.department_id', '=', arg('department_id'))),
    )
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
    ) as Q;
}

const otherFilters = (f: Filters) => !!(f.id !== undefined || f.department_id || f.team_id || f.office_id || f.status || f.probation);

/** Index entries of the typed text's range. */
const termRange = (db: Kysely<DB>, arg: Arg<Args>) =>
  db.selectFrom('employee_term as et').where('et.term', '>=', arg('from')).where('et.term', '<', arg('to'));

/** Index entries with their employees, for the filters and list columns that need them. */
const withEmployees = (entries: ReturnType<typeof termRange>) => entries.innerJoin('employee as e', 'e.id', 'et.employee_id');

/**
 * Search terms in index order (term, then employee), from just after (afterTerm, afterId), `chunk` at a
 * time, joined to the employee only when other filters need it. The chunk is written into the SQL: SQLite
 * runs a range with a literal LIMIT about four times faster than with a bound one (5.5 → 1.6 µs for a
 * staff id), so each chunk size is a statement of its own (chunkSize keeps them few).
 */
function termWalk(db: Kysely<DB>, f: Filters, arg: Arg<Args>, first: boolean, chunk: number) {
  // The first chunk is a plain range, which SQLite seeks faster than the row-value comparison of the rest.
  const inRange = first
    ? termRange(db, arg)
    : db
        .selectFrom('employee_term as et')
        .where('et.term', '<', arg('to'))
        .where((eb) => eb(eb.refTuple('et.term', 'et.employee_id'), '>', eb.tuple(arg('afterTerm'), arg('afterId'))));
  const joined = otherFilters(f) ? filtered(withEmployees(inRange), f, arg) : inRange;
  return joined.select(['et.term', 'et.employee_id']).orderBy('et.term').orderBy('et.employee_id').limit(sql.lit(chunk));
}

/** Index entries read per step of a walk for the first `want` matches: 50, or a power of two for deep pages. */
const chunkSize = (want: number) => Math.max(50, 2 ** Math.ceil(Math.log2(want * 3)));

/**
 * The first `want` employees a search finds, best match first: in the order of the term each one matched
 * first ("sok" before "sok dara" before "sokha"), then by id. Read from the term index a chunk at a time, so
 * page 1 of a name thousands share costs a few dozen index entries, not thousands. When the walk reaches
 * the end of the matching terms it has seen every match, and says how many (`total`): a narrow search (a
 * staff id, a rare name) then needs no count of its own.
 */
export async function bestMatches(db: Kysely<DB>, query: Filters, today: string, want: number): Promise<{ ids: number[]; total?: number }> {
  const chunk = chunkSize(want);
  const firstChunk = precompiled(db, `employee:search-first:${shape(query)}:${chunk}`, (arg: Arg<Args>) => termWalk(db, query, arg, true, chunk));
  const nextChunk = precompiled(db, `employee:search-walk:${shape(query)}:${chunk}`, (arg: Arg<Args>) => termWalk(db, query, arg, false, chunk));
  const base = args(query, today);
  const seen = new Set<number>();
  let after: { term: string; id: number } | null = null;
  for (;;) {
    const rows: Array<{ term: string; employee_id: number }> = await (after ? nextChunk({ ...base, afterTerm: after.term, afterId: after.id }) : firstChunk(base));
    for (const row of rows) seen.add(row.employee_id);
    if (rows.length < chunk) return { ids: [...seen].slice(0, want), total: seen.size };
    if (seen.size >= want) return { ids: [...seen].slice(0, want) };
    const last = rows[rows.length - 1];
    after = { term: last.term, id: last.employee_id };
  }
}

/** Index entries read with their list rows in one statement: enough for the first page of most searches. */
const ROWS_CHUNK = 32;

/**
 * The first page of a search, best match first, as list rows. One statement reads the first ROWS_CHUNK
 * index entries of the range joined to their employees' list columns: a narrow search (a staff id, a rare
 * name) ends there, counted, with no second round trip for its rows. A wider one is counted separately, and
 * one whose page lies deeper than that (or whose entries repeat the same people) walks the index instead.
 */
export async function searchPage(
  db: Kysely<DB>,
  query: Filters,
  today: string,
  page: { limit: number; offset: number },
): Promise<{ rows: EmployeeListRow[]; total: number }> {
  const want = page.offset + page.limit;
  if (want <= ROWS_CHUNK) {
    const first = precompiled(db, `employee:search-rows:${shape(query)}`, (arg: Arg<Args>) =>
      withListColumns(
        filtered(withEmployees(termRange(db, arg)).orderBy('et.term').orderBy('et.employee_id').limit(sql.lit(ROWS_CHUNK)), query, arg),
      ),
    );
    const entries: EmployeeListRow[] = await first(args(query, today));
    const byId = new Map<number, EmployeeListRow>();
    for (const row of entries) if (!byId.has(row.id)) byId.set(row.id, row);
    const rows = [...byId.values()].slice(page.offset, want);
    if (entries.length < ROWS_CHUNK) return { rows, total: byId.size };
    if (byId.size >= want) return { rows, total: await countSearch(db, query, today) };
  }
  const found = await bestMatches(db, query, today, want);
  const [rows, total] = await Promise.all([employeesByIds(db, found.ids.slice(page.offset)), found.total ?? countSearch(db, query, today)]);
  return { rows, total };
}

/** Employees a search (with any other filters) finds, counted up to SEARCH_COUNT_CAP + 1. */
export async function countSearch(db: Kysely<DB>, query: Filters, today: string): Promise<number> {
  const count = precompiled(db, `employee:search-count:${shape(query)}`, (arg: Arg<Args>) => {
    const inRange = termRange(db, arg);
    const joined = otherFilters(query) ? filtered(withEmployees(inRange), query, arg) : inRange;
    return db
      .selectFrom(joined.select('et.employee_id').distinct().limit(sql.lit(SEARCH_COUNT_CAP + 1)).as('m'))
      .select((eb) => eb.fn.countAll().as('n'));
  });
  const [row] = await count(args(query, today));
  return toNumber(row.n);
}

/** The employee's offices by name, as a JSON array in the row (SQLite hands it over as text). */
function officesColumn(db: Kysely<DB>) {
  const offices = (eb: ExpressionBuilder<DB & { e: DB['employee'] }, 'e'>) =>
    eb
      .selectFrom('employee_office as eo')
      .innerJoin('office as o', 'o.id', 'eo.office_id')
      .select(['o.id', 'o.name'])
      .whereRef('eo.employee_id', '=', 'e.id')
      .orderBy('o.name');
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (eb: ExpressionBuilder<DB & { e: DB['employee'] }, 'e'>) =>
    (postgres ? pgJsonArrayFrom(offices(eb)) : sqliteJsonArrayFrom(offices(eb))).as('offices');
}

/** The list row's columns (contract's employeeItem): the employee with team, department and linked user. */
function withListColumns<Q extends SelectQueryBuilder<DB & { e: DB['employee'] }, 'e', object>>(query: Q) {
  return query
    .leftJoin('team as t', 't.id', 'e.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .leftJoin('sys_user as u', 'u.employee_id', 'e.id')
    .select([
      'e.id', 'e.staff_id', 'e.first_name', 'e.last_name', 'e.phone', 'e.email', 'e.position', 'e.join_date',
      'e.probation_end_date', 'e.status', 't.id as team_id', 't.name as team_name', 'd.id as department_id',
      'd.name as department_name', 'u.id as user_id', 'u.username as user_username',
    ])
    .select((eb) => eb('e.photo', 'is not', null).as('has_photo'));
}

/** The whole record's columns (detail and export): the list row's, the personal and pay fields, the offices. */
function withRecordColumns<Q extends SelectQueryBuilder<DB & { e: DB['employee'] }, 'e', object>>(db: Kysely<DB>, query: Q) {
  return withListColumns(query)
    .select(['e.gender', 'e.date_of_birth', 'e.address', 'e.salary_cents', 'e.bank_name', 'e.bank_account', 'e.created_at', 'e.updated_at'])
    .select(officesColumn(db));
}

/** A page of the list (as list rows). */
export function listEmployees(
  db: Kysely<DB>,
  query: Filters & { sort?: EmployeeListQuery['sort'] },
  today: string,
  page: { limit: number; offset: number },
) {
  return precompiled(db, `employee:list:${listKey(query)}:page`, (arg: Arg<Args>) =>
    ordered(withListColumns(matching(db, query, arg)), query).limit(arg('limit')).offset(arg('offset')),
  )(args(query, today, page));
}

/** Every employee the filters match, whole (export), or the one `id` names (detail). */
export function employeeRecords(db: Kysely<DB>, query: Filters & { sort?: EmployeeListQuery['sort'] }, today: string) {
  return precompiled(db, `employee:records:${listKey(query)}`, (arg: Arg<Args>) => ordered(withRecordColumns(db, matching(db, query, arg)), query))(
    args(query, today),
  );
}

const listKey = (query: Filters & { sort?: EmployeeListQuery['sort'] }) => `${query.sort ?? '-created_at'}:${shape(query)}`;

/** The list's order: the chosen sort (newest first by default), then id. */
function ordered<Q extends SelectQueryBuilder<DB & { e: DB['employee'] }, 'e', object>>(q: Q, query: { sort?: EmployeeListQuery['sort'] }): Q {
  const sort = query.sort ?? '-created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const columns = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  for (const column of columns) q = q.orderBy(column, direction) as Q;
  if (columns[0] !== 'e.id') q = q.orderBy('e.id', direction) as Q;
  return q;
}

export type EmployeeListRow = Awaited<ReturnType<typeof listEmployees>>[number];
export type EmployeeRecordRow = Awaited<ReturnType<typeof employeeRecords>>[number];

/** Rows for these ids (a page of best matches), in the order given. One shape per number of ids. */
export async function employeesByIds(db: Kysely<DB>, ids: number[]): Promise<EmployeeListRow[]> {
  if (ids.length === 0) return [];
  const rows: EmployeeListRow[] = await precompiled(db, `employee:by-ids:${ids.length}`, (arg: Arg<Record<string, number>>) =>
    withListColumns(
      db.selectFrom('employee as e').where('e.id', 'in', ids.map((_, i) => arg(`id${i}`))),
    ),
  )(Object.fromEntries(ids.map((id, i) => [`id${i}`, id])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is EmployeeListRow => !!r);
}

/** How many employees the list has, exactly; the unfiltered total is read from migration 006's counter. */
export async function countEmployees(db: Kysely<DB>, query: Filters, today: string): Promise<number> {
  if (!query.q && !otherFilters(query)) {
    const counter = precompiled(db, 'employee:count:all', () => db.selectFrom('row_count').select('n').where('table_name', '=', 'employee'));
    const [row] = await counter({});
    if (row) return toNumber(row.n);
  }
  const count = precompiled(db, `employee:count:${shape(query)}`, (arg: Arg<Args>) => matching(db, query, arg).select((eb) => eb.fn.countAll().as('n')));
  const [row] = await count(args(query, today));
  return toNumber(row.n);
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
