// The roles a user can be given, for the role select (the users feature keeps its own call: features
// never import each other).
import useSWR from 'swr';
import type { z } from 'zod';
import { API } from '../../../../contract/api/paths.ts';
import type { roleListResponse } from '../../../../contract/api/roles.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useRoleOptions() {
  const { data, isLoading } = useSWR<z.infer<typeof roleListResponse>>(API.roles, swrFetcher);
  return { options: (data?.data ?? []).map((r) => ({ value: String(r.id), label: r.role_name })), isLoading };
}
