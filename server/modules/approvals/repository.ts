// Queries of the approval engine: requests with their employee, team lead and department manager, their
// steps, and the list filters every kind shares.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { LEAD_MANAGER_STEP, requestStatusLabel, type RequestStatus } from '../../../contract/labels.ts';
import { LEAD_MANAGER_ROLE, type RequestKind, type RequestListQuery, type StepItem, type requestBase } from '../../../contract/api/requests.ts';
import { toNumber } from '../../db/database.ts';
import type { ApprovalStepRow, DB } from '../../db/schema.ts';
import { fullName } from '../../lib/crud.ts';
import { prefixRange } from '../employees/terms.ts';
import { isSuperAdmin, mayActOn, mayCancel, type ApproverContext, type RequestParties } from './eligibility.ts';

type BaseShape = { [K in keyof typeof requestBase]: z.infer<(typeof requestBase)[K]> };
export type BaseItem = BaseShape;

function selectRequests(db: Kysely<DB>, kind: RequestKind) {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .leftJoin('team as t', 't.id', 'e.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .where('r.kind', '=', kind);
}

const COLUMNS = [
  'r.id', 'r.kind', 'r.employee_id', 'r.status', 'r.version', 'r.current_step', 'r.start_date', 'r.end_date', 'r.reason',
  'r.filed_by_id', 'r.filed_by_username', 'r.decided_by_id', 'r.decided_by_username', 'r.decided_at', 'r.decision_comment',
  'r.created_at', 'r.updated_at', 'e.staff_id', 'e.first_name', 'e.last_name', 'e.status as employee_status',
  't.id as team_id', 't.name as team_name', 't.lead_id', 'd.id as department_id', 'd.name as department_name', 'd.manager_id',
] as const;

export async function findRequest(db: Kysely<DB>, kind: RequestKind, id: number) {
  return selectRequests(db, kind).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export const partiesOf = (r: RequestRow): RequestParties => ({
  employeeId: r.employee_id,
  leadId: r.lead_id,
  managerId: r.manager_id,
  filedById: r.filed_by_id,
});

export async function stepsOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, ApprovalStepRow[]>> {
  const out = new Map<number, ApprovalStepRow[]>();
  if (ids.length === 0) return out;
  const rows = await db.selectFrom('approval_step').selectAll().where('request_id', 'in', ids).orderBy('request_id').orderBy('position').execute();
  for (const s of rows) {
    const list = out.get(s.request_id) ?? [];
    list.push(s);
    out.set(s.request_id, list);
  }
  return out;
}

export const toStepItem = (s: ApprovalStepRow): StepItem => ({
  stepName: s.step_name,
  role: s.role,
  status: s.status as StepItem['status'],
  actor: s.actor_username == null ? null : { id: s.actor_id, username: s.actor_username },
  at: s.acted_at,
  comment: s.comment,
});

/** The fields every kind's item shares, with what the signed-in user may do now. */
export function toBaseItem(r: RequestRow, steps: ApprovalStepRow[], ctx: ApproverContext): BaseItem {
  const stepItems = steps.map(toStepItem);
  const current = steps.find((s) => s.position === r.current_step) ?? null;
  const pending = r.status === 'pending';
  const parties = partiesOf(r);
  return {
    id: r.id,
    kind: r.kind as RequestKind,
    status: r.status as RequestStatus,
    status_label: requestStatusLabel(r.status as RequestStatus, stepItems),
    version: r.version,
    employee: {
      id: r.employee_id,
      staff_id: r.staff_id,
      full_name: fullName(r),
      team: r.team_id == null ? null : { id: r.team_id, name: r.team_name ?? '' },
      department: r.department_id == null ? null : { id: r.department_id, name: r.department_name ?? '' },
    },
    reason: r.reason,
    start_date: r.start_date,
    end_date: r.end_date,
    steps: stepItems,
    current_step: current && pending ? { stepName: current.step_name, role: current.role } : null,
    can_act: pending && !!current && mayActOn(current, ctx, parties),
    can_cancel: pending && mayCancel(ctx, parties),
    filed_by: r.filed_by_username == null ? null : { id: r.filed_by_id, username: r.filed_by_username },
    decided_by: r.decided_by_username == null ? null : { id: r.decided_by_id, username: r.decided_by_username },
    decided_at: r.decided_at,
    decision_comment: r.decision_comment,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** A kind's own filter as a where clause (see RequestKindSpec.filter). */
export type ExtraFilter = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

const SORTS = {
  created_at: 'r.id',
  start_date: 'r.start_date',
} as const;

/** The list filters every kind shares, plus the kind's own (extra). */
export function matching(
  db: Kysely<DB>,
  kind: RequestKind,
  query: Omit<RequestListQuery, 'page' | 'limit' | 'sort'>,
  ctx: ApproverContext,
  extra?: ExtraFilter,
) {
  return selectRequests(db, kind)
    .$if(!!query.q, (q) => {
      const [from, to] = prefixRange(query.q!);
      return q.where('r.employee_id', 'in', (eb) =>
        eb.selectFrom('employee_term').select('employee_id').where('term', '>=', from).where('term', '<', to),
      );
    })
    .$if(query.status === 'pending_acknowledge', (q) =>
      q.where('r.status', '=', 'pending').where((eb) =>
        eb.exists(
          eb
            .selectFrom('approval_step as ls')
            .select('ls.id')
            .whereRef('ls.request_id', '=', 'r.id')
            .where('ls.step_name', '=', LEAD_MANAGER_STEP)
            .where('ls.status', '=', 'APPROVED'),
        ),
      ),
    )
    .$if(!!query.status && query.status !== 'pending_acknowledge', (q) => q.where('r.status', '=', query.status!))
    .$if(!!query.employee_id, (q) => q.where('r.employee_id', '=', query.employee_id!))
    .$if(!!query.department_id, (q) => q.where('t.department_id', '=', query.department_id!))
    .$if(!!query.team_id, (q) => q.where('e.team_id', '=', query.team_id!))
    .$if(!!query.from, (q) => q.where('r.end_date', '>=', query.from!))
    .$if(!!query.to, (q) => q.where('r.start_date', '<=', query.to!))
    .$if(!!query.actionable, (q) => actionableFor(q, ctx))
    .$if(!!extra, (q) => q.where((eb) => extra!(eb)));
}

/** Pending requests whose current step this user may act on: mayActOn, as SQL. */
function actionableFor<Q extends ReturnType<typeof selectRequests>>(q: Q, ctx: ApproverContext): Q {
  if (!ctx.canUpdate) return q.where(sql<boolean>`1 = 0`) as Q;
  let out = q.where('r.status', '=', 'pending');
  if (ctx.employeeId != null) out = out.where('r.employee_id', '!=', ctx.employeeId);
  if (isSuperAdmin(ctx)) return out as Q;
  return out.where((eb) =>
    eb.exists(
      eb
        .selectFrom('approval_step as cs')
        .select('cs.id')
        .whereRef('cs.request_id', '=', 'r.id')
        .whereRef('cs.position', '=', 'r.current_step')
        .where((s) => {
          const mine = [s('cs.role', '=', ctx.roleCode ?? '\u0000')];
          if (ctx.employeeId != null) {
            mine.push(
              s.and([
                s('cs.role', '=', LEAD_MANAGER_ROLE),
                s.or([s('t.lead_id', '=', ctx.employeeId), s('d.manager_id', '=', ctx.employeeId)]),
              ]),
            );
          }
          return s.or(mine);
        }),
    ),
  ) as Q;
}

export async function listRows(
  db: Kysely<DB>,
  kind: RequestKind,
  query: Omit<RequestListQuery, 'page' | 'limit'>,
  ctx: ApproverContext,
  extra: ExtraFilter | undefined,
  page?: { limit: number; offset: number },
): Promise<RequestRow[]> {
  const sort = query.sort ?? '-created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
  let q = matching(db, kind, query, ctx, extra).select(COLUMNS).orderBy(column, direction);
  if (column !== 'r.id') q = q.orderBy('r.id', direction);
  return (page ? q.limit(page.limit).offset(page.offset) : q).execute();
}

export async function countRows(
  db: Kysely<DB>,
  kind: RequestKind,
  query: Omit<RequestListQuery, 'page' | 'limit' | 'sort'>,
  ctx: ApproverContext,
  extra: ExtraFilter | undefined,
): Promise<number> {
  const row = await matching(db, kind, query, ctx, extra).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return toNumber(row.n);
}
