import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { projectListQuery, projectListResponse, projectResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { endpoint, fetchFrom, useRead } from '../../../lib/api-client.ts';

export type ProjectListResult = z.infer<typeof projectListResponse>;

const projects = endpoint<typeof projectListResponse, typeof projectListQuery>(API.projects);

export function useProjects(page: number, q?: string) {
  return useRead(projects, { page, limit: DEFAULT_LIMIT, q }, { keepPreviousData: true });
}

/** Projects by name or code, for the palette's picker. */
export async function searchProjects(q: string, limit = 20) {
  return (await fetchFrom(projects, { page: 1, limit, q })).data;
}

export function useProject(id: number | null) {
  return useRead(id ? endpoint<typeof projectResponse>(API.project(id)) : null);
}
