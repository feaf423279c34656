import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import type { userListQuery, userListResponse } from '../../../../contract/api/sys-users.ts';
import { endpoint, fetchFrom, useRead } from '../../../lib/api-client.ts';

export type UserListResult = z.infer<typeof userListResponse>;

const users = endpoint<typeof userListResponse, typeof userListQuery>(API.users);

export function fetchUsers(page: number, limit: number, q?: string): Promise<UserListResult> {
  return fetchFrom(users, { page, limit, q });
}

export function useUsers(page: number) {
  return useRead(users, { page, limit: DEFAULT_LIMIT }, { keepPreviousData: true });
}
