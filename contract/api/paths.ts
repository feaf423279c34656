// The last path the web client still takes by hand: an employee's tax details, read and saved by the tax dialog.
// The route is declared in routes/payroll-rules.ts (`payrollRules.employeeTax`); this file goes once the dialog
// calls it from there.
import { API_BASE } from './base.ts';

export const API = {
  employeeTax: (id: number) => `${API_BASE}/employee/${id}/tax`,
} as const;
