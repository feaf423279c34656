// Turns the rows of an import file into POST /employee bodies, checked by the same zod schema, and names
// every problem by row and column. Pure: the database facts it needs (teams, offices, taken emails and staff
// ids) are handed in.
import { EMPLOYEE_HEADERS_KM, headerName } from '../../i18n/import-headers.ts';
import { columnLetter, type RawCell, type Sheet, type SheetRow } from '../../http/uploaded-sheet.ts';
import {
  IMPORT_ALIASES,
  IMPORT_COLUMNS,
  IMPORT_IGNORED,
  IMPORT_MESSAGES,
  type ImportIssue,
} from '../../../contract/api/employee-import.ts';
import { createEmployeeBody, employeeDateIssues, type CreateEmployeeBody } from '../../../contract/api/employees.ts';
import { toValidators } from '../../http/route.ts';

export interface Lookups {
  teams: ReadonlyArray<{ id: number; name: string; department: string }>;
  offices: ReadonlyArray<{ id: number; name: string }>;
}

export interface ConvertedRow {
  row: number;
  /** Set when the row passed every rule of its own. */
  body?: CreateEmployeeBody;
  issues: ImportIssue[];
  /** Normalised keys for the duplicate checks, when the cell itself is well-formed. */
  email?: string;
  staffId?: string;
}

const KNOWN = new Set(IMPORT_COLUMNS.map((c) => c.name));
const ORDER = new Map(IMPORT_COLUMNS.map((c, i) => [c.name, i]));

/** Which cell holds which column; problems are reported on the header row. */
export function mapHeader(sheet: Sheet): { columns: Map<string, number>; issues: ImportIssue[] } {
  const columns = new Map<string, number>();
  const issues: ImportIssue[] = [];
  const at = sheet.header.row;
  sheet.header.cells.forEach((cell, index) => {
    if (cell === null || cell === '') {
      // A value under a nameless column would be silently dropped.
      if (sheet.rows.some((r) => r.cells[index] != null && r.cells[index] !== '')) {
        issues.push({
          row: at,
          field: `column ${columnLetter(index)}`,
          message: `column ${columnLetter(index)} has values but no name.`,
        });
      }
      return;
    }
    const text = typeof cell === 'string' || typeof cell === 'number' ? String(cell).trim() : '';
    const normalised = headerName(text, EMPLOYEE_HEADERS_KM);
    const name = IMPORT_ALIASES[normalised] ?? normalised;
    if ((IMPORT_IGNORED as readonly string[]).includes(name)) return;
    if (!KNOWN.has(name)) {
      issues.push({
        row: at,
        field: text || `column ${columnLetter(index)}`,
        message: `${text || `column ${columnLetter(index)}`} is not a known column.`,
      });
    } else if (columns.has(name)) {
      issues.push({ row: at, field: name, message: `${name} appears more than once.` });
    } else {
      columns.set(name, index);
    }
  });
  for (const column of IMPORT_COLUMNS) {
    if (column.required && !columns.has(column.name)) {
      issues.push({ row: at, field: column.name, message: `${column.name} column is missing.` });
    }
  }
  return { columns, issues };
}

/** Text a spreadsheet would run as a formula when the value is exported or opened again. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Columns exempt from that check: a phone number starts with +, and its own pattern allows no formula. */
const FORMULA_EXEMPT = new Set(['phone', 'salary']);
/** Columns whose schema field has another name. */
const FIELD_OF: Record<string, string> = { salary: 'salary_cents', team: 'team_id', offices: 'office_ids' };
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column]));

const lower = (s: string) => s.trim().toLowerCase();

