// Punch import: every row checked first against the file's own rules and the database (nothing written; any
// refused row refuses the file), then, employee by employee in short transactions, the new punches inserted
// (what is already stored skipped) and the days they fall on derived again through the attendance service, and
// one activity-log entry.
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

/**
 * Punches written per transaction, whole employees at a time: one statement on SQLite (9 binds each, under its
 * 32,766), where a transaction holds the only write lock and a short one keeps other writers' waits short;
 * PostgreSQL gets arrays and locks rows, so its transactions are bigger.
 */
const TX_PUNCHES = { sqlite: 2000, postgres: 10_000 } as const;
/** Employees derived again per call of the attendance service. */
const DERIVE_BATCH = 250;

export interface ImportPacing {
  /** Awaited between two transactions: a pause there lets another SQLite writer take the lock in turn. */
  between?: () => Promise<void>;
}

/**
 * Writes the checked punches and derives their days again, in transactions of whole employees: each commits
 * its employees' new punches with their days derived from them, or nothing, so a stop at any point (a crash, a
 * client gone, kill -9) leaves only whole employees written, and the same file imported again adds exactly the
 * rest (punches already stored are skipped). Answers how many punches were new and how many were already stored
 * (or repeated in the file). The one activity-log entry is written with the last transaction.
 */
export async function importPunches(
  db: Database,
  actor: Actor,
  checked: CheckedImport,
  kind: PunchFileKind,
  onProgress: ImportProgress,
  pacing: ImportPacing = {},
): Promise<{ imported: number; skipped: number }> {
  const { punches } = checked;
  const now = nowIso();
  const byEmployee = new Map<number, CheckedPunch[]>();
  for (const p of punches) {
    const list = byEmployee.get(p.employeeId);
    if (list) list.push(p);
    else byEmployee.set(p.employeeId, [p]);
  }
  const employees = [...byEmployee.keys()].sort((a, b) => a - b);
  // Whole employees per transaction, up to about TX_PUNCHES punches (one employee's month may go over alone).
  const groups: number[][] = [];
  let group: number[] = [];
  let size = 0;
  for (const id of employees) {
    const count = byEmployee.get(id)!.length;
    if (group.length && size + count > TX_PUNCHES[db.dialect]) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(id);
    size += count;
  }
  groups.push(group);

  let imported = 0;
  let written = 0;
  let derived = 0;
  let handled = 0;
  for (let g = 0; g < groups.length; g++) {
    if (g > 0) await pacing.between?.();
    const ids = groups[g];
    const last = g === groups.length - 1;
    const batch = ids.flatMap((id) => byEmployee.get(id)!);
    const done = await db.tx(async (trx) => {
      // A clock-in or correction for one of these people waits for this transaction (and the other way round),
      // so whichever commits second derives the day from both (PostgreSQL; SQLite's write transactions are serial).
      if (db.dialect === 'postgres') await repo.lockEmployees(trx, ids);
      const inserted = await insertBatch(trx, db.dialect, actor, batch, now);
      await onProgress('inserting', written + batch.length, punches.length);
      // The dates of each employee's new punches: only those days are derived again.
      const spans = new Map<number, { from: string; to: string }>();
      for (const p of inserted) {
        const s = spans.get(p.employee_id);
        if (!s) spans.set(p.employee_id, { from: p.date, to: p.date });
        else {
          if (p.date < s.from) s.from = p.date;
          if (p.date > s.to) s.to = p.date;
        }
      }
      const changed = [...spans.keys()].sort((a, b) => a - b);
      for (let i = 0; i < changed.length; i += DERIVE_BATCH) {
        const chunk = changed.slice(i, i + DERIVE_BATCH);
        let from = '9999-12-31';
        let to = '0000-01-01';
        for (const id of chunk) {
          const s = spans.get(id)!;
          if (s.from < from) from = s.from;
          if (s.to > to) to = s.to;
        }
        await rederive(trx, chunk, from, to);
      }
      await onProgress('deriving', handled + ids.length, employees.length);
      if (last) {
        const total = imported + inserted.length;
        await logActivity(trx, actor, {
          action: 'import',
          resource: 'attendance',
          recordId: null,
          after: {
            imported: total,
            skipped: punches.length - total + checked.repeated,
            employees: derived + changed.length,
            from: checked.from,
            to: checked.to,
            format: kind,
          },
        });
      }
      return { inserted: inserted.length, changed: changed.length };
    });
    imported += done.inserted;
    derived += done.changed;
    written += batch.length;
    handled += ids.length;
  }
  return { imported, skipped: punches.length - imported + checked.repeated };
}

/** One transaction's punches inserted (a statement per TX_PUNCHES); answers the employee and date of each new one. */
async function insertBatch(
  trx: Kysely<DB>,
  dialect: Database['dialect'],
  actor: Actor,
  punches: CheckedPunch[],
  now: string,
) {
  const inserted: Array<{ employee_id: number; date: string }> = [];
  const size = TX_PUNCHES[dialect];
  for (let i = 0; i < punches.length; i += size) {
    // Only the columns an imported punch has; the rest (office, position, voided) stay null.
    const rows = punches.slice(i, i + size).map((p) => ({
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
    inserted.push(...(await repo.insertPunches(trx, rows)));
  }
  return inserted;
}
