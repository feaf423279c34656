// Queries of the approval engine: requests with their employee, team lead and department manager, their
// steps, the list filters every kind shares, the guarded transitions, and the users and permissions the
// approval rules read. Functions take the database or a transaction first.
import { prefixRange } from '../../lib/search-terms.ts';
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type Updateable } from 'kysely';
import { HR_MANAGER_ROLE, LEAD_MANAGER_STEP } from '../../../contract/labels.ts';
import { LEAD_MANAGER_ROLE, type RequestKind, type RequestListQuery } from '../../../contract/api/requests.ts';
import type { DialectName } from '../../db/database.ts';

import type { ApprovalRequestTable, ApprovalStepRow, DB } from '../../db/schema.ts';

/** The signed-in user as the approval rules see them. */
export interface ApproverContext {
  userId: number;
  /** The employee this account belongs to, if any (nobody changes their own link). */
  employeeId: number | null;
  /** Holds the request resource's update permission (needed to approve or reject). */
  canUpdate: boolean;
  /** Holds its create permission (enough to cancel a request you filed or that is yours). */
  canCreate: boolean;
  /** The role's approval powers (permissions approval:approveAny, :acknowledge, :cancelOthers). */
  approveAny: boolean;
  acknowledge: boolean;
  cancelOthers: boolean;
}

/** A kind's own list filter as the ids of the requests it keeps (a subquery of its detail table). */
export type RequestIdFilter = SelectQueryBuilder<DB, keyof DB, { request_id: number }>;

function selectRequests(db: Kysely<DB>, kind: RequestKind) {
  return db
    .selectFrom('approval_request as r')
    .innerJoin('employee as e', 'e.id', 'r.employee_id')
    .leftJoin('team as t', 't.id', 'e.team_id')
    .leftJoin('department as d', 'd.id', 't.department_id')
    .where('r.kind', '=', kind);
}

const COLUMNS = [
  'r.id',
  'r.kind',
  'r.employee_id',
  'r.status',
  'r.version',
  'r.current_step',
  'r.start_date',
  'r.end_date',
  'r.reason',
  'r.filed_by_id',
  'r.filed_by_username',
  'r.decided_by_id',
  'r.decided_by_username',
  'r.decided_at',
  'r.decision_comment',
  'r.created_at',
  'r.updated_at',
  'e.staff_id',
  'e.first_name',
  'e.last_name',
  'e.status as employee_status',
  't.id as team_id',
  't.name as team_name',
  't.lead_id',
  'd.id as department_id',
  'd.name as department_name',
  'd.manager_id',
] as const;

