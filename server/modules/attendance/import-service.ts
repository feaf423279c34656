// Punch import: every row checked first against the file's own rules and the database (nothing written),
// then, in one transaction, the new punches inserted (what is already stored skipped), the days they fall on
// derived again through the attendance service, and one activity-log entry. Any refused row refuses the file.
import type { Kysely } from 'kysely';
import { ATTENDANCE_MESSAGES } from '../../../contract/attendance-codes.ts';
import { PUNCH_FILE_MESSAGES } from '../../../contract/api/attendance-import.ts';
import { PUNCH_IMPORT_MESSAGES as M } from '../../../contract/api/attendance.ts';
import type { ImportIssue } from '../../../contract/api/employee-import.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../http/route.ts';
import { refusedImport } from '../../http/upload.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity } from '../activity-log/service.ts';
import type { PunchFileKind, PunchSheet } from './import-file.ts';
import * as repo from './import-repository.ts';
import { mapPunchHeader, punchConverter, sortPunchIssues, type ParsedPunch } from './import-rows.ts';
import { wholeMinute } from './derive-day.ts';
import { rederive } from './derive-service.ts';

export interface CheckedPunch {
  employeeId: number;
  at: string;
  date: string;
  device: string | null;
  direction: 'in' | 'out' | null;
}

export interface CheckedImport {
  /** The punches to write, one per (employee, minute), each at its whole minute. */
  punches: CheckedPunch[];
  /** Rows naming a punch an earlier row of the file already named. */
  repeated: number;
  from: string;
  to: string;
}

const refused = (message: string, issues: ImportIssue[], totalRows: number) =>
  refusedImport(message, sortPunchIssues(issues), totalRows);

/** Every row checked and resolved to its employee, nothing written; any problem refuses the whole file. */
export async function checkPunchImport(db: Kysely<DB>, sheet: PunchSheet, now: string): Promise<CheckedImport> {
  const total = sheet.rows.length;
  const header = mapPunchHeader(sheet);
  if (!header.columns) throw refused(PUNCH_FILE_MESSAGES.headerProblems, header.issues, total);

  const issues: ImportIssue[] = [];
  const parsed: ParsedPunch[] = [];
  const convert = punchConverter(header.columns);
  for (const row of sheet.rows) {
    const r = convert(row);
    if (r.punch) parsed.push(r.punch);
    else issues.push(...r.issues);
  }

  const employees = await repo.employeesByStaffId(db, [...new Set(parsed.map((p) => p.staffId))]);
  let from = '9999-12-31';
  let to = '0000-01-01';
  for (const p of parsed) {
    if (p.date < from) from = p.date;
    if (p.date > to) to = p.date;
  }
  const closed = parsed.length ? await repo.closedPeriodsBetween(db, from, to) : [];

  const punches: CheckedPunch[] = [];
  const seen = new Set<string>();
  let repeated = 0;
  for (const p of parsed) {
    const problem = (message: string, field = 'timestamp') => issues.push({ row: p.row, field, message });
    const e = employees.get(p.staffId);
    if (!e) {
      problem(M.unknownStaffId(p.staffId), 'staff_id');
      continue;
    }
    if (e.status === 'resigned') {
      problem(M.resigned, 'staff_id');
      continue;
    }
    if (p.at > now) problem(M.inFuture);
    else if (p.date < e.join_date) problem(M.beforeJoin(e.join_date));
    else {
      const period = closed.find((c) => c.from_date <= p.date && p.date <= c.to_date);
      if (period) problem(ATTENDANCE_MESSAGES.periodClosed(period.period));
      else {
        // One minute counts once: stored at its whole minute, a second tap (08:01:30) repeats the first.
        const at = wholeMinute(p.at);
        const key = `${e.id}|${at}`;
        if (seen.has(key)) repeated++;
        else {
          seen.add(key);
          punches.push({ employeeId: e.id, at, date: p.date, device: p.device, direction: p.direction });
        }
      }
    }
  }
  if (issues.length) throw refused(M.refused(new Set(issues.map((i) => i.row)).size), issues, total);
  return { punches, repeated, from, to };
}

export interface ImportProgress {
  (phase: 'inserting' | 'deriving', done: number, total: number): Promise<void> | void;
}

/** Punches a statement: on SQLite 9 binds each, 18,000 in all, under its 32,766; PostgreSQL gets arrays. */
const INSERT_BATCH = { sqlite: 2000, postgres: 10_000 } as const;
/** Employees derived again per call of the attendance service. */
const DERIVE_BATCH = 250;

/**
 * Writes the checked punches and derives their days again, all in one transaction; answers how many punches
 * were new and how many were already stored (or repeated in the file).
 */
export function importPunches(
  db: Database,
  actor: Actor,
  checked: CheckedImport,
  kind: PunchFileKind,
  onProgress: ImportProgress,
): Promise<{ imported: number; skipped: number }> {
  const { punches } = checked;
  return db.tx(async (trx) => {
    const now = nowIso();
    // A clock-in or correction for one of these people waits for the import (and the other way round), so
    // whichever commits second derives the day from both (PostgreSQL; SQLite's write transactions are serial).
    if (db.dialect === 'postgres') await repo.lockEmployees(trx, [...new Set(punches.map((p) => p.employeeId))]);
    let imported = 0;
    // The dates of each employee's new punches: only those days are derived again.
    const spans = new Map<number, { from: string; to: string }>();
    const size = INSERT_BATCH[db.dialect];
    for (let i = 0; i < punches.length; i += size) {
      // Only the columns an imported punch has; the rest (office, position, voided) stay null.
      const batch = punches.slice(i, i + size).map((p) => ({
        employee_id: p.employeeId,
        at: p.at,
        date: p.date,
        source: 'import',
        device: p.device,
        direction: p.direction,
        created_by_id: actor.id || null,
        created_by_username: actor.username || null,
        created_at: now,
      }));
      const inserted = await repo.insertPunches(trx, batch);
      imported += inserted.length;
      for (const p of inserted) {
        const s = spans.get(p.employee_id);
        if (!s) spans.set(p.employee_id, { from: p.date, to: p.date });
        else {
          if (p.date < s.from) s.from = p.date;
          if (p.date > s.to) s.to = p.date;
        }
      }
      await onProgress('inserting', Math.min(i + size, punches.length), punches.length);
    }

    // Derived again employee batch by batch, over the dates of the batch's new punches.
    const ids = [...spans.keys()].sort((a, b) => a - b);
    for (let i = 0; i < ids.length; i += DERIVE_BATCH) {
      const chunk = ids.slice(i, i + DERIVE_BATCH);
      let from = '9999-12-31';
      let to = '0000-01-01';
      for (const id of chunk) {
        const s = spans.get(id)!;
        if (s.from < from) from = s.from;
        if (s.to > to) to = s.to;
      }
      await rederive(trx, chunk, from, to);
      await onProgress('deriving', Math.min(i + DERIVE_BATCH, ids.length), ids.length);
    }

    const skipped = punches.length - imported + checked.repeated;
    await logActivity(trx, actor, {
      action: 'import',
      resource: 'attendance',
      recordId: null,
      after: { imported, skipped, employees: ids.length, from: checked.from, to: checked.to, format: kind },
    });
    return { imported, skipped };
  });
}
