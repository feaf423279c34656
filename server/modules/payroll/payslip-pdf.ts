// One payslip as an A4 PDF (pdf-parts.ts) in the reader's language, or in Khmer and English side by side.
// Everything printed comes from the frozen payslip. Helvetica covers Latin text only: in an English payslip a
// name in another script prints as it can (the web page, print styles, shows it exactly); a Khmer or bilingual
// payslip embeds the Khmer font for its Khmer texts.
import type { PayslipItem } from '../../../contract/api/payroll.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';
import { DocumentWords, monthTitle } from '../../i18n/documents.ts';
import type { KhmerFonts } from '../../lib/khmer-font.ts';
import {
  a4Pdf,
  face,
  GREY,
  lineRow,
  netPay,
  row,
  section,
  smallPrint,
  title,
  type StandardFonts,
} from './pdf-parts.ts';

/** What the payslip itself does not hold: who pays (empty: not named) and the attendance period paid for. */
export interface PayslipHeader {
  employer: string;
  period: { from: string; to: string };
}

/** How a payslip is printed: the reader's language, whether bilingual, and the fonts lent (a job drawing many). */
export interface PayslipPrint {
  language?: Language;
  bilingual?: boolean;
  /** The standard fonts read once. */
  fonts?: StandardFonts;
  /** The Khmer font: required for a Khmer or bilingual payslip. */
  khmer?: KhmerFonts;
}

/** Whether a payslip so printed has Khmer in it (and needs the Khmer font). */
export const printsKhmer = (print: Pick<PayslipPrint, 'language' | 'bilingual'>) =>
  print.language === 'km' || Boolean(print.bilingual);

export function payslipPdf(slip: PayslipItem, header: PayslipHeader, print: PayslipPrint = {}): Promise<Buffer> {
  const words = new DocumentWords(print.language ?? 'en', print.bilingual);
  const info = { Title: `Payslip ${slip.month} ${slip.staff_id}`, Subject: 'Payslip' };
  return a4Pdf(info, (doc) => draw(doc, slip, header, words), print.fonts, print.khmer);
}

function draw(doc: PDFKit.PDFDocument, slip: PayslipItem, header: PayslipHeader, w: DocumentWords) {
  title(doc, w.label('payslip.title', { month: (language) => monthTitle(language, slip.month) }));
  if (slip.status === 'draft') {
    const draft = face(doc, w.label('payslip.draft'), true);
    doc.fontSize(10).fillColor('#b91c1c').text(draft);
  }
  doc.fillColor('black').moveDown(0.8);

  const rate = (riel: number) => w.value('payslip.rielPerDollar', { rate: riel.toLocaleString('en-US') });
  const facts: [string, string][] = [
    ...(header.employer ? [[w.label('payslip.employer'), header.employer] as [string, string]] : []),
    [
      w.label('payslip.payPeriod'),
      w.value('payslip.periodRange', { from: w.day(header.period.from), to: w.day(header.period.to) }),
    ],
    [w.label('payslip.employee'), slip.employee_name],
    [w.label('payslip.staffId'), slip.staff_id],
    [w.label('payslip.position'), slip.position],
    [w.label('payslip.department'), slip.department?.name ?? '—'],
    [w.label('payslip.bank'), slip.bank_name || '—'],
    [w.label('payslip.bankAccount'), slip.bank_account || '—'],
    [w.label('payslip.exchangeRate'), rate(slip.exchange_rate)],
  ];
  if (slip.nssf_exchange_rate !== slip.exchange_rate)
    facts.push([w.label('payslip.nssfRate'), rate(slip.nssf_exchange_rate)]);
  if (slip.unpaid_days > 0) facts.push([w.label('payslip.unpaidDays'), String(slip.unpaid_days)]);
  if (slip.overtime_minutes > 0) {
    const time = { hours: Math.floor(slip.overtime_minutes / 60), minutes: slip.overtime_minutes % 60 };
    facts.push([w.label('payslip.overtime'), w.value('payslip.overtimeTime', time)]);
  }
  for (const [label, value] of facts) row(doc, label, value, { labelColor: GREY });

  const earnings = slip.lines.filter((l) => l.kind === 'earning');
  const deductions = slip.lines.filter((l) => l.kind === 'deduction');
  section(doc, w.label('payslip.earnings'));
  for (const l of earnings) lineRow(doc, l, w.line(l));
  row(doc, w.label('payslip.grossPay'), formatUsd(slip.gross_pay), { bold: true });
  section(doc, w.label('payslip.deductions'));
  for (const l of deductions) lineRow(doc, l, w.line(l));
  const deducted = formatUsd(deductions.reduce((s, l) => s + l.amount_cents, 0));
  row(doc, w.label('payslip.totalDeductions'), deducted, { bold: true });

  netPay(doc, slip.net_pay, slip.net_riel, 0.6, [w.label('payslip.netPay'), w.label('payslip.netPayRiel')]);

  const benefits = slip.lines.filter((l) => l.kind === 'benefit');
  if (benefits.length) {
    section(doc, w.label('payslip.benefits'));
    for (const l of benefits) lineRow(doc, l, w.line(l));
  }

  section(doc, w.label('payslip.employerPaid'));
  for (const l of slip.employer_lines) lineRow(doc, l, w.line(l));
  row(doc, w.label('payslip.employerContributions'), formatUsd(slip.employer_cents), { bold: true });

  const figures = { tax: formatRiel(slip.tax_riel), taxable: formatUsd(slip.taxable_cents) };
  smallPrint(doc, ...w.paragraphs('payslip.smallPrint', figures));
}
