// Payslips read: everyone's with payroll read; an employee linked to a user sees their own payslips of approved
// runs only (a draft may still change), and anyone else's is 404 to them.
import type { Kysely } from 'kysely';
import type { PayslipItem, PayslipRow } from '../../../contract/api/payroll.ts';
import { PAYROLL_MESSAGES as M } from '../../../contract/api/payroll.ts';
import type { Language } from '../../../contract/languages.ts';
import { linesInLanguage } from '../../i18n/documents.ts';
import { holdsPayrollRead } from '../../auth/privileges.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Page } from '../../http/list-route.ts';
import type { Actor } from '../../http/route.ts';
import { pageMetadata } from '../../lib/pagination.ts';
import { toPayslip, toPayslipRow } from './payroll-items.ts';
import * as repo from './repository.ts';

/** Whose payslips the actor may see: everyone's with payroll read, else their own approved ones, else none. */
async function scopeOf(db: Kysely<DB>, actor: Actor): Promise<'all' | number | null> {
  if (await holdsPayrollRead(db, actor)) return 'all';
  return repo.employeeOfUser(db, actor.id);
}

export async function listPayslips(
  db: Database,
  query: { page: number; limit: number } & repo.PayslipFilter,
  actor: Actor,
): Promise<Page<PayslipRow>> {
  const k = db.kysely;
  const scope = await scopeOf(k, actor);
  const none = { data: [], metadata: pageMetadata(query.page, query.limit, 0) };
  if (scope === null) return none;
  if (scope !== 'all' && query.employee_id !== undefined && query.employee_id !== scope) return none;
  const filter: repo.PayslipFilter = scope === 'all' ? query : { ...query, employee_id: scope, approved_only: true };
  const [rows, total] = await Promise.all([repo.findPayslips(k, filter, query), repo.countPayslips(k, filter)]);
  return { data: rows.map(toPayslipRow), metadata: pageMetadata(query.page, query.limit, total) };
}

/** One payslip, its computed lines named in `language` (its stored English names as they are in English). */
export async function getPayslip(db: Database, id: number, actor: Actor, language: Language): Promise<PayslipItem> {
  const k = db.kysely;
  const [row, scope] = await Promise.all([repo.findPayslip(k, id), scopeOf(k, actor)]);
  const visible = row && (scope === 'all' || (row.employee_id === scope && row.status === 'approved'));
  if (!visible) throw notFound(M.payslipNotFound);
  return linesInLanguage(language, toPayslip(row));
}
