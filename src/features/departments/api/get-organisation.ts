// Every department and every team, for the organisation table and the department select. An organisation
// has tens of departments and at most a few hundred teams, so the lists are read whole (lib/all-pages.ts).
import type { DepartmentItem, TeamItem } from '../../../../contract/api/organisation.ts';
import { API } from '../../../../contract/api/paths.ts';
import { useAllPages } from '../../../lib/all-pages.ts';

export const useAllDepartments = () => useAllPages<DepartmentItem>(API.departments);

export const useAllTeams = () => useAllPages<TeamItem>(API.teams);
