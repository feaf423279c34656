// /department: every department with its manager and counts, each followed by its teams with their
// lead, in one table that reads top to bottom. Enter opens the member list of the focused row (a team
// opens its department's list filtered to that team); c adds a department, t a team, e / Shift+E edit.
import { useState } from 'react';
import { runCommand } from '../../lib/command-runtime.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useAllDepartments, useAllTeams } from './api/get-organisation.ts';
import { departmentEntity, teamEntity } from './entities.ts';
import { organisationRows, type OrganisationRow } from './organisation-rows.ts';
import { useText, type Text } from '../../i18n/text.ts';

const entityOf = (r: OrganisationRow) =>
  r.kind === 'department' ? departmentEntity(r.department) : teamEntity(r.team);

function Person({ person }: { person: { name: string; staff_id: string } | null }) {
  if (!person) return <span className="text-slate-600 dark:text-slate-300">-</span>;
  return (
    <span className="block truncate" title={`${person.name} (${person.staff_id})`}>
      {person.name} <span className="text-slate-600 dark:text-slate-300">({person.staff_id})</span>
    </span>
  );
}

function Kind({ label }: { label: string }) {
  return (
    <span className="shrink-0 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
      {label}
    </span>
  );
}

const columnsIn = (t: Text): Column<OrganisationRow>[] => [
  {
    header: t('common.name'),
    width: 'minmax(12rem, 2fr)',
    cardLabel: false,
    cell: (r) =>
      r.kind === 'department' ? (
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold" title={r.department.name}>
            {r.department.name}
          </span>
          <Kind label={t('common.department')} />
        </span>
      ) : (
        <span className="flex min-w-0 items-center gap-2 pl-6">
          <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
            └
          </span>
          <span className="truncate" title={r.team.name}>
            {r.team.name}
          </span>
          <Kind label={t('common.team')} />
        </span>
      ),
  },
  {
    header: t('departments.colManagerLead'),
    width: 'minmax(10rem, 1.5fr)',
    cell: (r) => <Person person={r.kind === 'department' ? r.department.manager : r.team.lead} />,
  },
  {
    header: t('departments.colTeams'),
    width: '5rem',
    cell: (r) => (r.kind === 'department' ? r.department.team_count : ''),
  },
  {
    header: t('departments.colMembers'),
    width: '6rem',
    cell: (r) => (r.kind === 'department' ? r.department.member_count : r.team.member_count),
  },
  {
    header: t('departments.colAction'),
    width: 'minmax(14rem, 1.4fr)',
    cardLabel: false,
    cell: (r) => <RowActions entity={entityOf(r)} />,
  },
];

export default function DepartmentsPage() {
  const t = useText();
  const departments = useAllDepartments();
  const teams = useAllTeams();
  const [filter, setFilter] = useState('');
  const loaded = departments.data && teams.data;
  const rows = loaded ? organisationRows(departments.data!, teams.data!, filter) : undefined;
  const members = (departments.data ?? []).reduce((n, d) => n + d.member_count, 0);
  const shown = (kind: OrganisationRow['kind']) => (rows ?? []).filter((r) => r.kind === kind).length;
  const summary = !loaded
    ? ''
    : filter.trim()
      ? t('departments.showing', { departments: shown('department'), teams: shown('team') })
      : t('departments.summary', { departments: departments.data!.length, teams: teams.data!.length, members });

  return (
    <section>
      <PageHeader title={t('page./department')}>
        <Toolbar group="Departments" />
      </PageHeader>
      {departments.error || teams.error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('departments.listFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-x-6">
        <div className="w-full max-w-sm">
          <TextField
            label={t('departments.filter')}
            type="search"
            placeholder={t('departments.filterPlaceholder')}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        </div>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {summary}
        </p>
      </div>
      <DataTable
        label={t('departments.table')}
        columns={columnsIn(t)}
        rows={rows}
        loading={departments.isLoading || teams.isLoading}
        rowKey={(r) => (r.kind === 'department' ? `d${r.department.id}` : `t${r.team.id}`)}
        toEntity={entityOf}
        onOpen={(r) =>
          void runCommand(r.kind === 'department' ? 'department.members' : 'team.members', entityOf(r), 'shortcut')
        }
        height="min(65vh, 720px)"
      />
    </section>
  );
}
