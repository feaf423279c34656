// Payroll routes under /api/v1/admin: pay lines at /deduction (permission deduction), runs at /payroll
// (permission payroll), payslips at /payslip (any signed-in user: their own approved payslips, or every payslip
// with payroll read; anyone else's is 404).
import { PassThrough } from 'node:stream';
import { idParams } from '../../../contract/api/common.ts';
import {
  adjustmentBody,
  generateBody,
  type GenerateLine,
  PAYROLL_MESSAGES,
  payLineBody,
  payLineListQuery,
  payLineListResponse,
  payLineResponse,
  payrollListQuery,
  payrollListResponse,
  payrollResponse,
  payslipListQuery,
  payslipListResponse,
  payslipResponse,
  previewQuery,
  previewResponse,
  regenerateBody,
} from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import { listRoute } from '../../http/list-route.ts';
import { resourceRoutes } from '../../http/resource-routes.ts';
import { defineRoute, sendStream, type AnyRouteSpec } from '../../http/route.ts';
import { NDJSON_TYPE, progressTicker, wantsProgress } from '../../http/upload.ts';
import { runJob } from '../../jobs/http.ts';
import { XLSX_TYPE } from '../../lib/spreadsheet.ts';
import { addAdjustment } from './adjustment-service.ts';
import { failure } from './import-routes.ts';
import * as service from './service.ts';
import { payrollFileRoutes } from './files-routes.ts';
import { payrollTaxRoutes } from './tax-routes.ts';

const base = '/api/v1/admin/payroll';
const tag = 'payroll';
const read = { resource: 'payroll', action: 'read' } as const;

export const payrollRoutes = (db: Database, companyName = ''): AnyRouteSpec[] => [
  ...payrollTaxRoutes(db),
  ...payrollFileRoutes(db, companyName),
  ...resourceRoutes(db, {
    path: 'deduction',
    resource: 'deduction',
    // Pay is private (issue 14 point 5): a pay line's amount is pay, so reading or writing one also needs payroll read.
    alsoNeeds: read,
    noun: 'pay line',
    summaries: {
      list: 'List pay lines (earnings and deductions)',
      create: 'Add a pay line',
      update: 'Edit a pay line (not one an approved run used)',
      remove: 'Delete a pay line (not one an approved run used)',
    },
    listQuery: payLineListQuery,
    body: payLineBody,
    listResponse: payLineListResponse,
    itemResponse: payLineResponse,
    list: service.listPayLines,
    get: service.getPayLine,
    create: service.createPayLine,
    update: service.updatePayLine,
    remove: service.deletePayLine,
  }),
  listRoute({
    url: base,
    summary: 'Payroll runs, newest month first',
    tag,
    access: read,
    query: payrollListQuery,
    response: payrollListResponse,
    list: (query) => service.listRuns(db, query),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/preview`,
    summary: "A month's register computed without saving, with each employee's change from last month",
    tag,
    access: read,
    query: previewQuery,
    response: previewResponse,
    handler: async ({ query }) => ({ message: 'OK', data: await service.previewPayroll(db, query) }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/generate`,
    summary: "Generate a closed month's payroll run and every payslip in one transaction (once per month)",
    tag,
    access: { resource: 'payroll', action: 'create' },
    body: generateBody,
    response: payrollResponse,
    streams: NDJSON_TYPE,
    handler: async ({ actor, body, request, reply }) => {
      if (!wantsProgress(request)) {
        const data = await service.generatePayroll(db, actor, body);
        reply.status(201);
        return { message: PAYROLL_MESSAGES.generated, data };
      }
      await service.checkGenerate(db, body);
      const out = new PassThrough();
      out.on('error', () => {}); // the client went away: the generation still commits or rolls back on its own
      const send = (line: GenerateLine) => {
        if (!out.destroyed) out.write(`${JSON.stringify(line)}\n`);
      };
      const tickers = {
        computing: progressTicker((done, total) => send({ type: 'progress', phase: 'computing', done, total })),
        writing: progressTicker((done, total) => send({ type: 'progress', phase: 'writing', done, total })),
      };
      void service
        .generatePayroll(db, actor, body, (phase, done, total) => tickers[phase](done, total))
        .then(
          (data) => send({ type: 'result', status: 201, body: { message: PAYROLL_MESSAGES.generated, data } }),
          (error: unknown) => send({ type: 'result', ...failure(error, request) }),
        )
        .finally(() => out.end());
      return sendStream(reply, `${NDJSON_TYPE}; charset=utf-8`, out);
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One payroll run',
    tag,
    access: read,
    params: idParams,
    response: payrollResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await service.getRun(db, params.id) }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/:id/regenerate`,
    summary: "Compute a draft run's payslips again, replacing them in one transaction",
    tag,
    access: { resource: 'payroll', action: 'update' },
    params: idParams,
    body: regenerateBody,
    response: payrollResponse,
    handler: async ({ actor, params, body }) => ({
      message: PAYROLL_MESSAGES.regenerated,
      data: await service.regeneratePayroll(db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/:id/approve`,
    summary: 'Approve a draft run: it is locked from then on',
    tag,
    access: { resource: 'payroll', action: 'update' },
    params: idParams,
    response: payrollResponse,
    handler: async ({ actor, params }) => ({
      message: PAYROLL_MESSAGES.approved,
      data: await service.approvePayroll(db, actor, params.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/:id/adjustments`,
    summary:
      'Correct an approved run: a one-off pay line for the employee into the next month without an approved run ' +
      '(the run and its payslips never change)',
    tag,
    access: { allOf: [{ resource: 'deduction', action: 'create' }, read] },
    params: idParams,
    body: adjustmentBody,
    response: payLineResponse,
    handler: async ({ actor, params, body, reply }) => {
      const { month, line } = await addAdjustment(db, actor, params.id, body);
      reply.status(201);
      return { message: PAYROLL_MESSAGES.adjustmentAdded(month), data: line };
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id/export`,
    summary: "A run's salary register (payroll-<month>.xlsx)",
    tag,
    access: read,
    params: idParams,
    produces: XLSX_TYPE,
    handler: async ({ params, request, reply }) => {
      const { meta, body } = await runJob(request, reply, 'payrollRegister', { id: params.id });
      reply.header('Content-Type', XLSX_TYPE).header('Content-Disposition', `attachment; filename="${meta.name}"`);
      return body as Buffer;
    },
  }),
  listRoute({
    url: '/api/v1/admin/payslip',
    summary: 'Payslips: every one with payroll read, else the signed-in employee’s own approved ones',
    tag: 'payslip',
    access: 'authenticated',
    query: payslipListQuery,
    response: payslipListResponse,
    list: (query, actor) => service.listPayslips(db, query, actor),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/admin/payslip/:id',
    summary: 'One payslip (404 for anyone else’s without payroll read)',
    tag: 'payslip',
    access: 'authenticated',
    params: idParams,
    response: payslipResponse,
    handler: async ({ params, actor }) => ({ message: 'OK', data: await service.getPayslip(db, params.id, actor) }),
  }),
];
