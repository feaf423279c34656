// Reads an uploaded .csv or .xlsx into rows of plain cell values, with exceljs for both, for the imports (employees,
// pay lines; punches share its cells). Whatever could exhaust the server (a zip bomb, millions of blank lines) is
// refused before it is expanded; each import gives its own limits and words.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from './errors.ts';
import { xlsxRows } from '../lib/spreadsheet.ts';
import { XlsxRefused, type XlsxLimits } from '../lib/xlsx-archive.ts';

export type FileKind = 'csv' | 'xlsx';

/** A cell as the rules see it: text or a number, or what a spreadsheet computes, which is refused. */
export type RawCell = string | number | { formula: string } | { error: string } | null;

export interface SheetRow {
  /** The row number a spreadsheet shows (1 = first line of the file). */
  row: number;
  cells: RawCell[];
}

export interface Sheet {
  header: SheetRow;
  rows: SheetRow[];
}

/** What an import allows and how it words a refusal. */
export interface SheetRules {
  maxRows: number;
  maxUnpackedBytes: number;
  /** The columns a row may hold: every row has at most one text per column. */
  columns: number;
  messages: {
    empty: string;
    tooManyRows: string;
    unreadableXlsx: string;
    unpackedTooLarge: string;
    unreadableCsv: (detail: string) => string;
    notUtf8: string;
    xlsxAsCsv: string;
  };
}

/** Blank lines tolerated on top of the row limit before a file counts as too long. */
const BLANK_SLACK = 1000;
const maxRecords = (rules: SheetRules) => rules.maxRows + 1 + BLANK_SLACK;

const fileProblem = (message: string) => badRequest([{ field: 'file', message }], message);

export async function readSheet(file: Buffer, kind: FileKind, rules: SheetRules): Promise<Sheet> {
  const records = kind === 'csv' ? await readCsv(file, rules) : await readXlsx(file, rules);
  const filled = records.filter((r) => r.cells.some((c) => c !== null && c !== ''));
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw fileProblem(rules.messages.empty);
  if (rows.length > rules.maxRows) throw fileProblem(rules.messages.tooManyRows);
  return { header, rows };
}

async function readCsv(file: Buffer, { messages, ...rules }: SheetRules): Promise<SheetRow[]> {
  if (file.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) throw fileProblem(messages.xlsxAsCsv);
  let text: string;
  try {
    // fatal: a file saved in a legacy code page is refused rather than imported with broken names.
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw fileProblem(messages.notUtf8);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // the BOM Excel writes in front of "CSV UTF-8"
  if (moreRecordsThan(text, maxRecords({ messages, ...rules }))) throw fileProblem(messages.tooManyRows);
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet;
  try {
    sheet = await workbook.csv.read(Readable.from([text]), {
      // Every value stays the text it was: exceljs would otherwise turn "012345" into 12345 and guess dates.
      map: (value: string) => value,
    } as unknown as Parameters<typeof workbook.csv.read>[1]);
  } catch (error) {
    throw fileProblem(messages.unreadableCsv((error as Error).message.replace(/^Parse Error: /, '')));
  }
  return rowsOf(sheet);
}

/**
 * Counts line breaks outside quotes, stopping past the limit: one cheap pass refuses a flood of lines that
 * the CSV parser would take seconds to work through. A doubled quote toggles twice, so it changes nothing.
 */
function moreRecordsThan(text: string, limit: number): boolean {
  let quoted = false;
  let records = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) quoted = !quoted;
    else if (!quoted && (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) && ++records > limit)
      return true;
  }
  return false;
}

/**
 * What a failed .xlsx read answers: 413 for an archive past the limits, 400 for one that is not a workbook, the
 * caller's own refusals as they are.
 */
export function xlsxProblem(error: unknown, messages: { unreadableXlsx: string; unpackedTooLarge: string }): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof XlsxRefused && error.reason === 'tooLarge')
    return new AppError(413, messages.unpackedTooLarge, [{ field: 'file', message: messages.unpackedTooLarge }]);
  return fileProblem(messages.unreadableXlsx);
}

/** Streams the first worksheet row by row and stops past the limit, however many rows the file holds. */
async function readXlsx(file: Buffer, rules: SheetRules): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  const max = maxRecords(rules);
  const limits: XlsxLimits = { maxUnpackedBytes: rules.maxUnpackedBytes, maxSharedStrings: max * rules.columns };
  try {
    for await (const row of xlsxRows(file, limits)) {
      if (out.length >= max) throw fileProblem(rules.messages.tooManyRows);
      out.push(rowOf(row));
    }
  } catch (error) {
    throw xlsxProblem(error, rules.messages);
  }
  return out;
}

function rowsOf(sheet: ExcelJS.Worksheet): SheetRow[] {
  const out: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => out.push(rowOf(row)));
  return out;
}

function rowOf(row: ExcelJS.Row): SheetRow {
  const cells: RawCell[] = [];
  row.eachCell({ includeEmpty: true }, (cell, column) => {
    cells[column - 1] = toRawCell(cell.value);
  });
  for (let i = 0; i < cells.length; i++) cells[i] ??= null;
  return { row: row.number, cells };
}

export function toRawCell(value: ExcelJS.CellValue): RawCell {
  if (value == null) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  // exceljs reads date cells as UTC midnight of the calendar date.
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? { error: '#VALUE!' } : value.toISOString().slice(0, 10);
  if ('sharedFormula' in value) return { formula: String(value.sharedFormula) };
  if ('formula' in value) return { formula: String(value.formula) };
  if ('error' in value) return { error: String(value.error) };
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) {
    const text = value.text as unknown;
    return typeof text === 'string' ? text : toRawCell(text as ExcelJS.CellValue);
  }
  return null;
}

/** Column letter as a spreadsheet shows it: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}
