import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { projectListResponse } from '../../../../contract/api/projects.ts';
import { projects } from '../../../../contract/api/routes/projects.ts';
import { call, useRead } from '../../../lib/api-client.ts';

export type ProjectListResult = z.infer<typeof projectListResponse>;

export function useProjects(page: number, q?: string) {
  return useRead(projects.list, { query: { page, limit: DEFAULT_LIMIT, q } }, { keepPreviousData: true });
}

/** Projects by name or code, for the palette's picker. */
export async function searchProjects(q: string, limit = 20) {
  return (await call(projects.list, { query: { page: 1, limit, q } })).data;
}

export function useProject(id: number | null) {
  return useRead(projects.get, id ? { params: { id } } : null);
}
