// An approved run's statutory files (contract/api/routes/payroll-files.ts), each built on a job worker.
import { statutoryFileSchemas, STATUTORY_FILES } from '../../../contract/api/payroll-files.ts';
import { payrollStatutoryFiles } from '../../../contract/api/routes/payroll-files.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { runJob } from '../../jobs/http.ts';
import { XLSX_TYPE } from '../../lib/spreadsheet.ts';

export function statutoryFileRoutes(): AnyRouteSpec[] {
  const api = bindRoutes(payrollStatutoryFiles, statutoryFileSchemas);
  return STATUTORY_FILES.map((file) =>
    defineRoute(api[file], async ({ params, request, reply }) => {
      const { meta, body } = await runJob(request, reply, 'statutoryFile', { id: params.id, file });
      reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="${meta.name}"`)
        .header('Cache-Control', 'no-store');
      return body as Buffer;
    }),
  );
}
