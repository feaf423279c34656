// A leaver's settlement statement as an A4 PDF, drawn with the payslip's parts (payslip-pdf.ts): each amount with
// how it was computed and the rule behind it, then the final payslip (tax on salary, NSSF, net). Everything
// printed comes from the frozen settlement.
import PDFDocument from 'pdfkit';
import { END_REASON_LABELS, CONTRACT_KIND_LABELS, type Settlement } from '../../../contract/api/employment.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';
import { GREY, lineRow, MARGIN, row, rule, section, WIDTH } from './payslip-pdf.ts';

export function settlementPdf(s: Settlement, employer: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Settlement ${s.staff_id}`, Author: 'HRMS', Subject: 'Final settlement' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text('Final settlement', MARGIN, MARGIN);
  doc.moveDown(0.8);
  const facts: [string, string][] = [
    ...(employer ? [['Employer', employer] as [string, string]] : []),
    ['Employee', s.employee_name],
    ['Staff ID', s.staff_id],
    ['Last day', shortDayLabel(s.last_day)],
    ['Reason', END_REASON_LABELS[s.reason]],
    ['Contract', CONTRACT_KIND_LABELS[s.contract_kind]],
    ...(s.reason === 'dismissal' ? [['Notice given', `${s.notice_given_days} days`] as [string, string]] : []),
    ['Exchange rate', `${s.exchange_rate.toLocaleString('en-US')} riel per US dollar`],
  ];
  for (const [label, value] of facts) row(doc, label, value, { labelColor: GREY });

  section(doc, 'Amounts and the rules behind them');
  for (const item of s.items) {
    row(doc, item.label, formatUsd(item.amount_cents), { bold: true });
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`How: ${item.basis}.`, MARGIN, undefined, { width: WIDTH });
    doc.text(`Rule: ${item.rule}.`, MARGIN, undefined, { width: WIDTH });
    doc.fillColor('black').moveDown(0.6);
  }

  section(doc, 'Final payslip');
  for (const l of s.lines.filter((x) => x.kind === 'earning')) lineRow(doc, l);
  row(doc, 'Gross pay', formatUsd(s.gross_cents), { bold: true });
  for (const l of s.lines.filter((x) => x.kind === 'deduction')) lineRow(doc, l);
  doc.moveDown(0.4);
  rule(doc);
  doc.moveDown(0.4);
  row(doc, 'Net pay', formatUsd(s.net_cents), { bold: true, size: 14 });
  row(doc, 'Net pay in riel', formatRiel(s.net_riel), { size: 11 });

  section(doc, 'Paid by the employer (not deducted)');
  for (const l of s.employer_lines) lineRow(doc, l);

  doc
    .moveDown(1.5)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      `Recorded ${s.created_at ? s.created_at.slice(0, 10) : ''} by ${s.created_by ?? ''}. This statement is frozen as recorded.`,
      MARGIN,
      undefined,
      { width: WIDTH },
    );
  doc.end();
  return done;
}
