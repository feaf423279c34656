// The departments table lists each department followed by its teams, so the whole structure reads top
// to bottom. A filter keeps a department when it or one of its teams matches (name, manager or lead).
import type { DepartmentItem, TeamItem } from '../../../contract/api/departments.ts';

export type OrganisationRow =
  { kind: 'department'; department: DepartmentItem } | { kind: 'team'; team: TeamItem; department: DepartmentItem };

type Person = { name: string; staff_id: string } | null;
const personMatches = (p: Person, needle: string) =>
  !!p && (p.name.toLowerCase().includes(needle) || p.staff_id.toLowerCase().includes(needle));

export function organisationRows(
  departments: readonly DepartmentItem[],
  teams: readonly TeamItem[],
  filter = '',
): OrganisationRow[] {
  const needle = filter.trim().toLowerCase();
  const teamsOf = new Map<number, TeamItem[]>();
  for (const t of teams) teamsOf.set(t.department.id, [...(teamsOf.get(t.department.id) ?? []), t]);
  const rows: OrganisationRow[] = [];
  for (const d of departments) {
    const own = teamsOf.get(d.id) ?? [];
    const whole = !needle || d.name.toLowerCase().includes(needle) || personMatches(d.manager, needle);
    const shown = whole
      ? own
      : own.filter((t) => t.name.toLowerCase().includes(needle) || personMatches(t.lead, needle));
    if (!whole && shown.length === 0) continue;
    rows.push({ kind: 'department', department: d });
    for (const team of shown) rows.push({ kind: 'team', team, department: d });
  }
  return rows;
}
