import type { EmployeeDetail, employeeResponse } from '../../../../contract/api/employees.ts';
import { API } from '../../../../contract/api/paths.ts';
import { apiSend } from '../../../lib/api-client.ts';
import { revalidate } from '../../../lib/revalidate.ts';

/** A team move alone, so the activity log records it as a move (server: action 'move-team'). */
export async function moveEmployeeToTeam(id: number, teamId: number): Promise<EmployeeDetail> {
  const res = await apiSend<typeof employeeResponse>('PATCH', API.employee(id), { team_id: teamId });
  await Promise.all([API.employees, API.teams, API.departments].map((stale) => revalidate(stale)));
  return res.data;
}
