// What a run hands out besides the register: the bank transfer file, the month's statutory totals (NSSF and tax
// on salary), each payslip as a PDF and every payslip of the run as one zip.
//
// Choices where the issue is silent:
// - The bank file lists payslips with a bank account and a net pay above zero (the preview warns about an
//   employee without an account: they are paid some other way); amount in US dollars with two decimals.
// - The zip stores the PDFs as they are (a PDF is compressed already), named payslip-<month>-<staff id>.pdf,
//   streamed while they are drawn so a large run starts downloading at once.
import { PassThrough } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { PayslipItem, StatutoryData, StatutoryItem } from '../../../contract/api/payroll.ts';
import { BANK_FILE_COLUMNS, STATUTORY_CODES } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../http/route.ts';
import { toCsv } from '../../lib/spreadsheet.ts';
import { periodDates } from '../attendance/derive-service.ts';
import type { Language } from '../../../contract/languages.ts';
import { DocumentWords } from '../../i18n/documents.ts';
import { khmerFonts } from '../../lib/khmer-font.ts';
import { StandardFonts } from './pdf-parts.ts';
import { payslipPdf, printsKhmer } from './payslip-pdf.ts';
import { bilingualPayslips } from './payslip-settings.ts';
import { getPayslip } from './payslips-service.ts';
import { runWithPayslips } from './runs-service.ts';

export async function bankTransferCsv(db: Database, id: number): Promise<{ month: string; csv: string }> {
  const { run, slips } = await runWithPayslips(db.kysely, id);
  const rows = slips
    .filter((s) => s.bank_account.trim() !== '' && s.net_pay > 0)
    .map((s) => [s.bank_account, s.employee_name, (s.net_pay / 100).toFixed(2)]);
  return { month: run.month, csv: toCsv([...BANK_FILE_COLUMNS], rows) };
}

/** Who pays each statutory amount (its name is the document's word for the component). */
const PAID_BY: Record<StatutoryItem['code'], StatutoryItem['paid_by']> = {
  nssf_pension: 'employee',
  nssf_pension_employer: 'employer',
  nssf_health: 'employer',
  nssf_occupational_risk: 'employer',
  tax: 'employee',
  fbt: 'employer',
};

/** The run's statutory totals, each named in `language`. */
export async function statutoryTotals(db: Database, id: number, language: Language): Promise<StatutoryData> {
  const words = new DocumentWords(language);
  const { run, slips } = await runWithPayslips(db.kysely, id);
  const sums = new Map(STATUTORY_CODES.map((c) => [c, { riel: 0, cents: 0 }]));
  for (const s of slips)
    for (const l of [...s.lines, ...s.employer_lines]) {
      const sum = sums.get(l.code as StatutoryItem['code']);
      if (!sum) continue;
      sum.riel += l.amount_riel ?? 0;
      sum.cents += l.amount_cents;
    }
  const items = STATUTORY_CODES.map((code) => ({
    code,
    name: words.component(code)!,
    paid_by: PAID_BY[code],
    ...sums.get(code)!,
  }));
  const nssf = items.filter((i) => i.code.startsWith('nssf_'));
  const tax = items.find((i) => i.code === 'tax')!;
  const fbt = items.find((i) => i.code === 'fbt')!;
  return {
    payroll_id: run.id,
    month: run.month,
    status: run.status,
    exchange_rate: run.exchange_rate,
    nssf_exchange_rate: run.nssf_exchange_rate,
    headcount: slips.length,
    items,
    nssf_riel: nssf.reduce((s, i) => s + i.riel, 0),
    nssf_cents: nssf.reduce((s, i) => s + i.cents, 0),
    tax_riel: tax.riel,
    tax_cents: tax.cents,
    fbt_riel: fbt.riel,
    fbt_cents: fbt.cents,
  };
}

const fileName = (s: Pick<PayslipItem, 'month' | 'staff_id'>) =>
  `payslip-${s.month}-${s.staff_id.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;

/** How a job prints payslips: who pays, the reader's language; bilingual when payroll's setting says so. */
export interface PayslipJob {
  employer: string;
  /** English when not said. */
  language?: Language;
}

/** The Khmer font when a payslip so printed needs it (read once per process, lent to each PDF). */
const khmerFor = (print: { language: Language; bilingual: boolean }) =>
  printsKhmer(print) ? khmerFonts() : Promise.resolve(undefined);

/** One payslip's PDF, visible as GET /payslip/{id} is (someone else's without payroll read: 404). */
export async function payslipPdfFile(
  db: Database,
  id: number,
  actor: Actor,
  { employer, language = 'en' }: PayslipJob,
) {
  // As stored: the PDF words each line in its own languages from the stored names.
  const slip = await getPayslip(db, id, actor, 'en');
  const [period, bilingual] = await Promise.all([
    periodDates(db.kysely, slip.month),
    bilingualPayslips(db.kysely, slip.month),
  ]);
  const khmer = await khmerFor({ language, bilingual });
  return { name: fileName(slip), pdf: await payslipPdf(slip, { employer, period }, { language, bilingual, khmer }) };
}

/** Every payslip PDF of a run as one zip, streamed as the PDFs are drawn (404 for an unknown run first). */
export async function payslipsZip(
  db: Database,
  id: number,
  { employer, language = 'en' }: PayslipJob,
): Promise<{ name: string; stream: PassThrough }> {
  const { run, slips } = await runWithPayslips(db.kysely, id);
  const [period, bilingual] = await Promise.all([
    periodDates(db.kysely, run.month),
    bilingualPayslips(db.kysely, run.month),
  ]);
  const khmer = await khmerFor({ language, bilingual });
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  void (async () => {
    const fonts = new StandardFonts();
    const used = new Set<string>();
    for (const slip of slips) {
      if (out.destroyed) return; // the client went away
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      let name = fileName(slip);
      if (used.has(name)) name = name.replace(/\.pdf$/, `-${slip.id}.pdf`);
      used.add(name);
      const file = new ZipPassThrough(name);
      zip.add(file);
      file.push(await payslipPdf(slip, { employer, period }, { language, bilingual, fonts, khmer }), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return { name: `payslips-${run.month}.zip`, stream: out };
}