export function convertRow(sheetRow: SheetRow, columns: Map<string, number>, lookups: Lookups): ConvertedRow {
  const problems = new Map<string, string>();
  const problem = (column: string, message: string) => {
    if (!problems.has(column)) problems.set(column, message);
  };

  /** The trimmed text of a column, or undefined when empty or refused. */
  const text = (column: string): string | undefined => {
    const index = columns.get(column);
    const cell: RawCell = index === undefined ? null : (sheetRow.cells[index] ?? null);
    if (cell === null) return undefined;
    if (typeof cell === 'object') {
      problem(
        column,
        'formula' in cell
          ? `${column} is a formula; type the value instead.`
          : `${column} holds a spreadsheet error (${cell.error}).`,
      );
      return undefined;
    }
    // Our exports write '+855… so a spreadsheet keeps it as text; read back, the quote is not part of the value.
    const raw = String(cell).replace(/^'(?=[=+\-@\t\r])/, '');
    const value = raw.trim();
    if (!FORMULA_EXEMPT.has(column) && (FORMULA_START.test(raw) || FORMULA_START.test(value))) {
      problem(column, `${column} must not start with =, +, -, @ or a tab (a spreadsheet would run it as a formula).`);
      return undefined;
    }
    return value === '' ? undefined : value;
  };

  const input: Record<string, unknown> = {};
  for (const column of [
    'first_name',
    'last_name',
    'date_of_birth',
    'phone',
    'email',
    'address',
    'position',
    'join_date',
    'bank_name',
    'bank_account',
    'staff_id',
    'probation_end_date',
  ]) {
    const value = text(column);
    if (value !== undefined) input[column] = value;
  }
  for (const column of ['gender', 'status']) {
    const value = text(column);
    if (value !== undefined) input[column] = value.toLowerCase();
  }

  const salaryIndex = columns.get('salary');
  const salaryCell = salaryIndex === undefined ? null : (sheetRow.cells[salaryIndex] ?? null);
  const cents = typeof salaryCell === 'number' ? centsOfNumber(salaryCell) : centsOfText(text('salary'));
  if (typeof cents === 'number') input.salary_cents = cents;
  else if (!problems.has('salary')) problem('salary', cents);

  const team = resolveTeam(text('team'), text('department'), lookups);
  if (typeof team === 'number' || team === null) input.team_id = team;
  else problem(team.column, team.message);

  const offices = resolveOffices(text('offices'), lookups);
  if (Array.isArray(offices)) input.office_ids = offices;
  else if (!problems.has('offices')) problem('offices', offices);

  const parsed = createEmployeeBody.safeParse(input);
  // Rules across fields are applied here too: zod skips them once any single field has failed.
  for (const issue of employeeDateIssues(input)) problem(issue.field, issue.message);
  if (!parsed.success) {
    for (const v of toValidators(parsed.error)) {
      const column = COLUMN_OF[v.field] ?? v.field;
      problem(column, v.message.startsWith(`${v.field} `) ? `${column}${v.message.slice(v.field.length)}` : v.message);
    }
  }

  const issues = [...problems].map(([field, message]) => ({ row: sheetRow.row, field, message }));
  const email = problems.has('email') || typeof input.email !== 'string' ? undefined : lower(input.email);
  const staffId =
    problems.has('staff_id') || typeof input.staff_id !== 'string' ? undefined : input.staff_id.trim().toUpperCase();
  return {
    row: sheetRow.row,
    body: parsed.success && issues.length === 0 ? parsed.data : undefined,
    issues,
    email,
    staffId,
  };
}

const { salaryFormat: SALARY_FORMAT, salaryNegative, salaryDecimals } = IMPORT_MESSAGES;

function centsOfNumber(n: number): number | string {
  if (!Number.isFinite(n)) return SALARY_FORMAT;
  if (n < 0) return salaryNegative;
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6 * Math.max(1, Math.abs(n))) return salaryDecimals;
  return cents;
}

/** "1,250.50", "$1250.5" or "1250" → cents, computed from the digits (no floating point). */
function centsOfText(value: string | undefined): number | string {
  if (value === undefined) return 'salary is required.';
  const plain = value.replace(/^\$\s*/, '').replace(/(\d),(?=\d{3}\b)/g, '$1');
  if (/^-/.test(plain)) return salaryNegative;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return /^\d+\.\d{3,}$/.test(plain) ? salaryDecimals : SALARY_FORMAT;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function resolveTeam(
  team: string | undefined,
  department: string | undefined,
  lookups: Lookups,
): number | null | { column: string; message: string } {
  if (team === undefined) {
    return department === undefined ? null : { column: 'team', message: 'team is required when department is given.' };
  }
  const named = lookups.teams.filter((t) => lower(t.name) === lower(team));
  if (named.length === 0) return { column: 'team', message: `team '${team}' does not exist.` };
  const matches = department === undefined ? named : named.filter((t) => lower(t.department) === lower(department));
  if (matches.length === 1) return matches[0].id;
  if (matches.length === 0)
    return { column: 'department', message: `team '${team}' is not in department '${department}'.` };
  return { column: 'team', message: `team '${team}' exists in more than one department; add a department column.` };
}

/** "Head Office; Riverside" → ids; the message names every office not found. */
function resolveOffices(value: string | undefined, lookups: Lookups): number[] | string {
  if (value === undefined) return 'offices is required.';
  const names = [
    ...new Set(
      value
        .split(';')
        .map((n) => n.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return 'offices is required.';
  const byName = new Map(lookups.offices.map((o) => [lower(o.name), o.id]));
  const unknown = names.filter((n) => !byName.has(lower(n)));
  if (unknown.length === 1) return `office '${unknown[0]}' does not exist.`;
  if (unknown.length > 1) return `offices ${unknown.map((n) => `'${n}'`).join(', ')} do not exist.`;
  return names.map((n) => byName.get(lower(n))!);
}

/** Emails and staff ids repeated within the file (reported on the later row) or already in the database. */
export function duplicateIssues(
  rows: ConvertedRow[],
  taken: { emails: ReadonlySet<string>; staffIds: ReadonlySet<string> },
): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const firstEmail = new Map<string, number>();
  const firstStaffId = new Map<string, number>();
  for (const r of rows) {
    if (r.email !== undefined) {
      if (taken.emails.has(r.email))
        issues.push({ row: r.row, field: 'email', message: `email '${r.email}' is already taken.` });
      else if (firstEmail.has(r.email))
        issues.push({
          row: r.row,
          field: 'email',
          message: `email '${r.email}' also appears in row ${firstEmail.get(r.email)}.`,
        });
      else firstEmail.set(r.email, r.row);
    }
    if (r.staffId !== undefined) {
      if (taken.staffIds.has(r.staffId))
        issues.push({ row: r.row, field: 'staff_id', message: `staff_id '${r.staffId}' is already taken.` });
      else if (firstStaffId.has(r.staffId)) {
        issues.push({
          row: r.row,
          field: 'staff_id',
          message: `staff_id '${r.staffId}' also appears in row ${firstStaffId.get(r.staffId)}.`,
        });
      } else firstStaffId.set(r.staffId, r.row);
    }
  }
  return issues;
}

/** Row order, then the template's column order. */
export function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  const rank = (field: string) => ORDER.get(field) ?? -1;
  return [...issues].sort((a, b) => a.row - b.row || rank(a.field) - rank(b.field));
}
