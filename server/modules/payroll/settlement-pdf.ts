// A leaver's settlement statement as an A4 PDF, drawn with the payslip's parts (pdf-parts.ts): each amount with
// how it was computed and the rule behind it, then the final payslip (tax on salary, NSSF, net). Everything
// printed comes from the frozen settlement.
import { END_REASON_LABELS, CONTRACT_KIND_LABELS, type Settlement } from '../../../contract/api/employment.ts';
import { shortDayLabel } from '../../../contract/dates.ts';
import { formatUsd } from '../../../contract/money.ts';
import { a4Pdf, GREY, lineRow, MARGIN, netPay, row, section, smallPrint, title, WIDTH } from './pdf-parts.ts';

export function settlementPdf(s: Settlement, employer: string): Promise<Buffer> {
  return a4Pdf({ Title: `Settlement ${s.staff_id}`, Subject: 'Final settlement' }, (doc) => draw(doc, s, employer));
}

function draw(doc: PDFKit.PDFDocument, s: Settlement, employer: string) {
  title(doc, 'Final settlement');
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
  netPay(doc, s.net_cents, s.net_riel, 0.4);

  section(doc, 'Paid by the employer (not deducted)');
  for (const l of s.employer_lines) lineRow(doc, l);

  smallPrint(
    doc,
    `Recorded ${s.created_at ? s.created_at.slice(0, 10) : ''} by ${s.created_by ?? ''}. This statement is frozen as recorded.`,
  );
}
