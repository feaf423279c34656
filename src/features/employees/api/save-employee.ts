import type { CreateEmployeeBody, UpdateEmployeeBody } from '../../../../contract/api/employees.ts';
import { departments, teams } from '../../../../contract/api/routes/departments.ts';
import { employees } from '../../../../contract/api/routes/employees.ts';
import { offices } from '../../../../contract/api/routes/offices.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** Creates (id null, with a create body) or updates an employee; lists that count employees are refetched. */
export async function saveEmployee(id: number | null, body: CreateEmployeeBody | UpdateEmployeeBody) {
  const res = id
    ? await call(employees.update, { params: { id }, body })
    : await call(employees.create, { body: body as CreateEmployeeBody });
  for (const stale of [employees.list, teams.list, departments.list, offices.list]) void revalidate(stale);
  return res;
}
