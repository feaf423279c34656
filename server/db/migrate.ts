// Runs every pending migration at start, on either dialect.
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import { foundation } from './migrations/001-foundation.ts';

function provider(db: Database): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return { '001-foundation': foundation(db.dialect) };
    },
  };
}

export async function migrateToLatest(db: Database): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider: provider(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
