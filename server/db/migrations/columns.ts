// Column helpers shared by migrations. Keep them stable: landed migrations depend on what they emit.
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

/** An auto-numbered integer primary key on either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName) {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

export const stamps = <T extends string>(t: CreateTableBuilder<T>) =>
  t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());
