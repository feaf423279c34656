// The row counter of migration 004 stays exact, whichever way rows arrive or leave, on both dialects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, TEST_PASSWORD, type TestApp } from '../testing/test-app.ts';

const USERS = '/api/v1/admin/sys-user';

describe.each(DIALECTS)('row counts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const exact = async () =>
    (
      await t.db.kysely
        .selectFrom('sys_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const listed = async () => {
    const res = await t.call('GET', `${USERS}?page=1&limit=10`, { token: t.adminToken });
    expect(res.statusCode).toBe(200);
    return res.json().metadata.total as number;
  };

  it('matches count(*) after API creates and deletes, direct multi-row inserts and deletes, and rollbacks', async () => {
    expect(await listed()).toBe(await exact());

    const roleId = await t.createRole([]);
    const created: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', `${USERS}/create`, {
        token: t.adminToken,
        body: { username: `counted_${dialect}_${i}`, password: TEST_PASSWORD, role_id: [roleId] },
      });
      expect(res.statusCode).toBe(201);
      created.push(res.json().data.id);
    }
    expect(await listed()).toBe(await exact());

    expect((await t.call('DELETE', `${USERS}/${created[0]}`, { token: t.adminToken })).statusCode).toBe(200);
    expect(await listed()).toBe(await exact());

    const now = new Date().toISOString();
    const rows = Array.from({ length: 25 }, (_, i) => ({
      username: `bulk_${dialect}_${i}`,
      password_hash: 'x',
      role_id: roleId,
      status: 'Active',
      token_version: 0,
      created_at: now,
      updated_at: now,
    }));
    await t.db.kysely.insertInto('sys_user').values(rows).execute();
    expect(await listed()).toBe(await exact());

    await t.db.kysely.deleteFrom('sys_user').where('username', 'like', `bulk_${dialect}_1%`).execute();
    expect(await listed()).toBe(await exact());

    // A rolled-back insert leaves the counter where it was.
    const before = await listed();
    await expect(
      t.db.tx(async (trx) => {
        await trx
          .insertInto('sys_user')
          .values({ ...rows[0], username: `rolled_back_${dialect}` })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await listed()).toBe(before);
    expect(before).toBe(await exact());

    // Filtered lists still count the rows that match.
    const res = await t.call('GET', `${USERS}?q=bulk_${dialect}&limit=10`, { token: t.adminToken });
    expect(res.json().metadata.total).toBe(25 - 11);
  });
});
