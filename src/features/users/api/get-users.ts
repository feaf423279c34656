import type { z } from 'zod';
import { DEFAULT_LIMIT } from '../../../../contract/api/base.ts';
import { users } from '../../../../contract/api/routes/users.ts';
import type { userListResponse } from '../../../../contract/api/users.ts';
import { call, useRead } from '../../../lib/api-client.ts';

export type UserListResult = z.infer<typeof userListResponse>;

export function fetchUsers(page: number, limit: number, q?: string): Promise<UserListResult> {
  return call(users.list, { query: { page, limit, q } });
}

export function useUsers(page: number) {
  return useRead(users.list, { query: { page, limit: DEFAULT_LIMIT } }, { keepPreviousData: true });
}
