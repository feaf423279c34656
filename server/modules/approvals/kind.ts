// What a request kind (leave, overtime, post clock) plugs into the shared approval engine: its schemas, how a
// new request is checked and written, its detail columns, and the effects of the final approval.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { RequestKind, RequestListQuery } from '../../../contract/api/requests.ts';
import type { Resource } from '../../../contract/permissions.ts';
import type { DialectName } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../http/route.ts';
import type { Cell } from '../../lib/spreadsheet.ts';
import type { BaseItem, ExtraFilter, RequestRow } from './repository.ts';

export interface RequestEmployee {
  id: number;
  first_name: string;
  last_name: string;
  status: string;
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

export interface RequestKindSpec<Body = any, Detail = any, Item extends BaseItem = any> {
  kind: RequestKind;
  /** URL segment under the API base: "leave-request". */
  path: string;
  resource: Extract<Resource, 'leaveRequest' | 'overtimeRequest' | 'postClockRequest'>;
  /** SPEC.md section 7's notification type. */
  notificationType: string;
  /** "Leave request": messages and summaries. */
  noun: string;
  /** File name of exports, without extension. */
  exportName: string;
  schemas: {
    body: z.ZodType;
    listQuery: z.ZodType;
    exportQuery: z.ZodType;
    listResponse: z.ZodType;
    itemResponse: z.ZodType;
  };
  /** Checks a new request in its transaction (the employee row is locked); throws 400 with field messages. */
  prepare(trx: Kysely<DB>, employee: RequestEmployee, body: Body, ctx: KindContext): Promise<PreparedRequest>;
  /** A where clause for the kind's own list filters (leave type, post clock type), when the query uses them. */
  filter?(query: RequestListQuery & Record<string, unknown>): ExtraFilter | undefined;
  /** The kind's rows of these requests; `full` for the detail call (attachments and the like). */
  details(db: Kysely<DB>, ids: number[], full: boolean): Promise<Map<number, Detail>>;
  toItem(base: BaseItem, detail: Detail, full: boolean): Item;
  /** Effects of the final approval, in its transaction; returns what changed, for the log. May throw 409. */
  onApproved(trx: Kysely<DB>, request: RequestRow, ctx: KindContext): Promise<Record<string, unknown> | null>;
  /** A pending request closed without approval (rejected or cancelled): release what it held. */
  onClosed(trx: Kysely<DB>, request: RequestRow): Promise<void>;
  exportColumns: { header: string[]; row(item: Item): Cell[] };
}
