// One payslip as an A4 PDF (pdf-parts.ts). Everything printed comes from the frozen payslip. Helvetica covers
// Latin text only: a name in another script prints as it can, the web page (print styles) shows it exactly.
import type { PayslipItem } from '../../../contract/api/payroll.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';
import { a4Pdf, GREY, lineRow, netPay, row, section, smallPrint, title, type StandardFonts } from './pdf-parts.ts';

/** What the payslip itself does not hold: who pays (empty: not named) and the attendance period paid for. */
export interface PayslipHeader {
  employer: string;
  period: { from: string; to: string };
}

const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `fonts`: the standard fonts read once, for a job drawing many payslips. */
export function payslipPdf(slip: PayslipItem, header: PayslipHeader, fonts?: StandardFonts): Promise<Buffer> {
  const info = { Title: `Payslip ${slip.month} ${slip.staff_id}`, Subject: 'Payslip' };
  return a4Pdf(info, (doc) => draw(doc, slip, header), fonts);
}

function draw(doc: PDFKit.PDFDocument, slip: PayslipItem, header: PayslipHeader) {
  title(doc, `Payslip — ${monthTitle(slip.month)}`);
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

  netPay(doc, slip.net_pay, slip.net_riel, 0.6);

  const benefits = slip.lines.filter((l) => l.kind === 'benefit');
  if (benefits.length) {
    section(doc, 'Benefits in kind (not paid in cash)');
    for (const l of benefits) lineRow(doc, l);
  }

  section(doc, 'Paid by the employer (not deducted)');
  for (const l of slip.employer_lines) lineRow(doc, l);
  row(doc, 'Employer contributions', formatUsd(slip.employer_cents), { bold: true });

  smallPrint(
    doc,
    `Tax on salary computed in riel (${formatRiel(slip.tax_riel)}) on a taxable salary of ${formatUsd(slip.taxable_cents)}, ` +
      'rounded to the riel and converted at the rate above; NSSF at the NSSF rate. This payslip is frozen as generated.',
  );
}
