// .xlsx and .csv exports (cells a spreadsheet would run as a formula are neutralised; numbers stay numbers), and
// reading an uploaded .xlsx's rows.
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';

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
 * The rows of an .xlsx's first worksheet, streamed. exceljs's streaming reader sometimes fails a valid file before
 * its first row: when the worksheet comes before the shared strings in the zip (exceljs itself writes them so) it
 * parks the sheet in a temporary file, and now and then loses the workbook part meanwhile ("Cannot read
 * properties of undefined (reading 'sheets')", about 1 file in 150 here). Such a file is read again whole; its
 * unpacked size is the caller's to bound before this. A failure after the first row is the caller's to report.
 */
export async function* xlsxRows(file: Buffer): AsyncGenerator<ExcelJS.Row> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache', // tells date cells from numbers
    hyperlinks: 'ignore', // a link cell is read as its text
    entries: 'ignore',
  });
  let yielded = false;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        yielded = true;
        yield row as ExcelJS.Row;
      }
      return; // the first worksheet only
    }
    return;
  } catch (error) {
    if (yielded) throw error;
  }
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer against an older @types/node; the bytes are the same.
  await workbook.xlsx.load(file as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const first = workbook.worksheets[0];
  if (!first) return;
  const rows: ExcelJS.Row[] = [];
  first.eachRow({ includeEmpty: false }, (row) => rows.push(row));
  yield* rows;
}
