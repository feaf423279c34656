// Projects.
import { z } from 'zod';
import { dateField, idField, listQueryId, optionalId, optionalText, requiredText } from './fields.ts';
import { fieldLabel } from '../field-labels.ts';
import { envelope, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { resourceSchemas } from './resource.ts';

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

// The routes' schemas, keyed like their route table (contract/api/routes/projects.ts).
export const projectSchemas = resourceSchemas({
  noun: 'project',
  listQuery: projectListQuery,
  body: projectBody,
  listResponse: projectListResponse,
  itemResponse: projectResponse,
});
