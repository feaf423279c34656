import useSWR from 'swr';
import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { projectListResponse, projectResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type ProjectListResult = z.infer<typeof projectListResponse>;

export function projectsUrl(page: number, q?: string, limit = DEFAULT_LIMIT): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  return `${API.projects}?${params}`;
}

export function useProjects(page: number, q?: string) {
  return useSWR<ProjectListResult>(projectsUrl(page, q), swrFetcher, { keepPreviousData: true });
}

/** Projects by name or code, for the palette's picker. */
export async function searchProjects(q: string, limit = 20) {
  return (await apiGet<ProjectListResult>(projectsUrl(1, q || undefined, limit))).data;
}

export function useProject(id: number | null) {
  return useSWR<z.infer<typeof projectResponse>>(id ? API.project(id) : null, swrFetcher);
}
