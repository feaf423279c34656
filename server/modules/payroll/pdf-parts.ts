// What payroll's PDFs (a payslip, a leaver's settlement statement) are drawn with: an A4 page in pdfkit's bundled
// standard fonts (Helvetica: nothing fetched, nothing embedded), a title, sections under a rule, rows of a label
// on the left and an amount on the right, and a small print at the foot.
import PDFDocument from 'pdfkit';
import type { PayslipLine } from '../../../contract/api/payroll.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';

export const MARGIN = 50;
export const WIDTH = 595.28 - 2 * MARGIN;
export const GREY = '#555555';

type Doc = PDFKit.PDFDocument;
const FONTS = ['Helvetica', 'Helvetica-Bold'] as const;

/**
 * The standard fonts' metrics, read once for many documents: pdfkit builds a standard font's widths and kerning
 * pairs again for every document it is used in, which is a good part of drawing a payslip, so a job drawing a
 * run's payslips lends each document the fonts it read first. Each document still gets font objects of its own
 * (its own ids and dictionaries); only the read-only metrics are shared.
 */
export class StandardFonts {
  private readonly read = new Map<string, object>();

  constructor() {
    const doc = new PDFDocument({ size: 'A4', font: FONTS[0] });
    for (const name of FONTS) {
      doc.font(name);
      this.read.set(name, (doc as unknown as { _font: object })._font);
    }
  }

  /** Gives a new document its own copy of each font, sharing the metrics. */
  lendTo(doc: Doc): void {
    const own = doc as unknown as { _fontFamilies?: Record<string, object>; _fontCount?: number };
    if (!own._fontFamilies || typeof own._fontCount !== 'number') return; // another pdfkit: it reads its own
    for (const [name, font] of this.read) {
      if (own._fontFamilies[name]) continue;
      own._fontCount += 1;
      own._fontFamilies[name] = Object.assign(Object.create(Object.getPrototypeOf(font) as object) as object, font, {
        document: doc,
        id: `F${own._fontCount}`,
        dictionary: undefined,
        embedded: false,
      });
    }
  }
}

/** An A4 PDF drawn by `draw`, as bytes; `fonts` lends metrics read once (a job drawing many). */
export function a4Pdf(
  info: { Title: string; Subject: string },
  draw: (doc: Doc) => void,
  fonts?: StandardFonts,
): Promise<Buffer> {
  // Lent fonts: no default font read by the document itself (an empty name), then Helvetica from the loan.
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { ...info, Author: 'HRMS' }, font: fonts && '' });
  if (fonts) {
    fonts.lendTo(doc);
    doc.font('Helvetica');
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function title(doc: Doc, text: string) {
  doc.font('Helvetica-Bold').fontSize(20).text(text, MARGIN, MARGIN);
}

export function section(doc: Doc, heading: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(heading, MARGIN);
  rule(doc);
  doc.moveDown(0.3);
}

export function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + WIDTH, doc.y + 2)
    .strokeColor('#cccccc')
    .stroke();
}

export function lineRow(doc: Doc, l: PayslipLine) {
  const riel = l.amount_riel != null ? `  (${formatRiel(l.amount_riel)})` : '';
  row(doc, l.name, `${formatUsd(l.amount_cents)}${riel}`);
}

/** Net pay in dollars, large, and in riel below it, under a rule `space` lines down. */
export function netPay(doc: Doc, cents: number, riel: number, space: number) {
  doc.moveDown(space);
  rule(doc);
  doc.moveDown(0.4);
  row(doc, 'Net pay', formatUsd(cents), { bold: true, size: 14 });
  row(doc, 'Net pay in riel', formatRiel(riel), { size: 11 });
}

/** Small grey print across the page. */
export function smallPrint(doc: Doc, text: string) {
  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(GREY).text(text, MARGIN, undefined, { width: WIDTH });
}

const LABEL_WIDTH = WIDTH * 0.55;

/**
 * A label on the left and a value on the right of one line. Both are placed by their measured width: pdfkit's
 * line wrapper (the `width` option) is only needed for a label too long for its column, cut with an ellipsis.
 */
export function row(
  doc: Doc,
  label: string,
  value: string,
  o: { bold?: boolean; size?: number; labelColor?: string } = {},
) {
  const y = doc.y;
  doc
    .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(o.size ?? 10)
    .fillColor(o.labelColor ?? 'black');
  if (doc.widthOfString(label) <= LABEL_WIDTH) doc.text(label, MARGIN, y, { lineBreak: false });
  else doc.text(label, MARGIN, y, { width: LABEL_WIDTH, lineBreak: false, ellipsis: true });
  const valueWidth = doc.widthOfString(value);
  doc.fillColor('black');
  if (valueWidth <= WIDTH - LABEL_WIDTH) doc.text(value, MARGIN + WIDTH - valueWidth, y, { lineBreak: false });
  else doc.text(value, MARGIN + LABEL_WIDTH, y, { width: WIDTH - LABEL_WIDTH, align: 'right', lineBreak: false });
  doc.x = MARGIN;
  doc.y = y + (o.size ?? 10) * 1.5;
}
