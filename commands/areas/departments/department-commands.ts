// Departments and their teams: add, edit, delete, and open a member list.
// Deleting one that still has members is refused by the server (409, saying how many); the executor
// shows that message as the toast.
import type { Command, CommandContext, EntityRef } from '../../types.ts';
import { fillRoute, type RouteSpec } from '../../route-spec.ts';
import { apiSlot, defineArea } from '../../area.ts';
import { deleteCommand } from '../../delete-command.ts';
import { DEPARTMENT_TOAST } from './department-text.ts';

export interface DepartmentCommandApi {
  deleteDepartment(id: number): Promise<string | undefined>;
  deleteTeam(id: number): Promise<string | undefined>;
}
export const departmentApi = apiSlot<DepartmentCommandApi>('departments');

export const DEPARTMENT_ROUTES = {
  list: {
    path: '/department',
    title: 'Department',
    permission: { resource: 'department', action: 'read' },
    nav: {
      id: 'nav.department',
      shortcut: 'g m',
      keywords: ['teams', 'org'],
      sidebar: { section: 'main', order: 9 },
    },
  },
  members: {
    path: '/department/:id',
    title: 'Department Members',
    permission: { resource: 'department', action: 'read' },
    record: 'department',
  },
} as const satisfies Record<string, RouteSpec>;

const membersPath = (id: number) => fillRoute(DEPARTMENT_ROUTES.members.path, { id });
const onMembersOf = (ctx: CommandContext, id: number) => ctx.pathname.replace(/\/+$/, '') === membersPath(id);
/** A team entity carries its department, so "its members" can open the department's list filtered by team. */
const teamDepartmentId = (arg: EntityRef) => Number(arg.extra?.departmentId);

export const departmentCommands: Command[] = [
  {
    id: 'department.add',
    title: 'Add department',
    group: 'Departments',
    keywords: ['new department', 'create department', 'organisation'],
    shortcut: 'c',
    keyContext: 'departments',
    permission: { resource: 'department', action: 'create' },
    placements: { toolbar: { order: 2, label: 'Add Department' } },
    run: (ctx) => ctx.openDialog('department.add'),
  },
  {
    id: 'team.add',
    title: 'Add team',
    group: 'Departments',
    keywords: ['new team', 'create team'],
    shortcut: 't',
    keyContext: 'departments',
    permission: { resource: 'team', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Team' } },
    // With a department row focused, the new team goes into that department.
    run: (ctx) => ctx.openDialog('team.add', ctx.list.focused('department') ?? undefined),
  },
  {
    id: 'department.members',
    title: 'Open department members…',
    group: 'Departments',
    keywords: ['staff', 'people', 'member list', 'employees'],
    scope: 'department',
    route: DEPARTMENT_ROUTES.members.path,
    permission: { resource: 'department', action: 'read' },
    // Already on that list: nothing to open.
    when: (ctx, arg) => !arg || !onMembersOf(ctx, arg.id),
    placements: { rowAction: { order: 1, label: 'Members' } },
    run: (ctx, arg) => ctx.navigate(membersPath(arg.id)),
  },
  {
    id: 'department.edit',
    title: 'Edit department…',
    group: 'Departments',
    keywords: ['rename department', 'change manager'],
    shortcut: 'e',
    keyContext: 'departments',
    scope: 'department',
    permission: { resource: 'department', action: 'update' },
    placements: { rowAction: { order: 2, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('department.edit', arg),
  },
  deleteCommand({
    id: 'department.delete',
    noun: 'department',
    group: 'Departments',
    keywords: ['remove department'],
    scope: 'department',
    permission: { resource: 'department', action: 'delete' },
    order: 3,
    question: (arg) => `Delete department "${arg.name}" and its empty teams? This cannot be undone.`,
    remove: (ctx, arg) => ctx.api(departmentApi).deleteDepartment(arg.id),
    // Deleted from its own member list, the page goes back to the departments.
    leaveTo: (ctx, arg) => (onMembersOf(ctx, arg.id) ? DEPARTMENT_ROUTES.list.path : null),
    deleted: DEPARTMENT_TOAST.deleted,
  }),
  {
    id: 'team.members',
    title: 'Open team members…',
    group: 'Departments',
    keywords: ['staff', 'people', 'member list', 'employees'],
    scope: 'team',
    route: DEPARTMENT_ROUTES.members.path,
    permission: { resource: 'department', action: 'read' },
    placements: { rowAction: { order: 1, label: 'Members' } },
    run: (ctx, arg) => ctx.navigate(`${membersPath(teamDepartmentId(arg))}?team=${arg.id}`),
  },
  {
    id: 'team.edit',
    title: 'Edit team…',
    group: 'Departments',
    keywords: ['rename team', 'change lead', 'move team'],
    // 'e' edits the focused department; a key names one command per page.
    shortcut: 'Shift+E',
    keyContext: 'departments',
    scope: 'team',
    permission: { resource: 'team', action: 'update' },
    placements: { rowAction: { order: 2, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('team.edit', arg),
  },
  deleteCommand({
    id: 'team.delete',
    noun: 'team',
    group: 'Departments',
    keywords: ['remove team'],
    scope: 'team',
    permission: { resource: 'team', action: 'delete' },
    order: 3,
    question: (arg) => `Delete team "${arg.name}"? This cannot be undone.`,
    remove: (ctx, arg) => ctx.api(departmentApi).deleteTeam(arg.id),
    deleted: DEPARTMENT_TOAST.teamDeleted,
  }),
];

export const departmentsArea = defineArea({
  id: 'departments',
  commands: departmentCommands,
  api: departmentApi,
  entities: {
    department: {
      label: 'Department',
      lookup: { resource: 'department', action: 'read' },
      history: { resource: 'department', noun: 'department' },
    },
    team: { label: 'Team', lookup: { resource: 'team', action: 'read' }, history: { resource: 'team', noun: 'team' } },
  },
  logResources: { department: 'Department', team: 'Team' },
  dialogs: ['department.add', 'department.edit', 'team.add', 'team.edit'],
  // The list and a department's members page (/department/4) share the keys.
  routes: Object.values(DEPARTMENT_ROUTES),
  keyContexts: [{ id: 'departments', page: DEPARTMENT_ROUTES.list.path, subpaths: true }],
});
