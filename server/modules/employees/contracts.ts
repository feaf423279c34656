// Employment contracts: each version from its start date, undetermined or fixed with its end date; the newest
// start on or before a day is the one in force that day. Payroll reads them here (seniority indemnity for an
// undetermined contract, severance at the end of a fixed one) and ends an employment through `resign`.
//
// Refused: a fixed contract without an end date (or an undetermined one with one), an end before the start, a
// start before the join date or on the day another version starts, a fixed contract ending inside what an approved
// payroll has already paid (its severance would fall in a locked month), and any change once the employment ended.
import type { Kysely } from 'kysely';
import {
  EMPLOYMENT_MESSAGES as M,
  type ContractBody,
  type ContractItem,
  type ContractKind,
  type ContractsData,
} from '../../../contract/api/employment.ts';
import { monthLabel } from '../../../contract/dates.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/route.ts';
import { nowIso } from '../../lib/clock.ts';
import { fullName } from '../../lib/names.ts';
import { businessToday } from '../../lib/time.ts';
import { logActivity } from '../activity-log/service.ts';
import * as repo from './contract-repository.ts';

export interface ContractOn {
  id: number;
  kind: ContractKind;
  start_date: string;
  end_date: string | null;
}

const toContract = (r: repo.ContractRow, inForce: boolean): ContractItem => ({
  id: r.id,
  kind: r.kind as ContractKind,
  start_date: r.start_date,
  end_date: r.end_date,
  note: r.note,
  in_force: inForce,
  created_by: r.created_by_username,
  created_at: r.created_at,
});

async function contractsData(db: Kysely<DB>, employeeId: number): Promise<ContractsData> {
  const employee = await repo.employeeOf(db, employeeId);
  if (!employee) throw notFound(M.employeeNotFound);
  const rows = await repo.contractsOf(db, employeeId);
  const today = businessToday();
  const current = rows.find((r) => r.start_date <= today);
  return {
    employee_id: employeeId,
    join_date: employee.join_date,
    contracts: rows.map((r) => toContract(r, r === current)),
  };
}

export const listContracts = (db: Database, employeeId: number) => contractsData(db.kysely, employeeId);

export function addContract(
  db: Database,
  actor: Actor,
  employeeId: number,
  body: ContractBody,
): Promise<ContractsData> {
  const end = body.end_date ?? null;
  if (body.kind === 'fixed' && !end) throw badRequest([{ field: 'end_date', message: M.fixedNeedsEnd }]);
  if (body.kind === 'undetermined' && end) throw badRequest([{ field: 'end_date', message: M.undeterminedHasNoEnd }]);
  if (end && end < body.start_date) throw badRequest([{ field: 'end_date', message: M.endBeforeStart }]);
  return db.tx(async (trx) => {
    const employee = await repo.employeeOf(trx, employeeId);
    if (!employee) throw notFound(M.employeeNotFound);
    const left = await repo.employmentEndOf(trx, employeeId);
    if (left) throw conflict(M.alreadyLeft(fullName(employee), left.last_day));
    if (body.start_date < employee.join_date)
      throw badRequest([{ field: 'start_date', message: M.startBeforeJoin(employee.join_date) }]);
    const before = await repo.contractsOf(trx, employeeId);
    if (before.some((c) => c.start_date === body.start_date)) throw conflict(M.sameStart(body.start_date));
    if (end) await assertNotPaid(trx, 'end date', end);
    const id = await repo.insertContract(trx, {
      employee_id: employeeId,
      kind: body.kind,
      start_date: body.start_date,
      end_date: end,
      note: body.note ?? '',
      created_by_username: actor.username,
      created_at: nowIso(),
    });
    const after = await contractsData(trx, employeeId);
    await logActivity(trx, actor, {
      action: 'add-contract',
      resource: 'employee',
      recordId: employeeId,
      after: after.contracts.find((c) => c.id === id),
    });
    return after;
  });
}

/** 409 when `date` lies inside what the last approved payroll paid (`what` names the field in the message). */
export async function assertNotPaid(db: Kysely<DB>, what: string, date: string): Promise<void> {
  const paid = await repo.lastApprovedPay(db);
  if (paid && date < paid.to_date) throw conflict(M.paidThrough(what, date, monthLabel(paid.month), paid.to_date));
}

/** The contract in force on `on` for every employee who has one. */
export async function contractsOn(db: Kysely<DB>, on: string): Promise<Map<number, ContractOn>> {
  const out = new Map<number, ContractOn>();
  for (const r of await repo.contractsStartedBy(db, on))
    if (!out.has(r.employee_id))
      out.set(r.employee_id, {
        id: r.id,
        kind: r.kind as ContractKind,
        start_date: r.start_date,
        end_date: r.end_date,
      });
  return out;
}

/** The leaver leaves the active lists (their records stay). */
export const resign = (trx: Kysely<DB>, employeeId: number) => repo.markResigned(trx, employeeId, nowIso());
