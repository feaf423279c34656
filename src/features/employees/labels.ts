// How a stored employee status reads (StatusText colours by it); on screen each is said by the catalogue's
// employees.status.<status>.
import type { EmployeeStatus } from '../../../contract/api/employees.ts';

export const STATUS_LABELS: Record<EmployeeStatus, string> = { active: 'Active', resigned: 'Resigned' };
