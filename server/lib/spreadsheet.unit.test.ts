// Cells a spreadsheet would run as a formula are neutralised; real numbers stay numbers. And an
// uploaded .xlsx's rows read whatever order its parts come in.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { neutralise, toCsv, toXlsx, xlsxRows } from './spreadsheet.ts';

const LIMITS = { maxUnpackedBytes: 10 * 1024 * 1024, maxSharedStrings: 10_000 };
const DANGEROUS = ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://evil","x")'];

describe('neutralise', () => {
  it.each(DANGEROUS)('prefixes %j with an apostrophe', (value) => {
    expect(neutralise(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers and empties alone', () => {
    expect(neutralise('alice')).toBe('alice');
    expect(neutralise('a=b')).toBe('a=b');
    expect(neutralise(' =1')).toBe(' =1');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(0)).toBe(0);
    expect(neutralise(null)).toBe('');
    expect(neutralise(undefined)).toBe('');
  });
});

describe('toXlsx', () => {
  it('writes a zip whose cells read back as text, never formulas, and keeps numbers numeric', async () => {
    const buffer = await toXlsx(
      'Sheet',
      ['A', 'B'],
      [
        [1, '=cmd|/C calc!A0'],
        [-2.5, '@x'],
        [3, 'plain'],
      ],
    );
    expect(buffer.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'A', 'B']);
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
    expect(sheet.getRow(3).getCell(1).value).toBe(-2.5);
    expect(sheet.getRow(2).getCell(2).value).toBe("'=cmd|/C calc!A0");
    expect(sheet.getRow(3).getCell(2).value).toBe("'@x");
    expect(sheet.getRow(4).getCell(2).value).toBe('plain');
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.getColumn(2).width).toBe(20);
  });

  it("writes a file that the imports' own streaming reader reads back, 1,000 rows in order", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => [`S-${i}`, i, i % 7 === 0 ? null : `Name ${i}`]);
    const read: unknown[][] = [];
    for await (const row of xlsxRows(await toXlsx('Staff', ['staff_id', 'n', 'name'], rows), LIMITS))
      read.push((row.values as unknown[]).slice(1));
    expect(read).toEqual([
      ['staff_id', 'n', 'name'],
      ...rows.map(([id, n, name]) => (name ? [id, n, name] : [id, n, ''])),
    ]);
  });
});

describe('toCsv', () => {
  it('neutralises, quotes and ends lines with CRLF', () => {
    expect(
      toCsv(
        ['h1', 'h2'],
        [
          ['=1+1', 'a,b'],
          [2, 'say "hi"'],
        ],
      ),
    ).toBe(`h1,h2\r\n'=1+1,"a,b"\r\n2,"say ""hi"""\r\n`);
  });
});

describe('xlsxRows', () => {
  /**
   * An exceljs workbook re-zipped so the workbook's relationships and shared strings come before the first
   * worksheet and the workbook part after it: exceljs's streaming reader then reads the sheet at once and looks up
   * its name in a workbook it has not read yet ("Cannot read properties of undefined (reading 'sheets')"). The
   * parts are the same; only their order in the zip differs, which the format leaves free.
   */
  async function workbookPartLast(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Staff');
    sheet.addRow(['staff_id', 'name']);
    sheet.addRow(['S-1', 'Name 1']);
    workbook.addWorksheet('Other').addRow(['not read']);
    const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
    const first = [
      '[Content_Types].xml',
      'xl/_rels/workbook.xml.rels',
      'xl/sharedStrings.xml',
      'xl/worksheets/sheet1.xml',
    ];
    const order = [
      ...first,
      ...Object.keys(parts).filter((name) => !first.includes(name) && name !== 'xl/workbook.xml'),
    ];
    return Buffer.from(zipSync(Object.fromEntries([...order, 'xl/workbook.xml'].map((name) => [name, parts[name]]))));
  }

  it("reads the first worksheet of a file that exceljs's streaming reader fails on as it comes", async () => {
    const file = await workbookPartLast();
    const streaming = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'cache' });
    await expect(async () => {
      for await (const sheet of streaming) for await (const row of sheet) void row;
    }).rejects.toThrow(/reading 'sheets'/);

    const rows: unknown[][] = [];
    for await (const row of xlsxRows(file, LIMITS)) rows.push((row.values as unknown[]).slice(1));
    expect(rows).toEqual([
      ['staff_id', 'name'],
      ['S-1', 'Name 1'],
    ]);
  });
});
