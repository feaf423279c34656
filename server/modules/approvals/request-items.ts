// Request rows as the API shows them: the fields every kind's item shares, with what the signed-in user may
// do now (the eligibility rules decide can_act and can_cancel).
import { type ApproverContext } from './repository.ts';
import { requestStatusLabel, type RequestStatus } from '../../../contract/labels.ts';
import type { RequestBaseItem, RequestKind, StepItem } from '../../../contract/api/requests.ts';
import type { ApprovalStepRow } from '../../db/schema.ts';
import { fullName } from '../../lib/names.ts';
import { isOwnRequest, mayActOn, mayCancel, type RequestParties } from './eligibility.ts';
import type { RequestRow } from './repository.ts';

export const partiesOf = (r: RequestRow): RequestParties => ({
  employeeId: r.employee_id,
  leadId: r.lead_id,
  managerId: r.manager_id,
  filedById: r.filed_by_id,
});

export const toStepItem = (s: ApprovalStepRow): StepItem => ({
  stepName: s.step_name,
  role: s.role,
  status: s.status as StepItem['status'],
  actor: s.actor_username == null ? null : { id: s.actor_id, username: s.actor_username },
  at: s.acted_at,
  comment: s.comment,
});

export function toBaseItem(r: RequestRow, steps: ApprovalStepRow[], ctx: ApproverContext): RequestBaseItem {
  const stepItems = steps.map(toStepItem);
  const current = steps.find((s) => s.position === r.current_step) ?? null;
  const pending = r.status === 'pending';
  const parties = partiesOf(r);
  return {
    id: r.id,
    kind: r.kind as RequestKind,
    status: r.status as RequestStatus,
    status_label: requestStatusLabel(r.status as RequestStatus, stepItems),
    version: r.version,
    employee: {
      id: r.employee_id,
      staff_id: r.staff_id,
      full_name: fullName(r),
      team: r.team_id == null ? null : { id: r.team_id, name: r.team_name ?? '' },
      department: r.department_id == null ? null : { id: r.department_id, name: r.department_name ?? '' },
    },
    reason: r.reason,
    start_date: r.start_date,
    end_date: r.end_date,
    steps: stepItems,
    current_step: current && pending ? { stepName: current.step_name, role: current.role } : null,
    can_act: pending && !!current && mayActOn(current, ctx, parties),
    can_cancel: pending && mayCancel(ctx, parties),
    mine: isOwnRequest(ctx, parties),
    filed_by: r.filed_by_username == null ? null : { id: r.filed_by_id, username: r.filed_by_username },
    decided_by: r.decided_by_username == null ? null : { id: r.decided_by_id, username: r.decided_by_username },
    decided_at: r.decided_at,
    decision_comment: r.decision_comment,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}
