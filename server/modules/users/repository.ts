// System users' queries. Every function takes the database or the open transaction first.
import type { Kysely } from 'kysely';
import type { UserListQuery } from '../../../contract/api/users.ts';
import type { DB } from '../../db/schema.ts';

import { containsText } from '../../lib/like.ts';
import { counterTotal, pageWithCounter, readCounter } from '../../db/row-count.ts';

/** Each sort reads an index ending with the id, the tie-breaker (migration 009; created_at follows the id). */
const SORT_COLUMNS = {
  username: 'u.username',
  created_at: 'u.id',
  last_login_at: 'u.last_login_at',
} as const;

type Filter = Pick<UserListQuery, 'q' | 'status'>;

function matching(db: Kysely<DB>, query: Filter) {
  return db
    .selectFrom('sys_user as u')
    .$if(!!query.q, (q) => q.where(containsText('u.username', query.q!)))
    .$if(!!query.status, (q) => q.where('u.status', '=', query.status!));
}

/** Users the filters match with their role, in the chosen order (newest first by default). */
function usersInOrder(db: Kysely<DB>, query: Filter & Pick<UserListQuery, 'sort'>) {
  const sort = query.sort ?? '-created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return matching(db, query)
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.username',
      'u.status',
      'u.last_login_at',
      'u.created_at',
      'r.id as role_id',
      'r.name as role_name',
    ])
    .orderBy(column, direction)
    .$if(column !== 'u.id', (q) => q.orderBy('u.id', direction));
}

/** Every user the filters match (the export). */
export function listUsers(db: Kysely<DB>, query: Filter & Pick<UserListQuery, 'sort'>) {
  return usersInOrder(db, query).execute();
}

export type UserListRow = Awaited<ReturnType<typeof listUsers>>[number];

const unfiltered = (query: Filter) => !query.q && !query.status;

/**
 * A page of users and how many the filters match. Unfiltered, the total is migration 004's counter read by
 * the page's own statement (one round trip); filtered, the page and a count run side by side.
 */
export async function usersPage(
  db: Kysely<DB>,
  query: Filter & Pick<UserListQuery, 'sort'>,
  page: { limit: number; offset: number },
): Promise<{ rows: UserListRow[]; total: number }> {
  const inOrder = usersInOrder(db, query);
  if (unfiltered(query)) {
    const rows = await inOrder.select(counterTotal('sys_user')).limit(page.limit).offset(page.offset).execute();
    const found = await pageWithCounter(db, 'sys_user', rows);
    if (found.total !== null) return { rows: found.rows, total: found.total };
  }
  const [rows, total] = await Promise.all([
    inOrder.limit(page.limit).offset(page.offset).execute(),
    countUsers(db, query),
  ]);
  return { rows, total };
}

/** How many users the filters match; every user is read from migration 004's counter, not counted. */
async function countUsers(db: Kysely<DB>, query: Filter): Promise<number> {
  const counted = unfiltered(query) ? await readCounter(db, 'sys_user') : null;
  if (counted !== null) return counted;
  const row = await matching(db, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findUser(db: Kysely<DB>, id: number) {
  return db.selectFrom('sys_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByUsername(db: Kysely<DB>, username: string) {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export function findUserWithRole(db: Kysely<DB>, id: number) {
  return db
    .selectFrom('sys_user as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .leftJoin('employee as e', 'e.id', 'u.employee_id')
    .select([
      'u.id',
      'u.username',
      'u.status',
      'r.id as role_id',
      'r.name as role_name',
      'e.id as employee_id',
      'e.first_name',
      'e.last_name',
      'e.staff_id',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

/** The employee (by id) and the user already linked to them, if any. */
export function employeeWithLink(db: Kysely<DB>, employeeId: number) {
  return db
    .selectFrom('employee as e')
    .leftJoin('sys_user as u', 'u.employee_id', 'e.id')
    .select(['e.id', 'e.first_name', 'e.last_name', 'u.id as user_id', 'u.username'])
    .where('e.id', '=', employeeId)
    .executeTakeFirst();
}

export async function roleExists(db: Kysely<DB>, roleId: number): Promise<boolean> {
  return !!(await db.selectFrom('role').select('id').where('id', '=', roleId).executeTakeFirst());
}

export async function insertUser(
  trx: Kysely<DB>,
  user: {
    username: string;
    passwordHash: string;
    roleId: number;
    employeeId: number | null;
    status: string;
    now: string;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('sys_user')
    .values({
      username: user.username,
      password_hash: user.passwordHash,
      role_id: user.roleId,
      employee_id: user.employeeId,
      status: user.status,
      token_version: 0,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateUser(
  trx: Kysely<DB>,
  id: number,
  fields: {
    username?: string;
    role_id?: number;
    employee_id?: number | null;
    status?: string;
    password_hash?: string;
    token_version?: number;
    updated_at: string;
  },
): Promise<void> {
  await trx.updateTable('sys_user').set(fields).where('id', '=', id).execute();
}

export async function deleteUser(trx: Kysely<DB>, id: number): Promise<void> {
  await trx.deleteFrom('sys_user').where('id', '=', id).execute();
}
