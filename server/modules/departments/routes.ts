import { idParams } from '../../../contract/api/common.ts';
import {
  departmentBody,
  departmentListQuery,
  departmentListResponse,
  departmentMembersQuery,
  departmentMembersResponse,
  departmentResponse,
  teamBody,
  teamListQuery,
  teamListResponse,
  teamResponse,
} from '../../../contract/api/organisation.ts';
import type { Database } from '../../db/database.ts';
import { defineRoute, type AnyRouteSpec } from '../../http/route.ts';
import { resourceRoutes } from '../../http/resource-routes.ts';
import * as service from './service.ts';

export const departmentRoutes = (db: Database): AnyRouteSpec[] => [
  ...resourceRoutes(db, {
    path: 'department',
    resource: 'department',
    noun: 'department',
    listQuery: departmentListQuery,
    body: departmentBody,
    listResponse: departmentListResponse,
    itemResponse: departmentResponse,
    list: service.listDepartments,
    get: service.getDepartment,
    create: service.createDepartment,
    update: service.updateDepartment,
    remove: service.deleteDepartment,
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/admin/department/:id/members',
    summary: "A department's members, with the employee list's search and filters",
    tag: 'department',
    access: { resource: 'department', action: 'read' },
    params: idParams,
    query: departmentMembersQuery,
    response: departmentMembersResponse,
    handler: async ({ params, query }) => ({ message: 'OK', ...(await service.listMembers(db, params.id, query)) }),
  }),
  ...resourceRoutes(db, {
    path: 'team',
    resource: 'team',
    noun: 'team',
    listQuery: teamListQuery,
    body: teamBody,
    listResponse: teamListResponse,
    itemResponse: teamResponse,
    list: service.listTeams,
    get: service.getTeam,
    create: service.createTeam,
    update: service.updateTeam,
    remove: service.deleteTeam,
  }),
];
