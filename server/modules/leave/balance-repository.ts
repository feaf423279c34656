// Queries of the balances screen: a page of (employee, leave type) pairs, whose figures the ledger derives.
import { prefixRange } from '../../lib/search-terms.ts';
import type { Kysely } from 'kysely';
import type { LeaveBalanceListQuery } from '../../../contract/api/leave.ts';
import type { DialectName } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

/** The employee a balance is for, as the list shows them; locked until the transaction ends on PostgreSQL when
 * the dialect is given. */
export function findEmployeeRef(trx: Kysely<DB>, id: number, lockOn?: DialectName) {
  return trx
    .selectFrom('employee')
    .select(['id', 'staff_id', 'first_name', 'last_name'])
    .where('id', '=', id)
    .$if(lockOn === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

function matchingPairs(db: Kysely<DB>, q: LeaveBalanceListQuery) {
  return (
    db
      .selectFrom('employee as e')
      .leftJoin('team as t', 't.id', 'e.team_id')
      .innerJoin('leave_type as lt', (join) => join.onTrue())
      // Current staff, unless one person is asked for by id.
      .$if(!q.employee_id, (x) => x.where('e.status', '=', 'active'))
      .$if(!!q.employee_id, (x) => x.where('e.id', '=', q.employee_id!))
      .$if(!!q.department_id, (x) => x.where('t.department_id', '=', q.department_id!))
      .$if(!!q.team_id, (x) => x.where('e.team_id', '=', q.team_id!))
      .$if(!!q.leave_type_id, (x) => x.where('lt.id', '=', q.leave_type_id!))
      .$if(!!q.q, (x) => {
        const [from, to] = prefixRange(q.q!);
        return x.where('e.id', 'in', (eb) =>
          eb.selectFrom('employee_term').select('employee_id').where('term', '>=', from).where('term', '<', to),
        );
      })
  );
}

/** A page of (employee, leave type) pairs, by name, and how many match. */
export async function listBalancePairs(db: Kysely<DB>, q: LeaveBalanceListQuery) {
  const base = matchingPairs(db, q);
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id as employee_id',
        'e.staff_id',
        'e.first_name',
        'e.last_name',
        'lt.id as type_id',
        'lt.name as type_name',
        'lt.paid',
      ])
      .orderBy('e.first_name')
      .orderBy('e.last_name')
      .orderBy('e.id')
      .orderBy('lt.name')
      .orderBy('lt.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
