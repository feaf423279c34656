// Every team with its department, for the request lists' team filter (read whole: lib/all-pages.ts).
import { useMemo } from 'react';
import { SHORT_LISTS, useAllPages } from '../../../lib/all-pages.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface TeamOption extends FilterOption {
  /** The team's department, so the team filter can offer only the chosen department's teams. */
  department: FilterOption;
}

/** `enabled` false (the user may not read teams) asks nothing; undefined until the teams are read. */
export function useTeamFilter(enabled: boolean): TeamOption[] | undefined {
  const { data } = useAllPages(SHORT_LISTS.teams, enabled);
  return useMemo(
    () =>
      data?.map((t) => ({
        value: String(t.id),
        label: t.name,
        department: { value: String(t.department.id), label: t.department.name },
      })),
    [data],
  );
}

/**
 * The teams to offer: the chosen department's by name, or every team with its department beside the name
 * (two departments may each have a "Sales").
 */
export const teamChoices = (teams: readonly TeamOption[], departmentId: string): FilterOption[] =>
  departmentId
    ? teams.filter((t) => t.department.value === departmentId).map(({ value, label }) => ({ value, label }))
    : teams.map((t) => ({ value: t.value, label: `${t.label} (${t.department.label})` }));
