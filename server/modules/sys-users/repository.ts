import type { Kysely } from 'kysely';
import type { UserListQuery } from '../../../contract/api/sys-users.ts';
import type { DB } from '../../db/schema.ts';
import { toNumber } from '../../db/database.ts';
import { containsText } from '../../lib/like.ts';

const SORT_COLUMNS = {
  username: 'u.username',
  created_at: 'u.id',
  last_login_at: 'u.last_login_at',
} as const;

function filtered(db: Kysely<DB>, query: Pick<UserListQuery, 'q' | 'status'>) {
  return db
    .selectFrom('sys_user as u')
    .$if(!!query.q, (q) => q.where(containsText('u.username', query.q!)))
    .$if(!!query.status, (q) => q.where('u.status', '=', query.status!));
}

export function listUsers(db: Kysely<DB>, query: UserListQuery, page?: { limit: number; offset: number }) {
  const sort = query.sort ?? '-created_at';
  const desc = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return filtered(db, query)
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.username', 'u.status', 'u.last_login_at', 'u.created_at', 'r.id as role_id', 'r.name as role_name'])
    .orderBy(column, desc ? 'desc' : 'asc')
    .$if(column !== 'u.id', (q) => q.orderBy('u.id', desc ? 'desc' : 'asc'))
    .$if(!!page, (q) => q.limit(page!.limit).offset(page!.offset))
    .execute();
}

export async function countUsers(db: Kysely<DB>, query: Pick<UserListQuery, 'q' | 'status'>): Promise<number> {
  const row = await filtered(db, query).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
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
