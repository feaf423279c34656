// What an outside test found in the API's inputs, each kept refused: dates, months and years outside the business
// years (a sheet of month 0000-01 wrote 694,050 settled-day rows; 9999-12 held the server for minutes), NUL bytes
// and other control characters (500 on PostgreSQL), a join date of 9999-12-31, and ids in other spellings
// (`/employee/0x10` answered employee 16). The sweeps read the routes from the OpenAPI document, so a route added
// later is swept without editing this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_YEAR, LAST_YEAR } from '../../contract/api/fields.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { controlTextMessage } from '../../server/http/text-input.ts';
import { BASE, fingerprint, p, uname } from './helpers.ts';
import { employeeBody, insertEmployee, insertOffice } from './directory-fixtures.ts';
import { addDays } from '../../contract/dates.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  items?: Schema;
};
interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** One input of one route: where it goes, its path inside a body, and the schema it declares. */
interface Field {
  method: Method;
  path: string;
  in: 'path' | 'query' | 'body';
  at: string[];
  schema: Schema;
}

/** Names that say "a date, a month or a year" (`days_per_year` is a count). */
const DATE_LIKE = /^(date|month|year|from|to)$|^(date|from|to)_|_(date|month|year)$/;
const COUNT = /_per_(day|week|month|year)$/;

/** The kind a field declares: the contract's date and month fields carry a format, a year its bounds. */
function kindOf(schema: Schema, name: string): 'date' | 'month' | 'year' | undefined {
  const options = schema.anyOf ?? [schema];
  for (const s of options) {
    if (s.format === 'date') return 'date';
    if (s.format === 'year-month') return 'month';
    if (s.type === 'integer' && /(^|_)year$/.test(name)) return 'year';
  }
  return undefined;
}

function fieldsOf(doc: { paths: Record<string, Record<string, Operation>> }): Field[] {
  const out: Field[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase() as Method;
      for (const param of op.parameters ?? [])
        out.push({ method, path, in: param.in, at: [param.name], schema: param.schema });
      const body = op.requestBody?.content['application/json']?.schema;
      const walk = (s: Schema, at: string[]) => {
        for (const option of s.anyOf ?? []) walk(option, at);
        if (s.items) walk(s.items, [...at, '0']);
        for (const [name, inner] of Object.entries(s.properties ?? {})) {
          out.push({ method, path, in: 'body', at: [...at, name], schema: inner });
          walk(inner, [...at, name]);
        }
      };
      if (body) walk(body, []);
    }
  return out;
}

// A person's own dates, which reach back before the business years.
const PERSON_DATES = new Set(['date_of_birth', 'join_date', 'probation_end_date']);
const leaf = (f: Field) => f.at.filter((part) => part !== '0').at(-1)!;
const bounds = (f: Field) => {
  const s = f.schema.anyOf?.find((o) => o['x-minimum'] !== undefined || o.minimum !== undefined) ?? f.schema;
  return { min: String(s['x-minimum'] ?? s.minimum), max: String(s['x-maximum'] ?? s.maximum) };
};

/** Values outside a field's range: the ones the outside test sent, and each side's nearest. */
function outside(kind: 'date' | 'month' | 'year', min: string, max: string): unknown[] {
  if (kind === 'year') return [0, 50, 9999, Number(min) - 1, Number(max) + 1];
  if (kind === 'month') {
    const before = `${Number(min.slice(0, 4)) - 1}-12`;
    const after = `${Number(max.slice(0, 4)) + 1}-01`;
    return ['0000-01', '0050-01', '9999-12', before, after];
  }
  return ['0000-01-01', '0050-01-01', '9999-12-31', addDays(min, -1), addDays(max, 1)];
}

/** The request that carries `value` in the field, with 1 in every path parameter. */
function requestWith(f: Field, value: unknown): { url: string; body?: unknown } {
  const url = f.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    f.in === 'path' && name === f.at[0] ? String(value) : '1',
  );
  if (f.in === 'query') return { url: `${url}?${f.at[0]}=${encodeURIComponent(String(value))}` };
  if (f.in === 'path') return { url };
  const body: Record<string, unknown> = {};
  let node: Record<string, unknown> | unknown[] = body;
  f.at.forEach((part, i) => {
    const last = i === f.at.length - 1;
    const next = last ? value : f.at[i + 1] === '0' ? [] : {};
    if (Array.isArray(node)) node.push(next);
    else node[part] = next;
    if (!last) node = next as Record<string, unknown>;
  });
  return { url, body };
}

