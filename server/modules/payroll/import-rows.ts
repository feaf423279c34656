// Turns the rows of a pay line file into POST /deduction bodies for one month, checked by the same zod schema,
// and names every problem by row and column. Pure: the staff ids' employees are handed in.
import { headerName, PAY_LINE_HEADERS_KM } from '../../i18n/import-headers.ts';
import type { RawCell, Sheet, SheetRow } from '../../http/uploaded-sheet.ts';
import type { ImportIssue } from '../../../contract/api/employee-import.ts';
import {
  PAY_LINE_IMPORT_COLUMNS as COLUMNS,
  PAY_LINE_IMPORT_MESSAGES as M,
  payLineBody,
  type PayLineBody,
} from '../../../contract/api/payroll.ts';
import { toValidators } from '../../http/route.ts';

type Column = (typeof COLUMNS)[number]['name'];
const KNOWN = new Set<string>(COLUMNS.map((c) => c.name));
const ORDER = new Map<string, number>(COLUMNS.map((c, i) => [c.name, i]));
/** Where a body field's problem is reported: the file's column. */
const COLUMN_OF: Record<string, Column> = {
  employee_id: 'staff_id',
  kind: 'kind',
  name: 'name',
  amount_cents: 'amount',
  percent_bp: 'percent',
  taxable: 'taxable',
  benefit: 'benefit',
};

/** What the benefit column may say, as typed by people or as the API names it. */
const BENEFITS: Record<string, PayLineBody['benefit']> = {
  '': null,
  cash: null,
  no: null,
  'in kind': 'in_kind',
  in_kind: 'in_kind',
  'employer pension': 'employer_pension',
  employer_pension: 'employer_pension',
};

export function mapHeader(sheet: Sheet): { columns: Map<string, number>; issues: ImportIssue[] } {
  const columns = new Map<string, number>();
  const issues: ImportIssue[] = [];
  const at = sheet.header.row;
  sheet.header.cells.forEach((cell, index) => {
    if (cell === null || cell === '' || typeof cell === 'object') return;
    const name = headerName(String(cell), PAY_LINE_HEADERS_KM);
    if (!KNOWN.has(name)) issues.push({ row: at, field: name, message: M.unknownColumn(name) });
    else columns.set(name, index);
  });
  for (const c of COLUMNS)
    if (c.required && !columns.has(c.name)) issues.push({ row: at, field: c.name, message: M.missingColumn(c.name) });
  if (!columns.has('amount') && !columns.has('percent'))
    issues.push({ row: at, field: 'amount', message: M.amountOrPercent });
  return { columns, issues };
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
/** "25.5" → 2550 (hundredths), exactly; null when it is not a plain decimal with at most two places. */
function hundredths(value: string): number | null {
  if (!DECIMAL.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface ConvertedRow {
  row: number;
  body?: PayLineBody;
  issues: ImportIssue[];
}

/** One row: cells read, staff id looked up, the body checked by the pay line schema. */
export function convertRow(
  r: SheetRow,
  columns: Map<string, number>,
  month: string,
  employees: ReadonlyMap<string, number>,
): ConvertedRow {
  const issues: ImportIssue[] = [];
  const problem = (field: string, message: string) => issues.push({ row: r.row, field, message });
  const text = (column: Column): string => {
    const index = columns.get(column);
    const cell: RawCell = index === undefined ? null : (r.cells[index] ?? null);
    if (cell !== null && typeof cell === 'object') {
      problem(column, M.formula(column));
      return '';
    }
    return cell === null ? '' : String(cell).trim();
  };

  const staffId = text('staff_id');
  const employeeId = staffId ? employees.get(staffId) : undefined;
  if (staffId && employeeId === undefined) problem('staff_id', M.unknownStaffId(staffId));

  const amountText = text('amount');
  const amount = amountText ? hundredths(amountText) : null;
  if (amountText && amount === null) problem('amount', M.badAmount);
  const percentText = text('percent');
  const percent = percentText ? hundredths(percentText) : null;
  if (percentText && percent === null) problem('percent', M.badPercent);
  if (!amountText && !percentText) problem('amount', M.amountOrPercentCell);
  else if (amountText && percentText) problem('amount', M.notBoth);
  const taxableText = text('taxable').toLowerCase();
  const taxable = ['yes', 'true', '1', 'y'].includes(taxableText)
    ? true
    : ['', 'no', 'false', '0', 'n'].includes(taxableText)
      ? false
      : null;
  if (taxable === null) problem('taxable', M.badTaxable);
  const benefitText = text('benefit').toLowerCase().replace(/\s+/g, ' ');
  const benefit = Object.hasOwn(BENEFITS, benefitText) ? BENEFITS[benefitText] : undefined;
  if (benefit === undefined) problem('benefit', M.badBenefit);
  else if (benefit && taxable) problem('taxable', M.benefitTaxable);

  const parsed = payLineBody.safeParse({
    employee_id: employeeId ?? (staffId ? undefined : null),
    kind: text('kind').toLowerCase(),
    name: text('name'),
    amount_cents: amount,
    percent_bp: percent,
    taxable: taxable ?? false,
    benefit: benefit ?? null,
    from_month: month,
    to_month: month,
  });
  if (!staffId) problem('staff_id', 'staff_id is required.');
  if (!parsed.success)
    for (const v of toValidators(parsed.error)) {
      const column = COLUMN_OF[v.field] ?? v.field;
      // A cell already refused above is not reported twice.
      if (!issues.some((i) => i.field === column))
        problem(
          column,
          v.message.replace('amount_cents', 'amount').replace(/percent_bp is at most .*/, 'percent is at most 1000.'),
        );
    }
  return { row: r.row, body: issues.length ? undefined : parsed.data, issues };
}

export function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  const rank = (field: string) => ORDER.get(field) ?? -1;
  return [...issues].sort((a, b) => a.row - b.row || rank(a.field) - rank(b.field));
}
