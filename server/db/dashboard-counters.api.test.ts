// Migration 018's counts (as 020 keeps them) stay exact whichever way rows arrive, change or leave, on both
// dialects: the day's attendance per status (with clock-ins) of employees who are not resigned, and the active
// employees per team.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../testing/test-app.ts';
import { insertEmployee, insertTeam } from '../../tests/api/directory-fixtures.ts';
import { presentRow, punchDay } from '../../tests/api/attendance-fixtures.ts';

describe.each(DIALECTS)('dashboard counters on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** Non-zero counts as "key: n/came_in" lines, sorted, from the counter and from the rows themselves. */
  const dayCounts = async () => {
    const kept = await t.db.kysely.selectFrom('attendance_day_count').selectAll().execute();
    const counted = await sql<{ date: string; status: string; n: string; came_in: string }>`
      select a.date, a.status, count(*) as n, count(a.clock_in) as came_in
      from attendance a join employee e on e.id = a.employee_id where e.status <> 'resigned'
      group by a.date, a.status`.execute(t.db.kysely);
    const lines = (rows: Array<{ date: string; status: string; n: unknown; came_in: unknown }>) =>
      rows
        .filter((r) => Number(r.n) !== 0)
        .map((r) => `${r.date} ${r.status}: ${Number(r.n)}/${Number(r.came_in)}`)
        .sort();
    return { kept: lines(kept), counted: lines(counted.rows) };
  };
  const teamCounts = async () => {
    const kept = await t.db.kysely.selectFrom('team_headcount').selectAll().execute();
    const counted = await sql<{ team_id: number; n: string }>`
      select coalesce(team_id, 0) as team_id, count(*) as n from employee where status = 'active'
      group by coalesce(team_id, 0)`.execute(t.db.kysely);
    const lines = (rows: Array<{ team_id: number; n: unknown }>) =>
      rows
        .filter((r) => Number(r.n) !== 0)
        .map((r) => `${r.team_id}: ${Number(r.n)}`)
        .sort();
    return { kept: lines(kept), counted: lines(counted.rows) };
  };
  /** A correction of the day: absent, no clock-in. */
  const markAbsent = (employeeId: number, date: string) =>
    t.db.kysely
      .updateTable('attendance')
      .set({ status: 'absent', clock_in: null })
      .where('employee_id', '=', employeeId)
      .where('date', '=', date)
      .execute();
  const expectExact = async () => {
    const days = await dayCounts();
    expect(days.kept).toEqual(days.counted);
    const teams = await teamCounts();
    expect(teams.kept).toEqual(teams.counted);
  };

  it.runIf(dialect === 'postgres')(
    'stay exact when a record is written while the employee resigns, in either order',
    async () => {
      const record = (employeeId: number) => presentRow(employeeId, '2026-04-01', new Date().toISOString());
      const resign = (employeeId: number) =>
        t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', employeeId).execute();
      /**
       * Runs `first` in a transaction held open until `second` has started (and, given `until`, until it holds or
       * a second has passed), then commits it. Answers whether `until` held while `first` was still open.
       */
      async function overlapping(
        first: (trx: typeof t.db.kysely) => Promise<unknown>,
        second: () => Promise<unknown>,
        until?: () => boolean,
      ) {
        let started!: () => void;
        const firstDone = new Promise<void>((resolve) => (started = resolve));
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        const held = t.db.tx(async (trx) => {
          await first(trx);
          started();
          await gate;
        });
        await firstDone;
        const other = second();
        await new Promise((resolve) => setTimeout(resolve, 100)); // let the second reach its lock
        for (let waited = 0; until && !until() && waited < 1000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        const heldBeforeRelease = until?.() ?? false;
        release();
        await Promise.all([held, other]);
        return heldBeforeRelease;
      }

      const writesFirst = await insertEmployee(t, { teamId: null });
      await overlapping(
        (trx) => trx.insertInto('attendance').values(record(writesFirst)).execute(),
        () => resign(writesFirst),
      );
      await expectExact();

      // An ordinary edit of the employee does not wait for a record being written (the writer still open).
      const edited = await insertEmployee(t, { teamId: null });
      let editDone = false;
      const editedWhileOpen = await overlapping(
        (trx) => trx.insertInto('attendance').values(record(edited)).execute(),
        () =>
          t.db.kysely
            .updateTable('employee')
            .set({ position: 'Clerk' })
            .where('id', '=', edited)
            .execute()
            .then(() => (editDone = true)),
        () => editDone,
      );
      expect(editedWhileOpen).toBe(true);
      await expectExact();

      const resignsFirst = await insertEmployee(t, { teamId: null });
      await overlapping(
        (trx) => trx.updateTable('employee').set({ status: 'resigned' }).where('id', '=', resignsFirst).execute(),
        () => t.db.kysely.insertInto('attendance').values(record(resignsFirst)).execute(),
      );
      await expectExact();
    },
  );

  it('match the rows after inserts, moves, status changes, derivations, corrections, deletes and a rollback', async () => {
    await expectExact();
    const team = await insertTeam(t);
    const other = await insertTeam(t);
    const people = [
      await insertEmployee(t, { teamId: team }),
      await insertEmployee(t, { teamId: team }),
      await insertEmployee(t, { teamId: null }),
      await insertEmployee(t, { teamId: other, status: 'resigned' }),
    ];
    await expectExact();
    expect((await teamCounts()).kept).toContain(`${team}: 2`);

    // A move between teams, a resignation, a return: each moves the count.
    await t.db.kysely.updateTable('employee').set({ team_id: other }).where('id', '=', people[0]).execute();
    await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', people[1]).execute();
    await t.db.kysely.updateTable('employee').set({ status: 'active' }).where('id', '=', people[3]).execute();
    await expectExact();
    // A change to neither column, over many rows at once, leaves the counts as they are.
    await t.db.kysely.updateTable('employee').set({ position: 'Clerk' }).where('id', 'in', people).execute();
    await expectExact();

    // Days derived from punches (present, late), a day without a clock-in, and a correction of the status.
    await punchDay(t, people[0], '2026-03-02', ['08:00', '17:00']);
    await punchDay(t, people[2], '2026-03-02', ['08:45', '17:00']);
    await punchDay(t, people[3], '2026-03-02', ['17:00']);
    await expectExact();
    await markAbsent(people[2], '2026-03-02');
    await expectExact();
    // Derived again (the punches still there): the record goes back to what they say.
    await punchDay(t, people[2], '2026-03-02', []);
    await expectExact();

    // A rolled-back change leaves every count where it was.
    const before = { days: await dayCounts(), teams: await teamCounts() };
    await expect(
      t.db.tx(async (trx) => {
        await trx.deleteFrom('attendance').where('date', '=', '2026-03-02').execute();
        await trx.updateTable('employee').set({ status: 'resigned' }).where('id', 'in', people).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect({ days: await dayCounts(), teams: await teamCounts() }).toEqual(before);

    // A resignation takes the person's records out of the day's counts, a return puts them back; a record
    // written or corrected while resigned is not counted.
    await punchDay(t, people[2], '2026-03-03', ['08:00', '17:00']);
    const day = async (date: string) => (await dayCounts()).kept.filter((line) => line.startsWith(date));
    const withPeople2 = await day('2026-03-02');
    await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', people[2]).execute();
    await expectExact();
    expect(await day('2026-03-03')).toEqual([]);
    expect(await day('2026-03-02')).not.toEqual(withPeople2);
    await markAbsent(people[2], '2026-03-03');
    await expectExact();
    await t.db.kysely.updateTable('employee').set({ status: 'active' }).where('id', '=', people[2]).execute();
    await expectExact();
    expect(await day('2026-03-02')).toEqual(withPeople2);

    // Deletes: a day's records, then employees with records (one active, one resigned): theirs go with them.
    await t.db.kysely.deleteFrom('attendance').where('employee_id', '=', people[3]).execute();
    await t.db.kysely.deleteFrom('employee').where('id', '=', people[0]).execute();
    await expectExact();
    await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', people[2]).execute();
    await t.db.kysely.deleteFrom('employee').where('id', '=', people[2]).execute();
    await expectExact();
    expect(await day('2026-03-03')).toEqual([]);
  });
});
