// A run's files and figures besides the register (contract/api/routes/payroll.ts): the bank transfer file, the
// statutory totals, each payslip as a PDF and the run's payslips as one zip.
import { payrollSchemas, PDF_TYPE, ZIP_TYPE } from '../../../contract/api/payroll.ts';
import { payroll } from '../../../contract/api/routes/payroll.ts';
import type { Database } from '../../db/database.ts';
import { languageOf } from '../../http/error-handler.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { runJob } from '../../jobs/http.ts';
import { statutoryTotals } from './run-files-service.ts';

const attachment = (name: string) => `attachment; filename="${name}"`;

/** `companyName`: the employer named on each payslip PDF; a payslip prints in the caller's language. */
export function payrollFileRoutes(db: Database, companyName: string): AnyRouteSpec[] {
  const api = bindRoutes(payroll, payrollSchemas);
  return [
    defineRoute(api.bankTransfer, async ({ params, request, reply }) => {
      const { meta, body } = await runJob(request, reply, 'bankTransferCsv', { id: params.id });
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(`bank-transfer-${meta.month}.csv`));
      return body as Buffer;
    }),
    defineRoute(api.statutory, async ({ params, request }) => ({
      message: 'OK',
      data: await statutoryTotals(db, params.id, languageOf(request)),
    })),
    defineRoute(api.payslipsZip, async ({ params, request, reply }) => {
      const job = { id: params.id, employer: companyName, language: languageOf(request) };
      const { meta, body: stream } = await runJob(request, reply, 'payslipsZip', job);
      const { name } = meta;
      return reply
        .header('Content-Type', ZIP_TYPE)
        .header('Content-Disposition', attachment(name))
        .header('Cache-Control', 'no-store')
        .send(stream);
    }),
    defineRoute(api.payslipPdf, async ({ params, actor, request, reply }) => {
      const job = { id: params.id, actor, employer: companyName, language: languageOf(request) };
      const { meta, body: pdf } = await runJob(request, reply, 'payslipPdf', job);
      const { name } = meta;
      reply
        .header('Content-Type', PDF_TYPE)
        .header('Content-Disposition', attachment(name))
        .header('Cache-Control', 'no-store');
      return pdf as Buffer;
    }),
  ];
}
