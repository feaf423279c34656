import {
  projectBody,
  projectListQuery,
  projectListResponse,
  projectResponse,
} from '../../../contract/api/organisation.ts';
import type { Database } from '../../db/database.ts';
import { resourceRoutes } from '../../http/resource-routes.ts';
import * as service from './service.ts';

export const projectRoutes = (db: Database) =>
  resourceRoutes(db, {
    path: 'project',
    resource: 'project',
    noun: 'project',
    listQuery: projectListQuery,
    body: projectBody,
    listResponse: projectListResponse,
    itemResponse: projectResponse,
    list: service.listProjects,
    get: service.getProject,
    create: service.createProject,
    update: service.updateProject,
    remove: service.deleteProject,
  });
