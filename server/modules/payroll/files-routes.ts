// A run's files and figures besides the register: the bank transfer file, the statutory totals, each payslip
// as a PDF and the run's payslips as one zip.
import { idParams } from '../../../contract/api/common.ts';
import { PDF_TYPE, statutoryResponse, ZIP_TYPE } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { runJob } from '../../jobs/http.ts';
import * as files from './run-files-service.ts';

const base = '/api/v1/admin/payroll';
const read = { resource: 'payroll', action: 'read' } as const;
const attachment = (name: string) => `attachment; filename="${name}"`;

/** `companyName`: the employer named on each payslip PDF. */
export const payrollFileRoutes = (db: Database, companyName: string): AnyRouteSpec[] => [
  defineRoute({
    method: 'GET',
    url: `${base}/:id/bank-transfer.csv`,
    summary: "A run's bank transfer file (.csv: account, name, amount in US dollars), formula-safe",
    tag: 'payroll',
    access: read,
    params: idParams,
    produces: 'text/csv',
    handler: async ({ params, request, reply }) => {
      const { meta, body } = await runJob(request, reply, 'bankTransferCsv', { id: params.id });
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`bank-transfer-${meta.month}.csv`));
      return body as Buffer;
    },
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id/statutory`,
    summary: "A run's NSSF (employee and employer) and tax on salary totals, in riel and in cents",
    tag: 'payroll',
    access: read,
    params: idParams,
    response: statutoryResponse,
    handler: async ({ params }) => ({ message: 'OK', data: await files.statutoryTotals(db, params.id) }),
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id/payslips.zip`,
    summary: 'Every payslip of a run as an A4 PDF, in one zip (streamed as they are drawn)',
    tag: 'payroll',
    access: read,
    params: idParams,
    produces: ZIP_TYPE,
    handler: async ({ params, request, reply }) => {
      const job = { id: params.id, employer: companyName };
      const { meta, body: stream } = await runJob(request, reply, 'payslipsZip', job);
      const { name } = meta;
      return reply
        .header('Content-Type', ZIP_TYPE)
        .header('Content-Disposition', attachment(name))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/admin/payslip/:id/pdf',
    summary: 'One payslip as an A4 PDF (404 for anyone else’s without payroll read)',
    tag: 'payslip',
    access: 'authenticated',
    params: idParams,
    produces: PDF_TYPE,
    handler: async ({ params, actor, request, reply }) => {
      const job = { id: params.id, actor, employer: companyName };
      const { meta, body: pdf } = await runJob(request, reply, 'payslipPdf', job);
      const { name } = meta;
      reply
        .header('Content-Type', PDF_TYPE)
        .header('Content-Disposition', attachment(name))
        .header('Cache-Control', 'no-store');
      return pdf;
    },
  }),
];
