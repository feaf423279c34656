import useSWR from 'swr';
import type { z } from 'zod';
import type { officeListResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { MAX_LIMIT } from '../../../../contract/api/base.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type OfficeListResult = z.infer<typeof officeListResponse>;

/** A company has a handful of offices: one page of the largest size holds them all, so one map shows them all. */
export const OFFICES_PER_PAGE = MAX_LIMIT;

export function officesUrl(page: number, q?: string, limit = OFFICES_PER_PAGE): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  return `${API.offices}?${params}`;
}

/** Palette lookup: offices whose name or address contains the text. */
export const searchOffices = (q: string) => apiGet<OfficeListResult>(officesUrl(1, q || undefined, 20));

export function useOffices(page: number) {
  return useSWR<OfficeListResult>(officesUrl(page), swrFetcher, { keepPreviousData: true });
}
