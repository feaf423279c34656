// A month's pay lines from a file: every row checked first (nothing written), then all inserted in one
// transaction, each logged, or none. A month whose run is approved takes no pay lines (409).
import type { Kysely } from 'kysely';
import { IMPORT_MAX_REPORT, IMPORT_MESSAGES, type ImportIssue } from '../../../contract/api/employee-import.ts';
import { PAY_LINE_IMPORT_MESSAGES as M, type PayLineBody } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { refusedImport } from '../../http/upload.ts';
import { nowIso } from '../../lib/clock.ts';
import { logActivity } from '../activity-log/service.ts';
import { readSheet, type FileKind, type Sheet, type SheetRules } from '../../http/uploaded-sheet.ts';
import { EMPLOYEE_SHEET } from '../employees/import-service.ts';
import { convertRow, mapHeader, sortIssues } from './import-rows.ts';
import * as repo from './repository.ts';
import { payLineValues, toPayLine } from './pay-lines-service.ts';

/** The file read within the employee import's limits and words, but for its one employee-worded message. */
const PAY_LINE_SHEET: SheetRules = { ...EMPLOYEE_SHEET, messages: { ...IMPORT_MESSAGES, empty: M.empty } };

export const readPayLineSheet = (file: Buffer, kind: FileKind): Promise<Sheet> => readSheet(file, kind, PAY_LINE_SHEET);

/** 400 with the report, each refused row also named in validators ("row 3 amount"). */
function refused(message: string, issues: ImportIssue[], total: number): AppError {
  const sorted = sortIssues(issues);
  const base = refusedImport(message, sorted, total);
  const validators = sorted
    .slice(0, IMPORT_MAX_REPORT)
    .map((i) => ({ field: `row ${i.row} ${i.field}`, message: i.message }));
  return new AppError(400, message, [{ field: 'file', message }, ...validators], undefined, base.details);
}

async function assertMonthOpen(db: Kysely<DB>, month: string) {
  if ((await repo.findRunByMonth(db, month))?.status === 'approved') throw conflict(M.monthLocked(month));
}

/** Every row checked and converted, nothing written; any problem refuses the whole file. */
export async function checkPayLineImport(db: Kysely<DB>, sheet: Sheet, month: string): Promise<PayLineBody[]> {
  await assertMonthOpen(db, month);
  const total = sheet.rows.length;
  const header = mapHeader(sheet);
  if (header.issues.length) throw refused(IMPORT_MESSAGES.headerProblems, header.issues, total);
  const index = header.columns.get('staff_id')!;
  const named = [...new Set(sheet.rows.map((r) => String(r.cells[index] ?? '').trim()).filter(Boolean))];
  const employees = new Map<string, number>();
  for (let i = 0; i < named.length; i += 500)
    for (const e of await repo.employeesByStaffId(db, named.slice(i, i + 500))) employees.set(e.staff_id, e.id);
  const converted = sheet.rows.map((r) => convertRow(r, header.columns, month, employees));
  const issues = converted.flatMap((r) => r.issues);
  if (issues.length) throw refused(IMPORT_MESSAGES.refused(new Set(issues.map((i) => i.row)).size), issues, total);
  return converted.map((r) => r.body!);
}

/** Inserts every checked line in one transaction, each logged, reporting progress; answers how many. */
export function insertPayLines(
  db: Database,
  actor: Actor,
  month: string,
  lines: PayLineBody[],
  kind: FileKind,
  onProgress: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  return db.tx(async (trx) => {
    await assertMonthOpen(trx, month); // an approval may have landed since the check
    const now = nowIso();
    for (let i = 0; i < lines.length; i++) {
      const id = await repo.insertPayLine(trx, { ...payLineValues(lines[i]), created_at: now, updated_at: now });
      const after = toPayLine((await repo.findPayLine(trx, id))!);
      await logActivity(trx, actor, { action: 'create', resource: 'deduction', recordId: id, after });
      await onProgress(i + 1, lines.length);
    }
    await logActivity(trx, actor, {
      action: 'import',
      resource: 'deduction',
      recordId: null,
      after: { imported: lines.length, month, format: kind },
    });
    return lines.length;
  });
}
