// One payslip as an A4 PDF, drawn with pdfkit's bundled standard fonts (Helvetica: nothing fetched, nothing
// embedded). Everything printed comes from the frozen payslip. Helvetica covers Latin text only: a name in
// another script prints as it can, the web page (print styles) shows it exactly.
import PDFDocument from 'pdfkit';
import type { PayslipItem, PayslipLine } from '../../../contract/api/payroll.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';

export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;
export const GREY = '#555555';

/** What the payslip itself does not hold: who pays (empty: not named) and the attendance period paid for. */
export interface PayslipHeader {
  employer: string;
  period: { from: string; to: string };
}

const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function payslipPdf(slip: PayslipItem, header: PayslipHeader): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Payslip ${slip.month} ${slip.staff_id}`, Author: 'HRMS', Subject: 'Payslip' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(`Payslip — ${monthTitle(slip.month)}`, MARGIN, MARGIN);
  if (slip.status === 'draft')
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#b91c1c').text('DRAFT: this run is not approved yet');
  doc.fillColor('black').moveDown(0.8);

  const facts: [string, string][] = [
    ...(header.employer ? [['Employer', header.employer] as [string, string]] : []),
    ['Pay period', `${shortDayLabel(header.period.from)} to ${shortDayLabel(header.period.to)}`],
    ['Employee', slip.employee_name],
    ['Staff ID', slip.staff_id],
    ['Position', slip.position],
    ['Department', slip.department?.name ?? '—'],
    ['Bank', slip.bank_name || '—'],
    ['Bank account', slip.bank_account || '—'],
    ['Exchange rate', `${slip.exchange_rate.toLocaleString('en-US')} riel per US dollar`],
  ];
  if (slip.nssf_exchange_rate !== slip.exchange_rate)
    facts.push(['NSSF rate', `${slip.nssf_exchange_rate.toLocaleString('en-US')} riel per US dollar`]);
  if (slip.unpaid_days > 0) facts.push(['Unpaid days', String(slip.unpaid_days)]);
  if (slip.overtime_minutes > 0)
    facts.push(['Overtime', `${Math.floor(slip.overtime_minutes / 60)} h ${slip.overtime_minutes % 60} min`]);
  for (const [label, value] of facts) row(doc, label, value, { labelColor: GREY });

  const earnings = slip.lines.filter((l) => l.kind === 'earning');
  const deductions = slip.lines.filter((l) => l.kind === 'deduction');
  section(doc, 'Earnings');
  for (const l of earnings) lineRow(doc, l);
  row(doc, 'Gross pay', formatUsd(slip.gross_pay), { bold: true });
  section(doc, 'Deductions');
  for (const l of deductions) lineRow(doc, l);
  row(doc, 'Total deductions', formatUsd(deductions.reduce((s, l) => s + l.amount_cents, 0)), { bold: true });

  doc.moveDown(0.6);
  rule(doc);
  doc.moveDown(0.4);
  doc.fontSize(14);
  row(doc, 'Net pay', formatUsd(slip.net_pay), { bold: true, size: 14 });
  row(doc, 'Net pay in riel', formatRiel(slip.net_riel), { size: 11 });

  const benefits = slip.lines.filter((l) => l.kind === 'benefit');
  if (benefits.length) {
    section(doc, 'Benefits in kind (not paid in cash)');
    for (const l of benefits) lineRow(doc, l);
  }

  section(doc, 'Paid by the employer (not deducted)');
  for (const l of slip.employer_lines) lineRow(doc, l);
  row(doc, 'Employer contributions', formatUsd(slip.employer_cents), { bold: true });

  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      `Tax on salary computed in riel (${formatRiel(slip.tax_riel)}) on a taxable salary of ${formatUsd(slip.taxable_cents)}, ` +
        'rounded to the riel and converted at the rate above; NSSF at the NSSF rate. This payslip is frozen as generated.',
      MARGIN,
      undefined,
      { width: WIDTH },
    );
  doc.end();
  return done;
}

export function section(doc: PDFKit.PDFDocument, title: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(title, MARGIN);
  rule(doc);
  doc.moveDown(0.3);
}

export function rule(doc: PDFKit.PDFDocument) {
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + WIDTH, doc.y + 2)
    .strokeColor('#cccccc')
    .stroke();
}

export function lineRow(doc: PDFKit.PDFDocument, l: PayslipLine) {
  const riel = l.amount_riel != null ? `  (${formatRiel(l.amount_riel)})` : '';
  row(doc, l.name, `${formatUsd(l.amount_cents)}${riel}`);
}

/** A label on the left and a value on the right of one line. */
export function row(
  doc: PDFKit.PDFDocument,
  label: string,
  value: string,
  o: { bold?: boolean; size?: number; labelColor?: string } = {},
) {
  const y = doc.y;
  const font = o.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc
    .font(font)
    .fontSize(o.size ?? 10)
    .fillColor(o.labelColor ?? 'black')
    .text(label, MARGIN, y, { width: WIDTH * 0.55, lineBreak: false, ellipsis: true });
  doc
    .fillColor('black')
    .text(value, MARGIN + WIDTH * 0.55, y, { width: WIDTH * 0.45, align: 'right', lineBreak: false });
  doc.x = MARGIN;
  doc.y = y + (o.size ?? 10) * 1.5;
}
