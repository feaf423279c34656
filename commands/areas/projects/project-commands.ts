// Projects: add, edit, delete. The list is reached from the palette ("Go to Projects"); it has no sidebar
// entry.
import type { Command } from '../../types.ts';
import { apiSlot, defineArea } from '../../area.ts';
import type { RouteSpec } from '../../route-spec.ts';
import { deleteCommand } from '../../delete-command.ts';
import { PROJECT_TOAST } from './project-text.ts';

export interface ProjectCommandApi {
  deleteProject(id: number): Promise<string | undefined>;
}
export const projectApi = apiSlot<ProjectCommandApi>('projects');

export const PROJECT_ROUTES = {
  list: {
    path: '/projects',
    title: 'Projects',
    permission: { resource: 'project', action: 'read' },
    nav: { id: 'nav.projects', shortcut: 'g j', keywords: ['project'] },
  },
} as const satisfies Record<string, RouteSpec>;

export const projectCommands: Command[] = [
  {
    id: 'project.add',
    title: 'Add project',
    group: 'Projects',
    keywords: ['new project', 'create project'],
    shortcut: 'c',
    keyContext: 'projects',
    permission: { resource: 'project', action: 'create' },
    placements: { toolbar: { order: 1, label: 'Add Project' } },
    run: (ctx) => ctx.openDialog('project.add'),
  },
  {
    id: 'project.edit',
    title: 'Edit project…',
    group: 'Projects',
    keywords: ['rename project', 'project members', 'change dates'],
    shortcut: 'e',
    keyContext: 'projects',
    scope: 'project',
    permission: { resource: 'project', action: 'update' },
    placements: { rowAction: { order: 1, label: 'Edit' } },
    run: (ctx, arg) => ctx.openDialog('project.edit', arg),
  },
  deleteCommand({
    id: 'project.delete',
    noun: 'project',
    group: 'Projects',
    keywords: ['remove project'],
    scope: 'project',
    permission: { resource: 'project', action: 'delete' },
    order: 2,
    question: (arg) => `Delete project "${arg.name}"? Its member list goes with it. This cannot be undone.`,
    remove: (ctx, arg) => ctx.api(projectApi).deleteProject(arg.id),
    deleted: PROJECT_TOAST.deleted,
  }),
];

export const projectsArea = defineArea({
  id: 'projects',
  commands: projectCommands,
  api: projectApi,
  // Not offered from the palette's root (no lookup): only to pick the project for "Edit project…".
  entities: { project: { label: 'Project', history: { resource: 'project', noun: 'project' } } },
  logResources: { project: 'Project' },
  dialogs: ['project.add', 'project.edit'],
  routes: Object.values(PROJECT_ROUTES),
  keyContexts: [{ id: 'projects', page: PROJECT_ROUTES.list.path }],
});
