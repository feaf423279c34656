import type { departmentSchemas, teamSchemas } from '../departments.ts';
import { can, resourceTable, routeTable } from '../route.ts';

/** Departments at /department, with their members (searched and filtered like the employee list). */
export const departments = {
  ...resourceTable<typeof departmentSchemas>('/department', 'department'),
  ...routeTable<Pick<typeof departmentSchemas, 'members'>>()({
    members: ['GET', '/department/:id/members', can('department', 'read')],
  }),
};

/** Teams within departments, at /team. */
export const teams = resourceTable<typeof teamSchemas>('/team', 'team');
