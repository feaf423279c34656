import type { EmployeeCommandApi } from '../../../commands/areas/employees/employee-commands.ts';
import { API } from '../../../contract/api/paths.ts';
import { http } from '../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../lib/download.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';
import { employeeSearchParams } from './api/get-employees.ts';
import { employeeListView, listFilters } from './list-state.ts';

const STALE = [API.employees, API.teams, API.departments, API.offices, API.dashboard];

export const employeeCommandApi: EmployeeCommandApi = {
  resignEmployee: (id) => sendAndRevalidate('PATCH', API.employee(id), STALE, { status: 'resigned' }),
  deleteEmployee: (id) => sendAndRevalidate('DELETE', API.employee(id), STALE),
  async exportEmployees(format, filtered) {
    const params = employeeSearchParams({ ...(filtered ? listFilters(employeeListView) : {}), format });
    const res = await http.raw<Blob, 'blob'>(`${API.employeesExport}?${params}`, { responseType: 'blob' });
    saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `employees.${format}`));
  },
};
