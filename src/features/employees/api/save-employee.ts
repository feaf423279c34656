import type { CreateEmployeeBody, EmployeeDetail, UpdateEmployeeBody } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

type Saved = { message?: string; data: EmployeeDetail };

/** Creates (id null) or updates an employee; lists that count employees are refetched. */
export async function saveEmployee(id: number | null, body: CreateEmployeeBody | UpdateEmployeeBody): Promise<Saved> {
  const res = id ? await apiSend<Saved>('PATCH', API.employee(id), body) : await apiSend<Saved>('POST', API.employees, body);
  for (const stale of [API.employees, API.teams, API.departments, API.offices]) void revalidate(stale);
  return res;
}
