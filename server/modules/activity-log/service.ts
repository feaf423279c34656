// The activity log: every area appends an entry inside its own write transaction (logActivity, from here);
// sign-ins, failed sign-ins and downloads are appended too. The log page reads it back newest first, filtered,
// with the stored snapshots as JSON objects, and exports what it shows.
import {
  ACTIVITY_ACTORS_MAX,
  type ActivityActorsQuery,
  ACTIVITY_COUNT_CAP,
  type ActivityActorOption,
  ACTIVITY_EXPORT_MAX,
  ACTIVITY_EXPORT_TOO_MANY,
  type ActivityLogExportQuery,
  type ActivityLogFilters,
  type ActivityLogItem,
  type ActivityLogPage,
  type ActivityLogQuery,
} from '../../../contract/api/activity-log.ts';
import { changesLine, parseSnapshot, withoutSecrets } from '../../../contract/activity-changes.ts';
import { permissionId } from '../../auth/permission-ids.ts';
import { rolePermissionIds } from '../../auth/privileges.ts';
import type { Actor } from '../../http/route.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/clock.ts';
import type { DB } from '../../db/schema.ts';
import type { ExportFile } from '../../http/export-route.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { toCsv, toXlsx, type Cell } from '../../lib/spreadsheet.ts';
import { dayStartMs, formatDateTime } from '../../lib/time.ts';
import { addDays } from '../../../contract/dates.ts';
import * as repo from './repository.ts';

/** JSON of a record with secrets removed: the log never stores a password, hash or token, nor a full bank
 * account. */
function snapshot(value: object | null | undefined): string | null {
  if (value == null) return null;
  return JSON.stringify(value, withoutSecrets);
}

const USER_AGENT_MAX = 300;

/** Who acted and from where; a failed sign-in has a name as typed and no id. */
export interface ActivityActor {
  id: number | null;
  username: string | null;
  ip: string | null;
  userAgent?: string;
}

export interface ActivityEntry {
  action: string;
  resource: string;
  recordId: number | string | null;
  /** The record as it was and as it became (its fields; read back as JSON objects). */
  before?: object | null;
  after?: object | null;
}

/** Appends one entry in the caller's transaction, so the entry and the change commit or roll back together. */
export async function logActivity(trx: Kysely<DB>, actor: ActivityActor | null, entry: ActivityEntry): Promise<void> {
  await repo.insertActivity(trx, {
    actor_id: actor?.id || null,
    actor_username: actor?.username || null,
    action: entry.action,
    resource: entry.resource,
    record_id: entry.recordId == null ? null : String(entry.recordId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: actor?.ip ?? null,
    user_agent: actor?.userAgent?.slice(0, USER_AGENT_MAX) || null,
    created_at: nowIso(),
  });
}

type Snapshot = ActivityLogItem['before'];

/** Snapshots are stored from objects; a stored non-object (written by hand) is shown wrapped, not dropped. Secrets
 * are stripped again on the way out, so an entry stored before a key was known to be secret never shows it. */
function readSnapshot(text: string | null, seesPay: boolean): Snapshot {
  if (text == null) return null;
  const value = parseSnapshot(text, seesPay);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ...value };
  return { value };
}

const toItem = (r: repo.ActivityRow, seesPay: boolean): ActivityLogItem => ({
  id: r.id,
  actor_id: r.actor_id,
  actor_username: r.actor_username,
  action: r.action,
  resource: r.resource,
  record_id: r.record_id,
  before: readSnapshot(r.before, seesPay),
  after: readSnapshot(r.after, seesPay),
  ip: r.ip,
  user_agent: r.user_agent,
  created_at: r.created_at,
});

/** The UTC instant a business date (Asia/Phnom_Penh) starts at. */
const dayStart = (date: string) => new Date(dayStartMs(date)).toISOString();
const dayAfter = (date: string) => dayStart(addDays(date, 1));

