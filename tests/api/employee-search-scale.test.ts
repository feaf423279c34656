// Search past the count cap: a common name matching more than SEARCH_COUNT_CAP employees is listed best
// match first (or in the sort asked for), counted as "100+" (further for a page past it), still paged on, and
// with other filters counted exactly again.
import { employeeTerms } from '../../server/lib/search-terms.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';
import { insertEmployee, insertOffice, unique } from './directory-fixtures.ts';

const EMPLOYEES = `${BASE}/employee`;
const CAP = 100;
const BROAD = 1060;

describe.each(DIALECTS)('employee search at scale on %s', (dialect) => {
  let t: TestApp;
  let name: string;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    name = unique('Broad').toLowerCase();
    const officeId = await insertOffice(t);
    const now = new Date().toISOString();
    const rows = Array.from({ length: BROAD }, (_, i) => ({
      staff_id: `SCALE-${String(i).padStart(5, '0')}`,
      first_name: name,
      last_name: `Person${i}`,
      gender: 'male',
      date_of_birth: '1990-01-01',
      phone: '+855 12 000 000',
      email: `${name}.${i}@example.com`,
      address: '',
      position: 'Officer',
      team_id: null,
      join_date: '2020-01-06',
      probation_end_date: null,
      salary_cents: 100_000,
      bank_name: '',
      bank_account: '',
      // Every 20th has resigned: 53 of them, so "search + status" is small enough to count exactly.
      status: i % 20 === 0 ? 'resigned' : 'active',
      photo: null,
      created_at: now,
      updated_at: now,
    }));
    ids = [];
    await t.db.tx(async (trx) => {
      for (let i = 0; i < rows.length; i += 200) {
        const inserted = await trx
          .insertInto('employee')
          .values(rows.slice(i, i + 200))
          .returning('id')
          .execute();
        ids.push(...inserted.map((r) => r.id));
      }
      await trx
        .insertInto('employee_office')
        .values(ids.map((employee_id) => ({ employee_id, office_id: officeId })))
        .execute();
      const terms = rows.flatMap((row, i) => employeeTerms(row).map((term) => ({ term, employee_id: ids[i] })));
      for (let i = 0; i < terms.length; i += 500)
        await trx
          .insertInto('employee_term')
          .values(terms.slice(i, i + 500))
          .execute();
    });
    // Someone else, matched by nothing above.
    await insertEmployee(t, { firstName: 'Elsewhere' });
  }, 60_000);
  afterAll(() => t?.close());

  const list = async (query: string) => {
    const res = await t.call('GET', `${EMPLOYEES}?${query}`, { token: t.adminToken });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: Array<{ id: number; first_name: string; status: string }>;
      metadata: Record<string, unknown>;
    };
  };

  it('lists a broad search best match first, page by page, and counts it as more than the cap', async () => {
    // Everyone's first name is exactly the text typed: the best match for all, so they follow in id order.
    const oldestFirst = [...ids].sort((a, b) => a - b);
    const first = await list(`q=${name}&page=1&limit=10`);
    expect(first.data.map((e) => e.id)).toEqual(oldestFirst.slice(0, 10));
    expect(first.metadata).toMatchObject({ total: CAP, totalCapped: true, totalPage: CAP / 10, hasNext: true });
    const fifth = await list(`q=${name}&page=5&limit=20`);
    expect(fifth.data.map((e) => e.id)).toEqual(oldestFirst.slice(80, 100));
    // Past the cap the count reaches the page asked for, so there is always a next page while more match.
    const twelfth = await list(`q=${name}&page=12&limit=10`);
    expect(twelfth.data.map((e) => e.id)).toEqual(oldestFirst.slice(110, 120));
    expect(twelfth.metadata).toMatchObject({ total: 120, totalCapped: true, totalPage: 12, hasNext: true });
    const last = await list(`q=${name}&page=11&limit=100`);
    expect(last.data.map((e) => e.id)).toEqual(oldestFirst.slice(1000, 1060));
    expect(last.metadata).toMatchObject({ total: BROAD, hasNext: false });
    expect(last.metadata.totalCapped).toBeUndefined();
  });

  it('ranks the closer term first: a whole first name before a longer one it starts', async () => {
    const shorter = name.slice(0, -1);
    const other = await insertEmployee(t, { firstName: shorter });
    const res = await list(`q=${shorter}&limit=3`);
    expect(res.data[0].id).toBe(other);
    expect(res.data.slice(1).map((e) => e.first_name)).toEqual([name, name]);
  });

  it('keeps a chosen sort for a broad search', async () => {
    const newestFirst = [...ids].sort((a, b) => b - a);
    const res = await list(`q=${name}&sort=-created_at&page=2&limit=10`);
    expect(res.data.map((e) => e.id)).toEqual(newestFirst.slice(10, 20));
    expect(res.metadata).toMatchObject({ total: CAP, totalCapped: true });
  });

  it('counts exactly once another filter makes the match small', async () => {
    const resigned = await list(`q=${name}&status=resigned&limit=100`);
    expect(resigned.metadata.total).toBe(Math.ceil(BROAD / 20));
    expect(resigned.metadata.totalCapped).toBeUndefined();
    expect(resigned.data.every((e) => e.status === 'resigned' && e.first_name === name)).toBe(true);
  });

  it('pages a search whose people match several terms each the same way, however deep the page', async () => {
    // Each of them matches "person1…" twice ("person12" and "person12 broad…"), so a page can need more index
    // entries than the first read holds. People follow their best term: "person1" < "person10" < "person100".
    const matching = ids.map((id, i) => ({ id, term: `person${i}` })).filter((p) => p.term.startsWith('person1'));
    const expected = matching.sort((a, b) => (a.term < b.term ? -1 : 1)).map((p) => p.id);
    const pageOf = async (page: number, limit: number) => {
      const res = await list(`q=person1&page=${page}&limit=${limit}`);
      // 171 match: counted to the cap, or to the page's end where that is further.
      const counted = Math.max(CAP, page * limit);
      expect(res.metadata.total).toBe(Math.min(expected.length, counted));
      expect(res.metadata.totalCapped).toBe(expected.length > counted ? true : undefined);
      return res.data.map((e) => e.id);
    };
    expect(await pageOf(1, 10)).toEqual(expected.slice(0, 10));
    expect(await pageOf(2, 10)).toEqual(expected.slice(10, 20));
    expect(await pageOf(1, 20)).toEqual(expected.slice(0, 20));
    expect(await pageOf(4, 30)).toEqual(expected.slice(90, 120));
  });

  it('counts a narrow search exactly and finds by staff id', async () => {
    const some = await list(`q=${name} person10&limit=50`);
    // "person10", "person100".."person109", "person1000".."person1059"
    expect(some.metadata.total).toBe(1 + 10 + 60);
    expect(some.metadata.totalCapped).toBeUndefined();
    const one = await list('q=SCALE-00042');
    expect(one.data.map((e) => e.id)).toEqual([ids[42]]);
  });

  it('keeps the unfiltered total exact through creates and deletes (the counter of migration 006)', async () => {
    const exact = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('employee')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect((await list('limit=1')).metadata.total).toBe(await exact());
    const extra = await insertEmployee(t);
    expect((await list('limit=1')).metadata.total).toBe(await exact());
    await t.db.kysely.deleteFrom('employee_office').where('employee_id', '=', extra).execute();
    await t.db.kysely.deleteFrom('employee_term').where('employee_id', '=', extra).execute();
    await t.db.kysely.deleteFrom('employee').where('id', '=', extra).execute();
    expect((await list('limit=1')).metadata.total).toBe(await exact());
  });
});
