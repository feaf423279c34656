// An .xlsx whose zip under-states what it unpacks to (shared strings declared 4 KB, inflating past the import's
// limit) is refused by each import that takes files, with 413 and its message: nothing imported, and the process
// keeps answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUNCH_FILE_COLUMNS,
  PUNCH_FILE_MESSAGES,
  PUNCH_IMPORT_MAX_UNPACKED_BYTES,
} from '../../contract/api/attendance-import.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_UNPACKED_BYTES,
  IMPORT_MESSAGES,
  XLSX_TYPE,
} from '../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_COLUMNS } from '../../contract/api/payroll.ts';
import { lyingXlsx } from './lying-xlsx.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE, fingerprint, p } from './helpers.ts';

const MB = 1024 * 1024;

const IMPORTS = [
  {
    what: 'employees',
    url: `${BASE}/employee/import`,
    header: IMPORT_COLUMNS.map((c) => c.name),
    unpacks: IMPORT_MAX_UNPACKED_BYTES + MB,
    message: IMPORT_MESSAGES.unpackedTooLarge,
  },
  {
    what: 'attendance punches',
    url: `${BASE}/attendance/import`,
    header: PUNCH_FILE_COLUMNS.map((c) => c.name),
    unpacks: PUNCH_IMPORT_MAX_UNPACKED_BYTES + MB,
    message: PUNCH_FILE_MESSAGES.unpackedTooLarge,
  },
  {
    what: 'payroll pay lines',
    url: `${BASE}/deduction/import?month=2026-07`,
    header: PAY_LINE_IMPORT_COLUMNS.map((c) => c.name),
    unpacks: IMPORT_MAX_UNPACKED_BYTES + MB,
    message: IMPORT_MESSAGES.unpackedTooLarge,
  },
];

describe.each(DIALECTS)('.xlsx zip bombs on %s', (dialect) => {
  let t: TestApp;
  let token: string;

  /** The directory, the punches and days, and the pay lines: a refused import changes none of them. */
  async function snapshot() {
    const out: Record<string, unknown> = await fingerprint(t);
    for (const table of ['punch', 'attendance', 'pay_line'] as const)
      out[table] = (await t.db.kysely.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort();
    return out;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (
      await t.createUser([
        p('employee', 'create'),
        p('attendance', 'read'),
        p('attendance', 'create'),
        p('deduction', 'create'),
        p('deduction', 'read'),
        p('payroll', 'read'),
      ])
    ).token;
  });
  afterAll(() => t?.close());

  it.each(IMPORTS)('refuses one for $what, and /healthz answers after', async ({ url, header, unpacks, message }) => {
    const bomb = await lyingXlsx(header, unpacks);
    expect(bomb.length).toBeLessThan(IMPORT_MAX_BYTES); // within the upload limit: only unpacking finds it
    const before = await snapshot();
    const res = await t.call('POST', url, { token, body: bomb, headers: { 'content-type': XLSX_TYPE } });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ message, validators: [{ field: 'file', message }] });
    expect(await snapshot(), 'a refused import changed the database').toEqual(before);
    expect((await t.call('GET', '/healthz')).statusCode).toBe(200);
  });
});
