// Reads an uploaded punch file (.csv or .xlsx) into rows of cell texts. A device dump of a month is large
// (220,000 lines for 5,000 people), so CSV is read by a small parser of its own in one pass (exceljs would
// take seconds), and an .xlsx is streamed row by row; both stop past the row limit, and an .xlsx archive is
// unpacked within a limit of its own.
import { toRawCell, xlsxProblem, type RawCell } from '../../http/uploaded-sheet.ts';
import ExcelJS from 'exceljs';
import {
  PUNCH_FILE_COLUMNS,
  PUNCH_FILE_MESSAGES,
  PUNCH_IMPORT_MAX_UNPACKED_BYTES,
} from '../../../contract/api/attendance-import.ts';
import { PUNCH_IMPORT_MAX_ROWS, PUNCH_IMPORT_MESSAGES } from '../../../contract/api/attendance.ts';
import { badRequest } from '../../http/errors.ts';
import { xlsxRows } from '../../lib/spreadsheet.ts';
import type { XlsxLimits } from '../../lib/xlsx-archive.ts';

export type PunchFileKind = 'csv' | 'xlsx';

export interface PunchSheetRow {
  /** The row number a spreadsheet shows (1 = the first line of the file). */
  row: number;
  cells: RawCell[];
}

export interface PunchSheet {
  header: PunchSheetRow;
  rows: PunchSheetRow[];
}

/** Blank lines tolerated on top of the row limit before a file counts as too long. */
const BLANK_SLACK = 1000;
const MAX_RECORDS = PUNCH_IMPORT_MAX_ROWS + 1 + BLANK_SLACK;
/**
 * A month of punches for 5,000 people unpacks to about 20 MB of sheet XML; far more is not a punch file. Every
 * row holds at most one text per column the import knows.
 */
const XLSX_LIMITS: XlsxLimits = {
  maxUnpackedBytes: PUNCH_IMPORT_MAX_UNPACKED_BYTES,
  maxSharedStrings: MAX_RECORDS * PUNCH_FILE_COLUMNS.length,
};

const fileProblem = (message: string) => badRequest([{ field: 'file', message }], message);

export async function readPunchSheet(file: Buffer, kind: PunchFileKind): Promise<PunchSheet> {
  const records = kind === 'csv' ? readCsv(file) : await readXlsx(file);
  const filled = records.filter((r) => r.cells.some((c) => c !== null && c !== ''));
  const [header, ...rows] = filled;
  if (!header || rows.length === 0) throw fileProblem(PUNCH_IMPORT_MESSAGES.empty);
  if (rows.length > PUNCH_IMPORT_MAX_ROWS) throw fileProblem(PUNCH_IMPORT_MESSAGES.tooManyRows);
  return { header, rows };
}

function readCsv(file: Buffer): PunchSheetRow[] {
  if (file.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) throw fileProblem(PUNCH_FILE_MESSAGES.xlsxAsCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw fileProblem(PUNCH_FILE_MESSAGES.notUtf8);
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return parseCsv(text, MAX_RECORDS);
}

/**
 * RFC 4180 CSV: fields separated by commas, quoted fields may hold commas, doubled quotes and line breaks;
 * records end with LF, CRLF or CR. Row numbers count physical records (a quoted line break stays in its
 * record), as a spreadsheet numbers them. Refuses more than `limit` records and an unterminated quote.
 */
export function parseCsv(text: string, limit: number): PunchSheetRow[] {
  const out: PunchSheetRow[] = [];
  let cells: RawCell[] = [];
  let field = '';
  let i = 0;
  const n = text.length;
  const endField = () => {
    cells.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (out.length >= limit) throw fileProblem(PUNCH_IMPORT_MESSAGES.tooManyRows);
    out.push({ row: out.length + 1, cells });
    cells = [];
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22 && field === '') {
      // A quoted field: up to the closing quote, "" standing for one quote.
      let j = i + 1;
      let value = '';
      for (;;) {
        const q = text.indexOf('"', j);
        if (q < 0)
          throw fileProblem(PUNCH_FILE_MESSAGES.unreadableCsv(`missing closing quote in row ${out.length + 1}`));
        value += text.slice(j, q);
        if (text.charCodeAt(q + 1) === 0x22) {
          value += '"';
          j = q + 2;
        } else {
          j = q + 1;
          break;
        }
      }
      field = value;
      i = j;
      const next = text.charCodeAt(i);
      if (i < n && next !== 0x2c && next !== 0x0a && next !== 0x0d)
        throw fileProblem(PUNCH_FILE_MESSAGES.unreadableCsv(`text after a closing quote in row ${out.length + 1}`));
      continue;
    }
    if (c === 0x2c) {
      endField();
      i++;
    } else if (c === 0x0a) {
      endRecord();
      i++;
    } else if (c === 0x0d) {
      endRecord();
      i += text.charCodeAt(i + 1) === 0x0a ? 2 : 1;
    } else {
      // Plain text up to the next separator.
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 0x2c || d === 0x0a || d === 0x0d) break;
        j++;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (field !== '' || cells.length) endRecord();
  return out;
}

/** Streams the first worksheet row by row and stops past the limit. */
async function readXlsx(file: Buffer): Promise<PunchSheetRow[]> {
  const out: PunchSheetRow[] = [];
  try {
    for await (const row of xlsxRows(file, XLSX_LIMITS)) {
      if (out.length >= MAX_RECORDS) throw fileProblem(PUNCH_IMPORT_MESSAGES.tooManyRows);
      const cells: RawCell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = dateTimeCell(cell.value) ?? toRawCell(cell.value);
      });
      for (let i = 0; i < cells.length; i++) cells[i] ??= null;
      out.push({ row: row.number, cells });
    }
  } catch (error) {
    throw xlsxProblem(error, PUNCH_FILE_MESSAGES);
  }
  return out;
}

/**
 * A date-time cell as the text a device writes: exceljs reads a cell's wall-clock value as that moment in
 * UTC, so its UTC fields are the sheet's own date and time (Phnom Penh local, like the CSV column).
 */
function dateTimeCell(value: ExcelJS.CellValue): string | undefined {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return undefined;
  const iso = value.toISOString();
  const seconds = iso.slice(17, 19);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds === '00' ? '' : `:${seconds}`}`;
}
