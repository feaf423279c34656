// The calendar's leave spans from the index alone: the month view counts everyone out on each day of its range,
// so it reads every pending and approved leave touching the range (about 7,000 at 5,000 employees), by last day
// with the first day, status and person beside it. Migration 012's index on kind and last day left each of those
// (and every later leave of the next year, which the first-day test then dropped) to a read of its table row.
// The id is last so PostgreSQL answers from the index too (SQLite keeps the rowid in every index). Frozen once
// landed.
import type { Kysely } from 'kysely';

export function calendarLeaveSpans() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex('approval_request_kind_end_span')
        .on('approval_request')
        .columns(['kind', 'end_date', 'start_date', 'status', 'employee_id', 'id'])
        .execute();
    },
  };
}
