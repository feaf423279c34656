// Each import reads a file headed in Khmer as the one headed in English: employees, punches and pay lines.
import { describe, expect, it } from 'vitest';
import type { RawCell } from '../http/uploaded-sheet.ts';
import { mapPunchHeader } from '../modules/attendance/import-rows.ts';
import { mapHeader as mapEmployeeHeader } from '../modules/employees/import-rows.ts';
import { mapHeader as mapPayLineHeader } from '../modules/payroll/import-rows.ts';
import { EMPLOYEE_HEADERS_KM, PAY_LINE_HEADERS_KM, PUNCH_HEADERS_KM } from './import-headers.ts';

const sheet = (header: RawCell[]) => ({
  header: { row: 1, cells: header },
  rows: [{ row: 2, cells: header.map(() => 'x') }],
});
const khmerOf = (names: Readonly<Record<string, string>>) => Object.keys(names);
const englishOf = (names: Readonly<Record<string, string>>) => Object.values(names);

describe('imports headed in Khmer', () => {
  it('employees: every column by its Khmer name, spaced or not', () => {
    const headers = khmerOf(EMPLOYEE_HEADERS_KM).map((h, i) => (i === 0 ? ` ${h} ` : h));
    headers[1] = 'នាម ត្រកូល'; // a space between words
    const { columns, issues } = mapEmployeeHeader(sheet(headers));
    expect(issues).toEqual([]);
    expect([...columns.keys()].sort()).toEqual(englishOf(EMPLOYEE_HEADERS_KM).sort());
    expect(columns.get('last_name')).toBe(1);
  });

  it('punches: Khmer and English headers mixed', () => {
    const { columns, issues } = mapPunchHeader(sheet(['អត្តលេខបុគ្គលិក', 'ពេលវេលា', 'device', 'ចូលឬចេញ']));
    expect(issues).toEqual([]);
    expect(columns).toEqual({ staffId: 0, timestamp: 1, device: 2, direction: 3 });
    expect(khmerOf(PUNCH_HEADERS_KM)).toHaveLength(4);
  });

  it('pay lines: every column by its Khmer name; an unknown Khmer header is still named', () => {
    const { columns, issues } = mapPayLineHeader(sheet(khmerOf(PAY_LINE_HEADERS_KM)));
    expect(issues).toEqual([]);
    expect([...columns.keys()]).toEqual(englishOf(PAY_LINE_HEADERS_KM));
    const unknown = mapPayLineHeader(sheet([...khmerOf(PAY_LINE_HEADERS_KM), 'កំណត់សម្គាល់']));
    expect(unknown.issues.map((i) => i.field)).toEqual(['កំណត់សម្គាល់']);
  });
});
