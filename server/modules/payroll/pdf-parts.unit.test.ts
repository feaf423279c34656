// Fonts lent to a document (read once for a job drawing many) draw exactly what the document's own would.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { a4Pdf, row, section, StandardFonts } from './pdf-parts.ts';

/** The PDF without what differs from one making to the next (its creation date and the ids made from it). */
const comparable = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d+Z\)/g, '(D)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID');

const contents = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) =>
    inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1'),
  );

const draw = (doc: PDFKit.PDFDocument) => {
  section(doc, 'Earnings');
  row(doc, 'Base salary', '$1,234.56', { bold: true });
  row(doc, 'A label far too long for its column, cut short with an ellipsis at its end', '$1.00');
};

describe('StandardFonts', () => {
  it('draws with lent fonts the same document as with its own, however many it lends to', async () => {
    const info = { Title: 'T', Subject: 'S' };
    const own = await a4Pdf(info, draw);
    const fonts = new StandardFonts();
    const lent = [await a4Pdf(info, draw, fonts), await a4Pdf(info, draw, fonts)];
    for (const pdf of lent) expect(comparable(pdf)).toBe(comparable(own));
    const text = contents(own).join('\n');
    expect(text).toMatch(/\/F1 10 Tf/); // Helvetica (F1) and Helvetica-Bold (F2), each named once
    expect(text).toMatch(/\/F2 12 Tf/);
    expect(
      own
        .toString('latin1')
        .match(/\/BaseFont \/Helvetica(-Bold)?\b/g)
        ?.sort(),
    ).toEqual(['/BaseFont /Helvetica', '/BaseFont /Helvetica-Bold']);
  });
});
