// Offices: where staff clock in, with the radius a punch must fall within.
import { z } from 'zod';
import { latitudeField, longitudeField, requiredText } from './fields.ts';
import { fieldLabel } from '../field-labels.ts';
import { envelope, listEnvelope, paginationQuery, searchText, timestamp } from './common.ts';
import { resourceSchemas } from './resource.ts';

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

// The routes' schemas, keyed like their route table (contract/api/routes/offices.ts).
export const officeSchemas = resourceSchemas({
  noun: 'office',
  listQuery: officeListQuery,
  body: officeBody,
  listResponse: officeListResponse,
  itemResponse: officeResponse,
});
