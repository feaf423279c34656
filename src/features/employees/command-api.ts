import type { EmployeeCommandApi } from '../../../commands/areas/employees/employee-commands.ts';
import { dashboard } from '../../../contract/api/routes/dashboard.ts';
import { departments, teams } from '../../../contract/api/routes/departments.ts';
import { employees } from '../../../contract/api/routes/employees.ts';
import { offices } from '../../../contract/api/routes/offices.ts';
import { http } from '../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../lib/download.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';
import { employeeSearchParams } from './api/get-employees.ts';
import { employeeListView, listFilters } from './list-state.ts';

const STALE = [employees.list, teams.list, departments.list, offices.list, dashboard.get];

export const employeeCommandApi: EmployeeCommandApi = {
  resignEmployee: (id) => sendAndRevalidate(employees.update, { params: { id }, body: { status: 'resigned' } }, STALE),
  deleteEmployee: (id) => sendAndRevalidate(employees.remove, { params: { id } }, STALE),
  async exportEmployees(format, filtered) {
    const params = employeeSearchParams({ ...(filtered ? listFilters(employeeListView) : {}), format });
    const res = await http.raw<Blob, 'blob'>(`${employees.export.path}?${params}`, { responseType: 'blob' });
    saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `employees.${format}`));
  },
};
