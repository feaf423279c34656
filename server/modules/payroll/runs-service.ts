// Payroll runs read: the list, one run, a run with every payslip of it (the files it hands out are drawn from that),
// and its register.
import type { Language } from '../../../contract/languages.ts';
import type { Kysely } from 'kysely';
import type { PayrollRun } from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ExportFile } from '../../http/export-route.ts';
import type { Page } from '../../http/list-route.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { toPayslip, toRun } from './payroll-items.ts';
import { registerXlsx } from './register-xlsx.ts';
import * as repo from './repository.ts';

export async function listRuns(db: Database, query: { page: number; limit: number }): Promise<Page<PayrollRun>> {
  const [rows, total] = await Promise.all([repo.findRuns(db.kysely, query), repo.countRuns(db.kysely)]);
  return { data: rows.map(toRun), metadata: pageMetadata(query.page, query.limit, total) };
}

export async function getRun(db: Database, id: number): Promise<PayrollRun> {
  const run = await repo.findRun(db.kysely, id);
  if (!run) throw notFound(M.runNotFound);
  return toRun(run);
}

/** A run and every payslip of it, in employee order (404 for an unknown run). */
export async function runWithPayslips(db: Kysely<DB>, id: number) {
  const run = await repo.findRun(db, id);
  if (!run) throw notFound(M.runNotFound);
  return { run: toRun(run), slips: (await repo.runPayslips(db, id)).map(toPayslip) };
}

/** The register, named with its month (payroll-2026-10.xlsx), its headers in `language`. */
export async function exportRun(
  db: Database,
  id: number,
  language: Language = 'en',
): Promise<ExportFile & { name: string }> {
  const { run, slips } = await runWithPayslips(db.kysely, id);
  return {
    format: 'xlsx',
    name: `payroll-${run.month}.xlsx`,
    content: await registerXlsx(run.month, run.exchange_rate, slips, language),
  };
}
