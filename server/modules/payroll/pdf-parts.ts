// What payroll's PDFs (a payslip, a leaver's settlement statement) are drawn with: an A4 page in pdfkit's bundled
// standard fonts (Helvetica: nothing fetched, nothing embedded), a title, sections under a rule, rows of a label
// on the left and an amount on the right, and a small print at the foot. A document in Khmer is lent the Khmer
// font too (khmer-font.ts): a text with Khmer in it is drawn in that font, any other in Helvetica as before.
import PDFDocument from 'pdfkit';
import type { PayslipLine } from '../../../contract/api/payroll.ts';
import { formatRiel, formatUsd } from '../../../contract/money.ts';
import { KHMER, KHMER_FONT, KHMER_FONT_BOLD, type KhmerFonts } from '../../lib/khmer-font.ts';

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
      this.read.set(name, measuredOnce((doc as unknown as { _font: StandardFont })._font));
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

/** What pdfkit's standard font answers for a text: its glyph codes and positions, and its width. */
interface StandardFont {
  encode(text: string): unknown;
  widthOfString(text: string, size: number): number;
}

/**
 * The font with each text's glyphs and width worked out once: a standard font walks every pair of letters through
 * its kerning table each time a text is measured or drawn, and a run's payslips repeat the same labels thousands
 * of times. Only the read-only standard fonts are so kept (an embedded font's encoding records the glyphs its
 * subset needs); pdfkit reads what encode answers without changing it.
 */
function measuredOnce(font: StandardFont): StandardFont {
  // The labels come first and repeat; names and amounts, mostly one-offs, stop being kept past this many texts,
  // so a job drawing 100,000 payslips holds a few megabytes, not one entry per figure.
  const KEPT_TEXTS = 10_000;
  const encode = font.encode.bind(font);
  const widthOfString = font.widthOfString.bind(font);
  const encoded = new Map<string, unknown>();
  const widths = new Map<string, number>();
  font.encode = (text) => {
    const known = encoded.get(text);
    if (known) return known;
    const done = encode(text);
    if (encoded.size < KEPT_TEXTS) encoded.set(text, done);
    return done;
  };
  // The width at 1000 units is the font's own sum of advances; scaled as pdfkit scales it, so the figure is the same.
  font.widthOfString = (text, size) => {
    let units = widths.get(text);
    if (units === undefined) {
      units = widthOfString(text, 1000);
      if (widths.size < KEPT_TEXTS) widths.set(text, units);
    }
    return units * (size / 1000);
  };
  return font;
}

/**
 * An A4 PDF drawn by `draw`, as bytes; `fonts` lends metrics read once (a job drawing many), `khmer` the Khmer
 * font for a document with Khmer text.
 */
export function a4Pdf(
  info: { Title: string; Subject: string },
  draw: (doc: Doc) => void,
  fonts?: StandardFonts,
  khmer?: KhmerFonts,
): Promise<Buffer> {
  // Lent fonts: no default font read by the document itself (an empty name), then Helvetica from the loan.
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { ...info, Author: 'HRMS' }, font: fonts && '' });
  if (fonts) {
    fonts.lendTo(doc);
    doc.font('Helvetica');
  }
  khmer?.lendTo(doc);
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

const hasKhmerFont = (doc: Doc) =>
  Boolean((doc as unknown as { _fontFamilies: Record<string, object> })._fontFamilies[KHMER_FONT]);

/**
 * Sets the font `text` is drawn in and gives the text to draw: the Khmer font for a text with Khmer in it (when
 * the document has it), Helvetica for any other. The Khmer font has ASCII but no dashes, × nor ÷: they print as
 * a hyphen, x and / (a seniority indemnity's "7.5 d × $1,000.00 ÷ 26").
 */
export function face(doc: Doc, text: string, bold = false): string {
  if (KHMER.test(text) && hasKhmerFont(doc)) {
    doc.font(bold ? KHMER_FONT_BOLD : KHMER_FONT);
    return text
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/×/g, 'x')
      .replace(/÷/g, '/');
  }
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
  return text;
}

