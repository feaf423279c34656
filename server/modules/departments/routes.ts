import { departmentSchemas, teamSchemas } from '../../../contract/api/departments.ts';
import { departments, teams } from '../../../contract/api/routes/departments.ts';
import type { Database } from '../../db/database.ts';
import { bindRoutes, defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { serveResource } from '../../http/resource-routes.ts';
import * as service from './service.ts';

export function departmentRoutes(db: Database): AnyRouteSpec[] {
  const api = bindRoutes(departments, departmentSchemas);
  return [
    ...serveResource(db, api, {
      noun: 'department',
      list: service.listDepartments,
      get: service.getDepartment,
      create: service.createDepartment,
      update: service.updateDepartment,
      remove: service.deleteDepartment,
    }),
    defineRoute(api.members, async ({ params, query }) => ({
      message: 'OK',
      ...(await service.listMembers(db, params.id, query)),
    })),
    ...serveResource(db, bindRoutes(teams, teamSchemas), {
      noun: 'team',
      list: service.listTeams,
      get: service.getTeam,
      create: service.createTeam,
      update: service.updateTeam,
      remove: service.deleteTeam,
    }),
  ];
}
