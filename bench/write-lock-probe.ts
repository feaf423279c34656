// The longest write transaction while a job runs, seen from outside the server (its jobs run on worker threads
// of another process). SQLite: a connection of its own asks for the one write lock (BEGIN IMMEDIATE, no busy
// wait) every PROBE_EVERY_MS and the longest stretch it was refused is the longest hold, to within a probe's
// interval (only the job writes meanwhile: the list only reads). PostgreSQL has no one lock: the longest-open
// transaction of a backend holding a write lock on the payslip table, by its own start time.
import Sqlite from 'better-sqlite3';
import pg from 'pg';

const PROBE_EVERY_MS = 5;

export interface WriteLockProbe {
  /** Stops probing; answers the longest write transaction seen, in ms. */
  stop(): Promise<number>;
}

export function probeWriteLock(url: string): WriteLockProbe {
  return url.startsWith('file:') ? probeSqlite(url.slice('file:'.length)) : probePostgres(url);
}

function probeSqlite(file: string): WriteLockProbe {
  const probe = new Sqlite(file, { timeout: 0 });
  let done = false;
  let longest = 0;
  const running = (async () => {
    let busySince: number | null = null;
    while (!done) {
      const t = performance.now();
      try {
        probe.exec('BEGIN IMMEDIATE');
        probe.exec('ROLLBACK');
        if (busySince !== null) longest = Math.max(longest, t - busySince);
        busySince = null;
      } catch {
        busySince ??= t;
      }
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      done = true;
      await running;
      probe.close();
      return Math.round(longest);
    },
  };
}

function probePostgres(url: string): WriteLockProbe {
  const client = new pg.Client({ connectionString: url });
  let done = false;
  let longest = 0;
  const running = (async () => {
    await client.connect();
    while (!done) {
      const { rows } = await client.query<{ ms: number | null }>(
        `select extract(epoch from max(clock_timestamp() - a.xact_start)) * 1000 as ms
           from pg_locks l join pg_class c on c.oid = l.relation join pg_stat_activity a on a.pid = l.pid
          where c.relname = 'payslip' and l.mode = 'RowExclusiveLock' and a.datname = current_database()
            and l.pid <> pg_backend_pid()`,
      );
      longest = Math.max(longest, Number(rows[0]?.ms ?? 0));
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      done = true;
      await running;
      await client.end();
      return Math.round(longest);
    },
  };
}
