// Employee import: check every row first (nothing written), then insert them all in one transaction through
// the create path (staff ids, search terms, offices, one activity-log entry each), or none.
import type { Kysely } from 'kysely';
import {
  IMPORT_COLUMNS,
  IMPORT_IGNORED,
  IMPORT_MAX_ROWS,
  IMPORT_MAX_UNPACKED_BYTES,
  IMPORT_MESSAGES,
  type ImportIssue,
} from '../../../contract/api/employee-import.ts';
import type { CreateEmployeeBody } from '../../../contract/api/employees.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { isUniqueViolation } from '../../http/error-handler.ts';
import type { Actor } from '../../http/route.ts';
import { refusedImport } from '../../http/upload.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './repository.ts';
import { readSheet, type FileKind, type Sheet, type SheetRules } from '../../http/uploaded-sheet.ts';
import { convertRow, duplicateIssues, mapHeader, sortIssues } from './import-rows.ts';
import { insertEmployee } from './service.ts';

export interface CheckedRow {
  row: number;
  body: CreateEmployeeBody;
}

/** An .xlsx of 5,000 employees unpacks to a few MB; anything far bigger is not an employee list. */
export const EMPLOYEE_SHEET: SheetRules = {
  maxRows: IMPORT_MAX_ROWS,
  maxUnpackedBytes: IMPORT_MAX_UNPACKED_BYTES,
  columns: IMPORT_COLUMNS.length + IMPORT_IGNORED.length,
  messages: IMPORT_MESSAGES,
};

export const readEmployeeSheet = (file: Buffer, kind: FileKind) => readSheet(file, kind, EMPLOYEE_SHEET);

const refused = (message: string, issues: ImportIssue[], totalRows: number) =>
  refusedImport(message, sortIssues(issues), totalRows);

/** Every row of the sheet checked and converted, nothing written; any problem refuses the whole file. */
export async function checkImport(db: Kysely<DB>, sheet: Sheet): Promise<CheckedRow[]> {
  const total = sheet.rows.length;
  const header = mapHeader(sheet);
  if (header.issues.length) throw refused(IMPORT_MESSAGES.headerProblems, header.issues, total);

  const lookups = await repo.importLookups(db);
  const converted = sheet.rows.map((r) => convertRow(r, header.columns, lookups));
  const taken = await takenKeys(
    db,
    converted.flatMap((r) => (r.email ? [r.email] : [])),
    converted.flatMap((r) => (r.staffId ? [r.staffId] : [])),
  );
  const issues = [...converted.flatMap((r) => r.issues), ...duplicateIssues(converted, taken)];
  if (issues.length) throw refused(IMPORT_MESSAGES.refused(new Set(issues.map((i) => i.row)).size), issues, total);
  return converted.map((r) => ({ row: r.row, body: r.body! }));
}

/** Which of these emails (lower case) and staff ids are already held, asked in chunks to stay under bind limits. */
async function takenKeys(db: Kysely<DB>, emails: string[], staffIds: string[]) {
  const chunks = <T>(list: T[]) =>
    Array.from({ length: Math.ceil(list.length / 500) }, (_, i) => list.slice(i * 500, i * 500 + 500));
  const takenEmails = new Set<string>();
  for (const chunk of chunks([...new Set(emails)]))
    for (const email of await repo.takenEmails(db, chunk)) takenEmails.add(email);
  const takenStaffIds = new Set<string>();
  for (const chunk of chunks([...new Set(staffIds)]))
    for (const id of await repo.takenStaffIds(db, chunk)) takenStaffIds.add(id);
  return { emails: takenEmails, staffIds: takenStaffIds };
}

/**
 * Inserts every checked row in one transaction and reports progress after each. A row that fails now (a
 * record created meanwhile with the same email) rolls everything back and names its row.
 */
export function insertAll(
  db: Database,
  actor: Actor,
  rows: CheckedRow[],
  kind: FileKind,
  onProgress: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  return db.tx(async (trx) => {
    for (let i = 0; i < rows.length; i++) {
      const { row, body } = rows[i];
      try {
        await insertEmployee(trx, actor, body);
      } catch (error) {
        if (error instanceof AppError)
          throw new AppError(error.statusCode, `Row ${row}: ${error.message} Nothing was imported.`, error.validators);
        if (isUniqueViolation(error))
          throw conflict(`Row ${row}: an employee with this staff id or email already exists. Nothing was imported.`);
        throw error;
      }
      await onProgress(i + 1, rows.length);
    }
    await logActivity(trx, actor, {
      action: 'import',
      resource: 'employee',
      recordId: null,
      after: { imported: rows.length, format: kind },
    });
    return rows.length;
  });
}
