// A leaver's settlement statement as an A4 PDF, drawn with the payslip's parts (pdf-parts.ts): each amount with
// how it was computed and the rule behind it, then the final payslip (tax on salary, NSSF, net). Everything
// printed comes from the frozen settlement.
import type { Settlement } from '../../../contract/api/employment.ts';
import type { Language } from '../../../contract/languages.ts';
import { formatUsd } from '../../../contract/money.ts';
import { DocumentWords } from '../../i18n/documents.ts';
import { itemWords } from '../../i18n/settlement-words.ts';
import type { KhmerFonts } from '../../lib/khmer-font.ts';
import { a4Pdf, GREY, lineRow, netPay, paragraph, row, section, smallPrint, title } from './pdf-parts.ts';

/** `khmer`: the Khmer font, required for a statement in Khmer. */
export function settlementPdf(s: Settlement, employer: string, language: Language = 'en', khmer?: KhmerFonts) {
  const info = { Title: `Settlement ${s.staff_id}`, Subject: 'Final settlement' };
  return a4Pdf(info, (doc) => draw(doc, s, employer, new DocumentWords(language)), undefined, khmer);
}

function draw(doc: PDFKit.PDFDocument, s: Settlement, employer: string, w: DocumentWords) {
  title(doc, w.label('settlement.title'));
  doc.moveDown(0.8);
  const facts: [string, string][] = [
    ...(employer ? [[w.label('payslip.employer'), employer] as [string, string]] : []),
    [w.label('payslip.employee'), s.employee_name],
    [w.label('payslip.staffId'), s.staff_id],
    [w.label('settlement.lastDay'), w.day(s.last_day)],
    [w.label('settlement.reason'), w.reason(s.reason)],
    [w.label('settlement.contract'), w.contract(s.contract_kind)],
    ...(s.reason === 'dismissal'
      ? [
          [w.label('settlement.noticeGiven'), w.value('settlement.noticeDays', { days: s.notice_given_days })] as [
            string,
            string,
          ],
        ]
      : []),
    [
      w.label('payslip.exchangeRate'),
      w.value('payslip.rielPerDollar', { rate: s.exchange_rate.toLocaleString('en-US') }),
    ],
  ];
  for (const [label, value] of facts) row(doc, label, value, { labelColor: GREY });

  section(doc, w.label('settlement.amounts'));
  for (const item of s.items) {
    row(doc, w.line({ code: item.code, name: item.label }), formatUsd(item.amount_cents), { bold: true });
    const { basis, rule } = itemWords(w.language, item);
    paragraph(doc, w.value('settlement.how', { basis }));
    paragraph(doc, w.value('settlement.rule', { rule }));
    doc.fillColor('black').moveDown(0.6);
  }

  section(doc, w.label('settlement.finalPayslip'));
  for (const l of s.lines.filter((x) => x.kind === 'earning')) lineRow(doc, l, w.line(l));
  row(doc, w.label('payslip.grossPay'), formatUsd(s.gross_cents), { bold: true });
  for (const l of s.lines.filter((x) => x.kind === 'deduction')) lineRow(doc, l, w.line(l));
  netPay(doc, s.net_cents, s.net_riel, 0.4, [w.label('payslip.netPay'), w.label('payslip.netPayRiel')]);

  section(doc, w.label('payslip.employerPaid'));
  for (const l of s.employer_lines) lineRow(doc, l, w.line(l));

  const recorded = { day: s.created_at ? s.created_at.slice(0, 10) : '', user: s.created_by ?? '' };
  smallPrint(doc, ...w.paragraphs('settlement.smallPrint', recorded));
}
