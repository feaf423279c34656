// The approval engine every request kind shares: create with the default steps, approve / reject the current
// step, cancel, bulk actions, lists and exports. Each change is one transaction holding its activity-log
// entry, its notifications and its effects (balance, attendance, payable overtime).
//
// A step is acted on once. An approve or reject names the version the caller saw, which must still be the
// request's version: the same approve sent twice acts once and never reaches the step after (a cancel may
// leave it out). The transition itself is a conditional update (WHERE status = 'pending' AND version = ?): of
// two approvals arriving together, one updates the row and the other updates nothing and gets 409, on SQLite
// and PostgreSQL alike.
import { type ApproverContext } from './repository.ts';
import type { Kysely } from 'kysely';
import { HR_MANAGER_ROLE, stepNameLabel } from '../../../contract/labels.ts';
import {
  DEFAULT_STEPS,
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  type BulkBody,
  type BulkResult,
  type RequestBaseItem,
  type RequestExportQuery,
  type RequestListQuery,
} from '../../../contract/api/requests.ts';
import type { Metadata } from '../../../contract/api/common.ts';
import type { NotificationOutcome } from '../../../contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import type { ApprovalStepRow, DB } from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import type { ExportFile } from '../../http/export-route.ts';
import type { Actor } from '../../http/route.ts';
import { fullName } from '../../lib/names.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { toCsv, toXlsx, type Cell } from '../../lib/spreadsheet.ts';
import { currentTime, nowIso } from '../../lib/clock.ts';
import { businessToday, formatDateTime } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import { notify } from '../notifications/service.ts';
import { approverContext } from './approver-context.ts';
import { isOwnRequest, mayActOn, mayCancel, maySeePrivate } from './eligibility.ts';
import type { KindContext, NewRequest, RequestKindSpec } from './kind.ts';
import { requesterUsers, usersWhoCanAct } from './recipients.ts';
import { partiesOf, toBaseItem } from './request-items.ts';
import * as repo from './repository.ts';

/** Any kind, where only the engine's own fields matter. */
type AnyKind = RequestKindSpec<NewRequest, object, RequestBaseItem>;

const kindContext = (db: Database, actor: Actor): KindContext => {
  const now = currentTime();
  return { dialect: db.dialect, actor, today: businessToday(now), now };
};

async function basesOf(db: Kysely<DB>, rows: repo.RequestRow[], ctx: ApproverContext): Promise<RequestBaseItem[]> {
  const steps = await repo.stepsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toBaseItem(r, steps.get(r.id) ?? [], ctx));
}

