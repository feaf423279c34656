// Employee import: a .csv or .xlsx file with one employee per row goes in whole or not at all.
//
// POST /api/v1/admin/employee/import, the file itself as the body, Content-Type text/csv or the .xlsx type.
// - Bad file (type, size, unreadable, empty, too many rows) → 415 / 413 / 400 with a message; an .xlsx that
//   unpacks to more than IMPORT_MAX_UNPACKED_BYTES → 413.
// - Any refused row → 400 with `report`: one {row, field, message} per problem; nothing is written.
// - All rows good → every row inserted in one transaction (each logged), then:
//   plain JSON (default): 201 {message, data: {imported}};
//   with `Accept: application/x-ndjson`: 200 and one JSON line per progress step while rows are inserted,
//   then a `result` line carrying the status and body a plain call would have answered (201, or 409/503 if
//   the transaction failed and rolled back). Refusals are always decided before the first line is sent.
import { z } from 'zod';
import { validatorSchema } from './common.ts';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
/** An .xlsx is refused once the bytes it inflates to pass this, whatever sizes the zip declares. */
export const IMPORT_MAX_UNPACKED_BYTES = 30 * 1024 * 1024;
/** At most this many problems are listed; the counts still cover every row. */
export const IMPORT_MAX_REPORT = 2000;

export { CSV_TYPE, NDJSON_TYPE, XLSX_TYPE } from './media.ts';

export interface ImportColumn {
  name: string;
  required: boolean;
  /** How to write the value, shown in the dialog. */
  hint: string;
}

/** The accepted columns, in template order. Headers match case-insensitively, spaces or underscores alike. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { name: 'first_name', required: true, hint: 'text' },
  { name: 'last_name', required: true, hint: 'text' },
  { name: 'gender', required: true, hint: 'male, female or other' },
  { name: 'date_of_birth', required: true, hint: 'YYYY-MM-DD' },
  { name: 'phone', required: true, hint: 'e.g. +855 12 345 678' },
  { name: 'email', required: true, hint: 'unique' },
  { name: 'address', required: false, hint: 'text' },
  { name: 'position', required: true, hint: 'text' },
  { name: 'department', required: false, hint: 'name; only needed when two departments have a team of that name' },
  { name: 'team', required: false, hint: 'name of an existing team' },
  { name: 'offices', required: true, hint: 'names of existing offices, separated by ;' },
  { name: 'join_date', required: true, hint: 'YYYY-MM-DD' },
  { name: 'probation_end_date', required: false, hint: 'YYYY-MM-DD, after join_date' },
  { name: 'salary', required: true, hint: 'monthly, in US dollars, e.g. 1250.50' },
  { name: 'bank_name', required: false, hint: 'text' },
  { name: 'bank_account', required: false, hint: 'digits, spaces and dashes' },
  { name: 'status', required: false, hint: 'active (default) or resigned' },
  { name: 'staff_id', required: false, hint: 'unique; generated (EMP-000123) when empty' },
];

/** Other spellings of a column, e.g. the headers of the employee export, so an export can be re-imported. */
export const IMPORT_ALIASES: Readonly<Record<string, string>> = {
  probation_end: 'probation_end_date',
  monthly_salary: 'salary',
  monthly_salary_usd: 'salary',
  salary_usd: 'salary',
  bank: 'bank_name',
  office: 'offices',
};

/** Columns of the export that are computed from others: accepted and ignored. */
export const IMPORT_IGNORED = ['probation'] as const;

/** "Date of Birth" → date_of_birth; "Monthly Salary (USD)" → monthly_salary_usd. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export const IMPORT_MESSAGES = {
  wrongType: 'The file must be a .csv or .xlsx file.',
  tooLarge: 'The file is larger than 5 MB.',
  empty: 'The file has no employee rows.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; split it into smaller files.`,
  unreadableXlsx: 'The file could not be read as an .xlsx workbook.',
  unpackedTooLarge: `The .xlsx workbook is too large once unpacked (at most ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB); split it into smaller files.`,
  unreadableCsv: (detail: string) => `The file could not be read as CSV: ${detail}`,
  notUtf8: 'The file is not UTF-8 text; save it as "CSV UTF-8" and try again.',
  xlsxAsCsv: 'This is an .xlsx workbook, not CSV text; upload it as .xlsx.',
  headerProblems: 'Nothing was imported: the header row has problems.',
  refused: (rows: number) => `Nothing was imported: ${rows} ${rows === 1 ? 'row has' : 'rows have'} problems.`,
  // The salary cell, read as US dollars.
  salaryFormat: 'salary must be an amount in US dollars, e.g. 1250.50.',
  salaryNegative: 'salary cannot be negative.',
  salaryDecimals: 'salary can have at most 2 decimals.',
  imported: (n: number) => `${n} ${n === 1 ? 'employee' : 'employees'} imported successfully!`,
} as const;

/** One problem: the spreadsheet row (the header is row 1), the column, and what is wrong. */
export const importIssue = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssue>;

/** The 400 body: nothing was imported. `report` is empty when the file as a whole was refused. */
export const importRefusal = z.object({
  message: z.string(),
  validators: z.array(validatorSchema).optional(),
  report: z.array(importIssue),
  total_rows: z.number().int(),
  refused_rows: z.number().int(),
  truncated: z.boolean(),
});
export type ImportRefusal = z.infer<typeof importRefusal>;

export const importResult = z.object({ message: z.string(), data: z.object({ imported: z.number().int() }) });
export type ImportResult = z.infer<typeof importResult>;

/** The lines of a streamed answer. */
export const importLine = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    phase: z.literal('inserting'),
    done: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ type: z.literal('result'), status: z.number().int(), body: z.looseObject({ message: z.string() }) }),
]);
export type ImportLine = z.infer<typeof importLine>;

/** The template: the header row alone. */
export function importTemplateCsv(): string {
  return `${IMPORT_COLUMNS.map((c) => c.name).join(',')}\r\n`;
}
