// Every department and every team, for the organisation table and the department select. An organisation
// has tens of departments and at most a few hundred teams, so the lists are read whole (lib/all-pages.ts).
import { SHORT_LISTS, useAllPages } from '../../../lib/all-pages.ts';

export const useAllDepartments = () => useAllPages(SHORT_LISTS.departments);

export const useAllTeams = () => useAllPages(SHORT_LISTS.teams);
