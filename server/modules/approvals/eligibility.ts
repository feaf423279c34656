// Who may act on which step, who may cancel, and who may see a request's private parts: the one place these
// rules live. Pure, so the list's can_act flags, the actions, the notification recipients and the detail agree.
//
// Powers come from permissions, never from a role's name: anyone who may update roles can rename one (to
// "Super  Admin", "HR-Manager"…), but nobody can grant a permission they do not hold. A step's role value says
// whose step it is: LEAD_MANAGER is the requester's team lead or department manager (the directory decides),
// HR_MANAGER is whoever holds the acknowledge power, any other value only the holders of approve-any.
import { HR_MANAGER_ROLE } from '../../../contract/labels.ts';
import { LEAD_MANAGER_ROLE } from '../../../contract/api/requests.ts';
import type { ApproverContext } from './repository.ts';

/** The people a request is about, as the directory has them now. */
export interface RequestParties {
  employeeId: number;
  leadId: number | null;
  managerId: number | null;
  filedById: number | null;
}

export const isOwnRequest = (ctx: Pick<ApproverContext, 'employeeId'>, parties: RequestParties) =>
  ctx.employeeId != null && ctx.employeeId === parties.employeeId;

/** Whose step it is, approve-any aside: the requester's lead or manager for the first, HR for the second. */
function isStepOwner(step: { role: string }, ctx: ApproverContext, parties: RequestParties): boolean {
  if (step.role === LEAD_MANAGER_ROLE)
    return ctx.employeeId != null && (ctx.employeeId === parties.leadId || ctx.employeeId === parties.managerId);
  if (step.role === HR_MANAGER_ROLE) return ctx.acknowledge;
  return false;
}

/** The step's owners and the holders of approve-any may act on it; nobody on their own request. */
export function mayActOn(step: { role: string }, ctx: ApproverContext, parties: RequestParties): boolean {
  if (!ctx.canUpdate || isOwnRequest(ctx, parties)) return false;
  return ctx.approveAny || isStepOwner(step, ctx, parties);
}

/** The step's owners, without approve-any's catch-all (for notifications). */
export function isDesignatedFor(step: { role: string }, ctx: ApproverContext, parties: RequestParties): boolean {
  return ctx.canUpdate && !isOwnRequest(ctx, parties) && isStepOwner(step, ctx, parties);
}

const isRequester = (ctx: ApproverContext, parties: RequestParties) =>
  isOwnRequest(ctx, parties) || (parties.filedById != null && parties.filedById === ctx.userId);

/** The requester, whoever filed it, and the holders of cancel-others may cancel a pending request. */
export function mayCancel(ctx: ApproverContext, parties: RequestParties): boolean {
  if (!ctx.canCreate && !ctx.canUpdate) return false;
  return isRequester(ctx, parties) || (ctx.canUpdate && ctx.cancelOthers);
}

/** What only the people of a request see (a leave's medical certificate): the requester and whoever filed it,
 * those who may act on any of its steps, and HR. */
export function maySeePrivate(
  ctx: ApproverContext,
  parties: RequestParties,
  steps: ReadonlyArray<{ role: string }>,
): boolean {
  return isRequester(ctx, parties) || ctx.acknowledge || steps.some((s) => mayActOn(s, ctx, parties));
}
