// Leave: leave types, holidays, balances read from the ledger (balance, pending, booked, available; adjustments with a
// reason as dated lines; carry-over), requests counted in working days with half days, refused when they overlap,
// exceed a paid balance, need an attachment or fall outside the date window; a pending request holds its days, the
// final approval takes them, a rejection or cancellation returns them. Figures are worked out by hand beside them:
// a type without a dated policy grants its days per year on 1 January.
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { unique } from './directory-fixtures.ts';
import { BASE } from './helpers.ts';
import {
  addMember,
  createLeaveType,
  createOrg,
  file,
  leaveBody,
  mondayAfter,
  requestLog,
  requestTables,
  signedIn,
  today,
  type Org,
  type SignedIn,
  versionOf,
} from './requests-fixtures.ts';

type Res = { statusCode: number; body: string; json: () => any };

describe.each(DIALECTS)('leave on %s', (dialect) => {
  let t: TestApp;
  let org: Org;
  let hr: SignedIn;

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, token = t.adminToken) =>
    t.call(method, `${BASE}/${path}`, { token, body });
  const ok = async (res: Res, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  async function refused(status: number, request: () => Promise<Res>) {
    const before = await requestTables(t);
    const res = await request();
    expect(res.statusCode, res.body).toBe(status);
    expect(await requestTables(t), 'a refused call changed the database').toEqual(before);
    return res.json() as { message: string; validators?: Array<{ field: string; message: string }> };
  }
  const balance = async (employeeId: number, typeId: number, on: string) => {
    const res = await ok(await send('GET', `leave-balance?employee_id=${employeeId}&leave_type_id=${typeId}&on=${on}`));
    expect(res.data).toHaveLength(1);
    return res.data[0];
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    hr = await signedIn(t, { role: 'HR Manager' });
  });
  afterAll(() => t?.close());

  describe('leave types', () => {
    it('creates, lists, updates and deletes, each change logged; a used type cannot be deleted', async () => {
      const name = unique('Annual Leave ');
      const created = await ok(
        await send('POST', 'leave-type', {
          name,
          paid: true,
          days_per_year: 18,
          carry_over_limit: 5,
          needs_attachment: false,
        }),
        201,
      );
      expect(created.message).toBe('Leave type created successfully!');
      const type = created.data;
      expect(type).toMatchObject({
        name,
        paid: true,
        days_per_year: 18,
        carry_over_limit: 5,
        needs_attachment: false,
        description: '',
      });
      expect((await ok(await send('GET', `leave-type?q=${encodeURIComponent(name.toLowerCase())}`))).data).toEqual([
        type,
      ]);
      expect((await ok(await send('GET', `leave-type/${type.id}`))).data).toEqual(type);

      const updated = (
        await ok(await send('PATCH', `leave-type/${type.id}`, { days_per_year: 20.5, needs_attachment: true }))
      ).data;
      expect(updated).toMatchObject({ name, days_per_year: 20.5, needs_attachment: true, carry_over_limit: 5 });
      expect((await requestLog(t, 'leaveType', type.id)).map((l) => l.action)).toEqual(['create', 'update']);

      const dup = await refused(409, () =>
        send('POST', 'leave-type', { name: name.toUpperCase(), paid: false, days_per_year: 0 }),
      );
      expect(dup.message).toBe(`leave type '${name.toUpperCase()}' already exists.`);

      await ok(await send('PATCH', `leave-type/${type.id}`, { needs_attachment: false }));
      const r = await file(t, 'leave-request', leaveBody(await addMember(t, org), type.id, mondayAfter(14)));
      expect((await refused(409, () => send('DELETE', `leave-type/${type.id}`))).message).toBe(
        'This leave type is used by 1 leave request; it cannot be deleted.',
      );
      expect(r.id).toBeGreaterThan(0);

      const spare = await createLeaveType(t);
      expect((await ok(await send('DELETE', `leave-type/${spare}`))).message).toBe('Leave type deleted successfully!');
      expect((await send('GET', `leave-type/${spare}`)).statusCode).toBe(404);
    });

    it('refuses bad leave types with field messages', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ paid: true, days_per_year: 5 }, 'name', 'Name is required.'],
        [{ name: 'X', days_per_year: 5 }, 'paid', 'paid must be true or false.'],
        [{ name: 'X', paid: true, days_per_year: -1 }, 'days_per_year', 'days_per_year cannot be negative.'],
        [
          { name: 'X', paid: true, days_per_year: 2.3 },
          'days_per_year',
          'days_per_year must be in whole or half days.',
        ],
        [{ name: 'X', paid: true, days_per_year: 1e308 }, 'days_per_year', 'days_per_year must be at most 366.'],
        [
          { name: 'X', paid: true, days_per_year: 5, carry_over_limit: 'many' },
          'carry_over_limit',
          'carry_over_limit must be a number of days.',
        ],
        [{ name: 'X', paid: true, days_per_year: 5, is_admin: true }, 'is_admin', 'is_admin is not allowed.'],
      ];
      for (const [body, field, message] of cases) {
        expect((await refused(400, () => send('POST', 'leave-type', body))).validators, JSON.stringify(body)).toEqual([
          { field, message },
        ]);
      }
      const existing = await createLeaveType(t);
      await refused(400, () => send('PATCH', `leave-type/${existing}`, {}));
      await refused(404, () => send('PATCH', 'leave-type/999999', { name: 'Nobody' }));
    });
  });

  describe('holidays', () => {
    it('creates, lists by date, updates and deletes calendar events; a duplicate is 409', async () => {
      const date = addDays(today(), 200);
      const created = (
        await ok(await send('POST', 'calendar-event', { title: 'Water Festival', event_date: date }), 201)
      ).data;
      expect(created).toMatchObject({ title: 'Water Festival', event_date: date, kind: 'holiday', description: '' });
      expect((await ok(await send('GET', `calendar-event?from=${date}&to=${date}`))).data).toEqual([created]);
      await refused(409, () => send('POST', 'calendar-event', { title: 'water festival', event_date: date }));
      expect(
        (await refused(400, () => send('POST', 'calendar-event', { title: 'X', event_date: '2026-02-30' }))).validators,
      ).toEqual([{ field: 'event_date', message: 'Event Date must be a real date.' }]);
      const updated = (
        await ok(await send('PATCH', `calendar-event/${created.id}`, { kind: 'event', description: 'Boat races' }))
      ).data;
      expect(updated).toMatchObject({ kind: 'event', description: 'Boat races' });
      await ok(await send('DELETE', `calendar-event/${created.id}`));
      expect((await requestLog(t, 'calendar', created.id)).map((l) => l.action)).toEqual([
        'create',
        'update',
        'delete',
      ]);
    });

    it('leave does not count weekends or public holidays', async () => {
      const monday = mondayAfter(84, 11);
      await ok(await send('POST', 'calendar-event', { title: 'Public holiday', event_date: addDays(monday, 2) }), 201);
      await ok(
        await send('POST', 'calendar-event', {
          title: 'Company picnic',
          event_date: addDays(monday, 3),
          kind: 'event',
        }),
        201,
      );
      const type = await createLeaveType(t, { days: 20 });
      // Monday to the next Friday: ten weekdays, one holiday; the company event is a working day.
      const r = await file(t, 'leave-request', leaveBody(await addMember(t, org), type, monday, addDays(monday, 11)));
      expect(r.days).toBe(9);
      const weekend = await refused(400, () =>
        send('POST', 'leave-request', leaveBody(org.member, type, addDays(monday, 5), addDays(monday, 6))),
      );
      expect(weekend.validators).toEqual([
        {
          field: 'end_date',
          message: 'These dates hold no working days (weekends and public holidays are not counted).',
        },
      ]);
    });
  });

  describe('balances and requests', () => {
    it('holds the days as pending, takes them on the final approval in the same transaction, and logs it', async () => {
      const type = await createLeaveType(t, { days: 10 });
      const employee = await addMember(t, org);
      const monday = mondayAfter(14);
      // Read on the leave's first day: 10 granted on 1 January.
      expect(await balance(employee, type, monday)).toEqual({
        employee: expect.objectContaining({ id: employee }),
        leave_type: expect.objectContaining({ id: type, paid: true }),
        on: monday,
        balance: 10,
        pending: 0,
        booked: 0,
        available: 10,
        usable_from: expect.any(String),
      });

      // Monday afternoon to Wednesday: 2.5 days.
      const r = await file(
        t,
        'leave-request',
        leaveBody(employee, type, monday, addDays(monday, 2), { start_half: true }),
      );
      expect(r).toMatchObject({
        days: 2.5,
        start_half: true,
        end_half: false,
        leave_type: { id: type, paid: true },
        has_attachment: false,
      });
      expect(await balance(employee, type, monday)).toMatchObject({ balance: 10, pending: 2.5, available: 7.5 });

      await ok(
        await send(
          'POST',
          `leave-request/${r.id}/approve`,
          { version: await versionOf(t, r.id) },
          org.users.lead.token,
        ),
      );
      expect(await balance(employee, type, monday)).toMatchObject({ balance: 10, pending: 2.5, available: 7.5 });
      const done = await ok(
        await send(
          'POST',
          `leave-request/${r.id}/approve`,
          { version: await versionOf(t, r.id), comment: 'Enjoy' },
          hr.token,
        ),
      );
      expect(done.message).toBe('Leave request approved successfully!');
      // Taken on its first day: 10 − 2.5; the day before, it is booked.
      expect(await balance(employee, type, monday)).toMatchObject({ balance: 7.5, pending: 0, available: 7.5 });
      expect(await balance(employee, type, addDays(monday, -1))).toMatchObject({
        balance: 10,
        booked: 2.5,
        available: 7.5,
      });
      const log = await requestLog(t, 'leaveRequest', r.id);
      expect(JSON.parse(log.at(-1)!.after!).effects.balance).toEqual({
        leave_type_id: type,
        on: monday,
        days: 2.5,
        balance: 7.5,
        available: 7.5,
      });

      // A rejected and a cancelled request give their days back.
      const rejected = await file(
        t,
        'leave-request',
        leaveBody(employee, type, addDays(monday, 7), addDays(monday, 8)),
      );
      const cancelled = await file(t, 'leave-request', leaveBody(employee, type, addDays(monday, 9)));
      expect(await balance(employee, type, monday)).toMatchObject({ balance: 7.5, pending: 3, available: 4.5 });
      await ok(
        await send(
          'POST',
          `leave-request/${rejected.id}/reject`,
          { version: await versionOf(t, rejected.id), comment: 'Busy week' },
          org.users.lead.token,
        ),
      );
      await ok(
        await send(
          'POST',
          `leave-request/${cancelled.id}/approve`,
          { version: await versionOf(t, cancelled.id) },
          org.users.lead.token,
        ),
      );
      await ok(await send('POST', `leave-request/${cancelled.id}/cancel`, {}, hr.token));
      expect(await balance(employee, type, monday)).toMatchObject({ balance: 7.5, pending: 0, available: 7.5 });
    });

    it('refuses a paid request beyond the balance with a clear message; unpaid leave has no limit', async () => {
      const type = await createLeaveType(t, { days: 10, name: unique('Annual ') });
      const employee = await addMember(t, org);
      const monday = mondayAfter(14, 14);
      const name = (await ok(await send('GET', `leave-type/${type}`))).data.name;
      const res = await refused(400, () =>
        send('POST', 'leave-request', leaveBody(employee, type, monday, addDays(monday, 14))),
      );
      expect(res.validators).toEqual([
        {
          field: 'leave_type_id',
          message: `Not enough ${name} balance: 11 days requested, 10 days available on ${monday.slice(8, 10)}/${monday.slice(5, 7)}/${monday.slice(0, 4)}.`,
        },
      ]);
      expect(res.message).toBe(res.validators![0].message);

      // Two requests that together exceed it: the second is refused and the balance never goes negative.
      await file(t, 'leave-request', leaveBody(employee, type, monday, addDays(monday, 7)));
      await refused(400, () =>
        send('POST', 'leave-request', leaveBody(employee, type, addDays(monday, 8), addDays(monday, 14))),
      );
      expect(await balance(employee, type, monday)).toMatchObject({ balance: 10, pending: 6, available: 4 });

      const unpaid = await createLeaveType(t, { paid: false, days: 0 });
      const long = await file(t, 'leave-request', leaveBody(employee, unpaid, addDays(monday, 9), addDays(monday, 11)));
      expect(long.days).toBe(3);
      expect(await balance(employee, unpaid, monday)).toMatchObject({ balance: 0, pending: 3, available: -3 });
    });

    it('two requests filed at the same moment that together exceed the balance: one is refused', async () => {
      for (let round = 0; round < 3; round++) {
        const type = await createLeaveType(t, { days: 6 });
        const employee = await addMember(t, org);
        const monday = mondayAfter(14, 14);
        // 6 granted + 2 adjusted: 8, and two requests of 5 race for them.
        await ok(
          await send('POST', 'leave-balance/adjust', {
            employee_id: employee,
            leave_type_id: type,
            date: monday,
            days: 2,
            reason: 'Bonus days',
          }),
        );
        const [a, b] = await Promise.all([
          send('POST', 'leave-request', leaveBody(employee, type, monday, addDays(monday, 4))),
          send('POST', 'leave-request', leaveBody(employee, type, addDays(monday, 7), addDays(monday, 11))),
        ]);
        expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
        expect(await balance(employee, type, monday)).toMatchObject({ balance: 8, pending: 5, available: 3 });
        const stored = await t.db.kysely
          .selectFrom('approval_request')
          .select('id')
          .where('employee_id', '=', employee)
          .execute();
        expect(stored).toHaveLength(1);
      }
    });

    it('refuses overlapping leave, but a morning and an afternoon of the same day are fine; a double submit is one request', async () => {
      const type = await createLeaveType(t, { days: 20 });
      const employee = await addMember(t, org);
      const monday = mondayAfter(14);
      await file(t, 'leave-request', leaveBody(employee, type, monday, addDays(monday, 2), { end_half: true }));
      const clash = await refused(400, () =>
        send('POST', 'leave-request', leaveBody(employee, type, addDays(monday, 1), addDays(monday, 3))),
      );
      const d = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
      expect(clash.validators).toEqual([
        {
          field: 'start_date',
          message: `This leave overlaps another leave request (${d(monday)} – ${d(addDays(monday, 2))}).`,
        },
      ]);
      const afternoon = await file(
        t,
        'leave-request',
        leaveBody(employee, type, addDays(monday, 2), addDays(monday, 2), { start_half: true }),
      );
      expect(afternoon.days).toBe(0.5);
      // Identical bodies sent twice at once (a double click): one request.
      const body = leaveBody(employee, type, addDays(monday, 4));
      const both = await Promise.all([send('POST', 'leave-request', body), send('POST', 'leave-request', body)]);
      expect(both.map((x) => x.statusCode).sort()).toEqual([201, 400]);
      // A cancelled leave no longer blocks its dates.
      const created = both.find((x) => x.statusCode === 201)!.json().data;
      await ok(await send('POST', `leave-request/${created.id}/cancel`));
      await file(t, 'leave-request', body);
    });

    it('refuses bad dates, missing attachments and resigned employees with field messages, writing nothing', async () => {
      const type = await createLeaveType(t, { days: 20 });
      const employee = await addMember(t, org);
      const monday = mondayAfter(14);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ end_date: addDays(monday, -1) }, 'end_date', 'end_date must be on or after start_date.'],
        [{ start_date: '2026-02-30', end_date: '2026-03-02' }, 'start_date', 'Start date must be a real date.'],
        [{ start_date: '2026-13-01' }, 'start_date', 'Start date must be a real date.'],
        [
          { start_date: addDays(today(), -61), end_date: addDays(today(), -61) },
          'start_date',
          'start_date is too far in the past (at most 60 days ago).',
        ],
        [
          { start_date: addDays(today(), 400), end_date: addDays(today(), 400) },
          'start_date',
          'start_date is too far in the future (at most 365 days ahead).',
        ],
        [
          { start_date: '2016-01-04', end_date: '2026-01-04' },
          'end_date',
          'end_date must be in the same year as start_date; file the new year separately.',
        ],
        [
          { start_half: true, end_half: true },
          'end_half',
          'A one-day leave is either the morning or the afternoon, not both halves.',
        ],
        [{ reason: '  ' }, 'reason', 'Reason is required.'],
        [{ leave_type_id: 999_999 }, 'leave_type_id', 'leave_type_id does not exist.'],
        [{ approved_by: 1 }, 'approved_by', 'approved_by is not allowed.'],
        [{ status: 'approve' }, 'status', 'status is not allowed.'],
        [{ start_half: 'yes' }, 'start_half', 'start_half must be true or false.'],
        [{ attachment: 'javascript:alert(1)' }, 'attachment', 'attachment must be a PDF, PNG, JPEG or WebP file.'],
      ];
      for (const [extra, field, message] of cases) {
        const res = await refused(400, () =>
          send('POST', 'leave-request', { ...leaveBody(employee, type, monday), ...extra }),
        );
        expect(res.validators, JSON.stringify(extra)).toEqual([{ field, message }]);
      }

      const sick = await createLeaveType(t, { days: 7, attachment: true, name: unique('Sick ') });
      const sickName = (await ok(await send('GET', `leave-type/${sick}`))).data.name;
      expect(
        (await refused(400, () => send('POST', 'leave-request', leaveBody(employee, sick, monday)))).validators,
      ).toEqual([{ field: 'attachment', message: `attachment is required for ${sickName}.` }]);
      const note = 'data:application/pdf;base64,JVBERi0xLjQK';
      const withNote = await file(t, 'leave-request', leaveBody(employee, sick, monday, monday, { attachment: note }));
      expect(withNote.attachment).toBe(note);
      const listed = (await ok(await send('GET', `leave-request?employee_id=${employee}`))).data.find(
        (x: { id: number }) => x.id === withNote.id,
      );
      expect(listed).toMatchObject({ has_attachment: true });
      expect(listed.attachment).toBeUndefined();

      const gone = await addMember(t, org);
      await t.db.kysely.updateTable('employee').set({ status: 'resigned' }).where('id', '=', gone).execute();
      expect(
        (await refused(400, () => send('POST', 'leave-request', leaveBody(gone, type, monday)))).validators,
      ).toEqual([{ field: 'employee_id', message: 'This employee has resigned.' }]);
    });

    it('lists by leave type and exports the days', async () => {
      const type = await createLeaveType(t, { days: 20 });
      const employee = await addMember(t, org);
      const r = await file(t, 'leave-request', leaveBody(employee, type, mondayAfter(14), addDays(mondayAfter(14), 1)));
      const list = await ok(await send('GET', `leave-request?leave_type_id=${type}`));
      expect(list.data.map((x: { id: number }) => x.id)).toEqual([r.id]);
      expect(list.data[0]).toMatchObject({ kind: 'leave', days: 2, leave_type: { id: type } });
      const csv = await send('GET', `leave-request/export?format=csv&leave_type_id=${type}`);
      expect(csv.body).toContain('Leave Type,Paid,From,To,Days');
      expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    });
  });

  describe('balance adjustments and carry-over', () => {
    it('adjusts with a reason as a dated ledger line (logged), refuses a negative result, and carries into the next year', async () => {
      const type = await createLeaveType(t, { days: 10, carry: 3 });
      const employee = await addMember(t, org);
      const year = Number(today().slice(0, 4)) - 1;
      const midYear = `${year}-06-30`;
      const adjusted = await ok(
        await send('POST', 'leave-balance/adjust', {
          employee_id: employee,
          leave_type_id: type,
          date: midYear,
          days: 1.5,
          reason: 'Worked the holiday',
        }),
      );
      expect(adjusted.message).toBe('Leave balance adjusted successfully!');
      // The employee joined years ago: 3 carried from the year before + 10 granted on 1 January + 1.5.
      expect(adjusted.data).toMatchObject({ on: midYear, balance: 14.5, pending: 0, available: 14.5 });
      const row = await t.db.kysely
        .selectFrom('leave_adjustment')
        .selectAll()
        .where('employee_id', '=', employee)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        leave_type_id: type,
        date: midYear,
        reason: 'Worked the holiday',
        by_username: 'admin',
      });
      expect(Number(row.days)).toBe(1.5);
      const log = await requestLog(t, 'leaveBalance', row.id);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ action: 'adjust', actor_username: 'admin' });
      expect(JSON.parse(log[0].after!)).toMatchObject({
        date: midYear,
        days: 1.5,
        reason: 'Worked the holiday',
        balance: 14.5,
      });
      expect(JSON.parse(log[0].before!)).toMatchObject({ balance: 13 });

      const negative = await refused(400, () =>
        send('POST', 'leave-balance/adjust', {
          employee_id: employee,
          leave_type_id: type,
          date: midYear,
          days: -15,
          reason: 'Mistake',
        }),
      );
      expect(negative.validators).toEqual([
        { field: 'days', message: `This would leave a negative balance: 14.5 days on 30/06/${year}.` },
      ]);
      const joined = (
        await t.db.kysely
          .selectFrom('employee')
          .select('join_date')
          .where('id', '=', employee)
          .executeTakeFirstOrThrow()
      ).join_date;
      const beforeJoin = await refused(400, () =>
        send('POST', 'leave-balance/adjust', {
          employee_id: employee,
          leave_type_id: type,
          date: addDays(joined, -1),
          days: 1,
          reason: 'Too early',
        }),
      );
      const d = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
      expect(beforeJoin.validators).toEqual([
        { field: 'date', message: `An adjustment cannot count from before the employee joined on ${d(joined)}.` },
      ]);
      for (const [body, field] of [
        [{ employee_id: employee, leave_type_id: type, days: 1 }, 'reason'],
        [{ employee_id: employee, leave_type_id: type, days: 0, reason: 'x' }, 'days'],
        [{ employee_id: employee, leave_type_id: type, days: 0.3, reason: 'x' }, 'days'],
        [{ employee_id: 999_999, leave_type_id: type, days: 1, reason: 'x' }, 'employee_id'],
        [{ employee_id: employee, leave_type_id: type, date: `${year}-02-30`, days: 1, reason: 'x' }, 'date'],
      ] as const) {
        expect((await refused(400, () => send('POST', 'leave-balance/adjust', body))).validators?.[0].field).toBe(
          field,
        );
      }

      // 31 December: 14.5, of which 3 carry (11.5 lapse); 1 January: +10 granted, 13.
      const newYear = `${year + 1}-01-01`;
      expect(await balance(employee, type, newYear)).toMatchObject({ balance: 13, available: 13 });
      const next = await ok(
        await send('POST', 'leave-balance/adjust', {
          employee_id: employee,
          leave_type_id: type,
          date: newYear,
          days: -1,
          reason: 'Advance taken',
        }),
      );
      expect(next.data).toMatchObject({ on: newYear, balance: 12, available: 12 });
      const ledger = await ok(
        await send('GET', `leave-balance/${employee}/ledger?leave_type_id=${type}&on=${newYear}`),
      );
      expect(
        ledger.data.lines.map((x: { date: string; days: number; label: string }) => `${x.date} ${x.days} ${x.label}`),
      ).toEqual(
        expect.arrayContaining([
          `${midYear} 1.5 adjustment by admin: Worked the holiday`,
          `${newYear} -1 adjustment by admin: Advance taken`,
        ]),
      );
      expect(ledger.data.balance).toBe(12);
    });

    it('lists balances of current staff by department and type from the ledger, paginated', async () => {
      const other = await createOrg(t);
      const type = await createLeaveType(t, { days: 12 });
      const list = await ok(await send('GET', `leave-balance?department_id=${other.department}&leave_type_id=${type}`));
      expect(list.metadata.total).toBe(3);
      expect(
        list.data.map((b: { employee: { full_name: string } }) => b.employee.full_name.split(' ')[0]).sort(),
      ).toEqual(['Lead', 'Manager', 'Member']);
      // Read today without a day: 12 granted on 1 January, nothing taken.
      expect(
        list.data.every((b: { available: number; balance: number; on: string }) => {
          return b.balance === 12 && b.available === 12 && b.on === today();
        }),
      ).toBe(true);
      const all = await ok(await send('GET', `leave-balance?department_id=${other.department}&limit=2`));
      expect(all.metadata.total).toBeGreaterThanOrEqual(3 * 2);
      expect(all.data).toHaveLength(2);
      expect((await send('GET', 'leave-balance?on=2026-02-30')).statusCode).toBe(400);
    });
  });
});
