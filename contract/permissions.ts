// The permission catalogue: the one list of {resource, action} pairs that the server enforces and the web
// app hides by. Seeded into the database by migration; ids there follow this order.

export const RESOURCES = [
  'employee',
  'attendance',
  'leaveRequest',
  'leaveType',
  'postClockRequest',
  'overtimeRequest',
  'payroll',
  'deduction',
  'department',
  'team',
  'project',
  'office',
  'calendar',
  'dashboard',
  'sysLog',
  'sysUser',
  'role',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** Display order everywhere: read, create, update, delete. */
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const ACTION_LABELS: Record<Action, string> = {
  read: 'View',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

export const RESOURCE_LABELS: Record<Resource, string> = {
  employee: 'Employee',
  attendance: 'Attendance',
  leaveRequest: 'Leave Request',
  leaveType: 'Leave Type',
  postClockRequest: 'Post Clock Request',
  overtimeRequest: 'Overtime Request',
  payroll: 'Payroll',
  deduction: 'Deduction',
  department: 'Department',
  team: 'Team',
  project: 'Project',
  office: 'Office',
  calendar: 'Calendar',
  dashboard: 'Dashboard',
  sysLog: 'System Log',
  sysUser: 'System User',
  role: 'Role',
};

/** The plural noun used in descriptions such as "View employees". */
const RESOURCE_NOUNS: Record<Resource, string> = {
  employee: 'employees',
  attendance: 'attendance records',
  leaveRequest: 'leave requests',
  leaveType: 'leave types',
  postClockRequest: 'post clock requests',
  overtimeRequest: 'overtime requests',
  payroll: 'payroll',
  deduction: 'deductions',
  department: 'departments',
  team: 'teams',
  project: 'projects',
  office: 'offices',
  calendar: 'calendar events',
  dashboard: 'the dashboard',
  sysLog: 'system logs',
  sysUser: 'system users',
  role: 'roles',
};

export function permissionDescription(resource: Resource, action: Action): string {
  return `${ACTION_LABELS[action]} ${RESOURCE_NOUNS[resource]}`;
}

export interface Permission {
  resource: Resource;
  action: Action;
}

/** What a route or command needs: one permission, any one of several, or every one of several. */
export type PermissionRequirement = Permission | { anyOf: Permission[] } | { allOf: Permission[] };

/** The permissions a requirement names. */
export function requirementPermissions(requirement: PermissionRequirement): Permission[] {
  return 'anyOf' in requirement ? requirement.anyOf : 'allOf' in requirement ? requirement.allOf : [requirement];
}

/**
 * Approval powers: who acts on which step of a request and who cancels other people's requests. They are
 * permissions like the others (held by a role, granted only by someone who holds them, shown in the roles
 * screen), never a role's name: anyone who may update roles can rename one, so a name grants nothing.
 */
export const APPROVAL_RESOURCE = 'approval' as const;
export const APPROVAL_ACTIONS = ['approveAny', 'acknowledge', 'cancelOthers'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
export interface ApprovalPermission {
  resource: typeof APPROVAL_RESOURCE;
  action: ApprovalAction;
}
export const APPROVAL_LABEL = 'Approvals';
export const APPROVAL_DESCRIPTIONS: Record<ApprovalAction, string> = {
  approveAny: 'Approve or reject any step of any request',
  acknowledge: 'Acknowledge requests (the HR step)',
  cancelOthers: "Cancel other people's requests",
};
export const approvalPower = (action: ApprovalAction): ApprovalPermission => ({ resource: APPROVAL_RESOURCE, action });

/** How the catalogue is grouped (the roles screen, the current permission): each resource, then the powers. */
export const PERMISSION_GROUPS = [...RESOURCES, APPROVAL_RESOURCE] as const;

/** Anything a role can hold: a resource's read/create/update/delete, or an approval power. */
export type CataloguePermission = Permission | ApprovalPermission;

/** Every resource × action: the first part of the catalogue (ids 1–68, seeded by the first migration). */
export const CRUD_CATALOGUE: ReadonlyArray<Permission & { description: string }> = RESOURCES.flatMap((resource) =>
  ACTIONS.map((action) => ({ resource, action, description: permissionDescription(resource, action) })),
);

/** The approval powers, after the resource grid so no earlier id moves (seeded by migration 024). */
export const APPROVAL_CATALOGUE: ReadonlyArray<ApprovalPermission & { description: string }> = APPROVAL_ACTIONS.map(
  (action) => ({ ...approvalPower(action), description: APPROVAL_DESCRIPTIONS[action] }),
);

/** The catalogue in seed order: resource by resource, actions in display order, then the approval powers. */
export const PERMISSION_CATALOGUE: ReadonlyArray<CataloguePermission & { description: string }> = [
  ...CRUD_CATALOGUE,
  ...APPROVAL_CATALOGUE,
];

/** "resource:action": how sets of held permissions name them. */
export function permissionKey(p: { resource: string; action: string }): string {
  return `${p.resource}:${p.action}`;
}

export function isResource(value: string): value is Resource {
  return (RESOURCES as readonly string[]).includes(value);
}

export function isAction(value: string): value is Action {
  return (ACTIONS as readonly string[]).includes(value);
}

export function isApprovalAction(value: string): value is ApprovalAction {
  return (APPROVAL_ACTIONS as readonly string[]).includes(value);
}

/** True when the held set satisfies the requirement. `held` holds permissionKey strings. */
export function satisfies(held: ReadonlySet<string>, requirement: PermissionRequirement | undefined): boolean {
  if (!requirement) return true;
  if ('anyOf' in requirement) return requirement.anyOf.some((p) => held.has(permissionKey(p)));
  if ('allOf' in requirement) return requirement.allOf.every((p) => held.has(permissionKey(p)));
  return held.has(permissionKey(requirement));
}

/** The pair that makes a user an administrator of users and roles; the last active one cannot be removed. */
export const ACCOUNT_ADMIN_PERMISSIONS: ReadonlyArray<Permission> = [
  { resource: 'sysUser', action: 'update' },
  { resource: 'role', action: 'update' },
];
