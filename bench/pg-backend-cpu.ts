// PostgreSQL's share of a request: the CPU time of the backends serving one database, read from /proc (the
// database runs on this machine in the bench), so its CPU per request can be reported beside the API process's.
import fs from 'node:fs';
import pg from 'pg';

const ticks = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime, stime
};

/**
 * A probe answering the CPU seconds spent so far by the backends connected to the database of `url` (its own
 * connection left out), so the difference between two readings is the database's work in between; null where
 * /proc cannot be read (PostgreSQL on another machine). A backend that has gone (a job worker's connection closed)
 * keeps its last reading in the sum, so the figure never goes back.
 */
export function pgBackendCpu(url: string): () => Promise<number | null> {
  const lastTicks = new Map<number, number>();
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid } of rows) {
        try {
          lastTicks.set(pid, ticks(pid));
        } catch {
          // gone since the query: its last reading stands
        }
      }
      return [...lastTicks.values()].reduce((sum, t) => sum + t, 0) / 100; // USER_HZ is 100 on Linux
    } catch {
      return null;
    } finally {
      await client.end();
    }
  };
}
