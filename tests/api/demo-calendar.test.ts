// The demo calendar: company events across the coming months, on working days that are not holidays, made by HR through
// the service (each in the activity log), shown by the month view; a second run adds nothing.
import { addDays } from '../../contract/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompanyEvents } from '../../server/demo/seed-company-events.ts';
import { seedDirectory } from '../../server/demo/seed-directory.ts';
import { seedFoundation } from '../../server/demo/seed-foundation.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';

const NOW = new Date('2026-11-25T02:00:00Z');
const TODAY = '2026-11-25';

describe.each(DIALECTS)('demo calendar on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedFoundation(t.db, 'admin');
    await seedDirectory(t.db, { today: TODAY });
    // A holiday on a planned day moves that event to the next working day.
    await t.call('POST', `${BASE}/calendar-event`, {
      token: t.adminToken,
      body: { title: 'Test holiday', event_date: '2026-11-27' },
    });
  });
  afterAll(() => t?.close());

  it('plans company events over the next four months, on working days, by HR, once', async () => {
    expect((await seedCompanyEvents(t.db, { now: NOW })).created).toBe(13);
    const events = [];
    for (let from = TODAY; from < addDays(TODAY, 124); from = addDays(from, 62)) {
      const res = await t.call('GET', `${BASE}/calendar?from=${from}&to=${addDays(from, 61)}&kind=event`, {
        token: t.adminToken,
      });
      expect(res.statusCode, res.body).toBe(200);
      events.push(...res.json().data.events);
    }
    const all = await t.db.kysely.selectFrom('calendar_event').selectAll().where('kind', '!=', 'holiday').execute();
    expect(all).toHaveLength(13);
    const months = new Set(all.map((e) => e.event_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(4);
    for (const e of all) {
      expect([0, 6]).not.toContain(new Date(`${e.event_date}T00:00:00Z`).getUTCDay());
      expect(e.event_date).not.toBe('2026-11-27');
    }
    expect(all.find((e) => e.title === 'Monthly town hall')!.event_date).toBe('2026-11-30');
    expect(events.some((e) => e.title === 'Leadership offsite' && e.end_date)).toBe(true);
    expect(all.filter((e) => e.office_id !== null).length).toBeGreaterThan(0);
    const log = await t.db.kysely
      .selectFrom('activity_log')
      .select(['actor_username', 'action'])
      .where('resource', '=', 'calendar')
      .where('action', '=', 'create')
      .execute();
    expect(log.filter((l) => l.actor_username === 'hr_manager')).toHaveLength(13);
    expect((await seedCompanyEvents(t.db, { now: NOW })).created).toBe(0);
  });
});
