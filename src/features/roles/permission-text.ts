// What the roles screens call each resource, action and approval power, as catalogue keys (the contract's labels
// are the English ones, word for word).
import type { Action, ApprovalAction, Resource } from '../../../contract/permissions.ts';
import type { MessageKey } from '../../i18n/en.ts';

export const ACTION_TEXT: Record<Action, MessageKey> = {
  read: 'roles.actionName.read',
  create: 'roles.actionName.create',
  update: 'roles.actionName.update',
  delete: 'roles.actionName.delete',
};

export const RESOURCE_TEXT: Record<Resource, MessageKey> = {
  employee: 'roles.resourceName.employee',
  attendance: 'roles.resourceName.attendance',
  leaveRequest: 'roles.resourceName.leaveRequest',
  leaveType: 'roles.resourceName.leaveType',
  postClockRequest: 'roles.resourceName.postClockRequest',
  overtimeRequest: 'roles.resourceName.overtimeRequest',
  payroll: 'roles.resourceName.payroll',
  deduction: 'roles.resourceName.deduction',
  department: 'roles.resourceName.department',
  team: 'roles.resourceName.team',
  project: 'roles.resourceName.project',
  office: 'roles.resourceName.office',
  calendar: 'roles.resourceName.calendar',
  dashboard: 'roles.resourceName.dashboard',
  sysLog: 'roles.resourceName.sysLog',
  sysUser: 'roles.resourceName.sysUser',
  role: 'roles.resourceName.role',
};

export const POWER_TEXT: Record<ApprovalAction, MessageKey> = {
  approveAny: 'roles.power.approveAny',
  acknowledge: 'roles.power.acknowledge',
  cancelOthers: 'roles.power.cancelOthers',
};
