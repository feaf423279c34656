// The auth hook: bearer token → user as the database has it now → the route's permission, on every request.
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { ERRORS } from '../../contract/messages.ts';
import type { Database } from '../db/database.ts';
import { precompiled, type Arg } from '../db/precompiled.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Access, Authenticate } from '../http/route.ts';
import { requirementIds } from './permission-ids.ts';
import type { Tokens } from './tokens.ts';

/** What the check reads of the user: their state now, and whether their role holds the route's permission. */
interface UserState {
  id: number;
  username: string;
  status: string;
  token_version: number;
  role_id: number | null;
  allowed?: unknown;
}

export function createAuthenticate(db: Database, tokens: Tokens): Authenticate {
  return (access: Access) => {
    const ids = typeof access === 'string' ? [] : requirementIds(access);
    const accessKey = ids.join(',');
    // One query per access rule, compiled once; the user and their permission are checked on every request.
    const findUser = precompiled(db.kysely, `authenticate:${accessKey}`, (arg: Arg<{ userId: number }>) =>
      db.kysely
        .selectFrom('sys_user as u')
        .select(['u.id', 'u.username', 'u.status', 'u.token_version', 'u.role_id'])
        .$if(ids.length > 0, (q) =>
          q.select((eb) =>
            eb
              .exists(
                eb
                  .selectFrom('role_permission as rp')
                  .select(sql.lit(1).as('one'))
                  .whereRef('rp.role_id', '=', 'u.role_id')
                  .where('rp.permission_id', 'in', ids),
              )
              .as('allowed'),
          ),
        )
        .where('u.id', '=', arg('userId')),
    );
    return async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header && /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
      if (!match) throw unauthorized();
      // A token seen before needs no signature check, and no trip through the promise queue either.
      const claims = tokens.remembered(match[1]) ?? (await tokens.verify(match[1]));
      if (!claims) throw unauthorized(ERRORS.sessionExpired);

      // The verdict is a function of the database alone: on SQLite it is kept until the database changes.
      const key = `auth ${accessKey} ${claims.userId}`;
      let user = db.answers?.answer<UserState>(key);
      if (!user) {
        const ticket = db.answers?.ticket() ?? 0;
        [user] = await findUser({ userId: claims.userId });
        if (user) db.answers?.remember(key, user, ticket);
      }
      if (!user || user.status !== 'Active' || user.token_version !== claims.version) {
        throw unauthorized(ERRORS.sessionExpired);
      }
      if (ids.length > 0 && !user.allowed) throw forbidden();
      request.actor = { id: user.id, username: user.username, roleId: user.role_id, ip: request.ip };
    };
  };
}
