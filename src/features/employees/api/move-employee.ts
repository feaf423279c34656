import type { EmployeeDetail } from '../../../../contract/api/employees.ts';
import { departments, teams } from '../../../../contract/api/routes/departments.ts';
import { employees } from '../../../../contract/api/routes/employees.ts';
import { call } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** A team move alone, so the activity log records it as a move (server: action 'move-team'). */
export async function moveEmployeeToTeam(id: number, teamId: number): Promise<EmployeeDetail> {
  const res = await call(employees.update, { params: { id }, body: { team_id: teamId } });
  await Promise.all([employees.list, teams.list, departments.list].map((stale) => revalidate(stale)));
  return res.data;
}
