// The auth hook: bearer token → user as the database has it now → the route's permission, on every request.
import { sql, type ExpressionBuilder } from 'kysely';
import type { FastifyRequest } from 'fastify';
import { languageOfTag } from '../../contract/languages.ts';
import { ERRORS } from '../../contract/messages.ts';
import type { Database } from '../db/database.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { Access, Authenticate } from '../http/route.ts';
import type { DB } from '../db/schema.ts';
import { idsNeeded, requirementIds } from './permission-ids.ts';
import type { Tokens } from './tokens.ts';

export function createAuthenticate(db: Database, tokens: Tokens): Authenticate {
  return (access: Access) => {
    const ids = typeof access === 'string' ? [] : requirementIds(access);
    const needed = typeof access === 'string' ? 0 : idsNeeded(access);
    /**
     * The user's state now and, for a permission rule, whether their role holds it: one query by primary key
     * (the permission is an EXISTS on role_permission's key, or for an `allOf` a count of the held ones), so a
     * disabled account, a revoked token or a permission taken away counts from the very next request. Kysely's
     * builders are immutable: the rule's part is built once here, and each request adds its user.
     */
    const held = (eb: ExpressionBuilder<DB & { u: DB['sys_user'] }, 'u'>) =>
      eb
        .selectFrom('role_permission as rp')
        .whereRef('rp.role_id', '=', 'u.role_id')
        .where('rp.permission_id', 'in', ids);
    const userState = db.kysely
      .selectFrom('sys_user as u')
      .select(['u.id', 'u.username', 'u.status', 'u.token_version', 'u.role_id', 'u.language'])
      .$if(needed === 1, (q) => q.select((eb) => eb.exists(held(eb).select(sql.lit(1).as('one'))).as('allowed')))
      .$if(needed > 1, (q) =>
        q.select((eb) =>
          eb(
            held(eb).select((e) => e.fn.countAll().as('n')),
            '=',
            needed,
          ).as('allowed'),
        ),
      );

    return async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header && /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header);
      if (!match) throw unauthorized();
      // A token seen before needs no signature check (tokens.ts); its user is still read from the database.
      const claims = tokens.remembered(match[1]) ?? (await tokens.verify(match[1]));
      if (!claims) throw unauthorized(ERRORS.sessionExpired);

      const user = await userState.where('u.id', '=', claims.userId).executeTakeFirst();
      if (!user || user.status !== 'Active' || user.token_version !== claims.version) {
        throw unauthorized(ERRORS.sessionExpired);
      }
      const language = languageOfTag(user.language);
      request.accountLanguage = language;
      // EXISTS answers 0/1 on SQLite and false/true on PostgreSQL.
      if (ids.length > 0 && !user.allowed) throw forbidden();
      request.actor = {
        id: user.id,
        username: user.username,
        roleId: user.role_id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        language,
      };
    };
  };
}
