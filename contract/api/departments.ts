// Departments and their teams.
import { z } from 'zod';
import { idField, listQueryId, optionalId, optionalText, requiredText } from './fields.ts';
import { envelope, idParams, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { resourceSchemas } from './resource.ts';
import { employeeListQuery, employeeListResponse } from './employees.ts';

const personRef = z.object({ id: z.number().int(), name: z.string(), staff_id: z.string() }).nullable();

export const departmentBody = z.strictObject({
  name: requiredText('name', 100),
  description: optionalText('description'),
  manager_id: optionalId('manager_id'),
});
export type DepartmentBody = z.infer<typeof departmentBody>;

export const departmentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  manager: personRef,
  team_count: z.number().int(),
  member_count: z.number().int(),
  created_at: timestamp,
});
export type DepartmentItem = z.infer<typeof departmentItem>;
export const departmentListQuery = paginationQuery.extend({ q: searchText.optional() });
export const departmentListResponse = listEnvelope(departmentItem);
export const departmentResponse = envelope(departmentItem);
/** A department's members: the employee list's search and filters; the path names the department. */
export const departmentMembersQuery = employeeListQuery.omit({ department_id: true });
export type DepartmentMembersQuery = z.infer<typeof departmentMembersQuery>;
export const departmentMembersResponse = employeeListResponse;

export const teamBody = z.strictObject({
  name: requiredText('name', 100),
  department_id: idField('department_id'),
  lead_id: optionalId('lead_id'),
});
export type TeamBody = z.infer<typeof teamBody>;

export const teamItem = z.object({
  id: z.number().int(),
  name: z.string(),
  department: z.object({ id: z.number().int(), name: z.string() }),
  lead: personRef,
  member_count: z.number().int(),
  created_at: timestamp,
});
export type TeamItem = z.infer<typeof teamItem>;
export const teamListQuery = paginationQuery.extend({
  q: searchText.optional(),
  department_id: listQueryId('department_id').optional(),
});
export const teamListResponse = listEnvelope(teamItem);
export const teamResponse = envelope(teamItem);

// The routes' schemas, keyed like their route tables (contract/api/routes/departments.ts).
export const departmentSchemas = {
  ...resourceSchemas({
    noun: 'department',
    listQuery: departmentListQuery,
    body: departmentBody,
    listResponse: departmentListResponse,
    itemResponse: departmentResponse,
  }),
  members: {
    summary: "A department's members, with the employee list's search and filters",
    params: idParams,
    query: departmentMembersQuery,
    response: departmentMembersResponse,
  },
};

export const teamSchemas = resourceSchemas({
  noun: 'team',
  listQuery: teamListQuery,
  body: teamBody,
  listResponse: teamListResponse,
  itemResponse: teamResponse,
});
