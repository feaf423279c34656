// Payroll's routes (contract/api/routes/payroll.ts): pay lines, runs and payslips; the services do the work.
import { PassThrough } from 'node:stream';
import { type GenerateLine, PAYROLL_MESSAGES, payLineSchemas, payrollSchemas } from '../../../contract/api/payroll.ts';
import { payLines, payroll } from '../../../contract/api/routes/payroll.ts';
import type { Database } from '../../db/database.ts';
import { listRoute } from '../../http/list-route.ts';
import { serveResource } from '../../http/resource-routes.ts';
import { languageOf } from '../../http/error-handler.ts';
import { bindRoutes, defineRoute, sendStream, type AnyRouteSpec } from '../../http/route.ts';
import { NDJSON_TYPE, progressTicker, wantsProgress } from '../../http/upload.ts';
import { runJob } from '../../jobs/http.ts';
import type { GenerationStep } from '../../jobs/job-list.ts';
import { XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { addAdjustment } from './adjustment-service.ts';
import { failure } from './import-routes.ts';
import { createPayLine, deletePayLine, getPayLine, listPayLines, updatePayLine } from './pay-lines-service.ts';
import { getPayslip, listPayslips } from './payslips-service.ts';
import { approvePayroll, checkGenerate } from './run-lifecycle-service.ts';
import { getRun, listRuns } from './runs-service.ts';
import { payrollFileRoutes } from './files-routes.ts';
import { payrollTaxRoutes } from './tax-routes.ts';
import { settlementRoutes } from './settlement-routes.ts';
import { statutoryFileRoutes } from './statutory-files-routes.ts';

export function payrollRoutes(db: Database, companyName = ''): AnyRouteSpec[] {
  const api = bindRoutes(payroll, payrollSchemas);
  return [
    ...payrollTaxRoutes(db),
    ...payrollFileRoutes(db, companyName),
    ...statutoryFileRoutes(),
    ...settlementRoutes(db, companyName),
    ...serveResource(db, bindRoutes(payLines, payLineSchemas), {
      noun: 'pay line',
      list: listPayLines,
      get: getPayLine,
      create: createPayLine,
      update: updatePayLine,
      remove: deletePayLine,
    }),
    listRoute(api.list, (query) => listRuns(db, query)),
    defineRoute(api.preview, async ({ query, request, reply }) => ({
      message: 'OK',
      data: (await runJob(request, reply, 'payrollPreview', query)).meta,
    })),
    defineRoute(api.generate, async ({ actor, body, request, reply }) => {
      const generate = (onProgress?: (step: unknown) => void) =>
        runJob(request, reply, 'payrollGenerate', { actor, body }, { untilDone: true, onProgress });
      if (!wantsProgress(request)) {
        const { meta: data } = await generate();
        reply.status(201);
        return { message: PAYROLL_MESSAGES.generated, data };
      }
      await checkGenerate(db, body);
      // Refused over the bound as a plain 503, before the stream opens.
      request.server.hrms.jobs.assertRoom();
      const out = new PassThrough();
      out.on('error', () => {}); // the client went away: the generation still commits or rolls back on its own
      const send = (line: GenerateLine) => {
        if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
      };
      const tickers = {
        computing: progressTicker((done, total) => send({ type: 'progress', phase: 'computing', done, total })),
        writing: progressTicker((done, total) => send({ type: 'progress', phase: 'writing', done, total })),
      };
      void generate((step) => {
        const { phase, done, total } = step as GenerationStep;
        void tickers[phase](done, total);
      })
        .then(
          ({ meta: data }) =>
            send({ type: 'result', status: 201, body: { message: PAYROLL_MESSAGES.generated, data } }),
          (error: unknown) => send({ type: 'result', ...failure(error, request) }),
        )
        .finally(() => out.end());
      return sendStream(reply, `${NDJSON_TYPE}; charset=utf-8`, out);
    }),
    defineRoute(api.get, async ({ params }) => ({ message: 'OK', data: await getRun(db, params.id) })),
    defineRoute(api.regenerate, async ({ actor, params, body, request, reply }) => ({
      message: PAYROLL_MESSAGES.regenerated,
      data: (await runJob(request, reply, 'payrollRegenerate', { actor, id: params.id, body }, { untilDone: true }))
        .meta,
    })),
    defineRoute(api.approve, async ({ actor, params }) => ({
      message: PAYROLL_MESSAGES.approved,
      data: await approvePayroll(db, actor, params.id),
    })),
    defineRoute(api.adjustments, async ({ actor, params, body, reply }) => {
      const { month, line } = await addAdjustment(db, actor, params.id, body);
      reply.status(201);
      return { message: PAYROLL_MESSAGES.adjustmentAdded(month), data: line };
    }),
    defineRoute(api.export, async ({ params, request, reply }) => {
      const { meta, body } = await runJob(request, reply, 'payrollRegister', {
        id: params.id,
        language: languageOf(request),
      });
      reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${meta.name}"`);
      return body as Buffer;
    }),
    listRoute(api.payslips, (query, actor) => listPayslips(db, query, actor)),
    defineRoute(api.payslip, async ({ params, actor, request }) => ({
      message: 'OK',
      data: await getPayslip(db, params.id, actor, languageOf(request)),
    })),
  ];
}
