// Turns the rows of a punch file into punches, naming every problem by row and column. Pure: the facts of the
// database (the employees named, closed periods, now) are applied by the service.
import { headerName, PUNCH_HEADERS_KM } from '../../i18n/import-headers.ts';
import { type RawCell, columnLetter } from '../../http/uploaded-sheet.ts';
import { BUSINESS_UTC_OFFSET_MS } from '../../lib/time.ts';
import {
  PUNCH_DEVICE_MAX,
  PUNCH_DIRECTION_WORDS,
  PUNCH_FILE_COLUMNS,
  PUNCH_FILE_MESSAGES as F,
  PUNCH_IMPORT_ALIASES,
} from '../../../contract/api/attendance-import.ts';
import { PUNCH_IMPORT_MESSAGES as M } from '../../../contract/api/attendance.ts';
import type { ImportIssue } from '../../../contract/api/employee-import.ts';
import type { PunchSheet, PunchSheetRow } from './import-file.ts';

export interface ParsedPunch {
  row: number;
  /** Upper case, as staff ids are stored. */
  staffId: string;
  /** The moment in UTC (ISO text, as stored). */
  at: string;
  /** The business date (Phnom Penh) the punch falls on. */
  date: string;
  device: string | null;
  direction: 'in' | 'out' | null;
}

const KNOWN = new Set<string>(PUNCH_FILE_COLUMNS.map((c) => c.name));

export interface PunchColumns {
  staffId: number;
  timestamp: number;
  device: number | undefined;
  direction: number | undefined;
}

/** Which cell holds which column; problems are reported on the header row. */
export function mapPunchHeader(sheet: PunchSheet): { columns?: PunchColumns; issues: ImportIssue[] } {
  const columns = new Map<string, number>();
  const issues: ImportIssue[] = [];
  const at = sheet.header.row;
  sheet.header.cells.forEach((cell, index) => {
    const text = typeof cell === 'string' || typeof cell === 'number' ? String(cell).trim() : '';
    if (text === '') {
      if (sheet.rows.some((r) => r.cells[index] != null && r.cells[index] !== ''))
        issues.push({
          row: at,
          field: `column ${columnLetter(index)}`,
          message: `column ${columnLetter(index)} has values but no name.`,
        });
      return;
    }
    const normalised = headerName(text, PUNCH_HEADERS_KM);
    const name = PUNCH_IMPORT_ALIASES[normalised] ?? normalised;
    if (!KNOWN.has(name)) issues.push({ row: at, field: text, message: `${text} is not a known column.` });
    else if (columns.has(name)) issues.push({ row: at, field: name, message: `${name} appears more than once.` });
    else columns.set(name, index);
  });
  for (const column of PUNCH_FILE_COLUMNS)
    if (column.required && !columns.has(column.name))
      issues.push({ row: at, field: column.name, message: `${column.name} column is missing.` });
  if (issues.length) return { issues };
  return {
    columns: {
      staffId: columns.get('staff_id')!,
      timestamp: columns.get('timestamp')!,
      device: columns.get('device'),
      direction: columns.get('direction'),
    },
    issues,
  };
}

const FORMULA_START = /^[=+\-@\t\r]/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The UTC moment and business date of a Phnom Penh wall-clock `YYYY-MM-DD HH:mm[:ss]`, or why it is not one. */
export function parseLocalTimestamp(text: string): { at: string; date: string } | string {
  const m = TIMESTAMP.exec(text);
  if (!m) return M.badTimestamp;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  )
    return F.timestampNotReal;
  return { at: new Date(local - BUSINESS_UTC_OFFSET_MS).toISOString(), date: text.slice(0, 10) };
}

/**
 * Converts rows one by one (a punch, or its problems). A device writes the same minute for many people, so
 * each distinct timestamp text is parsed once.
 */
export function punchConverter(columns: PunchColumns) {
  const times = new Map<string, ReturnType<typeof parseLocalTimestamp>>();
  const parse = (text: string) => {
    let parsed = times.get(text);
    if (parsed === undefined) times.set(text, (parsed = parseLocalTimestamp(text)));
    return parsed;
  };
  return (sheetRow: PunchSheetRow) => convertPunchRow(sheetRow, columns, parse);
}

/** One row's punch, or its problems. */
export function convertPunchRow(
  sheetRow: PunchSheetRow,
  columns: PunchColumns,
  parse: (text: string) => ReturnType<typeof parseLocalTimestamp> = parseLocalTimestamp,
): { punch?: ParsedPunch; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const text = (index: number | undefined, column: string): string | undefined => {
    const cell: RawCell = index === undefined ? null : (sheetRow.cells[index] ?? null);
    if (cell === null) return undefined;
    if (typeof cell === 'object') {
      issues.push({ row: sheetRow.row, field: column, message: F.formula(column) });
      return undefined;
    }
    const value = String(cell).trim();
    if (FORMULA_START.test(String(cell)) || FORMULA_START.test(value)) {
      issues.push({ row: sheetRow.row, field: column, message: F.formulaText(column) });
      return undefined;
    }
    return value === '' ? undefined : value;
  };
  const staffId = text(columns.staffId, 'staff_id');
  const timestamp = text(columns.timestamp, 'timestamp');
  const device = text(columns.device, 'device');
  if (staffId === undefined && !issues.some((i) => i.field === 'staff_id'))
    issues.push({ row: sheetRow.row, field: 'staff_id', message: F.staffIdRequired });
  let when: { at: string; date: string } | undefined;
  if (timestamp === undefined) {
    if (!issues.some((i) => i.field === 'timestamp'))
      issues.push({ row: sheetRow.row, field: 'timestamp', message: F.timestampRequired });
  } else {
    const parsed = parse(timestamp);
    if (typeof parsed === 'string') issues.push({ row: sheetRow.row, field: 'timestamp', message: parsed });
    else when = parsed;
  }
  if (device !== undefined && device.length > PUNCH_DEVICE_MAX)
    issues.push({ row: sheetRow.row, field: 'device', message: F.deviceTooLong });
  const directionText = text(columns.direction, 'direction');
  const direction =
    directionText === undefined ? null : PUNCH_DIRECTION_WORDS[directionText.toLowerCase().replace(/[^a-z]/g, '')];
  if (direction === undefined) issues.push({ row: sheetRow.row, field: 'direction', message: F.directionFormat });
  if (issues.length || !staffId || !when || direction === undefined) return { issues };
  return {
    punch: {
      row: sheetRow.row,
      staffId: staffId.toUpperCase(),
      at: when.at,
      date: when.date,
      device: device ?? null,
      direction: direction ?? null,
    },
    issues,
  };
}

const ORDER = new Map<string, number>(PUNCH_FILE_COLUMNS.map((c, i) => [c.name, i]));

/** Row order, then the template's column order. */
export function sortPunchIssues(issues: ImportIssue[]): ImportIssue[] {
  const rank = (field: string) => ORDER.get(field) ?? -1;
  return [...issues].sort((a, b) => a.row - b.row || rank(a.field) - rank(b.field));
}
