// Departments, teams, offices and projects.
import { z } from 'zod';
import {
  dateField,
  idField,
  latitudeField,
  listQueryId,
  longitudeField,
  optionalId,
  optionalText,
  requiredText,
} from './fields.ts';
import { fieldLabel } from '../field-labels.ts';
import { envelope, idParams, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { resourceSchemas } from './resource.ts';
import { employeeListQuery, employeeListResponse } from './employees.ts';

const personRef = z.object({ id: z.number().int(), name: z.string(), staff_id: z.string() }).nullable();

// --- departments
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

// --- teams
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

// --- offices
export const officeBody = z.strictObject({
  name: requiredText('name', 100),
  address: requiredText('address', 300),
  latitude: latitudeField(),
  longitude: longitudeField(),
  radius_m: z
    .number({ error: `${fieldLabel('radius')} is required.` })
    .int(`${fieldLabel('radius')} must be a whole number of metres.`)
    .min(10, `${fieldLabel('radius')} must be between 10 and 10,000 metres.`)
    .max(10_000, `${fieldLabel('radius')} must be between 10 and 10,000 metres.`),
});
export type OfficeBody = z.infer<typeof officeBody>;

export const officeItem = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().int(),
  employee_count: z.number().int(),
  created_at: timestamp,
});
export type OfficeItem = z.infer<typeof officeItem>;
export const officeListQuery = paginationQuery.extend({ q: searchText.optional() });
export const officeListResponse = listEnvelope(officeItem);
export const officeResponse = envelope(officeItem);

// --- projects
export const projectBody = z
  .strictObject({
    name: requiredText('name', 100),
    code: requiredText('code', 20).regex(
      /^[A-Za-z0-9_-]+$/,
      `${fieldLabel('code')} can only contain letters, numbers, dash and underscore.`,
    ),
    department_id: optionalId('department_id'),
    member_ids: z
      .array(idField('member_ids'), { error: `${fieldLabel('member_ids')} must be a list.` })
      .max(1000)
      .default([]),
    start_date: dateField('start_date'),
    end_date: dateField('end_date').nullable().optional(),
    description: optionalText('description', 1000),
  })
  .refine((b) => !b.end_date || b.end_date >= b.start_date, {
    message: 'End date must be on or after the start date.',
    path: ['end_date'],
  });
export type ProjectBody = z.infer<typeof projectBody>;

export const projectItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), staff_id: z.string() })),
  start_date: z.string(),
  end_date: z.string().nullable(),
  description: z.string(),
  created_at: timestamp,
});
export type ProjectItem = z.infer<typeof projectItem>;
export const projectListQuery = paginationQuery.extend({
  q: searchText.optional(),
  department_id: listQueryId('department_id').optional(),
});
export const projectListResponse = listEnvelope(projectItem);
export const projectResponse = envelope(projectItem);

// The routes' schemas, keyed like their route tables (contract/api/routes/).
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

export const officeSchemas = resourceSchemas({
  noun: 'office',
  listQuery: officeListQuery,
  body: officeBody,
  listResponse: officeListResponse,
  itemResponse: officeResponse,
});

export const projectSchemas = resourceSchemas({
  noun: 'project',
  listQuery: projectListQuery,
  body: projectBody,
  listResponse: projectListResponse,
  itemResponse: projectResponse,
});
