import type { Kysely } from 'kysely';
import type { UserListQuery } from '../../../contract/api/sys-users.ts';
import type { DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';
import { precompiled, type Arg } from '../../db/precompiled.ts';
import { containsPattern, likePattern } from '../../lib/like.ts';

const SORT_COLUMNS = {
  username: 'u.username',
  created_at: 'u.id',
  last_login_at: 'u.last_login_at',
} as const;

// The list and its count are precompiled (server/db/precompiled.ts), one query per shape: the sort, and
// whether each filter is present, pick the shape; the filter values, limit and offset are its arguments.
interface ListArgs {
  pattern: string;
  status: string;
  limit: number;
  offset: number;
}

type Filter = Pick<UserListQuery, 'q' | 'status'>;

const filterShape = (query: Filter) => `${query.q ? 'q' : '-'}${query.status ? 's' : '-'}`;

function listArgs(query: Filter, page?: { limit: number; offset: number }): ListArgs {
  return { pattern: query.q ? likePattern(query.q) : '', status: query.status ?? '', limit: page?.limit ?? 0, offset: page?.offset ?? 0 };
}

function filtered(db: Kysely<DB>, query: Filter, arg: Arg<ListArgs>) {
  return db
    .selectFrom('sys_user as u')
    .$if(!!query.q, (q) => q.where(containsPattern('u.username', arg('pattern'))))
    .$if(!!query.status, (q) => q.where('u.status', '=', arg('status')));
}

export function listUsers(db: Kysely<DB>, query: UserListQuery, page?: { limit: number; offset: number }) {
  const sort = query.sort ?? '-created_at';
  const desc = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const key = `sys-user:list:${sort}:${filterShape(query)}:${page ? 'page' : 'all'}`;
  return precompiled(db, key, (arg: Arg<ListArgs>) =>
    filtered(db, query, arg)
      .leftJoin('role as r', 'r.id', 'u.role_id')
      .select(['u.id', 'u.username', 'u.status', 'u.last_login_at', 'u.created_at', 'r.id as role_id', 'r.name as role_name'])
      .orderBy(column, desc ? 'desc' : 'asc')
      .$if(column !== 'u.id', (q) => q.orderBy('u.id', desc ? 'desc' : 'asc'))
      .$if(!!page, (q) => q.limit(arg('limit')).offset(arg('offset'))),
  )(listArgs(query, page));
}

export async function countUsers(db: Kysely<DB>, query: Filter): Promise<number> {
  if (!query.q && !query.status) {
    // Every user: the counter the database keeps in step with inserts and deletes (migration 004).
    const counter = precompiled(db, 'sys-user:count:all', () =>
      db.selectFrom('row_count').select('n').where('table_name', '=', 'sys_user'),
    );
    const [row] = await counter({});
    if (row) return toNumber(row.n);
  }
  const count = precompiled(db, `sys-user:count:${filterShape(query)}`, (arg: Arg<ListArgs>) =>
    filtered(db, query, arg).select((eb) => eb.fn.countAll().as('n')),
  );
  const [row] = await count(listArgs(query));
  return toNumber(row.n);
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
    .select(['u.id', 'u.username', 'u.status', 'r.id as role_id', 'r.name as role_name'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}
