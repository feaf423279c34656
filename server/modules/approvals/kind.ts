// What a request kind (leave, overtime, post clock) plugs into the shared approval engine: its schemas, how a
// new request is checked and written, its own fields of an item, and the effects of the final approval. A kind
// is service code: it holds its rules and reaches its tables through its own module's repository.
import type { Kysely } from 'kysely';
import type { RequestIdFilter } from './repository.ts';
import type { z } from 'zod';
import type { Metadata } from '../../../contract/api/common.ts';
import type {
  RequestBaseItem,
  RequestExportQuery,
  RequestKind,
  RequestListQuery,
  RequestOperation,
  RequestSchemas,
} from '../../../contract/api/requests.ts';
import type { Route } from '../../../contract/api/route.ts';
import type { Resource } from '../../../contract/permissions.ts';
import type { DialectName } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../http/route.ts';
import type { Cell } from '../../lib/spreadsheet.ts';

export interface RequestEmployee {
  id: number;
  first_name: string;
  last_name: string;
  status: string;
}

/** The request an effect applies to. */
export interface RequestRef {
  id: number;
  employee_id: number;
  /** The dates the request covers (attendance re-derives them when a leave is approved). */
  start_date: string;
  end_date: string;
}

/** Every create body may name the employee it is filed for. */
export interface NewRequest {
  employee_id?: number;
}

/** A checked create: the common columns, and how to write the kind's own row once the request has an id. */
export interface PreparedRequest {
  start_date: string;
  end_date: string;
  reason: string;
  writeDetail(trx: Kysely<DB>, requestId: number): Promise<void>;
  /** What the activity log records of the kind's fields. */
  logged: Record<string, unknown>;
}

export interface KindContext {
  dialect: DialectName;
  actor: Actor;
  /** Business date (Asia/Phnom_Penh) the rules measure from. */
  today: string;
  now: Date;
}

export interface ListAnswer<Item> {
  message: string;
  data: Item[];
  metadata: Metadata;
}

export interface ItemAnswer<Item> {
  message: string;
  data: Item;
}

/** A kind's schema map, as the engine needs it: each response answering exactly the kind's items. */
export type KindSchemas<Body, Filters, Item, Full> = RequestSchemas<
  z.ZodType<Body>,
  z.ZodType<RequestListQuery & Filters>,
  z.ZodType<RequestExportQuery & Filters>,
  z.ZodType<ListAnswer<Item>>,
  z.ZodType<ItemAnswer<Full>>
>;

/**
 * Body: the create body; Filters: the kind's own list filters (leave type, post clock type); Item: a list
 * item; Full: the detail (the list item plus what only the detail call carries, such as an attachment).
 */
export interface RequestKindSpec<
  Body extends NewRequest,
  Filters extends object,
  Item extends RequestBaseItem,
  Full extends Item = Item,
> {
  kind: RequestKind;
  resource: Extract<Resource, 'leaveRequest' | 'overtimeRequest' | 'postClockRequest'>;
  /** The notification type of the kind's requests. */
  notificationType: string;
  /** "Leave request": messages. */
  noun: string;
  /** File name of exports, without extension. */
  exportName: string;
  /** The export that builds the kind's files on a worker thread (jobs/job-list.ts). */
  exportJob: string;
  /** The routes' schemas (the kind's requestSchemas): the handlers answer exactly what its responses declare. */
  schemas: KindSchemas<Body, Filters, Item, Full>;
  /** The kind's route table (contract/api/routes/requests.ts), typed from the same schemas. */
  routes: { [K in RequestOperation]: Route<KindSchemas<Body, Filters, Item, Full>[K]> };
  /** Checks a new request in its transaction (the employee row is locked); throws 400 with field messages. */
  prepare(trx: Kysely<DB>, employee: RequestEmployee, body: Body, ctx: KindContext): Promise<PreparedRequest>;
  /** The kind's own list filters, when the query uses them. */
  filter?(db: Kysely<DB>, query: Filters): RequestIdFilter | undefined;
  /** The kind's items of these requests (the engine built their common fields), in the same order. */
  items(db: Kysely<DB>, bases: RequestBaseItem[]): Promise<Item[]>;
  /** One request in full: the detail call and the answer to every action. `seesPrivate`: the signed-in user is
   * one of the request's people (its requester, an approver of one of its steps, HR), who alone see what is
   * private in it (a leave's medical certificate). */
  detail(db: Kysely<DB>, base: RequestBaseItem, seesPrivate: boolean): Promise<Full>;
  /** Effects of the final approval, in its transaction; returns what changed, for the log. May throw 409. */
  onApproved(trx: Kysely<DB>, request: RequestRef, ctx: KindContext): Promise<Record<string, unknown> | null>;
  /** A pending request closed without approval (rejected or cancelled): release what it held. */
  onClosed(trx: Kysely<DB>, request: RequestRef): Promise<void>;
  exportColumns: { header: string[]; row(item: Item): Cell[] };
}

/** Each base with its kind's row (every request has one: a missing row is a broken database, not a 404). */
export function joinDetails<Row, Item>(
  bases: RequestBaseItem[],
  rows: Map<number, Row>,
  build: (base: RequestBaseItem, row: Row) => Item,
): Item[] {
  return bases.map((base) => {
    const row = rows.get(base.id);
    if (row === undefined) throw new Error(`Request ${base.id} has no ${base.kind} details.`);
    return build(base, row);
  });
}
