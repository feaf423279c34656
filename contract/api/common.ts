import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE } from './base.ts';
import { decimalId } from './fields.ts';

export const paginationQuery = z.strictObject({
  page: z.coerce
    .number()
    .int()
    .min(1, 'page must be at least 1.')
    .max(MAX_PAGE, `page must be at most ${MAX_PAGE}.`)
    .default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1.')
    .max(MAX_LIMIT, `limit must be at most ${MAX_LIMIT}.`)
    .default(DEFAULT_LIMIT),
});

export const searchText = z.string().trim().max(100, 'q must be at most 100 characters long.');

export const metadataSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPage: z.number().int(),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
  /** Present on a search that matched more than `total` (the count stopped there): show "100+"; hasNext stays true. */
  totalCapped: z.literal(true).optional(),
});
export type Metadata = z.infer<typeof metadataSchema>;

export const validatorSchema = z.object({ field: z.string(), message: z.string() });
export type Validator = z.infer<typeof validatorSchema>;

export const errorSchema = z.object({
  message: z.string(),
  validators: z.array(validatorSchema).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ message: z.string(), data: z.array(item), metadata: metadataSchema });
}

export const idParams = z.strictObject({ id: decimalId('id') });

export const messageOnly = z.object({ message: z.string() });

/** ISO-8601 UTC timestamp as stored and returned by the API. */
export const timestamp = z.string();
