import type { z } from 'zod';
import type { CreateEmployeeBody, UpdateEmployeeBody, employeeResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Creates (id null) or updates an employee; lists that count employees are refetched. */
export async function saveEmployee(
  id: number | null,
  body: CreateEmployeeBody | UpdateEmployeeBody,
): Promise<z.infer<typeof employeeResponse>> {
  const res = id
    ? await apiSend<typeof employeeResponse>('PATCH', API.employee(id), body)
    : await apiSend<typeof employeeResponse>('POST', API.employees, body);
  for (const stale of [API.employees, API.teams, API.departments, API.offices]) void revalidate(stale);
  return res;
}
