import type { EntityRef } from '../../../commands/types.ts';
import type { DepartmentItem, TeamItem } from '../../../contract/api/departments.ts';

export const departmentEntity = (d: Pick<DepartmentItem, 'id' | 'name'>): EntityRef => ({
  kind: 'department',
  id: d.id,
  name: d.name,
});

/** Team names repeat across departments ("Support"), so a team is named with its department. */
export const teamEntity = (t: Pick<TeamItem, 'id' | 'name' | 'department'>): EntityRef => ({
  kind: 'team',
  id: t.id,
  name: `${t.name} (${t.department.name})`,
  extra: { departmentId: t.department.id },
});
