// The calendar: an event may span days (end_date, null for one day) and concern one office (null for the whole
// company). The range query reads events by date and leave by its end, each within a bounded window. Frozen once
// landed.
import type { Kysely } from 'kysely';

export function calendar() {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('calendar_event').addColumn('end_date', 'text').execute();
      await db.schema
        .alterTable('calendar_event')
        .addColumn('office_id', 'integer', (c) => c.references('office.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('calendar_event_date').on('calendar_event').columns(['event_date', 'id']).execute();
      // Leave touching a month, read from its end: the leave ending from that month on is mostly what is still
      // ahead, while reading from the start would walk the whole history.
      await db.schema
        .createIndex('approval_request_kind_end')
        .on('approval_request')
        .columns(['kind', 'end_date'])
        .execute();
    },
  };
}
