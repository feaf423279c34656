// Punch import: what the import answers beside the constants and schemas of
// contract/api/attendance.ts (PUNCH_IMPORT_*): the file-level refusals, the header, the row problems the
// shared messages do not cover, and the template. Timestamps are Asia/Phnom_Penh wall-clock time,
// `YYYY-MM-DD HH:mm` (`:ss` and a `T` separator are accepted too; an .xlsx date-time cell is read as its
// wall-clock value). Within a file, the same staff id and minute twice counts once (the second is skipped).
import { PUNCH_IMPORT_COLUMNS } from './attendance.ts';

/**
 * The columns a file may have: the contract's three and an optional `direction`, which many devices export
 * (check-in / check-out state). Empty or absent, the day's first punch counts as the clock-in and its last
 * as the clock-out; given, a lone evening punch stays a clock-out (a forgotten clock-in), not a late arrival.
 */
export const PUNCH_FILE_COLUMNS = [
  ...PUNCH_IMPORT_COLUMNS,
  { name: 'direction', required: false, hint: 'in or out (check-in / check-out); may be empty' },
] as const;

/** The direction texts accepted (case and spacing ignored). */
export const PUNCH_DIRECTION_WORDS: Readonly<Record<string, 'in' | 'out'>> = {
  in: 'in',
  out: 'out',
  checkin: 'in',
  checkout: 'out',
  i: 'in',
  o: 'out',
};

/** Other spellings devices and spreadsheets use for the columns (headers match case- and spacing-insensitively). */
export const PUNCH_IMPORT_ALIASES: Readonly<Record<string, string>> = {
  staff: 'staff_id',
  staffid: 'staff_id',
  employee_id: 'staff_id',
  time: 'timestamp',
  datetime: 'timestamp',
  date_time: 'timestamp',
  punch_time: 'timestamp',
  device_id: 'device',
  terminal: 'device',
  state: 'direction',
  check_type: 'direction',
  in_out: 'direction',
};

export const PUNCH_DEVICE_MAX = 100;

/** An .xlsx is refused once the bytes it inflates to pass this, whatever sizes the zip declares (413). */
export const PUNCH_IMPORT_MAX_UNPACKED_BYTES = 120 * 1024 * 1024;

export const PUNCH_FILE_MESSAGES = {
  unreadableXlsx: 'The file could not be read as an .xlsx workbook.',
  unpackedTooLarge: `The .xlsx workbook is too large once unpacked (at most ${PUNCH_IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB); split it into smaller files.`,
  unreadableCsv: (detail: string) => `The file could not be read as CSV: ${detail}`,
  notUtf8: 'The file is not UTF-8 text; save it as "CSV UTF-8" and try again.',
  xlsxAsCsv: 'This is an .xlsx workbook, not CSV text; upload it as .xlsx.',
  headerProblems: 'Nothing was imported: the header row has problems.',
  staffIdRequired: 'staff_id is required.',
  timestampRequired: 'timestamp is required.',
  timestampNotReal: 'timestamp must be a real date and time.',
  formula: (column: string) => `${column} is a formula or a spreadsheet error; type the value instead.`,
  formulaText: (column: string) =>
    `${column} must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).`,
  directionFormat: 'direction must be in or out (or left empty).',
  deviceTooLong: `device must be at most ${PUNCH_DEVICE_MAX} characters long.`,
} as const;

/** The template: the header row alone. */
export function punchImportTemplateCsv(): string {
  return `${PUNCH_IMPORT_COLUMNS.map((c) => c.name).join(',')}\r\n`;
}