/** Helvetica's ascender (its AFM), in thousandths of the size. */
const HELVETICA_ASCENDER = 718;

/** How far down to draw a text in the current font for its baseline to be Helvetica's (0 in Helvetica): pdfkit
 * places a text's top, and the Khmer font rises higher above its baseline. */
const baselineShift = (doc: Doc, size: number) =>
  ((HELVETICA_ASCENDER - (doc as unknown as { _font: { ascender: number } })._font.ascender) * size) / 1000;

export function title(doc: Doc, text: string) {
  const shown = face(doc, text, true);
  doc.fontSize(20).text(shown, MARGIN, MARGIN);
}

export function section(doc: Doc, heading: string) {
  doc.moveDown(0.8);
  const shown = face(doc, heading, true);
  doc.fontSize(12).fillColor('black').text(shown, MARGIN);
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

/** A payslip line: its name as the document words it (`name`), its amount and, computed in riel, the riel. */
export function lineRow(doc: Doc, l: PayslipLine, name: string) {
  const riel = l.amount_riel != null ? `  (${formatRiel(l.amount_riel)})` : '';
  row(doc, name, `${formatUsd(l.amount_cents)}${riel}`);
}

/** Net pay in dollars, large, and in riel below it, under a rule `space` lines down (`labels`: the two rows'). */
export function netPay(
  doc: Doc,
  cents: number,
  riel: number,
  space: number,
  labels: [string, string] = ['Net pay', 'Net pay in riel'],
) {
  doc.moveDown(space);
  rule(doc);
  doc.moveDown(0.4);
  row(doc, labels[0], formatUsd(cents), { bold: true, size: 14 });
  row(doc, labels[1], formatRiel(riel), { size: 11 });
}

/** Grey print across the page, wrapped (`size` 8: the small print). */
export function paragraph(doc: Doc, text: string, size = 8) {
  const shown = face(doc, text);
  doc.fontSize(size).fillColor(GREY).text(shown, MARGIN, undefined, { width: WIDTH });
}

/** Small grey print across the page: a paragraph per language. */
export function smallPrint(doc: Doc, ...texts: string[]) {
  doc.moveDown(1.5);
  for (const text of texts) paragraph(doc, text);
}

const LABEL_WIDTH = WIDTH * 0.55;

/**
 * A label on the left and a value on the right of one line. Both are placed by their measured width: pdfkit's
 * line wrapper (the `width` option) is only needed for a label too long for its column, which wraps within it and
 * pushes the next row down (a line's name in Khmer and English side by side keeps its figures).
 */
export function row(
  doc: Doc,
  label: string,
  value: string,
  o: { bold?: boolean; size?: number; labelColor?: string } = {},
) {
  const y = doc.y;
  const size = o.size ?? 10;
  label = face(doc, label, o.bold);
  doc.fontSize(size).fillColor(o.labelColor ?? 'black');
  let at = y + baselineShift(doc, size);
  let height = size * 1.5;
  if (doc.widthOfString(label) <= LABEL_WIDTH) doc.text(label, MARGIN, at, { lineBreak: false });
  else {
    doc.text(label, MARGIN, at, { width: LABEL_WIDTH });
    height = Math.max(height, doc.y - y + size * 0.3);
  }
  value = face(doc, value, o.bold);
  at = y + baselineShift(doc, size);
  const valueWidth = doc.widthOfString(value);
  doc.fillColor('black');
  if (valueWidth <= WIDTH - LABEL_WIDTH) doc.text(value, MARGIN + WIDTH - valueWidth, at, { lineBreak: false });
  else doc.text(value, MARGIN + LABEL_WIDTH, at, { width: WIDTH - LABEL_WIDTH, align: 'right', lineBreak: false });
  doc.x = MARGIN;
  doc.y = y + height;
}
