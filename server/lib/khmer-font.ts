// The Khmer font a PDF embeds (Noto Sans Khmer from the installed @fontsource package, nothing fetched) and the
// shaping its text gets. fontkit, which pdfkit lays text out with, runs Khmer through its Indic shaper: it throws
// on a consonant with a nikahit (ចំ, in ចំណូល, ចំនួន: a mark anchor the font leaves empty) and picks another
// glyph for a vowel under a subscript ro (ក្រុមហ៊ុន). HarfBuzz, the shaper browsers use, has a Khmer shaper of
// its own, so the font's glyph runs come from HarfBuzz (its WebAssembly build) and pdfkit draws and embeds those
// glyphs as it draws fontkit's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/noto-sans-khmer/files/noto-sans-khmer-khmer-${weight}-normal.woff`);

/** A WOFF (1.0) font as the TrueType font it wraps: HarfBuzz reads fonts, not their web wrappings. */
export function unwrapWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [tag, offset, stored, length, checksum] = [0, 4, 8, 12, 16].map((d) => woff.readUInt32BE(at + d));
    const raw = woff.subarray(offset, offset + stored);
    return { tag, checksum, data: stored < length ? inflateSync(raw) : raw };
  });
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0);
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const padded = Buffer.concat([t.data, Buffer.alloc((4 - (t.data.length % 4)) % 4)]);
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Noto Sans Khmer as TrueType: regular (400) or bold (700). */
export const khmerFontBytes = (weight: 400 | 700) => unwrapWoff(readFileSync(fontFile(weight)));

/** Khmer letters, signs and symbols: a text holding any is drawn in the Khmer font. */
export const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/;

type HarfBuzz = typeof import('harfbuzzjs');
/** What is used here of a fontkit font (pdfkit's, which has no types of its own here). */
interface FontkitFont {
  getGlyph(id: number, codePoints: number[]): Glyph;
  layout(text: string): unknown;
}
type Glyph = { id: number; advanceWidth: number };
interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** What pdfkit reads of a fontkit glyph run: the glyphs, their positions and the run's width. */
class ShapedRun {
  constructor(
    readonly glyphs: Glyph[],
    readonly positions: Position[],
  ) {}

  get advanceWidth() {
    return this.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  }
}

/** A glyph run shaped by HarfBuzz: its glyph ids and positions in font units. */
export function shapeWithHarfBuzz(hb: HarfBuzz, font: InstanceType<HarfBuzz['Font']>, text: string) {
  const buffer = new hb.Buffer();
  // Each character keeps its own cluster (not merged into its syllable's), so a glyph is mapped back to its own.
  buffer.setClusterLevel(hb.ClusterLevel.CHARACTERS);
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos.map((g, i) => ({
    id: g.codepoint,
    cluster: g.cluster,
    xAdvance: positions[i].xAdvance,
    yAdvance: positions[i].yAdvance,
    xOffset: positions[i].xOffset,
    yOffset: positions[i].yOffset,
  }));
}

type Doc = PDFKit.PDFDocument;
type EmbeddedFont = { font: FontkitFont; constructor: EmbeddedFontClass };
type EmbeddedFontClass = new (doc: Doc, font: FontkitFont, id: string) => object;

/** A font as pdfkit opens it: its embedded-font object, over the font as fontkit reads it. */
const pdfkitFont = (bytes: Buffer) =>
  (new PDFDocument({ font: '' }).font(bytes) as unknown as { _font: EmbeddedFont })._font;

/** How many shaped words a font keeps (names and amounts vary; labels repeat). */
const SHAPED_WORDS_KEPT = 5000;

/** One weight of the font as fontkit reads it, laying text out with HarfBuzz. */
function shapedFont(hb: HarfBuzz, font: FontkitFont, bytes: Buffer): FontkitFont {
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!);
  // The words of a run's payslips repeat from one to the next: each is shaped once. pdfkit scales a run's
  // positions in place, so each call gets positions of its own.
  const shapedWords = new Map<string, { glyphs: Glyph[]; positions: Position[] }>();
  const shape = (text: string) => {
    const shaped = shapeWithHarfBuzz(hb, hbFont, text);
    // A cluster is where its characters start in the text (UTF-16): each glyph is given the characters of its
    // cluster, which pdfkit maps the glyph back to for copying text out of the PDF.
    const starts = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b);
    const clusterText = (cluster: number) => text.slice(cluster, starts.find((s) => s > cluster) ?? text.length);
    return {
      glyphs: shaped.map((g) => font.getGlyph(g.id, codePoints(clusterText(g.cluster)))),
      positions: shaped.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance, xOffset, yOffset })),
    };
  };
  font.layout = (text: string) => {
    let run = shapedWords.get(text);
    if (!run) {
      if (shapedWords.size >= SHAPED_WORDS_KEPT) shapedWords.clear();
      shapedWords.set(text, (run = shape(text)));
    }
    return new ShapedRun(
      run.glyphs,
      run.positions.map((p) => ({ ...p })),
    );
  };
  return font;
}

export const KHMER_FONT = 'NotoSansKhmer';
export const KHMER_FONT_BOLD = 'NotoSansKhmer-Bold';

/**
 * The Khmer font read and made ready once, for many documents (a run's payslips): each document gets font objects
 * of its own (ids, the glyphs it uses, its embedded subset) over the one parsed font and shaper.
 */
export class KhmerFonts {
  private constructor(
    private readonly fonts: Map<string, FontkitFont>,
    private readonly Embedded: EmbeddedFontClass,
  ) {}

  static async load(): Promise<KhmerFonts> {
    const hb = await import('harfbuzzjs');
    const fonts = new Map<string, FontkitFont>();
    let Embedded: EmbeddedFontClass | undefined;
    for (const [name, weight] of [
      [KHMER_FONT, 400],
      [KHMER_FONT_BOLD, 700],
    ] as const) {
      const bytes = khmerFontBytes(weight);
      const opened = pdfkitFont(bytes);
      Embedded = opened.constructor;
      fonts.set(name, shapedFont(hb, opened.font, bytes));
    }
    return new KhmerFonts(fonts, Embedded!);
  }

  lendTo(doc: Doc): void {
    const own = doc as unknown as { _fontFamilies: Record<string, object>; _fontCount: number };
    for (const [name, font] of this.fonts) {
      if (own._fontFamilies[name]) continue;
      own._fontCount += 1;
      own._fontFamilies[name] = new this.Embedded(doc, font, `F${own._fontCount}`);
    }
  }
}

let loaded: Promise<KhmerFonts> | undefined;
/** The Khmer fonts of this process, read at the first Khmer document. */
export const khmerFonts = () => (loaded ??= KhmerFonts.load());
