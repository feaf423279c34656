import type { z } from 'zod';
import type { officeListResponse } from '../../../../contract/api/offices.ts';
import { offices } from '../../../../contract/api/routes/offices.ts';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import { call, useRead } from '../../../lib/api-client.ts';

export type OfficeListResult = z.infer<typeof officeListResponse>;

/** A company has a handful of offices: one page of the largest size holds them all, so one map shows them all. */
export const OFFICES_PER_PAGE = MAX_LIMIT;

/** Palette lookup: offices whose name or address contains the text. */
export const searchOffices = (q: string) => call(offices.list, { query: { page: 1, limit: 20, q } });

export function useOffices(page: number) {
  return useRead(offices.list, { query: { page, limit: OFFICES_PER_PAGE } }, { keepPreviousData: true });
}
