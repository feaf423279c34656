// The row rules that have many spellings: salaries in dollars, header names, nameless columns, exported
// quotes. The API suite covers the rest end to end.
import { type RawCell, type Sheet, columnLetter } from '../../http/uploaded-sheet.ts';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '../../../contract/api/employee-import.ts';
import { convertRow, mapHeader } from './import-rows.ts';

const HEADER = IMPORT_COLUMNS.map((c) => c.name);
const lookups = {
  teams: [{ id: 7, name: 'Payroll', department: 'Finance' }],
  offices: [{ id: 3, name: 'Head Office' }],
};
const base: Record<string, RawCell> = {
  first_name: 'Dara',
  last_name: 'Sok',
  gender: 'male',
  date_of_birth: '1990-01-01',
  phone: '+855 12 345 678',
  email: 'dara@example.com',
  position: 'Clerk',
  offices: 'Head Office',
  join_date: '2020-01-01',
  salary: '1000',
};
const columns = new Map(HEADER.map((h, i) => [h, i]));
const convert = (overrides: Record<string, RawCell>) =>
  convertRow({ row: 2, cells: HEADER.map((h) => ({ ...base, ...overrides })[h] ?? null) }, columns, lookups);

describe('salary', () => {
  it.each([
    ['1000', 100_000],
    ['1,250.50', 125_050],
    ['$1250.5', 125_050],
    ['$ 2,000', 200_000],
    ['0.01', 1],
    [1800.25, 180_025],
    [0.1 + 0.2, 30], // floating point noise is not "more than 2 decimals"
  ])('reads %j as %i cents', (salary, cents) => {
    const r = convert({ salary });
    expect(r.issues).toEqual([]);
    expect(r.body?.salary_cents).toBe(cents);
  });

  it.each([
    ['12.345', 'salary can have at most 2 decimals.'],
    [12.345, 'salary can have at most 2 decimals.'],
    ['-5', 'salary cannot be negative.'],
    [-5, 'salary cannot be negative.'],
    ['1,2345', 'salary must be an amount in US dollars, e.g. 1250.50.'],
    ['ten', 'salary must be an amount in US dollars, e.g. 1250.50.'],
    [null, 'salary is required.'],
    ['20000000', 'Monthly salary is too large.'],
  ])('refuses %j: %s', (salary, message) => {
    expect(convert({ salary }).issues).toEqual([{ row: 2, field: 'salary', message }]);
  });
});

describe('cells', () => {
  it('reads back the quote our export puts before + and =, and refuses the formula it protected', () => {
    expect(convert({ phone: "'+855 12 345 678" }).body?.phone).toBe('+855 12 345 678');
    expect(convert({ position: "'=1+1" }).issues.map((i) => i.field)).toEqual(['position']);
  });

  it('keeps a phone number that starts with + (its pattern allows no formula)', () => {
    expect(convert({ phone: '+855 97 000 111' }).issues).toEqual([]);
  });
});

describe('header', () => {
  const sheetOf = (header: RawCell[], rows: RawCell[][] = []): Sheet => ({
    header: { row: 1, cells: header },
    rows: rows.map((cells, i) => ({ row: i + 2, cells })),
  });

  it('maps the employee export headers onto the import columns, ignoring the computed Probation', () => {
    const exportHeader = [
      'Staff ID',
      'First Name',
      'Last Name',
      'Gender',
      'Date of Birth',
      'Phone',
      'Email',
      'Address',
      'Position',
      'Department',
      'Team',
      'Offices',
      'Join Date',
      'Probation End',
      'Probation',
      'Monthly Salary (USD)',
      'Bank',
      'Bank Account',
      'Status',
    ];
    const { columns: mapped, issues } = mapHeader(sheetOf(exportHeader));
    expect(issues).toEqual([]);
    expect([...mapped.keys()].sort()).toEqual([...HEADER].sort());
    expect(mapped.get('salary')).toBe(15);
    expect(mapped.get('probation_end_date')).toBe(13);
  });

  it('names a column that has values but no header, by its letter', () => {
    const { issues } = mapHeader(sheetOf([...HEADER, null, null], [[...HEADER.map(() => 'x'), null, 'stray']]));
    expect(issues).toEqual([
      { row: 1, field: `column ${columnLetter(HEADER.length + 1)}`, message: 'column T has values but no name.' },
    ]);
  });

  it('letters columns as a spreadsheet does', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });
});
