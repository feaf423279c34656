// A request export holds at most REQUEST_LIMITS.exportMax rows. A wider match is refused with a message that says
// to narrow it, never cut short: it used to answer the newest 10,000 as if they were all (at 100,000 employees a
// year's approved leave is about a million requests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from '../../contract/api/requests.ts';
import { createTestApp, DIALECTS, type TestApp } from '../../server/testing/test-app.ts';
import { BASE } from './helpers.ts';
import { createLeaveType, createOrg, type Org } from './requests-fixtures.ts';

describe.each(DIALECTS)('request export cap on %s', (dialect) => {
  let t: TestApp;
  let org: Org;
  let type: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    org = await createOrg(t);
    type = await createLeaveType(t, { days: 30 });
  });
  afterAll(() => t?.close());

  /** `count` approved one-day leave requests of the type for the org's member, written straight in batches. */
  async function insertMany(count: number) {
    const at = new Date().toISOString();
    for (let done = 0; done < count; done += 500) {
      const n = Math.min(500, count - done);
      await t.db.tx(async (trx) => {
        const ids = await trx
          .insertInto('approval_request')
          .values(
            Array.from({ length: n }, () => ({
              kind: 'leave',
              employee_id: org.member,
              status: 'approve',
              version: 3,
              current_step: null,
              start_date: '2025-03-03',
              end_date: '2025-03-03',
              reason: 'Bulk',
              filed_by_id: null,
              filed_by_username: null,
              decided_by_id: null,
              decided_by_username: 'hr',
              decided_at: at,
              decision_comment: null,
              created_at: at,
              updated_at: at,
            })),
          )
          .returning('id')
          .execute();
        await trx
          .insertInto('leave_request')
          .values(
            ids.map(({ id }) => ({
              request_id: id,
              leave_type_id: type,
              start_half: 0,
              end_half: 0,
              days: 1,
              attachment: null,
            })),
          )
          .execute();
      });
    }
  }

  const exportOf = (query: string) =>
    t.call('GET', `${BASE}/leave-request/export?format=csv&leave_type_id=${type}${query}`, { token: t.adminToken });

  it('exports exactly as many as it holds, and refuses one more with a message', async () => {
    await insertMany(REQUEST_LIMITS.exportMax);
    const full = await exportOf('');
    expect(full.statusCode, full.body.slice(0, 300)).toBe(200);
    expect(full.body.trim().split('\r\n')).toHaveLength(REQUEST_LIMITS.exportMax + 1); // and the header

    await insertMany(1);
    const wide = await exportOf('');
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(REQUEST_MESSAGES.exportTooMany);

    const narrowed = await exportOf('&from=2025-03-04');
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.body.trim().split('\r\n')).toHaveLength(1);
  });
});
