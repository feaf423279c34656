import type { employeeSchemas } from '../employees.ts';
import { can, routeTable } from '../route.ts';

/** Employees at /employee: the list, its export, one, create, update, delete, and the import of a file. */
export const employees = routeTable<typeof employeeSchemas>()({
  list: ['GET', '/employee', can('employee', 'read')],
  export: ['GET', '/employee/export', can('employee', 'read')],
  get: ['GET', '/employee/:id', can('employee', 'read')],
  create: ['POST', '/employee', can('employee', 'create')],
  update: ['PATCH', '/employee/:id', can('employee', 'update')],
  remove: ['DELETE', '/employee/:id', can('employee', 'delete')],
  import: ['POST', '/employee/import', can('employee', 'create')],
});
