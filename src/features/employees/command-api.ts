import type { EmployeeCommandApi } from '../../../commands/command-api.ts';
import { API } from '../../../contract/api/paths.ts';
import { http } from '../../lib/api-client.ts';
import { fileNameFrom, saveBlob } from '../../lib/download.ts';
import { sendAndRevalidate } from '../../lib/mutation.ts';

const STALE = [API.employees, API.departments, API.dashboard];

export const employeeCommandApi: EmployeeCommandApi = {
  resignEmployee: (id) => sendAndRevalidate('PATCH', API.employee(id), STALE, { status: 'resigned' }),
  deleteEmployee: (id) => sendAndRevalidate('DELETE', API.employee(id), STALE),
  async exportEmployees(format) {
    const res = await http.raw<Blob, 'blob'>(API.employeesExport, { responseType: 'blob', query: { format } });
    saveBlob(res._data!, fileNameFrom(res.headers.get('content-disposition'), `employees.${format}`));
  },
};
