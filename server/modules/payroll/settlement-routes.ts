// The end of an employment and its settlement (contract/api/routes/employment.ts): the preview, ending it, the
// settlement and its statement as a PDF, the amounts' names, bases and rules in the caller's language.
import { EMPLOYMENT_MESSAGES, employmentSchemas } from '../../../contract/api/employment.ts';
import { PDF_TYPE } from '../../../contract/api/payroll.ts';
import { employment } from '../../../contract/api/routes/employment.ts';
import type { Database } from '../../db/database.ts';
import { languageOf } from '../../http/error-handler.ts';
import { settlementInLanguage } from '../../i18n/settlement-words.ts';
import { khmerFonts } from '../../lib/khmer-font.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { settlementPdf } from './settlement-pdf.ts';
import { endEmployment, getSettlement, previewSettlement } from './settlement-service.ts';

export function settlementRoutes(db: Database, companyName: string): AnyRouteSpec[] {
  const api = bindRoutes(employment, employmentSchemas);
  return [
    defineRoute(api.preview, async ({ params, query, request }) => ({
      message: 'OK',
      data: settlementInLanguage(languageOf(request), await previewSettlement(db, params.id, query)),
    })),
    defineRoute(api.end, async ({ actor, params, body, reply, request }) => {
      const data = await endEmployment(db, actor, params.id, body);
      reply.status(201);
      return {
        message: EMPLOYMENT_MESSAGES.ended(data.employee_name),
        data: settlementInLanguage(languageOf(request), data),
      };
    }),
    defineRoute(api.settlement, async ({ params, request }) => ({
      message: 'OK',
      data: settlementInLanguage(languageOf(request), await getSettlement(db, params.id)),
    })),
    defineRoute(api.statement, async ({ params, request, reply }) => {
      const s = await getSettlement(db, params.id);
      const language = languageOf(request);
      const khmer = language === 'km' ? await khmerFonts() : undefined;
      reply
        .header('Content-Type', PDF_TYPE)
        .header('Content-Disposition', `attachment; filename="settlement-${s.staff_id}.pdf"`)
        .header('Cache-Control', 'no-store');
      return settlementPdf(s, companyName, language, khmer);
    }),
  ];
}