export async function findRequest(db: Kysely<DB>, kind: RequestKind, id: number) {
  return selectRequests(db, kind).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function stepsOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, ApprovalStepRow[]>> {
  const out = new Map<number, ApprovalStepRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('approval_step')
    .selectAll()
    .where('request_id', 'in', ids)
    .orderBy('request_id')
    .orderBy('position')
    .execute();
  for (const s of rows) {
    const list = out.get(s.request_id) ?? [];
    list.push(s);
    out.set(s.request_id, list);
  }
  return out;
}

const SORTS = {
  created_at: 'r.id',
  start_date: 'r.start_date',
} as const;

/** The list filters every kind shares, plus the kind's own (extra). */
function matching(
  db: Kysely<DB>,
  kind: RequestKind,
  query: Omit<RequestListQuery, 'page' | 'limit' | 'sort'>,
  ctx: ApproverContext,
  extra?: RequestIdFilter,
) {
  return selectRequests(db, kind)
    .$if(!!query.q, (q) => {
      const [from, to] = prefixRange(query.q!);
      return q.where('r.employee_id', 'in', (eb) =>
        eb.selectFrom('employee_term').select('employee_id').where('term', '>=', from).where('term', '<', to),
      );
    })
    .$if(query.status === 'pending_acknowledge', (q) =>
      q
        .where('r.status', '=', 'pending')
        .where((eb) =>
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
    .$if(!!extra, (q) => q.where('r.id', 'in', extra!));
}

/** Pending requests whose current step this user may act on: mayActOn, as SQL. */
function actionableFor<Q extends ReturnType<typeof selectRequests>>(q: Q, ctx: ApproverContext): Q {
  const nothing = () => q.where(sql<boolean>`1 = 0`) as Q;
  if (!ctx.canUpdate) return nothing();
  let out = q.where('r.status', '=', 'pending');
  if (ctx.employeeId != null) out = out.where('r.employee_id', '!=', ctx.employeeId);
  if (ctx.approveAny) return out as Q;
  const me = ctx.employeeId;
  if (me == null && !ctx.acknowledge) return nothing();
  return out.where((eb) =>
    eb.exists(
      eb
        .selectFrom('approval_step as cs')
        .select('cs.id')
        .whereRef('cs.request_id', '=', 'r.id')
        .whereRef('cs.position', '=', 'r.current_step')
        .where((s) => {
          const mine = [];
          if (ctx.acknowledge) mine.push(s('cs.role', '=', HR_MANAGER_ROLE));
          if (me != null)
            mine.push(
              s.and([
                s('cs.role', '=', LEAD_MANAGER_ROLE),
                s.or([s('t.lead_id', '=', me), s('d.manager_id', '=', me)]),
              ]),
            );
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
  extra: RequestIdFilter | undefined,
  page: { limit: number; offset: number },
): Promise<RequestRow[]> {
  const sort = query.sort ?? '-created_at';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
  let q = matching(db, kind, query, ctx, extra).select(COLUMNS).orderBy(column, direction);
  if (column !== 'r.id') q = q.orderBy('r.id', direction);
  return q.limit(page.limit).offset(page.offset).execute();
}

export async function countRows(
  db: Kysely<DB>,
  kind: RequestKind,
  query: Omit<RequestListQuery, 'page' | 'limit' | 'sort'>,
  ctx: ApproverContext,
  extra: RequestIdFilter | undefined,
): Promise<number> {
  const row = await matching(db, kind, query, ctx, extra)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

// --- writes

/** The employee a request is for, locked until the transaction ends so two creates for one person queue. */
export function lockEmployee(trx: Kysely<DB>, dialect: DialectName, id: number) {
  return trx
    .selectFrom('employee')
    .select(['id', 'first_name', 'last_name', 'status'])
    .where('id', '=', id)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

export type NewRequestRow = Omit<ApprovalRequestTable, 'id'>;

/** The request and its steps, all PENDING; returns its id. */
export async function insertRequest(
  trx: Kysely<DB>,
  request: NewRequestRow,
  steps: ReadonlyArray<{ stepName: string; role: string }>,
): Promise<number> {
  const { id } = await trx.insertInto('approval_request').values(request).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('approval_step')
    .values(
      steps.map((s, i) => ({
        request_id: id,
        position: i + 1,
        step_name: s.stepName,
        role: s.role,
        status: 'PENDING',
      })),
    )
    .execute();
  return id;
}

export type Transition = Pick<
  Updateable<ApprovalRequestTable>,
  'status' | 'current_step' | 'decided_by_id' | 'decided_by_username' | 'decided_at' | 'decision_comment'
>;

/** The transition itself: only from the version the caller checked, only while pending. False when another
 * call got there first (the row changed under us), so two racing approvals never both succeed. */
export async function transition(
  trx: Kysely<DB>,
  request: { id: number; version: number },
  set: Transition,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('approval_request')
    .set({ ...set, version: request.version + 1, updated_at: now })
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .where('version', '=', request.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One step acted on: approved or rejected, by whom, when, with what comment. */
export async function recordStep(
  trx: Kysely<DB>,
  stepId: number,
  act: { status: 'APPROVED' | 'REJECTED'; actorId: number; actorUsername: string; at: string; comment: string | null },
) {
  await trx
    .updateTable('approval_step')
    .set({
      status: act.status,
      actor_id: act.actorId,
      actor_username: act.actorUsername,
      acted_at: act.at,
      comment: act.comment,
    })
    .where('id', '=', stepId)
    .execute();
}

/** Steps after a rejected one are never reached. */
export async function skipStepsAfter(trx: Kysely<DB>, requestId: number, position: number) {
  await trx
    .updateTable('approval_step')
    .set({ status: 'SKIPPED' })
    .where('request_id', '=', requestId)
    .where('position', '>', position)
    .execute();
}

/** A cancelled request's steps still waiting. */
export async function cancelPendingSteps(trx: Kysely<DB>, requestId: number) {
  await trx
    .updateTable('approval_step')
    .set({ status: 'CANCELLED' })
    .where('request_id', '=', requestId)
    .where('status', '=', 'PENDING')
    .execute();
}

// --- who the rules see

type UserScope = ExpressionBuilder<DB & { u: DB['sys_user'] }, 'u'>;
/** Whether the user's role holds the permission: EXISTS on role_permission's key. */
const roleHolds = (eb: UserScope, permissionId: number) =>
  eb.exists(
    eb
      .selectFrom('role_permission as rp')
      .select(sql.lit(1).as('one'))
      .whereRef('rp.role_id', '=', 'u.role_id')
      .where('rp.permission_id', '=', permissionId),
  );

/** The permission ids an approver context reads. */
export interface ApproverPermissionIds {
  create: number;
  update: number;
  approveAny: number;
  acknowledge: number;
  cancelOthers: number;
}

/**
 * The user as the approval rules see them: their linked employee and which of these permissions their role
 * holds (the request resource's create and update, the approval powers), in one statement, read now like
 * every check.
 */
export function findApprover(db: Kysely<DB>, userId: number, ids: ApproverPermissionIds) {
  return db
    .selectFrom('sys_user as u')
    .select((eb) => [
      'u.id',
      'u.employee_id',
      roleHolds(eb, ids.create).as('can_create'),
      roleHolds(eb, ids.update).as('can_update'),
      roleHolds(eb, ids.approveAny).as('approve_any'),
      roleHolds(eb, ids.acknowledge).as('acknowledge'),
      roleHolds(eb, ids.cancelOthers).as('cancel_others'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Active users whose role holds the permission (the only ones who could act at all), but one, with their
 * approval powers. */
export function activeUsersHolding(
  db: Kysely<DB>,
  permissionId: number,
  powers: Pick<ApproverPermissionIds, 'approveAny' | 'acknowledge'>,
  exceptUserId: number,
) {
  return db
    .selectFrom('sys_user as u')
    .innerJoin('role_permission as rp', (join) =>
      join.onRef('rp.role_id', '=', 'u.role_id').on('rp.permission_id', '=', permissionId),
    )
    .select((eb) => [
      'u.id',
      'u.employee_id',
      roleHolds(eb, powers.approveAny).as('approve_any'),
      roleHolds(eb, powers.acknowledge).as('acknowledge'),
    ])
    .where('u.status', '=', 'Active')
    .where('u.id', '!=', exceptUserId)
    .orderBy('u.id')
    .execute();
}

/** An employee's own active accounts (an employee may have none), but one. */
export async function activeUsersOfEmployee(
  db: Kysely<DB>,
  employeeId: number,
  exceptUserId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_user')
    .select('id')
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'Active')
    .where('id', '!=', exceptUserId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
