// Attendance routes under /api/v1/admin/attendance (permission resource attendance; clock-in for any signed-in
// user linked to an employee). The sheet and the punch import are sheet-import-routes.ts.
import { idParams } from '../../../contract/api/common.ts';
import { ATTENDANCE_MESSAGES } from '../../../contract/attendance-codes.ts';
import {
  attendanceCorrectionBody,
  attendanceExportQuery,
  attendanceListQuery,
  attendanceListResponse,
  attendanceResponse,
  clockBody,
  clockResponse,
  periodBody,
  periodResponse,
  settingsBody,
  settingsResponse,
  summaryQuery,
  summaryResponse,
} from '../../../contract/api/attendance.ts';
import { closeBlockersQuery, closeBlockersResponse } from '../../../contract/api/attendance-close.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { exportRoute } from '../../http/export-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { defineRoute, type Actor, type AnyRouteSpec } from '../../http/route.ts';
import { runJob } from '../../jobs/http.ts';
import { closeBlockers } from './close-blockers.ts';
import { clock } from './clock-service.ts';
import * as service from './service.ts';

const base = '/api/v1/admin/attendance';
const tag = 'attendance';
const read = { resource: 'attendance', action: 'read' } as const;
const update = { resource: 'attendance', action: 'update' } as const;

/** What a correction does with the day's pending post clock requests it names (the post clock module's rule,
 * handed in where the app is built: post clock writes attendance, so attendance never imports it). */
export type SettleByCorrection = (
  trx: Kysely<DB>,
  actor: Actor,
  requests: ReadonlyArray<{ id: number; version: number }>,
  record: { id: number; employee_id: number; date: string },
  reason: string,
) => Promise<number[]>;

export const attendanceRoutes = (db: Database, settleByCorrection: SettleByCorrection): AnyRouteSpec[] => [
  listRoute({
    url: base,
    summary: 'The daily attendance list: one date (default today), filters, search, paged',
    tag,
    access: read,
    query: attendanceListQuery,
    response: attendanceListResponse,
    list: (query) => service.listAttendance(db, query),
  }),
  exportRoute({
    url: `${base}/export`,
    summary: 'Export the daily attendance list the filters show (.xlsx or .csv)',
    tag,
    access: read,
    query: attendanceExportQuery,
    fileName: 'attendance',
    job: 'attendance',
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/summary`,
    summary: "A day's attendance counts: present, late, absent, on leave, not yet in",
    tag,
    access: read,
    query: summaryQuery,
    response: summaryResponse,
    handler: async ({ query }) => ({ message: 'OK', data: await service.attendanceSummary(db, query.date) }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/settings`,
    summary: 'The work schedules (company and per office) and the attendance period',
    tag,
    access: read,
    response: settingsResponse,
    handler: async () => ({ message: 'OK', data: await service.getSettings(db) }),
  }),
  defineRoute({
    method: 'PATCH',
    url: `${base}/settings`,
    summary: 'Edit the work schedules or the attendance period; open days are derived again',
    tag,
    access: update,
    body: settingsBody,
    response: settingsResponse,
    handler: async ({ actor, body }) => ({
      message: ATTENDANCE_MESSAGES.settingsSaved,
      data: await service.updateSettings(db, actor, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/clock`,
    summary: "Clock the signed-in user's employee in or out, inside an office's geofence",
    tag,
    access: 'authenticated',
    body: clockBody,
    response: clockResponse,
    handler: async ({ actor, body, reply }) => {
      const answer = await clock(db, actor, body);
      reply.status(201);
      return answer;
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/close`,
    summary: 'Close an attendance period: its days are settled and locked against changes',
    tag,
    access: update,
    body: periodBody,
    response: periodResponse,
    handler: async ({ actor, body, request, reply }) => ({
      message: ATTENDANCE_MESSAGES.closed(body.month),
      data: (await runJob(request, reply, 'attendanceClose', { actor, month: body.month }, { untilDone: true })).meta,
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/close/blockers`,
    summary: 'What still blocks a clean close of a period: pending requests in it and days clocked in but not out',
    tag,
    access: update,
    query: closeBlockersQuery,
    response: closeBlockersResponse,
    handler: async ({ query }) => ({ message: 'OK', data: await closeBlockers(db, query.month) }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/reopen`,
    summary: 'Reopen a closed attendance period',
    tag,
    access: update,
    body: periodBody,
    response: periodResponse,
    handler: async ({ actor, body }) => ({
      message: ATTENDANCE_MESSAGES.reopened(body.month),
      data: await service.reopenPeriod(db, actor, body.month),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id`,
    summary: "One employee's day with its punches",
    tag,
    access: read,
    params: idParams,
    response: attendanceResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await service.getAttendance(db, params.id) }),
  }),
  defineRoute({
    method: 'PATCH',
    url: `${base}/:id`,
    summary: "Correct a day's clock-in or clock-out, with a reason; may settle the day's pending post clock requests",
    tag,
    access: update,
    params: idParams,
    body: attendanceCorrectionBody,
    response: attendanceResponse,
    handler: async ({ actor, params, body }) => {
      const { settle_requests: settling, ...correction } = body;
      const settleThem: service.CorrectionFollowUp | undefined = settling?.length
        ? async (trx, record) => ({
            settled_request_ids: await settleByCorrection(trx, actor, settling, record, body.reason),
          })
        : undefined;
      return {
        message: ATTENDANCE_MESSAGES.corrected,
        data: await service.correctAttendance(db, actor, params.id, correction, settleThem),
      };
    },
  }),
];
