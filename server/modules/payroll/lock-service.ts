// What an approved run locks outside payroll: its month's attendance stays closed (reopening is refused), so
// every correction, import or clock-in into it keeps being refused by attendance's closed-period rules.
import type { Kysely } from 'kysely';
import { PAYROLL_MESSAGES } from '../../../contract/api/payroll.ts';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { findRunByMonth } from './repository.ts';

/** 409 when an approved payroll run reads this attendance period (YYYY-MM). */
export async function assertAttendanceUnlocked(db: Kysely<DB>, month: string): Promise<void> {
  const run = await findRunByMonth(db, month);
  if (run?.status === 'approved') throw conflict(PAYROLL_MESSAGES.attendanceLocked(month));
}

/** Whether an approved payroll run reads this month (YYYY-MM): rules dated inside it would change paid leave. */
export async function isPayrollApproved(db: Kysely<DB>, month: string): Promise<boolean> {
  return (await findRunByMonth(db, month))?.status === 'approved';
}
