// Khmer is shaped as HarfBuzz (the reference shaper, its WebAssembly build loaded here) shapes it: the glyphs a
// Khmer PDF draws are HarfBuzz's, subscripts (U+17D2) and reordered vowels included, while fontkit alone, which
// pdfkit would shape with, differs or throws on some of the console's own words.
import * as hb from 'harfbuzzjs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { KHMER_FONT, khmerFontBytes, khmerFonts, shapeWithHarfBuzz } from './khmer-font.ts';

const PHRASES = [
  'បង្កាន់ដៃបៀវត្សរ៍', // payslip: a subscript ka, a split vowel (ៀ), a subscript sa
  'ប្រាក់ខែ', // a subscript ro drawn before its consonant
  'ស្ត្រី', // two subscripts on one consonant
  'ក្រុមហ៊ុន', // a vowel under a subscript ro
  'ចំណូល', // a nikahit: fontkit throws on it
  'ការកាត់ប្រាក់សរុប',
  'ព្រះរាជាណាចក្រកម្ពុជា',
];

const bytes = khmerFontBytes(400);
const reference = new hb.Font(new hb.Face(new hb.Blob(bytes)));

interface Run {
  glyphs: { id: number; codePoints: number[] }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}

/** The run pdfkit lays a text out as in a document lent the Khmer font (what it encodes and draws), in font units. */
async function drawnRun(text: string): Promise<Run> {
  const doc = new PDFDocument({ font: '' });
  (await khmerFonts()).lendTo(doc);
  doc.font(KHMER_FONT);
  const font = (doc as unknown as { _font: { font: { layout(t: string): Run } } })._font.font;
  return font.layout(text);
}

/** The run fontkit itself lays the text out as (the font as pdfkit opens it, without HarfBuzz). */
function fontkitRun(text: string): Run {
  const doc = new PDFDocument({ font: '' }).font(bytes);
  return (doc as unknown as { _font: { font: { layout(t: string): Run } } })._font.font.layout(text);
}

describe('Khmer shaping', () => {
  it.each(PHRASES)('draws %s as HarfBuzz shapes it', async (text) => {
    const expected = shapeWithHarfBuzz(hb, reference, text);
    const run = await drawnRun(text);
    expect(run.glyphs.map((g) => g.id)).toEqual(expected.map((g) => g.id));
    run.positions.forEach((p, i) => {
      expect(Math.abs(p.xAdvance - expected[i].xAdvance)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.xOffset - expected[i].xOffset)).toBeLessThanOrEqual(1);
      expect(Math.abs(p.yOffset - expected[i].yOffset)).toBeLessThanOrEqual(1);
    });
  });

  it('reorders as Khmer is written: the subscript ro before its consonant, the split vowel around it', async () => {
    const ids = async (text: string) => (await drawnRun(text)).glyphs.map((g) => g.id);
    const [sa] = await ids('ស');
    const [ba] = await ids('ប');
    const woman = await ids('ស្ត្រី');
    // The subscript ro, typed last but one, is drawn first (the glyph ប្រ starts with), then ស.
    expect(woman[0]).toBe((await ids('ប្រ'))[0]);
    expect(woman[1]).toBe(sa);
    expect(woman).toHaveLength(4); // ស, two subscripts, the vowel: no dotted circle, no glyph left out
    // The vowel ៀ, typed after its consonant, is drawn in two parts around it.
    const split = await ids('បៀ');
    expect(split).toHaveLength(3);
    expect(split[1]).toBe(ba);
    // Subscripts and vowel signs above or below take no width of their own.
    expect((await drawnRun('ស្ត្រី')).positions.filter((p) => p.xAdvance === 0)).toHaveLength(2);
  });

  it('is why the shaping is HarfBuzz’s: fontkit alone draws another glyph, or throws', () => {
    const differs = (text: string) =>
      fontkitRun(text)
        .glyphs.map((g) => g.id)
        .join() !==
      shapeWithHarfBuzz(hb, reference, text)
        .map((g) => g.id)
        .join();
    expect(differs('ប្រាក់ខែ')).toBe(false); // most words it shapes alike
    expect(differs('ក្រុមហ៊ុន')).toBe(true);
    expect(() => fontkitRun('ចំណូល')).toThrow();
  });
});
