// The statutory rules as the Rules tab shows them (past, in force, upcoming), and an employee's tax residency and dependants (payroll's
// data about an employee, behind payroll read/update like the rest of pay).
import { EMPLOYEE_TAX_MESSAGES, PAYROLL_RULE_LABELS } from '../../../contract/api/payroll.ts';
import type { EmployeeTaxBody, EmployeeTaxItem, PayrollRuleItem } from '../../../contract/api/payroll.ts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB, PayrollRuleTable } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { businessToday } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import { periodOfDate } from '../attendance/derive-service.ts';
import * as repo from './repository.ts';
import { ruleSummary } from './rule-summary.ts';
import * as taxRepo from './tax-repository.ts';

export async function listRules(db: Database): Promise<PayrollRuleItem[]> {
  const k = db.kysely;
  const month = await periodOfDate(k, businessToday());
  const [rows, inForce] = await Promise.all([taxRepo.allRules(k), repo.rulesOf(k, month)]);
  const current = new Set(inForce.map((r) => r.id));
  return rows.map((r) => toRuleItem(r, month, current.has(r.id)));
}

/** A stored version as the Rules tab shows it, against the current month. */
export function toRuleItem(r: Selectable<PayrollRuleTable>, month: string, inForce: boolean): PayrollRuleItem {
  const value = JSON.parse(r.value) as Record<string, unknown>;
  return {
    id: r.id,
    key: r.key,
    label: PAYROLL_RULE_LABELS[r.key] ?? r.key,
    effective_from: r.effective_from,
    in_force: inForce,
    status: inForce ? 'in_force' : r.effective_from > month ? 'upcoming' : 'past',
    summary: ruleSummary(r.key, value),
    value,
    source: r.source,
    created_by: r.created_by_username,
    created_at: r.created_at,
  };
}

async function taxOf(db: Kysely<DB>, employeeId: number): Promise<EmployeeTaxItem> {
  if (!(await taxRepo.employeeExists(db, employeeId))) throw notFound(EMPLOYEE_TAX_MESSAGES.employeeNotFound);
  const row = await taxRepo.findEmployeeTax(db, employeeId);
  const spouse = (row?.spouse_dependant ?? 0) === 1;
  const children = row?.children ?? 0;
  return {
    employee_id: employeeId,
    resident: (row?.resident ?? 1) === 1,
    spouse_dependant: spouse,
    children,
    dependants: (spouse ? 1 : 0) + children,
    updated_at: row?.updated_at ?? null,
  };
}

export const getEmployeeTax = (db: Database, employeeId: number) => taxOf(db.kysely, employeeId);

export function updateEmployeeTax(
  db: Database,
  actor: Actor,
  employeeId: number,
  body: EmployeeTaxBody,
): Promise<EmployeeTaxItem> {
  return db.tx(async (trx) => {
    const before = await taxOf(trx, employeeId);
    await taxRepo.upsertEmployeeTax(trx, {
      employee_id: employeeId,
      resident: body.resident ? 1 : 0,
      spouse_dependant: body.spouse_dependant ? 1 : 0,
      children: body.children,
      updated_at: nowIso(),
    });
    const after = await taxOf(trx, employeeId);
    await logActivity(trx, actor, { action: 'update_tax', resource: 'employee', recordId: employeeId, before, after });
    return after;
  });
}
