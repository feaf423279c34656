// Employees' routes: path, schemas, permission; the service does the work.
import { idParams, messageOnly } from '../../../contract/api/common.ts';
import {
  createEmployeeBody,
  employeeListQuery,
  employeeListResponse,
  employeeResponse,
  exportQuery,
  updateEmployeeBody,
} from '../../../contract/api/employees.ts';
import type { Database } from '../../db/database.ts';
import { exportRoute } from '../../http/export-route.ts';
import { listRoute } from '../../http/list-route.ts';
import { defineRoute } from '../../http/route.ts';
import * as service from './service.ts';

const base = '/api/v1/admin/employee';

export const employeeRoutes = (db: Database) => [
  listRoute({
    url: base,
    summary: 'List employees: prefix search by name, staff id or email; filters; sort',
    tag: 'employee',
    access: { resource: 'employee', action: 'read' },
    query: employeeListQuery,
    response: employeeListResponse,
    list: (query, actor) => service.listEmployeesFor(db, query, actor),
  }),
  exportRoute({
    url: `${base}/export`,
    summary: 'Export employees (same filters as the list) as .xlsx or .csv',
    tag: 'employee',
    access: { resource: 'employee', action: 'read' },
    query: exportQuery,
    fileName: 'employees',
    job: 'employees',
  }),
  defineRoute({
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One employee, with photo',
    tag: 'employee',
    access: { resource: 'employee', action: 'read' },
    params: idParams,
    response: employeeResponse,
    handler: async ({ params, actor }) => ({
      message: 'OK',
      data: await service.employeeFor(db.kysely, actor, params.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: base,
    summary: 'Create an employee (staff id generated unless given)',
    tag: 'employee',
    access: { resource: 'employee', action: 'create' },
    body: createEmployeeBody,
    response: employeeResponse,
    handler: async ({ actor, body, reply }) => {
      const data = await service.createEmployee(db, actor, body);
      reply.status(201);
      return { message: 'Employee created successfully!', data };
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: `${base}/:id`,
    summary: 'Update an employee: any fields; a team move or resignation alone is logged as such',
    tag: 'employee',
    access: { resource: 'employee', action: 'update' },
    params: idParams,
    body: updateEmployeeBody,
    response: employeeResponse,
    handler: async ({ actor, params, body }) => ({
      message: 'Employee updated successfully!',
      data: await service.updateEmployee(db, actor, params.id, body),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${base}/:id`,
    summary: 'Delete an employee (resigning keeps the record; delete is for mistakes)',
    tag: 'employee',
    access: { resource: 'employee', action: 'delete' },
    params: idParams,
    response: messageOnly,
    handler: async ({ actor, params }) => {
      await service.deleteEmployee(db, actor, params.id);
      return { message: 'Employee deleted successfully!' };
    },
  }),
];
