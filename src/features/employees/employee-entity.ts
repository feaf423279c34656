import type { EmployeeItem } from '../../../contract/api/employees.ts';
import type { EntityRef } from '../../../commands/types.ts';

/** "Sok Dara · EMP-000123": the name people know, and the id that tells two Sok Daras apart. */
export const employeeName = (e: Pick<EmployeeItem, 'full_name' | 'staff_id'>) => `${e.full_name} · ${e.staff_id}`;

/** An employee as the entity commands act on (status for Resign, the linked user for Open linked user). */
export const employeeEntity = (e: EmployeeItem): EntityRef => ({
  kind: 'employee',
  id: e.id,
  name: employeeName(e),
  extra: { status: e.status, userId: e.user?.id ?? null, teamId: e.team?.id ?? null, teamName: e.team?.name ?? null },
});
