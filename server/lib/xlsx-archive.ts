// Unpacks an uploaded .xlsx within limits, counting the bytes actually inflated: the sizes a zip declares are
// the sender's word, and a few MB that claim kilobytes can inflate to gigabytes. What the reader needs is
// packed again, stored and in the order exceljs's streaming reader reads without parking a sheet.
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { zipSync } from 'fflate';

export interface XlsxLimits {
  /** All entries together, as inflated. */
  maxUnpackedBytes: number;
  /** Strings in the shared-strings part: the streaming reader keeps them all. */
  maxSharedStrings: number;
}

/** `tooLarge`: past a limit; `unreadable`: not a zip of an .xlsx workbook. */
export class XlsxRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'unreadable') {
    super(`xlsx ${reason}`);
  }
}

/** Far more parts than any workbook an import takes. */
export const MAX_ZIP_ENTRIES = 2000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
/** Parts read before the first worksheet, in this order: the reader needs them when the sheet begins. */
const LEADING = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/styles.xml',
];

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

const inflate = promisify(inflateRaw);

interface Entry {
  name: string;
  method: number;
  flags: number;
  packedSize: number;
  localOffset: number;
}

/**
 * The workbook's parts the first worksheet's rows need, zipped again (stored, sheet after the parts it refers
 * to). Every entry is inflated once, each stopped when the bytes so far pass `maxUnpackedBytes`; only the
 * parts kept stay in memory.
 */
export async function unpackXlsx(file: Buffer, limits: XlsxLimits): Promise<Buffer> {
  const entries = centralDirectory(file);
  const kept = new Map<string, Uint8Array>();
  const firstSheet = firstWorksheet(entries);
  let unpacked = 0;
  for (const entry of entries) {
    const part = await inflateEntry(file, entry, limits.maxUnpackedBytes - unpacked);
    unpacked += part.length;
    if (entry.name === SHARED_STRINGS && countTags(part, 'si') > limits.maxSharedStrings)
      throw new XlsxRefused('tooLarge');
    if (LEADING.includes(entry.name) || entry.name === SHARED_STRINGS || entry.name === firstSheet)
      kept.set(entry.name, part);
  }
  if (!firstSheet || !kept.has('xl/workbook.xml')) throw new XlsxRefused('unreadable');
  // Without shared strings (a workbook of inline strings) the reader would park the sheet in a temporary file.
  if (!kept.has(SHARED_STRINGS)) kept.set(SHARED_STRINGS, EMPTY_SHARED_STRINGS);
  const order = [...LEADING, SHARED_STRINGS, firstSheet].filter((name) => kept.has(name));
  return Buffer.from(zipSync(Object.fromEntries(order.map((name) => [name, kept.get(name)!])), { level: 0 }));
}

/** The central directory's entries; refuses zip64, more than MAX_ZIP_ENTRIES, repeated names, anything torn. */
function centralDirectory(file: Buffer): Entry[] {
  if (file.length < 22) throw new XlsxRefused('unreadable');
  let end = -1;
  for (let i = file.length - 22; i >= Math.max(0, file.length - 22 - 0xffff); i--)
    if (file.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  if (end < 0) throw new XlsxRefused('unreadable');
  const count = file.readUInt16LE(end + 10);
  if (count > MAX_ZIP_ENTRIES) throw new XlsxRefused('tooLarge');
  let offset = file.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || file.readUInt32LE(offset) !== CENTRAL) throw new XlsxRefused('unreadable');
    const nameLength = file.readUInt16LE(offset + 28);
    const entry: Entry = {
      name: file.toString('utf8', offset + 46, offset + 46 + nameLength),
      flags: file.readUInt16LE(offset + 8),
      method: file.readUInt16LE(offset + 10),
      packedSize: file.readUInt32LE(offset + 20),
      localOffset: file.readUInt32LE(offset + 42),
    };
    // zip64 (sizes of 0xffffffff), encryption and methods other than store and deflate: no workbook is so.
    if (entry.packedSize === 0xffffffff || entry.localOffset === 0xffffffff || entry.flags & 1)
      throw new XlsxRefused('unreadable');
    if (entry.method !== STORED && entry.method !== DEFLATED) throw new XlsxRefused('unreadable');
    if (names.has(entry.name)) throw new XlsxRefused('unreadable');
    names.add(entry.name);
    entries.push(entry);
    offset += 46 + nameLength + file.readUInt16LE(offset + 30) + file.readUInt16LE(offset + 32);
  }
  return entries;
}

/** The lowest-numbered worksheet part: the first sheet of the workbooks Excel and exceljs write. */
function firstWorksheet(entries: Entry[]): string | undefined {
  let first: { name: string; n: number } | undefined;
  for (const { name } of entries) {
    const n = Number(WORKSHEET.exec(name)?.[1] ?? NaN);
    if (!Number.isNaN(n) && (!first || n < first.n)) first = { name, n };
  }
  return first?.name;
}

/** One entry's bytes as inflated, refused once they pass `budget`. Its declared unpacked size is not read. */
async function inflateEntry(file: Buffer, entry: Entry, budget: number): Promise<Buffer> {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL) throw new XlsxRefused('unreadable');
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  if (start + entry.packedSize > file.length) throw new XlsxRefused('unreadable');
  const packed = file.subarray(start, start + entry.packedSize);
  if (entry.method === STORED) {
    if (packed.length > budget) throw new XlsxRefused('tooLarge');
    return packed;
  }
  let part: Buffer;
  try {
    part = await inflate(packed, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    throw new XlsxRefused((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable');
  }
  if (part.length > budget) throw new XlsxRefused('tooLarge');
  return part;
}

/** How many elements `<tag …>` the XML holds (a prefixed `<x:tag>` is another element to exceljs). */
export function countTags(xml: Uint8Array, tag: string): number {
  const text = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
  const open = Buffer.from(`<${tag}`);
  let count = 0;
  for (let i = text.indexOf(open); i >= 0; i = text.indexOf(open, i + open.length)) {
    const next = text[i + open.length];
    // space, tab, CR, LF, '>' or '/': the tag itself, not a longer name that starts alike
    if (next === 0x20 || next === 0x09 || next === 0x0d || next === 0x0a || next === 0x3e || next === 0x2f) count++;
  }
  return count;
}
