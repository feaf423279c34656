// The administrator's inbox in the demo. The approval flow notifies each step's designated approvers, and the
// Super Admin, who may act on any step, is nobody's designated approver; so the demo tells the admin about
// real requests itself (the newest of each kind, the pending ones unread), and every notification opens its
// request. Requests that wait for the admin (nobody else can act on them) have told them already through the flow;
// those are not told twice, so seeding again adds nothing.
import { sql } from 'kysely';
import type { RequestKind } from '../../contract/api/requests.ts';
import type { Database } from '../db/database.ts';
import { fullName } from '../lib/names.ts';
import { notify } from '../modules/notifications/service.ts';

const TYPE_OF: Record<RequestKind, string> = {
  leave: 'leave_request',
  overtime: 'overtime_request',
  post_clock: 'post_clock',
};
const PER_KIND = 4;

export async function seedAdminInbox(db: Database, adminUsername: string): Promise<number> {
  return db.tx(async (trx) => {
    const admin = await trx
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', adminUsername)
      .executeTakeFirst();
    if (!admin) return 0;
    const requests = [];
    for (const kind of Object.keys(TYPE_OF) as RequestKind[]) {
      requests.push(
        ...(await trx
          .selectFrom('approval_request as r')
          .innerJoin('employee as e', 'e.id', 'r.employee_id')
          .select(['r.id', 'r.kind', 'r.status', 'r.created_at', 'e.first_name', 'e.last_name'])
          .where('r.kind', '=', kind)
          .orderBy(sql`case when r.status = 'pending' then 0 else 1 end`)
          .orderBy('r.created_at', 'desc')
          .limit(PER_KIND)
          .execute()),
      );
    }
    const told = await trx
      .selectFrom('notification')
      .select('request_id')
      .where('user_id', '=', admin.id)
      .where('request_id', 'is not', null)
      .execute();
    const toldOf = new Set(told.map((n) => n.request_id));
    const untold = requests.filter((r) => !toldOf.has(r.id));
    await notify(
      trx,
      untold.map((r) => ({
        userId: admin.id,
        type: TYPE_OF[r.kind as RequestKind],
        requestId: r.id,
        employeeName: fullName(r),
        createdAt: r.created_at,
        isRead: r.status !== 'pending',
      })),
    );
    return untold.length;
  });
}
