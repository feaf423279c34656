// Seeding the approval engine's tables straight (the bench's dashboard and calendar entries): tens of thousands of
// requests in batches, each as the engine leaves it.
import type { Kysely } from 'kysely';
import type { DB } from '../server/db/schema.ts';

export interface SeedRequest {
  employee: number;
  start: string;
  end: string;
  status: 'approve' | 'pending';
  /** Leave: its working days; overtime: its minutes. */
  amount: number;
  /** Leave only: its type when not the call's, and its half days. */
  leaveType?: number;
  startHalf?: boolean;
  endHalf?: boolean;
}

export async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Requests written as the approval engine leaves them: decided ones without a current step, pending ones at
 * their first step (the lead's), with both steps. */
export async function insertRequests(
  trx: Kysely<DB>,
  kind: 'leave' | 'overtime',
  rows: SeedRequest[],
  leaveTypeId: number,
  now: string,
) {
  await inBatches(rows, 500, async (batch) => {
    const inserted = await trx
      .insertInto('approval_request')
      .values(
        batch.map((r) => ({
          kind,
          employee_id: r.employee,
          status: r.status,
          version: r.status === 'pending' ? 1 : 3,
          current_step: r.status === 'pending' ? 1 : null,
          start_date: r.start,
          end_date: r.end,
          reason: 'Bench',
          filed_by_id: null,
          filed_by_username: 'bench',
          decided_by_id: null,
          decided_by_username: r.status === 'pending' ? null : 'bench',
          decided_at: r.status === 'pending' ? null : now,
          decision_comment: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const ids = inserted.map((r) => r.id);
    await trx
      .insertInto('approval_step')
      .values(
        ids.flatMap((id, i) => {
          const done = batch[i].status !== 'pending';
          return [
            {
              request_id: id,
              position: 1,
              step_name: 'LEAD_MANAGER_APPROVAL',
              role: 'LEAD_MANAGER',
              status: done ? 'APPROVED' : 'PENDING',
            },
            {
              request_id: id,
              position: 2,
              step_name: 'HR_ACKNOWLEDGEMENT',
              role: 'HR_MANAGER',
              status: done ? 'APPROVED' : 'PENDING',
            },
          ];
        }),
      )
      .execute();
    if (kind === 'leave')
      await trx
        .insertInto('leave_request')
        .values(
          ids.map((id, i) => ({
            request_id: id,
            leave_type_id: batch[i].leaveType ?? leaveTypeId,
            start_half: batch[i].startHalf ? 1 : 0,
            end_half: batch[i].endHalf ? 1 : 0,
            days: batch[i].amount,
            attachment: null,
          })),
        )
        .execute();
    else
      await trx
        .insertInto('overtime_request')
        .values(
          ids.map((id, i) => ({
            request_id: id,
            date: batch[i].start,
            start_time: '18:00',
            end_time: null,
            minutes: batch[i].amount,
            approved_minutes: null,
          })),
        )
        .execute();
  });
}
