// The demo organisation and the bulk seed behind the benchmarks: what the seed writes obeys the API's own rules, is
// deterministic and idempotent, links the demo users, and the list and search answer correctly over it and over 2,000
// more synthetic employees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployeeBody } from '../../contract/api/employees.ts';
import { seedDirectory, seedEmployeesBulk, staffIdOf } from '../../server/demo/seed-directory.ts';
import { seedFoundation } from '../../server/demo/seed-foundation.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { rows } from './directory-fixtures.ts';
import { BASE, fingerprint } from './helpers.ts';

const TODAY = '2026-06-15';

describe.each(DIALECTS)('demo directory on %s', (dialect) => {
  let t: TestApp;
  const get = async (path: string) => {
    const res = await t.call('GET', `${BASE}/${path}`, { token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedFoundation(t.db, 'admin');
  });
  afterAll(() => t?.close());

  it('seeds about 200 employees in 5 departments and 12 teams at 3 offices, plus projects', async () => {
    const summary = await seedDirectory(t.db, { today: TODAY });
    expect(summary).toEqual({ skipped: false, employees: 200, departments: 5, teams: 12, offices: 3, projects: 5 });
    expect(await rows(t, 'employee')).toBe(200);
    expect(await rows(t, 'department')).toBe(5);
    expect(await rows(t, 'team')).toBe(12);
    expect(await rows(t, 'office')).toBe(3);
    expect(await rows(t, 'project')).toBe(5);
    expect(await rows(t, 'project_member')).toBeGreaterThan(20);
    const departments = (await get('department?limit=100')).data as Array<{
      member_count: number;
      team_count: number;
      manager: unknown;
    }>;
    expect(departments.reduce((n, d) => n + d.member_count, 0)).toBe(200);
    expect(departments.every((d) => d.manager && d.team_count >= 2)).toBe(true);
  });

  it('writes only records the API itself would accept', async () => {
    const employees = await t.db.kysely.selectFrom('employee').selectAll().execute();
    const offices = await t.db.kysely.selectFrom('employee_office').selectAll().execute();
    for (const e of employees) {
      const body = {
        staff_id: e.staff_id,
        first_name: e.first_name,
        last_name: e.last_name,
        gender: e.gender,
        date_of_birth: e.date_of_birth,
        phone: e.phone,
        email: e.email,
        address: e.address,
        position: e.position,
        team_id: e.team_id,
        office_ids: offices.filter((o) => o.employee_id === e.id).map((o) => o.office_id),
        join_date: e.join_date,
        probation_end_date: e.probation_end_date,
        salary_cents: Number(e.salary_cents),
        bank_name: e.bank_name,
        bank_account: e.bank_account,
        status: e.status,
      };
      const parsed = createEmployeeBody.safeParse(body);
      expect(parsed.success, `${e.staff_id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(e.staff_id).toBe(staffIdOf(e.id));
      expect(e.team_id).not.toBeNull();
      expect(Number(e.salary_cents) % 100).toBe(0);
    }
    expect(new Set(employees.map((e) => e.email)).size).toBe(200);
    for (const o of await t.db.kysely.selectFrom('office').selectAll().execute()) {
      // Phnom Penh, with a clock-in radius a building needs.
      expect(Number(o.latitude)).toBeGreaterThan(11.5);
      expect(Number(o.latitude)).toBeLessThan(11.65);
      expect(Number(o.longitude)).toBeGreaterThan(104.85);
      expect(Number(o.longitude)).toBeLessThan(104.97);
      expect(o.radius_m).toBeGreaterThanOrEqual(100);
      expect(o.radius_m).toBeLessThanOrEqual(300);
    }
  });

  it('sets managers and leads from their own department and team, with some on probation and a few resigned', async () => {
    const teams = (await get('team?limit=100')).data as Array<{
      id: number;
      department: { id: number };
      lead: { id: number } | null;
      member_count: number;
    }>;
    for (const team of teams) {
      expect(team.lead, `team ${team.id} lead`).not.toBeNull();
      expect((await get(`employee/${team.lead!.id}`)).data.team.id).toBe(team.id);
    }
    for (const d of (await get('department?limit=100')).data as Array<{ id: number; manager: { id: number } }>) {
      expect((await get(`employee/${d.manager.id}`)).data.department.id).toBe(d.id);
    }
    // Probation is relative to the real today; the seed's day is fixed, so count from the stored dates.
    const onProbation = (await get('employee?probation=on_probation')).metadata.total;
    expect(onProbation).toBe(
      await t.db.kysely
        .selectFrom('employee')
        .select('id')
        .where('probation_end_date', '>', new Date().toISOString().slice(0, 10))
        .execute()
        .then((r) => r.length),
    );
    const recent = await t.db.kysely
      .selectFrom('employee')
      .select('id')
      .where('probation_end_date', '>', TODAY)
      .execute();
    expect(recent.length).toBeGreaterThanOrEqual(10);
    const resigned = (await get('employee?status=resigned')).metadata.total;
    expect(resigned).toBeGreaterThanOrEqual(3);
    expect(resigned).toBeLessThanOrEqual(10);
  });

  it('has Khmer and English names, found by search, and links the demo users to their employees', async () => {
    const dara = (await get('employee?q=sok%20dara')).data as Array<{
      full_name: string;
      user: { username: string } | null;
      position: string;
    }>;
    expect(dara.find((e) => e.user)).toMatchObject({
      full_name: 'Sok Dara',
      user: { username: 'dara_lead' },
      position: 'Platform Team Lead',
    });
    const links = await t.db.kysely
      .selectFrom('sys_user as u')
      .innerJoin('employee as e', 'e.id', 'u.employee_id')
      .select(['u.username', 'e.first_name', 'e.last_name'])
      .orderBy('u.username')
      .execute();
    expect(links).toEqual([
      { username: 'dara_lead', first_name: 'Sok', last_name: 'Dara' },
      { username: 'hr_manager', first_name: 'Chan', last_name: 'Sreymom' },
      { username: 'lead_manager', first_name: 'Keo', last_name: 'Vanna' },
    ]);
    const names = (await t.db.kysely.selectFrom('employee').select(['first_name', 'last_name']).execute()).map(
      (e) => `${e.first_name} ${e.last_name}`,
    );
    expect(names).toEqual(
      expect.arrayContaining(['Sok Dara', 'Chan Sreymom', 'Keo Vanna', 'Lim Bopha', 'Heng Rith', 'Emily Carter']),
    );
    const english = names.filter((n) =>
      /^(James|Daniel|Michael|Thomas|Benjamin|William|Oliver|Samuel|Henry|Jack|Olivia|Sarah|Hannah|Grace|Emma|Charlotte|Lucy|Sophie|Amelia|Chloe|Emily) /.test(
        n,
      ),
    );
    expect(english.length).toBeGreaterThan(10);
    expect(english.length).toBeLessThan(60);
    expect((await get('employee?q=BKK1')).data).toEqual([]);
    expect((await get(`employee?q=${staffIdOf(1)}`)).data.map((e: { id: number }) => e.id)).toEqual([1]);
  });

  it('is idempotent: a second run changes nothing', async () => {
    const before = await fingerprint(t);
    expect((await seedDirectory(t.db, { today: TODAY })).skipped).toBe(true);
    expect(await fingerprint(t)).toEqual(before);
  });

  it('is deterministic: another database gets the same organisation', async () => {
    const other = await createTestApp(dialect);
    try {
      await seedDirectory(other.db, { today: TODAY });
      const people = (x: TestApp) =>
        x.db.kysely
          .selectFrom('employee as e')
          .leftJoin('team as t', 't.id', 'e.team_id')
          .select([
            'e.staff_id',
            'e.first_name',
            'e.last_name',
            'e.email',
            'e.position',
            'e.salary_cents',
            'e.join_date',
            'e.status',
            't.name as team',
          ])
          .orderBy('e.id')
          .execute();
      expect(await people(other)).toEqual(await people(t));
    } finally {
      await other.close();
    }
  });

  describe('bulk seed', () => {
    // How fast is the bench's to say (npm run bench), not a test's.
    it('adds 2,000 synthetic employees, and the list and search still answer correctly', async () => {
      expect(await seedEmployeesBulk(t.db, 2_000)).toBe(2_000);
      expect(await rows(t, 'employee')).toBe(2_200);
      expect(await rows(t, 'employee_office')).toBeGreaterThanOrEqual(2_200);

      const all = await get('employee?limit=100&page=22');
      expect(all.metadata).toEqual({
        page: 22,
        limit: 100,
        total: 2_200,
        totalPage: 22,
        hasPrev: true,
        hasNext: false,
      });
      expect(all.data).toHaveLength(100);

      const one = await get('employee?q=BULK-0001234');
      expect(one.data.map((e: { staff_id: string }) => e.staff_id)).toEqual(['BULK-0001234']);
      expect((await get('employee?q=0001234')).data.map((e: { staff_id: string }) => e.staff_id)).toEqual([
        'BULK-0001234',
      ]);
      expect((await get('employee?q=bulk.1234%40')).data.map((e: { staff_id: string }) => e.staff_id)).toEqual([
        'BULK-0001234',
      ]);

      // A common family name: counted to 100 on the first page ("100+"), to the true count on the second (which
      // is counted to its end, 200), and every row matches.
      const first = await get('employee?q=sok&limit=100');
      expect(first.metadata).toMatchObject({ total: 100, totalCapped: true, hasNext: true });
      const sok = await get('employee?q=sok&limit=100&page=2');
      const expected = await t.db.kysely
        .selectFrom('employee')
        .select('id')
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['first_name']), 'like', 'sok%'),
            eb(eb.fn('lower', ['last_name']), 'like', 'sok%'),
          ]),
        )
        .execute();
      expect(sok.metadata.total).toBe(expected.length);
      expect(sok.metadata.total).toBeGreaterThan(100);
      expect(sok.data).toHaveLength(expected.length - 100);
      expect(
        [...first.data, ...sok.data].every(
          (e: { first_name: string; last_name: string }) => /^sok/i.test(e.first_name) || /^sok/i.test(e.last_name),
        ),
      ).toBe(true);

      const team = (await get('team?limit=1')).data[0];
      const inTeam = await get(`employee?team_id=${team.id}&status=active&sort=-salary&limit=100`);
      expect(inTeam.metadata.total).toBe(
        (
          await t.db.kysely
            .selectFrom('employee')
            .select('id')
            .where('team_id', '=', team.id)
            .where('status', '=', 'active')
            .execute()
        ).length,
      );
      const salaries = inTeam.data.map((e: { salary_cents: number }) => e.salary_cents);
      expect(salaries).toEqual([...salaries].sort((a: number, b: number) => b - a));
    });

    it('continues staff ids on a second run', async () => {
      await seedEmployeesBulk(t.db, 3);
      const last = await t.db.kysely.selectFrom('employee').select('staff_id').orderBy('id', 'desc').limit(3).execute();
      expect(last.map((e) => e.staff_id).sort()).toEqual(['BULK-0002001', 'BULK-0002002', 'BULK-0002003']);
    });
  });
});
