import { describe, expect, it } from 'vitest';
import type { DepartmentItem, TeamItem } from '../../../contract/api/departments.ts';
import { organisationRows, type OrganisationRow } from './organisation-rows.ts';

const person = (id: number, name: string) => ({ id, name, staff_id: `EMP-00000${id}` });
const dept = (id: number, name: string, manager: string | null = null): DepartmentItem => ({
  id,
  name,
  description: '',
  manager: manager ? person(id, manager) : null,
  team_count: 0,
  member_count: 0,
  created_at: '',
});
const team = (id: number, name: string, d: DepartmentItem, lead: string | null = null): TeamItem => ({
  id,
  name,
  department: { id: d.id, name: d.name },
  lead: lead ? person(10 + id, lead) : null,
  member_count: 0,
  created_at: '',
});

const eng = dept(1, 'Engineering', 'Sok Dara');
const ops = dept(2, 'Operations');
const empty = dept(3, 'Legal');
const teams = [team(1, 'Backend', eng, 'Chan Vuthy'), team(2, 'Frontend', eng), team(3, 'Support', ops, 'Mey Lina')];
const names = (rows: OrganisationRow[]) =>
  rows.map((r) => (r.kind === 'department' ? r.department.name : `  ${r.team.name}`));

describe('organisationRows', () => {
  it('lists each department followed by its own teams, including departments without teams', () => {
    expect(names(organisationRows([eng, ops, empty], teams))).toEqual([
      'Engineering',
      '  Backend',
      '  Frontend',
      'Operations',
      '  Support',
      'Legal',
    ]);
  });

  it('keeps a whole department when it or its manager matches', () => {
    expect(names(organisationRows([eng, ops, empty], teams, 'engin'))).toEqual([
      'Engineering',
      '  Backend',
      '  Frontend',
    ]);
    expect(names(organisationRows([eng, ops, empty], teams, 'dara'))).toEqual([
      'Engineering',
      '  Backend',
      '  Frontend',
    ]);
  });

  it('keeps only the matching teams (by name or lead, or staff id) under their department', () => {
    expect(names(organisationRows([eng, ops, empty], teams, ' FRONT '))).toEqual(['Engineering', '  Frontend']);
    expect(names(organisationRows([eng, ops, empty], teams, 'lina'))).toEqual(['Operations', '  Support']);
    expect(names(organisationRows([eng, ops, empty], teams, 'emp-0000013'))).toEqual(['Operations', '  Support']);
  });

  it('finds nothing when nothing matches', () => {
    expect(organisationRows([eng, ops, empty], teams, 'zzz')).toEqual([]);
  });
});
