// What a PDF says about its fonts, for tests of documents in Khmer: the fonts it names, whether any is embedded,
// and the characters its embedded fonts map their glyphs back to (ToUnicode).
import { inflateSync } from 'node:zlib';

export function fontsOf(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const unicode: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('begincmap')) continue;
    // Each glyph's characters as UTF-16BE hex: <1794 17c0>.
    for (const hex of content.matchAll(/<([0-9a-fA-F]{4}(?: [0-9a-fA-F]{4})*)>/g))
      unicode.push(Buffer.from(hex[1].replace(/ /g, ''), 'hex').swap16().toString('utf16le'));
  }
  return {
    fonts: [...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]).sort(),
    embedded: /FontFile2/.test(raw),
    characters: unicode.join(''),
  };
}
