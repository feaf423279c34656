// An uploaded .xlsx is unpacked by counting the bytes actually inflated, never by the sizes its zip declares.
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DECLARED_BYTES, lyingXlsx } from '../../tests/api/lying-xlsx.ts';
import { countTags, MAX_ZIP_ENTRIES, unpackXlsx, XlsxRefused } from './xlsx-archive.ts';

const MB = 1024 * 1024;
const LIMITS = { maxUnpackedBytes: 30 * MB, maxSharedStrings: 100_000 };

async function refusal(file: Buffer, limits = LIMITS): Promise<string> {
  const error: unknown = await unpackXlsx(file, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(XlsxRefused);
  return (error as XlsxRefused).reason;
}

async function workbookParts(rows: string[][]): Promise<Record<string, Uint8Array>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  for (const row of rows) sheet.addRow(row);
  return unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

describe('unpackXlsx', () => {
  it('refuses a zip whose shared strings declare 4 KB and inflate past the limit', async () => {
    const bomb = await lyingXlsx(['staff_id'], 40 * MB);
    expect(bomb.length).toBeLessThan(MB);
    expect(bomb.readUInt32LE(22)).toBe(DECLARED_BYTES); // the first local header: the bomb
    expect(await refusal(bomb)).toBe('tooLarge');
  });

  it('takes the same file when it stays within the limit', async () => {
    const small = await lyingXlsx(['staff_id'], 2 * MB);
    const zip = await unpackXlsx(small, { maxUnpackedBytes: 30 * MB, maxSharedStrings: 1_000_000 });
    expect(unzipSync(new Uint8Array(zip))['xl/sharedStrings.xml'].length).toBeGreaterThan(2 * MB);
  });

  it('refuses more shared strings than the import can use, and more entries than any workbook has', async () => {
    const parts = await workbookParts([['a', 'b', 'c', 'd']]);
    const file = Buffer.from(zipSync(parts));
    expect(await refusal(file, { maxUnpackedBytes: MB, maxSharedStrings: 3 })).toBe('tooLarge');
    expect(await unpackXlsx(file, { maxUnpackedBytes: MB, maxSharedStrings: 4 })).toBeInstanceOf(Buffer);

    const many = { ...parts };
    for (let i = 0; i < MAX_ZIP_ENTRIES; i++) many[`xl/media/image${i}.png`] = new Uint8Array(1);
    expect(await refusal(Buffer.from(zipSync(many)))).toBe('tooLarge');
  });

  it('refuses what is not a workbook zip', async () => {
    expect(await refusal(Buffer.from('not a zip at all'))).toBe('unreadable');
    const parts = await workbookParts([['a']]);
    const file = Buffer.from(zipSync(parts));
    expect(await refusal(file.subarray(0, file.length - 30))).toBe('unreadable');
    delete parts['xl/workbook.xml'];
    expect(await refusal(Buffer.from(zipSync(parts)))).toBe('unreadable');
  });

  it('keeps the parts the first worksheet needs, the worksheet after them', async () => {
    const parts = await workbookParts([['a']]);
    const kept = Object.keys(unzipSync(new Uint8Array(await unpackXlsx(Buffer.from(zipSync(parts)), LIMITS))));
    expect(kept).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/styles.xml',
      'xl/sharedStrings.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });
});

describe('countTags', () => {
  it('counts the element, not longer names that start alike', () => {
    const xml = Buffer.from('<sst><si><t>a</t></si><si/><si\n><sig/><x:si/><si t="1"></si></sst>');
    expect(countTags(xml, 'si')).toBe(4);
  });
});
