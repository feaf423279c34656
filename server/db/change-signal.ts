// How this process learns that another process (another API server, a script) committed to the SQLite file.
//
// `PRAGMA data_version` answers exactly that, but it opens and closes a read transaction, which in WAL mode
// takes and drops a lock on the -shm file: a few system calls, a tenth of a cached list request. Every
// connection, in every process, reads the same 48-byte WAL-index header from that file (its layout is part of
// SQLite's documented file format: https://sqlite.org/walformat.html), and each commit rewrites it (a change
// counter, the last frame, the salts). Reading it back is one pread. Any difference counts as a change, so a
// checkpoint may cause a needless refresh but a commit is never missed. Without a -shm file (not WAL, or an
// in-memory database) the signal falls back to data_version.
import fs from 'node:fs';
import type SQLite from 'better-sqlite3';

export interface ChangeSignal {
  /** True if someone may have committed since the last call (the first call says true). */
  changed(): boolean;
}

const HEADER_BYTES = 48;

export function changeSignal(native: SQLite.Database): ChangeSignal {
  const shm = `${native.name}-shm`;
  const wal = !native.memory && native.pragma('journal_mode', { simple: true }) === 'wal';
  // A new database has its -shm file once something has read it.
  if (wal) native.prepare('select count(*) from sqlite_master').get();
  if (wal && fs.existsSync(shm)) return walIndexHeader(fs.openSync(shm, 'r'));
  return dataVersion(native);
}

function walIndexHeader(fd: number): ChangeSignal {
  let seen = Buffer.alloc(HEADER_BYTES);
  let next = Buffer.alloc(HEADER_BYTES);
  let first = true;
  return {
    changed() {
      const read = fs.readSync(fd, next, 0, HEADER_BYTES, 0);
      if (read < HEADER_BYTES) next.fill(0, read);
      if (!first && next.equals(seen)) return false;
      first = false;
      [seen, next] = [next, seen];
      return true;
    },
  };
}

function dataVersion(native: SQLite.Database): ChangeSignal {
  const statement = native.prepare('PRAGMA data_version').pluck();
  let seen: unknown;
  return {
    changed() {
      const version = statement.get();
      if (version === seen) return false;
      seen = version;
      return true;
    },
  };
}
