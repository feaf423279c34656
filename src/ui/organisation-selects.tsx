// The department, team and office filters of a list, as labelled selects over the whole short lists
// (lib/all-pages.ts). A select shows only when the user may read its list; picking a department narrows the
// teams and drops a team of another department (an empty list for no visible reason otherwise).
import { SHORT_LISTS, useAllPages } from '../lib/all-pages.ts';
import { useCommandContext } from '../lib/use-command-context.ts';
import { useText } from '../i18n/text.ts';
import { SelectField } from './select-field.tsx';

export interface OrganisationFilter {
  department_id: string;
  team_id: string;
  office_id: string;
}

export function OrganisationSelects({
  value,
  onChange,
}: {
  value: OrganisationFilter;
  onChange: (key: keyof OrganisationFilter, value: string) => void;
}) {
  const t = useText();
  const { permissions } = useCommandContext();
  const departments = useAllPages(SHORT_LISTS.departments, permissions.has('department:read'));
  const teams = useAllPages(SHORT_LISTS.teams, permissions.has('team:read'));
  const offices = useAllPages(SHORT_LISTS.offices, permissions.has('office:read'));

  const teamOptions = (teams.data ?? [])
    .filter((t) => !value.department_id || String(t.department.id) === value.department_id)
    .map((t) => ({ value: String(t.id), label: value.department_id ? t.name : `${t.name} (${t.department.name})` }));

  return (
    <>
      {departments.data ? (
        <SelectField
          label={t('common.department')}
          placeholder={t('common.allDepartments')}
          options={departments.data.map((d) => ({ value: String(d.id), label: d.name }))}
          value={value.department_id}
          onChange={(e) => {
            const department = e.target.value;
            const team = teams.data?.find((t) => String(t.id) === value.team_id);
            if (team && department && String(team.department.id) !== department) onChange('team_id', '');
            onChange('department_id', department);
          }}
        />
      ) : null}
      {teams.data ? (
        <SelectField
          label={t('common.team')}
          placeholder={t('common.allTeams')}
          options={teamOptions}
          value={value.team_id}
          onChange={(e) => onChange('team_id', e.target.value)}
        />
      ) : null}
      {offices.data ? (
        <SelectField
          label={t('common.office')}
          placeholder={t('common.allOffices')}
          options={offices.data.map((o) => ({ value: String(o.id), label: o.name }))}
          value={value.office_id}
          onChange={(e) => onChange('office_id', e.target.value)}
        />
      ) : null}
    </>
  );
}