export async function listRequests<F extends object, I extends RequestBaseItem>(
  db: Database,
  spec: RequestKindSpec<NewRequest, F, I>,
  actor: Actor,
  query: RequestListQuery & F,
): Promise<{ data: I[]; metadata: Metadata }> {
  const ctx = await approverContext(db.kysely, actor, spec.resource);
  const extra = spec.filter?.(db.kysely, query);
  const [rows, total] = await Promise.all([
    repo.listRows(db.kysely, spec.kind, query, ctx, extra, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repo.countRows(db.kysely, spec.kind, query, ctx, extra),
  ]);
  return {
    data: await spec.items(db.kysely, await basesOf(db.kysely, rows, ctx)),
    metadata: pageMetadata(query.page, query.limit, total),
  };
}

export async function getRequest<D extends RequestBaseItem>(
  db: Kysely<DB>,
  spec: RequestKindSpec<NewRequest, object, RequestBaseItem, D>,
  actor: Pick<Actor, 'id'>,
  id: number,
): Promise<D> {
  const row = await repo.findRequest(db, spec.kind, id);
  if (!row) throw notFound(`${spec.noun} not found`);
  const ctx = await approverContext(db, actor, spec.resource);
  const steps = (await repo.stepsOf(db, [id])).get(id) ?? [];
  const base = toBaseItem(row, steps, ctx);
  return spec.detail(db, base, maySeePrivate(ctx, partiesOf(row), steps));
}

const EXPORT_COMMON = ['ID', 'Staff ID', 'Employee', 'Department', 'Team', 'Status'];
const EXPORT_TRAIL = ['Reason', 'Lead Approval', 'HR Acknowledgement', 'Filed By', 'Created At'];

function stepCell(step: { status: string; actor: { username: string } | null; at: string | null } | undefined): string {
  if (!step) return '';
  if (!step.actor)
    return step.status === 'PENDING' ? 'Pending' : step.status.charAt(0) + step.status.slice(1).toLowerCase();
  return `${step.status.charAt(0)}${step.status.slice(1).toLowerCase()} by ${step.actor.username} ${formatDateTime(step.at)}`;
}

export async function exportRequests<F extends object, I extends RequestBaseItem>(
  db: Database,
  spec: RequestKindSpec<NewRequest, F, I>,
  actor: Actor,
  query: RequestExportQuery & F,
): Promise<ExportFile> {
  const { format, ...filters } = query;
  const ctx = await approverContext(db.kysely, actor, spec.resource);
  // One row more than an export holds tells a wider match from an exact fit: refused, never silently cut short.
  const rows = await repo.listRows(db.kysely, spec.kind, filters, ctx, spec.filter?.(db.kysely, query), {
    limit: REQUEST_LIMITS.exportMax + 1,
    offset: 0,
  });
  if (rows.length > REQUEST_LIMITS.exportMax)
    throw badRequest([{ field: 'from', message: REQUEST_MESSAGES.exportTooMany }]);
  const items = await spec.items(db.kysely, await basesOf(db.kysely, rows, ctx));
  const header = [...EXPORT_COMMON, ...spec.exportColumns.header, ...EXPORT_TRAIL];
  const cells: Cell[][] = items.map((item) => [
    item.id,
    item.employee.staff_id,
    item.employee.full_name,
    item.employee.department?.name ?? '',
    item.employee.team?.name ?? '',
    item.status_label,
    ...spec.exportColumns.row(item),
    item.reason,
    stepCell(item.steps[0]),
    stepCell(item.steps[1]),
    item.filed_by?.username ?? '',
    formatDateTime(item.created_at),
  ]);
  return { format, content: format === 'csv' ? toCsv(header, cells) : await toXlsx(spec.exportName, header, cells) };
}

export async function createRequest<B extends NewRequest, D extends RequestBaseItem>(
  db: Database,
  spec: RequestKindSpec<B, object, RequestBaseItem, D>,
  actor: Actor,
  body: B,
): Promise<D> {
  const kc = kindContext(db, actor);
  const id = await db.tx(async (trx) => {
    const ctx = await approverContext(trx, actor, spec.resource);
    const employeeId = body.employee_id ?? ctx.employeeId;
    if (employeeId == null) throw badRequest([{ field: 'employee_id', message: REQUEST_MESSAGES.employeeRequired }]);
    const employee = await repo.lockEmployee(trx, db.dialect, employeeId);
    if (!employee) throw badRequest([{ field: 'employee_id', message: REQUEST_MESSAGES.employeeMissing }]);
    if (employee.status !== 'active')
      throw badRequest([{ field: 'employee_id', message: REQUEST_MESSAGES.employeeResigned }]);
    const prepared = await spec.prepare(trx, employee, body, kc);
    const now = nowIso();
    const id = await repo.insertRequest(
      trx,
      {
        kind: spec.kind,
        employee_id: employee.id,
        status: 'pending',
        version: 1,
        current_step: 1,
        start_date: prepared.start_date,
        end_date: prepared.end_date,
        reason: prepared.reason,
        filed_by_id: actor.id,
        filed_by_username: actor.username,
        decided_by_id: null,
        decided_by_username: null,
        decided_at: null,
        decision_comment: null,
        created_at: now,
        updated_at: now,
      },
      DEFAULT_STEPS,
    );
    await prepared.writeDetail(trx, id);
    await logActivity(trx, actor, {
      action: 'create',
      resource: spec.resource,
      recordId: id,
      after: {
        kind: spec.kind,
        employee_id: employee.id,
        status: 'pending',
        start_date: prepared.start_date,
        end_date: prepared.end_date,
        reason: prepared.reason,
        ...prepared.logged,
      },
    });
    const row = (await repo.findRequest(trx, spec.kind, id))!;
    const recipients = await usersWhoCanAct(trx, DEFAULT_STEPS[0], partiesOf(row), spec.resource, actor.id);
    await notify(
      trx,
      recipients.map((userId) => ({
        userId,
        type: spec.notificationType,
        requestId: id,
        employeeName: fullName(employee),
      })),
    );
    return id;
  });
  return getRequest(db.kysely, spec, actor, id);
}

/** The request as this transaction sees it, with its steps; 404 when it is not of this kind. */
async function load(trx: Kysely<DB>, spec: AnyKind, id: number) {
  const row = await repo.findRequest(trx, spec.kind, id);
  if (!row) throw notFound(`${spec.noun} not found`);
  const steps = (await repo.stepsOf(trx, [id])).get(id) ?? [];
  return { row, steps };
}

/** The transition, or 409 when another call changed the request since this one read it. */
async function transition(trx: Kysely<DB>, row: repo.RequestRow, set: repo.Transition, now: string) {
  if (!(await repo.transition(trx, row, set, now))) throw conflict(REQUEST_MESSAGES.alreadyActed);
}

/** The columns of a request's last transition: decided by the actor now, with the comment. */
const decidedBy = (actor: Actor, now: string, comment: string | null) => ({
  current_step: null,
  decided_by_id: actor.id,
  decided_by_username: actor.username,
  decided_at: now,
  decision_comment: comment,
});

/** Tells the requester's own accounts how their request ended (never the user who ended it). */
async function tellRequester(
  trx: Kysely<DB>,
  spec: AnyKind,
  row: repo.RequestRow,
  actor: Actor,
  outcome: NotificationOutcome,
) {
  const recipients = await requesterUsers(trx, row.employee_id, actor.id);
  await notify(
    trx,
    recipients.map((userId) => ({
      userId,
      type: spec.notificationType,
      requestId: row.id,
      employeeName: fullName(row),
      outcome,
    })),
  );
}

/** A step named inside a sentence: "lead manager approval". */
const stepWords = (name: string) => stepNameLabel(name).toLowerCase();

const stepLog = (steps: ApprovalStepRow[]) =>
  steps.map((s) => ({ stepName: s.step_name, status: s.status, actor: s.actor_username }));

export type Decision = 'approve' | 'reject';

export async function decide<D extends RequestBaseItem>(
  db: Database,
  spec: RequestKindSpec<NewRequest, object, RequestBaseItem, D>,
  actor: Actor,
  id: number,
  decision: Decision,
  body: { comment?: string; version: number },
): Promise<D> {
  const kc = kindContext(db, actor);
  await db.tx(async (trx) => {
    const { row, steps } = await load(trx, spec, id);
    const ctx = await approverContext(trx, actor, spec.resource);
    const parties = partiesOf(row);
    if (isOwnRequest(ctx, parties)) throw forbidden(REQUEST_MESSAGES.ownRequest);
    const mine = steps.filter((s) => mayActOn(s, ctx, parties));
    if (mine.length === 0) throw forbidden();
    if (row.status !== 'pending') throw conflict(REQUEST_MESSAGES.notPending);
    if (row.version !== body.version) throw conflict(REQUEST_MESSAGES.alreadyActed);
    const current = steps.find((s) => s.position === row.current_step);
    if (!current || !mine.includes(current)) {
      const past = mine.some((s) => current && s.position < current.position);
      throw conflict(past ? REQUEST_MESSAGES.alreadyActed : REQUEST_MESSAGES.notCurrentStep);
    }

    const now = nowIso();
    const next = steps.find((s) => s.position > current.position);
    const final = decision === 'reject' || !next;
    const status = decision === 'reject' ? 'reject' : next ? 'pending' : 'approve';
    const comment = body.comment?.length ? body.comment : null;
    await transition(
      trx,
      row,
      final ? { status, ...decidedBy(actor, now, comment) } : { current_step: next!.position },
      now,
    );
    await repo.recordStep(trx, current.id, {
      status: decision === 'reject' ? 'REJECTED' : 'APPROVED',
      actorId: actor.id,
      actorUsername: actor.username,
      at: now,
      comment,
    });
    if (decision === 'reject') await repo.skipStepsAfter(trx, id, current.position);

    const effects = status === 'approve' ? await spec.onApproved(trx, row, kc) : null;
    if (status === 'reject') await spec.onClosed(trx, row);

    const action = decision === 'reject' ? 'reject' : current.role === HR_MANAGER_ROLE ? 'acknowledge' : 'approve';
    await logActivity(trx, actor, {
      action,
      resource: spec.resource,
      recordId: id,
      before: { status: row.status, version: row.version, steps: stepLog(steps) },
      after: { status, version: row.version + 1, step: current.step_name, comment, ...(effects ? { effects } : {}) },
    });

    // A step that is not the last tells whoever acts next; the requester hears only how it ended.
    const recipients = final
      ? await requesterUsers(trx, row.employee_id, actor.id)
      : await usersWhoCanAct(trx, next!, parties, spec.resource, actor.id);
    const outcome = final ? (status === 'approve' ? 'approved' : 'rejected') : null;
    await notify(
      trx,
      recipients.map((userId) => ({
        userId,
        type: spec.notificationType,
        requestId: id,
        employeeName: fullName(row),
        outcome,
      })),
    );
  });
  return getRequest(db.kysely, spec, actor, id);
}

/**
 * Closes a pending request as approved because other work already did what it asked (an attendance correction
 * settling a post clock request), inside that work's transaction. Every step still open is approved by the actor
 * with the comment; the kind's own effects are not applied. The actor must be able to act on each of those steps
 * (403 naming the first they cannot), at the version they saw (409 otherwise). The requester hears it was settled.
 */
export async function settle(
  trx: Kysely<DB>,
  spec: AnyKind,
  actor: Actor,
  ref: { id: number; version: number },
  comment: string,
  effects: Record<string, unknown>,
): Promise<void> {
  const { row, steps } = await load(trx, spec, ref.id);
  const ctx = await approverContext(trx, actor, spec.resource);
  const parties = partiesOf(row);
  if (isOwnRequest(ctx, parties)) throw forbidden(REQUEST_MESSAGES.ownRequest);
  if (row.status !== 'pending') throw conflict(REQUEST_MESSAGES.notPending);
  if (row.version !== ref.version) throw conflict(REQUEST_MESSAGES.alreadyActed);
  const open = steps.filter((s) => row.current_step != null && s.position >= row.current_step);
  const notMine = open.find((s) => !mayActOn(s, ctx, parties));
  if (notMine) throw forbidden(REQUEST_MESSAGES.cannotSettle(stepWords(notMine.step_name)));

  const now = nowIso();
  await transition(trx, row, { status: 'approve', ...decidedBy(actor, now, comment) }, now);
  for (const step of open)
    await repo.recordStep(trx, step.id, {
      status: 'APPROVED',
      actorId: actor.id,
      actorUsername: actor.username,
      at: now,
      comment,
    });
  await logActivity(trx, actor, {
    action: 'settle',
    resource: spec.resource,
    recordId: row.id,
    before: { status: row.status, version: row.version, steps: stepLog(steps) },
    after: { status: 'approve', version: row.version + 1, steps: open.map((s) => s.step_name), comment, effects },
  });
  await tellRequester(trx, spec, row, actor, 'settled');
}

export async function cancel<D extends RequestBaseItem>(
  db: Database,
  spec: RequestKindSpec<NewRequest, object, RequestBaseItem, D>,
  actor: Actor,
  id: number,
  body: { comment?: string; version?: number },
): Promise<D> {
  const seen = await repo.findRequest(db.kysely, spec.kind, id);
  if (!seen) throw notFound(`${spec.noun} not found`);
  const expected = body.version ?? seen.version;
  await db.tx(async (trx) => {
    const { row, steps } = await load(trx, spec, id);
    const ctx = await approverContext(trx, actor, spec.resource);
    if (!mayCancel(ctx, partiesOf(row))) throw forbidden(REQUEST_MESSAGES.cannotCancel);
    if (row.status !== 'pending') throw conflict(REQUEST_MESSAGES.notPending);
    if (row.version !== expected) throw conflict(REQUEST_MESSAGES.alreadyActed);
    const now = nowIso();
    const comment = body.comment?.length ? body.comment : null;
    await transition(trx, row, { status: 'cancel', ...decidedBy(actor, now, comment) }, now);
    await repo.cancelPendingSteps(trx, id);
    await spec.onClosed(trx, row);
    await logActivity(trx, actor, {
      action: 'cancel',
      resource: spec.resource,
      recordId: id,
      before: { status: row.status, version: row.version, steps: stepLog(steps) },
      after: { status: 'cancel', version: row.version + 1, comment },
    });
    await tellRequester(trx, spec, row, actor, 'cancelled');
  });
  return getRequest(db.kysely, spec, actor, id);
}

/** Each request on its own, at the version the caller saw, in its own transaction: one refusal does not undo
 * the others. */
export async function bulkDecide(db: Database, spec: AnyKind, actor: Actor, decision: Decision, body: BulkBody) {
  const results: BulkResult[] = [];
  for (const { id, version } of body.requests) {
    try {
      const item = await decide(db, spec, actor, id, decision, { comment: body.comment, version });
      results.push({ id, ok: true, status: 200, message: 'OK', request_status: item.status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const row = await repo.findRequest(db.kysely, spec.kind, id);
      results.push({
        id,
        ok: false,
        status: error.statusCode,
        message: error.message,
        request_status: (row?.status as BulkResult['request_status']) ?? null,
      });
    }
  }
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}