/** Tables a read could fill as a side effect: derived days and their marks, counts, the log. */
const DERIVED = [
  'attendance',
  'attendance_settled',
  'attendance_day_count',
  'punch',
  'leave_adjustment',
  'payroll_run',
  'payslip',
  'pay_line',
  'calendar_event',
  'activity_log',
  'notification',
] as const;

async function derivedCounts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of DERIVED) {
    const row = await t.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe.each(DIALECTS)('input ranges and text on %s', (dialect) => {
  let t: TestApp;
  let fields: Field[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Employees to settle days for: before the fix a far-off month derived and marked every day for them.
    const office = await insertOffice(t);
    await insertEmployee(t, { officeIds: [office] });
    await insertEmployee(t, { officeIds: [office] });
    const doc = await t.call('GET', '/api/docs');
    fields = fieldsOf(doc.json());
  });
  afterAll(() => t?.close());

  const healthy = async () => (await t.call('GET', '/healthz')).statusCode;

  describe('dates, months and years', () => {
    it('every field named like a date, month or year declares its kind (so none escapes the sweep)', () => {
      const undeclared = fields
        .filter((f) => DATE_LIKE.test(leaf(f)) && !COUNT.test(leaf(f)) && !kindOf(f.schema, leaf(f)))
        .map((f) => `${f.method} ${f.path} ${f.in}:${f.at.join('.')}`);
      expect(undeclared).toEqual([]);
    });

    it("every date, month and year field keeps to the business years (a person's birth, join and probation dates reach back to 1900)", () => {
      const ranged = fields.filter((f) => kindOf(f.schema, leaf(f)));
      // The sweep is only as good as what it finds: the sheet, payroll, leave, the calendar, requests, the log…
      expect(ranged.length).toBeGreaterThan(50);
      for (const f of ranged) {
        const kind = kindOf(f.schema, leaf(f))!;
        const { min, max } = bounds(f);
        const expected =
          kind === 'year'
            ? { min: String(FIRST_YEAR), max: String(LAST_YEAR) }
            : kind === 'month'
              ? { min: `${FIRST_YEAR}-01`, max: `${LAST_YEAR}-12` }
              : { min: PERSON_DATES.has(leaf(f)) ? '1900-01-01' : `${FIRST_YEAR}-01-01`, max: `${LAST_YEAR}-12-31` };
        expect({ field: `${f.method} ${f.path} ${f.at.join('.')}`, min, max }).toEqual({
          field: `${f.method} ${f.path} ${f.at.join('.')}`,
          ...expected,
        });
      }
    });

    it('every route refuses each out-of-range value with 400 naming the field, writes nothing, and /healthz answers', async () => {
      const ranged = fields.filter((f) => kindOf(f.schema, leaf(f)));
      const before = await derivedCounts(t);
      const beforeRows = await fingerprint(t);
      const wrong: string[] = [];
      for (const f of ranged) {
        const kind = kindOf(f.schema, leaf(f))!;
        const { min, max } = bounds(f);
        for (const value of outside(kind, min, max)) {
          const { url, body } = requestWith(f, value);
          const [res, health] = await Promise.all([t.call(f.method, url, { token: t.adminToken, body }), healthy()]);
          const validator = (res.json().validators ?? []).find((v: { field: string }) => v.field === f.at[0]);
          if (
            res.statusCode !== 400 ||
            !validator?.message.endsWith(` must be between ${min} and ${max}.`) ||
            health !== 200
          )
            wrong.push(
              `${f.method} ${url} ${JSON.stringify(body ?? '')} → ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
      expect(wrong).toEqual([]);
      expect(await derivedCounts(t)).toEqual(before);
      expect(await fingerprint(t)).toEqual(beforeRows);
    });

    it.each(['9999-12', '0050-01', '0000-01', '1999-12', '2101-01'])(
      'the sheet and its export of month %s, read with attendance read only → 400, nothing settled',
      async (month) => {
        const reader = await t.createUser([p('attendance', 'read')]);
        const before = await derivedCounts(t);
        for (const url of [`${BASE}/attendance/sheet`, `${BASE}/attendance/sheet/export`]) {
          const [res, health] = await Promise.all([
            t.call('GET', `${url}?month=${month}`, { token: reader.token }),
            healthy(),
          ]);
          expect(res.statusCode, url).toBe(400);
          expect(res.json().validators).toEqual([
            { field: 'month', message: expect.stringMatching(/ must be between 2000-01 and 2100-12\.$/) },
          ]);
          expect(health).toBe(200);
        }
        expect(await derivedCounts(t)).toEqual(before);
      },
    );

    it('a month before anyone joined, or in the future, is read without deriving or marking a day', async () => {
      const reader = await t.createUser([p('attendance', 'read')]);
      const before = await derivedCounts(t);
      for (const month of ['2000-01', '2019-12', `${LAST_YEAR}-12`]) {
        const res = await t.call('GET', `${BASE}/attendance/sheet?month=${month}`, { token: reader.token });
        expect(res.statusCode, month).toBe(200);
      }
      expect(await derivedCounts(t)).toEqual(before);
    });

    it('a month the first employee joined in settles from the join date on, and a second read writes nothing', async () => {
      const reader = await t.createUser([p('attendance', 'read')]);
      // insertEmployee's join date is 2020-01-06, a Monday.
      const res = await t.call('GET', `${BASE}/attendance/sheet?month=2020-01`, { token: reader.token });
      expect(res.statusCode).toBe(200);
      const marks = await t.db.kysely
        .selectFrom('attendance_settled')
        .select('date')
        .where('date', '>=', '2020-01-01')
        .where('date', '<=', '2020-01-31')
        .orderBy('date')
        .execute();
      expect(marks.map((m) => m.date)).toEqual(
        Array.from({ length: 26 }, (_, i) => `2020-01-${String(i + 6).padStart(2, '0')}`),
      );
      const after = await derivedCounts(t);
      await t.call('GET', `${BASE}/attendance/sheet?month=2020-01`, { token: reader.token });
      expect(await derivedCounts(t)).toEqual(after);
    });

    it('an employee joining on 9999-12-31 → 400 with the field, nothing created', async () => {
      const office = await insertOffice(t);
      const before = await fingerprint(t);
      const res = await t.call('POST', `${BASE}/employee`, {
        token: t.adminToken,
        body: employeeBody([office], { join_date: '9999-12-31', probation_end_date: null }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().validators).toEqual([
        { field: 'join_date', message: expect.stringMatching(/ must be between 1900-01-01 and 2100-12-31\.$/) },
      ]);
      expect(await fingerprint(t)).toEqual(before);
    });
    it("a long-serving employee hired in 1995 is entered: a person's dates reach back before the business years", async () => {
      const office = await insertOffice(t);
      const res = await t.call('POST', `${BASE}/employee`, {
        token: t.adminToken,
        body: employeeBody([office], {
          date_of_birth: '1970-03-01',
          join_date: '1995-06-01',
          probation_end_date: '1995-09-01',
        }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ join_date: '1995-06-01', probation_end_date: '1995-09-01' });
    });
  });

  describe('ids in paths', () => {
    it.each(['0x10', '1e1', '+16', '016', ' 16', '16.0', '0', '-1'])(
      'every :id route refuses %j as an id with 400 naming it',
      async (spelling) => {
        const routes = fields.filter((f) => f.in === 'path');
        expect(routes.length).toBeGreaterThan(30);
        const wrong: string[] = [];
        for (const f of routes) {
          const { url } = requestWith(f, encodeURIComponent(spelling));
          const res = await t.call(f.method, url, { token: t.adminToken, body: f.method === 'GET' ? undefined : {} });
          const field = (res.json().validators ?? [])[0]?.field;
          if (res.statusCode !== 400 || field !== f.at[0]) wrong.push(`${f.method} ${url} → ${res.statusCode}`);
        }
        expect(wrong).toEqual([]);
      },
    );

    it('/employee/16 still answers employee 16, and a list filter takes plain digits only', async () => {
      const id = await insertEmployee(t);
      expect((await t.call('GET', `${BASE}/employee/${id}`, { token: t.adminToken })).statusCode).toBe(200);
      const hex = `0x${id.toString(16)}`;
      expect((await t.call('GET', `${BASE}/employee/${hex}`, { token: t.adminToken })).statusCode).toBe(400);
      const filtered = await t.call('GET', `${BASE}/employee?team_id=${hex}`, { token: t.adminToken });
      expect(filtered.json().validators).toEqual([
        { field: 'team_id', message: expect.stringMatching(/ must be a positive whole number\.$/) },
      ]);
    });
  });

  describe('NUL bytes and control characters', () => {
    async function refused(method: Method, url: string, body: unknown, field: string, token?: string) {
      const before = await fingerprint(t);
      const res = await t.call(method, url, {
        token: token ?? t.adminToken,
        body,
        // Raw JSON text or bytes, for what JSON.stringify would not write.
        ...(typeof body === 'string' || Buffer.isBuffer(body)
          ? { headers: { 'content-type': 'application/json' } }
          : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().validators).toEqual([{ field, message: controlTextMessage(field) }]);
      expect(await fingerprint(t), `${method} ${url} changed the database`).toEqual(before);
    }

    it('an employee named with a NUL → 400 naming the field', async () => {
      const office = await insertOffice(t);
      await refused('POST', `${BASE}/employee`, employeeBody([office], { first_name: 'So\u0000k' }), 'first_name');
    });

    it('a role named with a NUL, or with another control character in its description → 400', async () => {
      const body = { role_name: uname('r\u0000'), description: 'x', permission_ids: [1] };
      await refused('POST', `${BASE}/roles/role-permissions`, body, 'role_name');
      await refused(
        'POST',
        `${BASE}/roles/role-permissions`,
        { ...body, role_name: uname('r'), description: 'bell\u0007' },
        'description',
      );
    });

    it('a search for a%00b → 400 naming q', async () => {
      await refused('GET', `${BASE}/employee?q=a%00b`, undefined, 'q');
      await refused('GET', `${BASE}/sys-user?q=%1B%5B2J`, undefined, 'q');
    });

    it('the unauthenticated login with a NUL in the username or password → 400, nothing counted', async () => {
      const login = `${BASE}/auth/login`;
      const throttled = async () =>
        Number(
          (
            await t.db.kysely
              .selectFrom('login_throttle')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await throttled();
      for (const [body, field] of [
        [{ username: 'ad\u0000min', password: 'Admin#12345' }, 'username'],
        [{ username: 'admin', password: 'Admin#12345\u0000' }, 'password'],
      ] as const) {
        const res = await t.call('POST', login, { body });
        expect(res.statusCode).toBe(400);
        expect(res.json().validators).toEqual([{ field, message: controlTextMessage(field) }]);
      }
      expect(await throttled()).toBe(before);
    });

    it('invalid UTF-8 and lone surrogates in a body → 400', async () => {
      const bytes = Buffer.concat([
        Buffer.from('{"role_name":"r'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","description":"x","permission_ids":[1]}'),
      ]);
      await refused('POST', `${BASE}/roles/role-permissions`, bytes, 'role_name');
      await refused(
        'POST',
        `${BASE}/roles/role-permissions`,
        '{"role_name":"r\\ud800","description":"x","permission_ids":[1]}',
        'role_name',
      );
      // A query's bad escape is not decoded at all: the search is for the literal text, which is harmless.
      const literal = await t.call('GET', `${BASE}/employee?q=a%FFb`, { token: t.adminToken });
      expect(literal.statusCode).toBe(200);
    });

    it('tabs and line breaks stay allowed where text may span lines', async () => {
      const res = await t.call('POST', `${BASE}/roles/role-permissions`, {
        token: t.adminToken,
        body: { role_name: uname('r'), description: 'first line\nsecond\tline\r\n', permission_ids: [1] },
      });
      expect(res.statusCode).toBe(201);
    });
  });
});
