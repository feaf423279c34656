import { projectSchemas } from '../../../contract/api/projects.ts';
import { projects } from '../../../contract/api/routes/projects.ts';
import type { Database } from '../../db/database.ts';
import { serveResource } from '../../http/resource-routes.ts';
import { bindRoutes } from '../../http/route.ts';
import * as service from './service.ts';

export const projectRoutes = (db: Database) =>
  serveResource(db, bindRoutes(projects, projectSchemas), {
    noun: 'project',
    list: service.listProjects,
    get: service.getProject,
    create: service.createProject,
    update: service.updateProject,
    remove: service.deleteProject,
  });