function toFilter(q: ActivityLogFilters): repo.ActivityFilter {
  return {
    actor_id: q.actor_id,
    q: q.q,
    resource: q.resource,
    action: q.action,
    record_id: q.record_id,
    since: q.from ? dayStart(q.from) : undefined,
    until: q.to ? dayAfter(q.to) : undefined,
  };
}

/** Pay is private: amounts and bank details in entries reach only users with payroll read. */
const seesPay = async (db: Database, actor: Pick<Actor, 'roleId'>) =>
  (await rolePermissionIds(db.kysely, actor.roleId)).has(permissionId({ resource: 'payroll', action: 'read' }));

export async function listActivity(
  db: Database,
  actor: Actor,
  query: ActivityLogQuery,
): Promise<Omit<ActivityLogPage, 'message'>> {
  const filter = toFilter(query);
  const [rows, counted, pay] = await Promise.all([
    repo.findActivity(db.kysely, filter, { offset: (query.page - 1) * query.limit, limit: query.limit }),
    repo.countActivityUpTo(db.kysely, filter, ACTIVITY_COUNT_CAP),
    seesPay(db, actor),
  ]);
  const capped = counted > ACTIVITY_COUNT_CAP;
  const total = capped ? ACTIVITY_COUNT_CAP : counted;
  // Past the counted total the page is still read (pages beyond the cap exist), so its next page is offered.
  const metadata = pageMetadata(query.page, query.limit, Math.max(total, (query.page - 1) * query.limit + rows.length));
  return {
    data: rows.map((r) => toItem(r, pay)),
    metadata: capped && rows.length === query.limit ? { ...metadata, hasNext: true } : metadata,
    total_capped: capped,
  };
}

export async function getEntry(db: Database, actor: Actor, id: number): Promise<ActivityLogItem> {
  const [row, pay] = await Promise.all([repo.findEntry(db.kysely, id), seesPay(db, actor)]);
  if (!row) throw notFound();
  return toItem(row, pay);
}

export function listActors(db: Database, query: ActivityActorsQuery): Promise<ActivityActorOption[]> {
  return repo.findActors(db.kysely, query.q || undefined, ACTIVITY_ACTORS_MAX);
}

const EXPORT_HEADER = ['When', 'Who', 'Action', 'Resource', 'Record', 'Changes', 'Address', 'User agent'];

/** Exactly the entries the filters show, newest first, as .xlsx or .csv; text cells formula-safe. */
export async function exportActivity(db: Database, actor: Actor, query: ActivityLogExportQuery): Promise<ExportFile> {
  const filter = toFilter(query);
  const [rows, pay] = await Promise.all([
    repo.findActivity(db.kysely, filter, { offset: 0, limit: ACTIVITY_EXPORT_MAX + 1 }),
    seesPay(db, actor),
  ]);
  if (rows.length > ACTIVITY_EXPORT_MAX) throw badRequest([{ field: 'to', message: ACTIVITY_EXPORT_TOO_MANY }]);
  const cells: Cell[][] = rows.map((r) => {
    const item = toItem(r, pay);
    return [
      formatDateTime(item.created_at),
      item.actor_username,
      item.action,
      item.resource,
      item.record_id,
      changesLine(item.before, item.after),
      item.ip,
      item.user_agent,
    ];
  });
  return query.format === 'csv'
    ? { format: 'csv', content: toCsv(EXPORT_HEADER, cells) }
    : { format: 'xlsx', content: await toXlsx('Activity log', EXPORT_HEADER, cells) };
}

export interface Download {
  /** The permission resource the download needs ("employee"), or 'file' for a route without one. */
  resource: string;
  fileName: string;
  /** The query the download was asked with (its filters). */
  filters: Record<string, unknown>;
  recordId: string | null;
}

/** A file someone took out of the system: what, with which filters, by whom and from where. */
export function logDownload(db: Database, actor: ActivityActor | null, download: Download): Promise<void> {
  return logActivity(db.kysely, actor, {
    action: 'export',
    resource: download.resource,
    recordId: download.recordId,
    after: { file: download.fileName, filters: download.filters },
  });
}
