// The projects area's web slice (commands: commands/areas/projects/).
import { PROJECT_ROUTES, projectApi } from '../../../commands/areas/projects/project-commands.ts';
import { dialog, provide, type Contribution } from '../../lib/feature-contribution.ts';
import { searchProjects } from './api/get-projects.ts';
import { projectCommandApi } from './command-api.ts';
import { projectEntity } from './project-entity.ts';

const projectDialog = () => import('./project-dialog.tsx');

export const contribution: Contribution = {
  apis: [provide(projectApi, projectCommandApi)],
  dialogs: {
    'project.add': dialog(projectDialog, { mode: 'add' }),
    'project.edit': dialog(projectDialog, { mode: 'edit' }),
  },
  entitySearches: { project: async (needle) => (await searchProjects(needle)).map(projectEntity) },
  pages: { [PROJECT_ROUTES.list.path]: () => import('./projects-page.tsx') },
};
