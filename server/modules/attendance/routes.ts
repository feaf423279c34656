// Attendance's routes (contract/api/routes/attendance.ts): the daily list and its export, the summary, the
// settings, clock-in, closing and reopening a period, one day and its correction. The sheet and the punch import
// are sheet-import-routes.ts.
import { attendanceSchemas } from '../../../contract/api/attendance.ts';
import { attendance } from '../../../contract/api/routes/attendance.ts';
import { ATTENDANCE_MESSAGES } from '../../../contract/attendance-codes.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { exportRoute } from '../../http/export-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { bindRoutes, defineRoute, type Actor, type AnyRouteSpec } from '../../http/route.ts';
import { runJob } from '../../jobs/http.ts';
import { closeBlockers } from './close-blockers.ts';
import { clock } from './clock-service.ts';
import * as service from './service.ts';

/** What a correction does with the day's pending post clock requests it names (the post clock module's rule,
 * handed in where the app is built: post clock writes attendance, so attendance never imports it). */
export type SettleByCorrection = (
  trx: Kysely<DB>,
  actor: Actor,
  requests: ReadonlyArray<{ id: number; version: number }>,
  record: { id: number; employee_id: number; date: string },
  reason: string,
) => Promise<number[]>;

export function attendanceRoutes(db: Database, settleByCorrection: SettleByCorrection): AnyRouteSpec[] {
  const api = bindRoutes(attendance, attendanceSchemas);
  return [
    listRoute(api.list, (query) => service.listAttendance(db, query)),
    exportRoute(api.export, { fileName: 'attendance', job: 'attendance' }),
    defineRoute(api.summary, async ({ query }) => ({
      message: 'OK',
      data: await service.attendanceSummary(db, query.date),
    })),
    defineRoute(api.settings, async () => ({ message: 'OK', data: await service.getSettings(db) })),
    // Saved, then every open day derived again: a write on a job worker, run to its end.
    defineRoute(api.updateSettings, async ({ actor, body, request, reply }) => ({
      message: ATTENDANCE_MESSAGES.settingsSaved,
      data: (await runJob(request, reply, 'attendanceSettings', { actor, body }, { untilDone: true })).meta,
    })),
    defineRoute(api.clock, async ({ actor, body, reply }) => {
      const answer = await clock(db, actor, body);
      reply.status(201);
      return answer;
    }),
    defineRoute(api.close, async ({ actor, body, request, reply }) => ({
      message: ATTENDANCE_MESSAGES.closed(body.month),
      data: (await runJob(request, reply, 'attendanceClose', { actor, month: body.month }, { untilDone: true })).meta,
    })),
    defineRoute(api.closeBlockers, async ({ query }) => ({
      message: 'OK',
      data: await closeBlockers(db, query.month),
    })),
    defineRoute(api.reopen, async ({ actor, body }) => ({
      message: ATTENDANCE_MESSAGES.reopened(body.month),
      data: await service.reopenPeriod(db, actor, body.month),
    })),
    defineRoute(api.get, async ({ params }) => ({ message: 'OK', data: await service.getAttendance(db, params.id) })),
    defineRoute(api.correct, async ({ actor, params, body }) => {
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
    }),
  ];
}
