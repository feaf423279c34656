// .xlsx and .csv exports (cells a spreadsheet would run as a formula are neutralised; numbers stay numbers), and
// reading an uploaded .xlsx's rows.
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { unpackXlsx, type XlsxLimits } from './xlsx-archive.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

export type Cell = string | number | null | undefined;

export function neutralise(value: Cell): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * An .xlsx of one sheet, written by exceljs's streaming writer: each row is serialised as it is added and not kept.
 * Its in-memory workbook held every cell as an object, so 100,000 employees took 19 s and 3.4 GB of memory.
 */
export async function toXlsx(sheetName: string, header: string[], rows: Cell[][]): Promise<Buffer> {
  const stream = new PassThrough();
  const written = buffer(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map(() => ({ width: 20 }));
  const top = sheet.addRow(header);
  top.font = { bold: true };
  top.commit();
  for (const row of rows) sheet.addRow(row.map(neutralise)).commit();
  sheet.commit();
  await workbook.commit();
  return written;
}

function csvField(value: Cell): string {
  const text = String(neutralise(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The rows of an .xlsx's first worksheet, streamed, after the archive is unpacked within `limits` (XlsxRefused
 * before the first row otherwise). exceljs's streaming reader fails a valid file whose worksheet comes before the
 * workbook part ("Cannot read properties of undefined (reading 'sheets')"), and parks a sheet that comes before
 * the shared strings in a temporary file, as exceljs itself writes them; the unpacked parts are handed to it in an
 * order it reads straight through. A failure after the first row is the caller's to report.
 */
export async function* xlsxRows(file: Buffer, limits: XlsxLimits): AsyncGenerator<ExcelJS.Row> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([await unpackXlsx(file, limits)]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // tells date cells from numbers
    hyperlinks: 'ignore', // a link cell is read as its text
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield row as ExcelJS.Row;
    return; // the first worksheet only
  }
}
