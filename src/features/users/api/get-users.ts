import useSWR from 'swr';
import { API } from '../../../../contract/api/paths.ts';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { userListResponse } from '../../../../contract/api/sys-users.ts';
import type { z } from 'zod';
import { apiGet, swrFetcher } from '../../../lib/api-client.ts';

export type UserListResult = z.infer<typeof userListResponse>;

export function usersUrl(page: number, limit = DEFAULT_LIMIT, q?: string): string {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  return `${API.users}?${params}`;
}

export function fetchUsers(page: number, limit: number, q?: string): Promise<UserListResult> {
  return apiGet<UserListResult>(usersUrl(page, limit, q));
}

export function useUsers(page: number) {
  return useSWR<UserListResult>(usersUrl(page), swrFetcher, { keepPreviousData: true });
}
