// Who may act on which step, and who may cancel: the one place these rules live. Pure, so the list's
// can_act flags, the actions and the notification recipients all agree.
import { HR_MANAGER_ROLE } from '../../../contract/labels.ts';
import { LEAD_MANAGER_ROLE, SUPER_ADMIN_ROLE } from '../../../contract/api/requests.ts';

/** The signed-in user as the approval rules see them. */
export interface ApproverContext {
  userId: number;
  /** The employee this account belongs to, if any. */
  employeeId: number | null;
  /** Role code of the user's role ("HR Manager" → HR_MANAGER). */
  roleCode: string | null;
  /** Holds the request resource's update permission (needed to approve or reject). */
  canUpdate: boolean;
  /** Holds its create permission (enough to cancel a request you filed or that is yours). */
  canCreate: boolean;
}

/** The people a request is about, as the directory has them now. */
export interface RequestParties {
  employeeId: number;
  leadId: number | null;
  managerId: number | null;
  filedById: number | null;
}

export const isSuperAdmin = (ctx: Pick<ApproverContext, 'roleCode'>) => ctx.roleCode === SUPER_ADMIN_ROLE;

export const isOwnRequest = (ctx: Pick<ApproverContext, 'employeeId'>, parties: RequestParties) =>
  ctx.employeeId != null && ctx.employeeId === parties.employeeId;

/**
 * A step with role LEAD_MANAGER waits for the requester's team lead or department manager, or anyone whose
 * role is Lead Manager; any other step waits for its role. Super Admin may act on any step; nobody acts on
 * their own request.
 */
export function mayActOn(step: { role: string }, ctx: ApproverContext, parties: RequestParties): boolean {
  if (!ctx.canUpdate || isOwnRequest(ctx, parties)) return false;
  if (isSuperAdmin(ctx) || ctx.roleCode === step.role) return true;
  return (
    step.role === LEAD_MANAGER_ROLE &&
    ctx.employeeId != null &&
    (ctx.employeeId === parties.leadId || ctx.employeeId === parties.managerId)
  );
}

/** The designated approvers of a step, without the Super Admin's catch-all (for notifications). */
export function isDesignatedFor(step: { role: string }, ctx: ApproverContext, parties: RequestParties): boolean {
  return mayActOn(step, ctx, parties) && !isSuperAdmin(ctx);
}

/** The requester, whoever filed it, HR and Super Admin may cancel a pending request. */
export function mayCancel(ctx: ApproverContext, parties: RequestParties): boolean {
  if (!ctx.canCreate && !ctx.canUpdate) return false;
  if (isOwnRequest(ctx, parties) || (parties.filedById != null && parties.filedById === ctx.userId)) return true;
  return ctx.canUpdate && (isSuperAdmin(ctx) || ctx.roleCode === HR_MANAGER_ROLE);
}
