// The domain refusals in the caller's language, family by family, on both databases: a leave over its balance, an
// employee's enum fields, the payroll's refusals, an import's row-by-row report and the accounts' own refusals. A
// Khmer caller reads them in Khmer with the data (a leave type's name, a month, a cell's value) as it is; every
// other caller reads the English the API has always answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_TYPE, IMPORT_COLUMNS } from '../../contract/api/employee-import.ts';
import { addDays } from '../../contract/dates.ts';
import { notify } from '../../server/modules/notifications/service.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { adminId, BASE } from './helpers.ts';
import { createLeaveType, leaveBody, mondayAfter } from './requests-fixtures.ts';

const KM = { 'accept-language': 'km' };
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe.each(DIALECTS)('refusals by language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => t.call(method, `${BASE}/${path}`, { token: t.adminToken, body, headers });
  const importEmployees = (file: string, headers: Record<string, string>) =>
    t.call('POST', `${BASE}/employee/import`, {
      token: t.adminToken,
      body: file,
      headers: { 'content-type': CSV_TYPE, ...headers },
    });

  it('words a leave over its balance in Khmer, the type named as its officer named it', async () => {
    const type = await createLeaveType(t, { days: 10 });
    const policy = { valid_from: '2020-01', accrual: 'yearly', days: 2, carry_over_limit: 0, pay_percent: 100 };
    const added = await call('POST', `leave-type/${type}/policy`, { ...policy, source: 'Company policy (test)' });
    expect(added.statusCode, added.body).toBe(201);
    const name = (await call('GET', `leave-type/${type}`)).json().data.name as string;
    const employee = await insertEmployee(t);
    await t.db.kysely.updateTable('employee').set({ join_date: '2020-01-06' }).where('id', '=', employee).execute();
    const monday = mondayAfter(14, 14);
    const body = leaveBody(employee, type, monday, addDays(monday, 2));
    const english = await call('POST', 'leave-request', body);
    expect(english.statusCode, english.body).toBe(400);
    expect(english.json().message).toBe(
      `Not enough ${name} balance: 3 days requested, 2 days available on ${dmy(monday)}.`,
    );
    const khmer = await call('POST', 'leave-request', body, KM);
    expect(khmer.json().validators).toEqual([
      {
        field: 'leave_type_id',
        message: `សមតុល្យ ${name} មិនគ្រប់គ្រាន់៖ បានស្នើសុំ 3 ថ្ងៃ អាចប្រើបាន 2 ថ្ងៃ នៅ ${dmy(monday)}។`,
      },
    ]);
  });

  it("words an employee's enum fields in Khmer with the field as the form names it", async () => {
    const gender = async (headers: Record<string, string>) => {
      const res = await call('POST', 'employee', { gender: 'robot', status: 'asleep' }, headers);
      expect(res.statusCode, res.body).toBe(400);
      const messages = res.json().validators as { field: string; message: string }[];
      return messages.filter((v) => v.field === 'gender' || v.field === 'status');
    };
    expect(await gender({})).toEqual([
      { field: 'gender', message: 'Gender must be male, female or other.' },
      { field: 'status', message: 'Status must be active or resigned.' },
    ]);
    expect(await gender(KM)).toEqual([
      { field: 'gender', message: 'ភេទត្រូវតែជា ប្រុស ស្រី ឬផ្សេងទៀត។' },
      { field: 'status', message: 'ស្ថានភាពត្រូវតែជា សកម្ម ឬលាលែង។' },
    ]);
  });

  it("words the payroll's refusals in Khmer, the month as it is", async () => {
    const generate = (headers: Record<string, string>) =>
      call('POST', 'payroll/generate', { month: '2026-05', exchange_rate: 4000 }, headers);
    const english = await generate({});
    expect(english.statusCode, english.body).toBe(409);
    expect(english.json().message).toBe('Attendance for 2026-05 is not closed: close it before generating payroll.');
    expect((await generate(KM)).json().message).toBe('វត្តមានសម្រាប់ 2026-05 មិនទាន់បានបិទ៖ សូមបិទវាមុនបង្កើតបៀវត្សរ៍។');
    expect((await call('GET', 'payroll/987654', undefined, KM)).json().message).toBe('រកមិនឃើញការបើកបៀវត្សរ៍');
  });

  it("words an import's report row by row in Khmer, columns by their Khmer headers, cells as the file has them", async () => {
    const header = IMPORT_COLUMNS.map((c) => c.name);
    const row: Record<string, string> = { first_name: 'Sokha', gender: 'female', team: 'Nowhere', offices: 'Mars' };
    const file = `${header.join(',')}\r\n${header.map((h) => row[h] ?? '').join(',')}\r\n`;
    const upload = (headers: Record<string, string>) => importEmployees(file, headers);
    const english = (await upload({})).json();
    const khmer = (await upload(KM)).json();
    expect(english.message).toBe('Nothing was imported: 1 row has problems.');
    expect(khmer.message).toBe('គ្មានអ្វីត្រូវបាននាំចូលទេ៖ 1 ជួរមានបញ្ហា។');
    const message = (report: { field: string; message: string }[], field: string) =>
      report.find((issue) => issue.field === field)?.message;
    expect(message(english.report, 'team')).toBe("team 'Nowhere' does not exist.");
    expect(message(khmer.report, 'team')).toBe('ក្រុម “Nowhere” មិនមានទេ។');
    expect(message(english.report, 'offices')).toBe("office 'Mars' does not exist.");
    expect(message(khmer.report, 'offices')).toBe('ការិយាល័យ “Mars” មិនមានទេ។');
    expect(message(khmer.report, 'last_name')).toBe('ត្រូវបញ្ចូលនាមត្រកូល។');
    expect(khmer.report.map((i: { row: number; field: string }) => [i.row, i.field])).toEqual(
      english.report.map((i: { row: number; field: string }) => [i.row, i.field]),
    );
  });

  it('stores a notification as its facts, which every reader words in their own language, old rows too', async () => {
    const reader = await t.createUser([]);
    await t.db.tx((trx) =>
      notify(trx, [
        { userId: reader.id, type: 'leave_request', requestId: 41, employeeName: 'Dara Sok' },
        { userId: reader.id, type: 'ot_request', requestId: 42, employeeName: 'Dara Sok', outcome: 'approved' },
      ]),
    );
    // A row written before outcomes were stored reads as "a request waits for you".
    await t.db.kysely
      .insertInto('notification')
      .values({
        user_id: reader.id,
        type: 'post_clock',
        request_id: 43,
        employee_name: 'Dara Sok',
        is_read: 0,
        url: '/post-clock-request?request_id=43',
        created_at: '2026-01-05T01:00:00.000Z',
      })
      .execute();
    const read = (headers: Record<string, string>) =>
      t.call('GET', `${BASE}/notifications`, { token: reader.token, headers });
    const english = (await read({})).json();
    const khmer = (await read(KM)).json();
    expect(khmer).toEqual(english);
    const facts = english.data.notifications.map((n: Record<string, unknown>) => [n.type, n.outcome, n.employee_name]);
    expect(facts.sort()).toEqual([
      ['leave_request', null, 'Dara Sok'],
      ['ot_request', 'approved', 'Dara Sok'],
      ['post_clock', null, 'Dara Sok'],
    ]);
    const missing = await t.call('PUT', `${BASE}/notifications/987654/mark-read`, { token: reader.token, headers: KM });
    expect(missing.json().message).toBe('រកមិនឃើញការជូនដំណឹង');
  });

  it("words the public holidays' refusal and an import's salary cell in Khmer", async () => {
    const year = 2099;
    const english = await call('POST', 'calendar/public-holidays', { year });
    expect(english.statusCode, english.body).toBe(400);
    const known = /\(known: ([^)]+)\)/.exec(english.json().validators[0].message)?.[1];
    expect(english.json().validators[0].message).toBe(
      `No list of public holidays for ${year} yet (known: ${known}); add them one by one.`,
    );
    expect((await call('POST', 'calendar/public-holidays', { year }, KM)).json().validators[0].message).toBe(
      `មិនទាន់មានបញ្ជីថ្ងៃឈប់សម្រាកសាធារណៈសម្រាប់ឆ្នាំ ${year} នៅឡើយទេ (មានសម្រាប់ឆ្នាំ ${known})៖ សូមបន្ថែមម្ដងមួយថ្ងៃ។`,
    );

    const header = IMPORT_COLUMNS.map((c) => c.name);
    const file = `${header.join(',')}\r\n${header.map((h) => (h === 'salary' ? '-5' : '')).join(',')}\r\n`;
    const salary = async (headers: Record<string, string>) =>
      (await importEmployees(file, headers)).json().report.find((issue: { field: string }) => issue.field === 'salary')
        ?.message;
    expect(await salary({})).toBe('salary cannot be negative.');
    expect(await salary(KM)).toBe('ប្រាក់បៀវត្សរ៍មិនអាចអវិជ្ជមានបានទេ។');
  });

  it("words an account's own refusals and a not-found in Khmer", async () => {
    const self = await call('DELETE', `sys-user/${await adminId(t)}`, undefined, KM);
    expect(self.statusCode, self.body).toBe(409);
    expect(self.json().message).toBe('អ្នកមិនអាចលុបគណនីផ្ទាល់ខ្លួនបានទេ។');
    expect((await call('GET', 'employee/987654', undefined, KM)).json().message).toBe('រកមិនឃើញបុគ្គលិក');
    expect((await call('GET', 'employee/987654')).json().message).toBe('Employee not found');
  });
});
