// The activity log's views through HTTP on SQLite and PostgreSQL: filters by actor, action, resource, record and
// business-date range; one entry with its before/after; secrets absent whatever was stored; the export holds exactly
// what the filters show, formula-safe, and is itself logged; sign-ins and failed sign-ins with address and user agent;
// totals counted to a cap; entries append-only; nothing without sysLog read.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTORS_MAX,
  ACTIVITY_COUNT_CAP,
  ACTIVITY_EXPORT_MAX,
  ACTIVITY_EXPORT_TOO_MANY,
} from '../../contract/api/activity-log.ts';
import { createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../../server/testing/test-app.ts';
import { insertEmployee } from './directory-fixtures.ts';
import { BASE, allExcept, count, p, uname } from './helpers.ts';

const LOG = `${BASE}/activity-log`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';

type Entry = {
  id: number;
  actor_id: number | null;
  actor_username: string | null;
  action: string;
  resource: string;
  record_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
};

/** RFC 4180 as the exports write it: fields quoted when they hold a comma, quote or line break. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  return rows;
}

describe.each(DIALECTS)('activity log views on %s', (dialect) => {
  let t: TestApp;
  let auditor: Awaited<ReturnType<TestApp['createUser']>>;
  let editor: Awaited<ReturnType<TestApp['createUser']>>;
  let employee: number;

  const read = async (query: string, token = auditor.token) => {
    const res = await t.call('GET', `${LOG}?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Entry[]; metadata: Record<string, unknown>; total_capped: boolean };
  };
  /** Entries inserted as stored rows: old entries, or many at once. */
  type StoredRow = Partial<Omit<Entry, 'before' | 'after'>> & { before?: string | null; after?: string | null };
  const insertRows = (rows: StoredRow[]) =>
    t.db.kysely
      .insertInto('activity_log')
      .values(
        rows.map((r) => ({
          actor_id: r.actor_id ?? null,
          actor_username: r.actor_username ?? null,
          action: r.action ?? 'update',
          resource: r.resource ?? 'office',
          record_id: r.record_id ?? null,
          before: r.before ?? null,
          after: r.after ?? null,
          ip: r.ip ?? null,
          user_agent: r.user_agent ?? null,
          created_at: r.created_at ?? new Date().toISOString(),
        })),
      )
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The auditor may see pay (payroll read): a reader without it sees no amounts or bank details (a test below).
    auditor = await t.createUser([p('sysLog', 'read'), p('payroll', 'read')], uname('auditor'));
    editor = await t.createUser(
      [p('employee', 'read'), p('employee', 'update'), p('payroll', 'read'), p('office', 'create')],
      uname('editor'),
    );
    employee = await insertEmployee(t, { firstName: 'Audited' });
    for (const body of [{ salary_cents: 80_000 }, { salary_cents: 95_000, position: 'Senior Clerk' }]) {
      const res = await t.call('PATCH', `${BASE}/employee/${employee}`, {
        token: editor.token,
        body,
        headers: { 'user-agent': BROWSER },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('filters by record: one employee, newest first, each with its before and after and where it came from', async () => {
    const body = await read(`resource=employee&record_id=${employee}`);
    expect(body.data.map((e) => e.action)).toEqual(['update', 'update']);
    const [second, first] = body.data;
    expect(first.before).toMatchObject({ salary_cents: 100_000 });
    expect(first.after).toMatchObject({ salary_cents: 80_000 });
    expect(second.before).toMatchObject({ salary_cents: 80_000, position: first.after!.position });
    expect(second.after).toMatchObject({ salary_cents: 95_000, position: 'Senior Clerk' });
    expect(second).toMatchObject({
      actor_id: editor.id,
      actor_username: editor.username,
      ip: '127.0.0.1',
      user_agent: BROWSER,
    });
    expect(body.total_capped).toBe(false);

    const one = await t.call('GET', `${LOG}/${second.id}`, { token: auditor.token });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(second);
    expect((await t.call('GET', `${LOG}/999999999`, { token: auditor.token })).statusCode).toBe(404);
  });

  it('filters by actor id and by action, each alone and together', async () => {
    const byEditor = await read(`actor_id=${editor.id}`);
    expect(byEditor.data.map((e) => e.action)).toEqual(['update', 'update', 'sign-in']);
    expect(byEditor.data.every((e) => e.actor_id === editor.id)).toBe(true);
    const signIns = await read(`action=sign-in&actor_id=${editor.id}`);
    expect(signIns.data).toHaveLength(1);
    expect(signIns.data[0]).toMatchObject({ resource: 'sysUser', record_id: String(editor.id) });
    const updates = await read(`action=update&resource=employee&actor_id=${editor.id}`);
    expect(updates.metadata).toMatchObject({ total: 2 });
  });

  it('filters by business-date range: a day runs from 17:00 UTC the evening before (Asia/Phnom_Penh)', async () => {
    const record = `range-${dialect}`;
    await insertRows([
      { record_id: record, action: 'create', created_at: '2026-01-01T16:59:59.000Z' }, // 1 January, 23:59
      { record_id: record, action: 'update', created_at: '2026-01-01T17:00:00.000Z' }, // 2 January, 00:00
      { record_id: record, action: 'delete', created_at: '2026-01-03T16:59:59.999Z' }, // 3 January, 23:59
    ]);
    const actions = async (range: string) =>
      (await read(`record_id=${record}&${range}`)).data.map((e) => e.action).join(',');
    expect(await actions('from=2026-01-01&to=2026-01-01')).toBe('create');
    expect(await actions('from=2026-01-02')).toBe('delete,update');
    expect(await actions('to=2026-01-02')).toBe('update,create');
    expect(await actions('from=2026-01-04')).toBe('');
    const backwards = await t.call('GET', `${LOG}?from=2026-01-03&to=2026-01-02`, { token: auditor.token });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().validators).toEqual([{ field: 'to', message: 'to must be on or after from.' }]);
    const notADate = await t.call('GET', `${LOG}?from=2026-02-30`, { token: auditor.token });
    expect(notADate.statusCode).toBe(400);
  });

  it('never shows a password, hash, token or full bank account, even one stored by an older version', async () => {
    const user = await t.createUser([], uname('target'));
    const secret = 'Brand-new#Secret-9';
    const reset = await t.call('PUT', `${BASE}/sys-user/${user.id}`, {
      token: t.adminToken,
      body: { password: secret },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const record = `secrets-${dialect}`;
    await insertRows([
      {
        record_id: record,
        resource: 'employee',
        before: JSON.stringify({ password_hash: '$argon2id$v=19$abc', bank_account: '0012 3456 7890', name: 'A' }),
        after: JSON.stringify({ accessToken: 'eyJhbGciOi.x.y', nested: { token: 'tok-123', ok: 1 }, name: 'B' }),
      },
    ]);
    const list = await t.call('GET', `${LOG}?limit=100`, { token: auditor.token });
    const stored = (await read(`record_id=${record}`)).data[0];
    expect(stored.before).toEqual({ bank_account: '**** **** 7890', name: 'A' });
    expect(stored.after).toEqual({ nested: { ok: 1 }, name: 'B' });
    const exported = await t.call('GET', `${LOG}/export?format=csv`, { token: auditor.token });
    expect(exported.statusCode).toBe(200);
    for (const raw of [list.body, JSON.stringify(stored), exported.body]) {
      expect(raw).not.toContain(secret);
      expect(raw).not.toContain('$argon2');
      expect(raw).not.toContain('3456');
      expect(raw).not.toContain('tok-123');
      expect(raw).not.toContain('eyJhbGciOi');
    }
  });

  it('exports exactly what the filters show, formula-safe, as .csv and .xlsx, and logs the export', async () => {
    const hostile = `=HYPERLINK("http://x.test","${uname('o')}")`;
    const office = await t.call('POST', `${BASE}/office`, {
      token: editor.token,
      body: { name: hostile, address: '@SUM(1+1)', latitude: 11.5, longitude: 104.9, radius_m: 100 },
    });
    expect(office.statusCode, office.body).toBe(201);
    // A failed sign-in keeps the name as typed: a formula there stays text too.
    const typed = "-2+3+cmd|' /C calc'!A0";
    const failed = await t.call('POST', `${BASE}/auth/login`, { body: { username: typed, password: 'nope-nope' } });
    expect(failed.statusCode).toBe(401);

    const filters = `actor_id=${editor.id}&resource=employee`;
    const shown = await read(filters);
    const csv = await t.call('GET', `${LOG}/export?${filters}&format=csv`, { token: auditor.token });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="activity-log.csv"');
    const rows = csvRows(csv.body);
    expect(rows[0]).toEqual(['When', 'Who', 'Action', 'Resource', 'Record', 'Changes', 'Address', 'User agent']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(shown.data.map((e) => e.action));
    expect(rows[1][5]).toBe('position: Officer → Senior Clerk; salary_cents: 80000 → 95000');
    expect(rows[2][5]).toBe('salary_cents: 100000 → 80000');

    // No cell starts with what a spreadsheet would run; the hostile text is kept inside the Changes cell.
    const created = await t.call(
      'GET',
      `${LOG}/export?resource=office&action=create&actor_id=${editor.id}&format=csv`,
      {
        token: auditor.token,
      },
    );
    const createdRows = csvRows(created.body).slice(1);
    expect(createdRows).toHaveLength(1);
    for (const cell of createdRows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(createdRows[0][5]).toContain(`name: - → ${hostile}`);
    expect(createdRows[0][5]).toContain('address: - → @SUM(1+1)');
    const failures = await t.call('GET', `${LOG}/export?action=sign-in-failed&format=csv`, { token: auditor.token });
    const failureRows = csvRows(failures.body).slice(1);
    expect(failureRows.map((r) => r[1])).toContain(`'${typed}`);

    const xlsx = await t.call('GET', `${LOG}/export?action=sign-in-failed`, { token: auditor.token });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const who = sheet.getColumn(2).values.slice(2) as string[];
    expect(who).toContain(`'${typed}`);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'When',
      'Who',
      'Action',
      'Resource',
      'Record',
      'Changes',
      'Address',
      'User agent',
    ]);

    // The exports are themselves entries: by whom, which file, with which filters.
    const exports = await read(`action=export&resource=sysLog&actor_id=${auditor.id}`);
    expect(exports.data[0].after).toEqual({ file: 'activity-log.xlsx', filters: { action: 'sign-in-failed' } });
    expect(exports.data[1].after).toEqual({
      file: 'activity-log.csv',
      filters: { action: 'sign-in-failed', format: 'csv' },
    });
    // Any area's download is logged the same way, under that area's resource.
    const employees = await t.call('GET', `${BASE}/employee/export?format=csv`, { token: editor.token });
    expect(employees.statusCode).toBe(200);
    const employeeExport = (await read(`action=export&resource=employee&actor_id=${editor.id}`)).data[0];
    expect(employeeExport.after).toEqual({ file: 'employees.csv', filters: { format: 'csv' } });
  });

  it('logs sign-ins and failed sign-ins (known and unknown names alike) with address and user agent', async () => {
    const name = uname('signer');
    const user = await t.createUser([], name);
    const attempt = (username: string, password: string) =>
      t.call('POST', `${BASE}/auth/login`, { body: { username, password }, headers: { 'user-agent': BROWSER } });
    expect((await attempt(name, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(`${name}-nobody`, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(name, TEST_PASSWORD)).statusCode).toBe(200);
    const failed = (await read('action=sign-in-failed&limit=100')).data.filter((e) =>
      e.actor_username?.startsWith(name),
    );
    expect(failed.map((e) => [e.actor_username, e.actor_id, e.record_id])).toEqual([
      [`${name}-nobody`, null, null],
      [name, null, String(user.id)],
    ]);
    for (const e of failed)
      expect(e).toMatchObject({ ip: '127.0.0.1', user_agent: BROWSER, before: null, after: null });
    const signedIn = (await read(`action=sign-in&actor_id=${user.id}`)).data;
    // The test client's own user agent on the first sign-in (createUser).
    expect(signedIn.map((e) => e.user_agent)).toEqual([BROWSER, 'lightMyRequest']);
  });

  it('counts a total only up to the cap, and still pages past it', async () => {
    const resource = 'capTest';
    const rows = Array.from({ length: ACTIVITY_COUNT_CAP + 5 }, (_, i) => ({
      resource,
      action: i % 2 ? 'update' : 'create',
      record_id: String(i),
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 1000) await insertRows(rows.slice(i, i + 1000));
    const capped = await read(`resource=${resource}&limit=100`);
    expect(capped.total_capped).toBe(true);
    expect(capped.metadata).toMatchObject({ total: ACTIVITY_COUNT_CAP, hasNext: true });
    expect(capped.data[0].record_id).toBe(String(ACTIVITY_COUNT_CAP + 4));
    const last = await read(`resource=${resource}&limit=100&page=${ACTIVITY_COUNT_CAP / 100 + 1}`);
    expect(last.data.map((e) => e.record_id)).toEqual(['4', '3', '2', '1', '0']);
    expect(last.metadata).toMatchObject({ hasNext: false, hasPrev: true });
    const exact = await read(`resource=${resource}&record_id=17`);
    expect(exact).toMatchObject({ total_capped: false, metadata: { total: 1 } });

    // An export holds at most ACTIVITY_EXPORT_MAX entries: a wider one is refused with a message, nothing sent.
    const more = Array.from({ length: ACTIVITY_EXPORT_MAX - ACTIVITY_COUNT_CAP }, (_, i) => ({
      resource,
      record_id: `more-${i}`,
      created_at: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
    }));
    for (let i = 0; i < more.length; i += 1000) await insertRows(more.slice(i, i + 1000));
    const tooMany = await t.call('GET', `${LOG}/export?resource=${resource}&format=csv`, { token: auditor.token });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(ACTIVITY_EXPORT_TOO_MANY);
    const narrowed = await t.call('GET', `${LOG}/export?resource=${resource}&from=2025-01-01&format=csv`, {
      token: auditor.token,
    });
    expect(narrowed.statusCode).toBe(200);
    expect(csvRows(narrowed.body)).toHaveLength(ACTIVITY_COUNT_CAP + 5 + 1);
  });

  it('has no route that changes or deletes an entry: every other method is 404 and the log is unchanged', async () => {
    const entries = await count(t, 'activity_log');
    const newest = (await read('limit=1')).data[0].id;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      for (const url of [LOG, `${LOG}/${newest}`, `${LOG}/export`, `${LOG}/actors`]) {
        const res = await t.call(method, url, {
          token: t.adminToken,
          body: method === 'DELETE' ? undefined : { action: 'forged', before: null },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    expect(await count(t, 'activity_log')).toBe(entries);
    const same = await t.call('GET', `${LOG}/${newest}`, { token: auditor.token });
    expect(same.json().data.action).not.toBe('forged');
  });

  it('gives a user without sysLog read nothing: no list, no entry, no actors, no export, and logs no export', async () => {
    const outsider = await t.createUser(allExcept(p('sysLog', 'read')), uname('outsider'));
    const entries = await count(t, 'activity_log');
    for (const url of [LOG, `${LOG}/1`, `${LOG}/actors`, `${LOG}/export`, `${LOG}/export?format=csv`]) {
      const res = await t.call('GET', url, { token: outsider.token });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('sign-in');
    }
    expect(await count(t, 'activity_log')).toBe(entries);
  });

  it('shows amounts and bank details only to readers with payroll read, in the list, an entry and the export', async () => {
    const reader = await t.createUser([p('sysLog', 'read')], uname('nopay'));
    const filters = `resource=employee&record_id=${employee}`;
    const list = await read(filters, reader.token);
    expect(list.data).toHaveLength(2);
    const [second, first] = list.data;
    expect(second.after).toMatchObject({ position: 'Senior Clerk' });
    const entry = (await t.call('GET', `${LOG}/${second.id}`, { token: reader.token })).json().data as Entry;
    const csv = await t.call('GET', `${LOG}/export?${filters}&format=csv`, { token: reader.token });
    expect(csvRows(csv.body)[1][5]).toBe('position: Officer → Senior Clerk');
    expect(csvRows(csv.body)[2][5]).toBe('');
    for (const shown of [first.before, first.after, second.before, second.after, entry.before, entry.after]) {
      expect(shown).not.toHaveProperty('salary_cents');
      expect(shown).not.toHaveProperty('bank_account');
      expect(shown).not.toHaveProperty('bank_name');
    }
    for (const raw of [JSON.stringify(list), JSON.stringify(entry), csv.body]) {
      expect(raw).not.toContain('95000');
      expect(raw).not.toContain('salary');
    }
    // With payroll read the same entry shows the raise.
    expect((await read(filters)).data[0].after).toMatchObject({ salary_cents: 95_000 });
  });

  it('searches the users the Actor filter offers by part of the username, at most ACTIVITY_ACTORS_MAX', async () => {
    const actors = async (query: string) => {
      const res = await t.call('GET', `${LOG}/actors${query}`, { token: auditor.token });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Array<{ id: number; username: string }>).map((a) => a.username);
    };
    // Any part of the name, in any case.
    const part = editor.username.slice(2, -1).toUpperCase();
    const found = await actors(`?q=${encodeURIComponent(part)}`);
    expect(found).toContain(editor.username);
    expect(found.every((name) => name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(await actors('?q=no-such-user-anywhere')).toEqual([]);
    // More users than one answer holds: the first by username.
    for (let i = 0; i < ACTIVITY_ACTORS_MAX + 1; i++)
      await t.createUser([], `actorsearch_${String(i).padStart(3, '0')}`);
    const many = await actors('?q=actorsearch_');
    expect(many).toHaveLength(ACTIVITY_ACTORS_MAX);
    expect(many).toEqual([...many].sort());
    expect(many[0]).toBe('actorsearch_000');
    expect((await t.call('GET', `${LOG}/actors?q=${'x'.repeat(101)}`, { token: auditor.token })).statusCode).toBe(400);
  });
});
