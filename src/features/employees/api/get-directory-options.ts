// Teams, departments and offices for the filters, the form and the move dialog, each read whole
// (lib/all-pages.ts): a select that silently stops at 100 teams would hide the rest. `enabled` false (the user
// may not read that list) asks nothing.
import type { DepartmentItem, TeamItem } from '../../../../contract/api/departments.ts';
import type { OfficeItem } from '../../../../contract/api/offices.ts';
import { SHORT_LISTS, useAllPages } from '../../../lib/all-pages.ts';

export type TeamOption = TeamItem;
export type DepartmentOption = DepartmentItem;
export type OfficeOption = OfficeItem;

export const useTeams = (enabled = true) => useAllPages(SHORT_LISTS.teams, enabled);
export const useDepartments = (enabled = true) => useAllPages(SHORT_LISTS.departments, enabled);
export const useOffices = (enabled = true) => useAllPages(SHORT_LISTS.offices, enabled);
