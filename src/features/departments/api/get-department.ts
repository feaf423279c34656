import useSWR from 'swr';
import type { z } from 'zod';
import type { departmentResponse, teamResponse } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { swrFetcher } from '../../../lib/api-client.ts';

export function useDepartment(id: number | null) {
  return useSWR<z.infer<typeof departmentResponse>>(id ? API.department(id) : null, swrFetcher);
}

export function useTeam(id: number | null) {
  return useSWR<z.infer<typeof teamResponse>>(id ? API.team(id) : null, swrFetcher);
}
