// Employees' routes: path, schemas, permission; the service does the work.
import { employeeSchemas } from '../../../contract/api/employees.ts';
import { employees } from '../../../contract/api/routes/employees.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { bindRoutes, defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

export function employeeRoutes(db: Database) {
  const api = bindRoutes(employees, employeeSchemas);
  return [
    listRoute(api.list, (query, actor) => service.listEmployeesFor(db, query, actor)),
    exportRoute(api.export, { fileName: 'employees', job: 'employees' }),
    defineRoute(api.get, async ({ params, actor }) => ({
      message: 'OK',
      data: await service.employeeFor(db.kysely, actor, params.id),
    })),
    defineRoute(api.create, async ({ actor, body, reply }) => {
      const data = await service.createEmployee(db, actor, body);
      reply.status(201);
      return { message: 'Employee created successfully!', data };
    }),
    defineRoute(api.update, async ({ actor, params, body }) => ({
      message: 'Employee updated successfully!',
      data: await service.updateEmployee(db, actor, params.id, body),
    })),
    defineRoute(api.remove, async ({ actor, params }) => {
      await service.deleteEmployee(db, actor, params.id);
      return { message: 'Employee deleted successfully!' };
    }),
  ];
}
