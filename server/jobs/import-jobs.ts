// The file imports as jobs (job-list.ts): the file read and every row checked, then written, all on the worker.
// A refused file throws its 400 with the row-by-row report before the first progress report, so the route can
// still answer it plainly; after that, each progress report is the import's own NDJSON progress line.
import type { ImportLine } from '../../contract/api/employee-import.ts';
import type { PunchImportLine } from '../../contract/api/attendance.ts';
import { SQLITE_TURN_MS, type Database } from '../db/database.ts';
import type { Actor } from '../http/route.ts';
import { progressTicker, type UploadKind } from '../http/upload.ts';
import { nowIso } from '../lib/clock.ts';
import { readPunchSheet } from '../modules/attendance/import-file.ts';
import { checkPunchImport, importPunches } from '../modules/attendance/import-service.ts';
import { checkImport, insertAll, readEmployeeSheet } from '../modules/employees/import-service.ts';
import { checkPayLineImport, insertPayLines, readPayLineSheet } from '../modules/payroll/import-service.ts';

/** What an import job is handed: the uploaded file (a copy the worker received), its kind and who sent it. */
export interface ImportArgs {
  file: Uint8Array;
  kind: UploadKind;
  actor: Actor;
}

type Progress<L> = Extract<L, { type: 'progress' }>;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const IMPORT_JOBS = {
  employeeImport: async (db: Database, job: ImportArgs, progress: (line: Progress<ImportLine>) => void) => {
    const rows = await checkImport(db.kysely, await readEmployeeSheet(asBuffer(job.file), job.kind));
    const tick = progressTicker((done, total) => progress({ type: 'progress', phase: 'inserting', done, total }));
    await tick(0, rows.length);
    const imported = await insertAll(db, job.actor, rows, job.kind, tick);
    return { meta: { imported } };
  },
  punchImport: async (db: Database, job: ImportArgs, progress: (line: Progress<PunchImportLine>) => void) => {
    const checked = await checkPunchImport(db.kysely, await readPunchSheet(asBuffer(job.file), job.kind), nowIso());
    const tickers = {
      inserting: progressTicker((done, total) => progress({ type: 'progress', phase: 'inserting', done, total })),
      deriving: progressTicker((done, total) => progress({ type: 'progress', phase: 'deriving', done, total })),
    };
    await tickers.inserting(0, checked.punches.length);
    // On SQLite, a pause between two of its transactions, so a waiting writer gets the lock in turn.
    const between = () => new Promise<void>((resolve) => setTimeout(resolve, SQLITE_TURN_MS));
    const result = await importPunches(
      db,
      job.actor,
      checked,
      job.kind,
      (phase, done, total) => tickers[phase](done, total),
      db.dialect === 'sqlite' ? { between } : {},
    );
    return { meta: result };
  },
  payLineImport: async (
    db: Database,
    job: ImportArgs & { month: string },
    progress: (line: Progress<ImportLine>) => void,
  ) => {
    const lines = await checkPayLineImport(db.kysely, await readPayLineSheet(asBuffer(job.file), job.kind), job.month);
    const tick = progressTicker((done, total) => progress({ type: 'progress', phase: 'inserting', done, total }));
    await tick(0, lines.length);
    const imported = await insertPayLines(db, job.actor, job.month, lines, job.kind, tick);
    return { meta: { imported } };
  },
};
