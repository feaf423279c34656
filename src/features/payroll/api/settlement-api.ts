// The end of an employment and its settlement (contract/api/routes/employment.ts): the preview the dialog shows,
// ending it, the settlement and its statement as a PDF.
import type { EndBody, settlementPreviewQuery } from '../../../../contract/api/employment.ts';
import { employment } from '../../../../contract/api/routes/employment.ts';
import { payroll } from '../../../../contract/api/routes/payroll.ts';
import { employees } from '../../../../contract/api/routes/employees.ts';
import { call, http, urlOf, useRead, type QueryOf } from '../../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../../lib/download.ts';
import { revalidate } from '../../../lib/revalidate.ts';

export type SettlementQuery = QueryOf<typeof settlementPreviewQuery>;

export const useSettlementPreview = (id: number, query: SettlementQuery | null) =>
  useRead(employment.preview, query ? { params: { id }, query } : null, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

export const useSettlement = (id: number | null) =>
  useRead(employment.settlement, id ? { params: { id } } : null, { shouldRetryOnError: false });

export async function endEmployment(id: number, body: EndBody) {
  const res = await call(employment.end, { params: { id }, body });
  // The leaver leaves the active lists and the next run.
  await Promise.all([employees.list, employment.settlement, payroll.preview].map((r) => revalidate(r.path)));
  return res;
}

export async function downloadStatement(id: number) {
  const res = await http.raw<Blob, 'blob'>(urlOf(employment.statement, { params: { id } }), { responseType: 'blob' });
  saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `settlement-${id}.pdf`));
}
