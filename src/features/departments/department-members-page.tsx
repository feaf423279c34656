// /department/{id}: the people of one department, searched on the server (name or staff id) and
// filtered by team, in a virtualised table. The heading (and the tab title) is the department's name;
// Enter on a row opens the employee.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { registry } from '../../../commands/all-commands.ts';
import type { EntityRef } from '../../../commands/types.ts';
import { isVisible } from '../../../commands/visibility.ts';
import type { EmployeeItem } from '../../../contract/api/employees.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { RowActions } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { activeCount, FilterDisclosure } from '../../ui/filter-disclosure.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { StatusText } from '../../ui/status-text.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDepartment } from './api/get-department.ts';
import { MEMBERS_PAGE_SIZE, useDepartmentMembers } from './api/get-members.ts';
import { useAllTeams } from './api/get-organisation.ts';
import { departmentEntity } from './entities.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { DEPARTMENT_ROUTES } from '../../../commands/areas/departments/department-commands.ts';
import { useText } from '../../i18n/text.ts';

// The same shape the employees area gives its rows, so its row actions (move to team, resign…) work here.
const employeeEntity = (e: EmployeeItem): EntityRef => ({
  kind: 'employee',
  id: e.id,
  name: `${e.full_name} · ${e.staff_id}`,
  extra: { status: e.status, userId: e.user?.id ?? null, teamId: e.team?.id ?? null, teamName: e.team?.name ?? null },
});
// The employees area owns "open an employee"; found by its route so this page follows whatever it names it.
const openEmployee = () => registry.all().find((c) => c.scope === 'employee' && c.route === '/employee/edit/:id');
const hasEmployeeRowActions = () => registry.all().some((c) => c.scope === 'employee' && c.placements?.rowAction);

export default function DepartmentMembersPage() {
  const { id } = useParams();
  const { search } = useLocation();
  const team = Number(new URLSearchParams(search).get('team')) || null;
  // Each visit (another department, or a team's members) starts from its own filters.
  return <Members key={`${id}${search}`} departmentId={Number(id)} initialTeam={team} />;
}

function Members({ departmentId, initialTeam }: { departmentId: number; initialTeam: number | null }) {
  const t = useText();
  const ctx = useCommandContext();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [query, setQuery] = useState('');
  const [teamId, setTeamId] = useState<number | null>(initialTeam);
  const [page, setPage] = useState(1);
  const q = useDebounced(query.trim(), 250);
  const department = useDepartment(departmentId);
  const teams = useAllTeams();
  const members = useDepartmentMembers(departmentId, { page, q, teamId });
  const d = department.data?.data;
  const teamOptions = (teams.data ?? [])
    .filter((t) => t.department.id === departmentId)
    .map((t) => ({ value: String(t.id), label: t.name }));
  const offset = ((members.data?.metadata.page ?? page) - 1) * MEMBERS_PAGE_SIZE;

  // A new search or team starts from the first page.
  useEffect(() => setPage(1), [q, teamId]);

  // The route's title is generic; once the department is known the tab says which one it is.
  useEffect(() => {
    if (d) document.title = t('shell.documentTitle', { title: d.name });
  }, [d, pathname, search, t]);

  const open = openEmployee();
  const canOpen = (e: EmployeeItem) => !!open && isVisible(open, ctx, employeeEntity(e));
  const columns: Column<EmployeeItem>[] = [
    { header: t('departments.colNo'), width: '4rem', inCard: false, cell: (_e, i) => offset + i + 1 },
    {
      header: t('common.staffId'),
      width: '8rem',
      cell: (e) => <span className="font-mono text-xs">{e.staff_id}</span>,
    },
    {
      header: t('common.name'),
      width: 'minmax(10rem, 1.5fr)',
      cardLabel: false,
      cell: (e) =>
        canOpen(e) ? (
          <Link
            to={`/employee/edit/${e.id}`}
            className="block truncate font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
            tabIndex={-1}
            title={e.full_name}
          >
            {e.full_name}
          </Link>
        ) : (
          <span className="block truncate font-medium" title={e.full_name}>
            {e.full_name}
          </span>
        ),
    },
    {
      header: t('departments.colPosition'),
      width: 'minmax(8rem, 1fr)',
      cell: (e) => (
        <span className="block truncate" title={e.position}>
          {e.position}
        </span>
      ),
    },
    {
      header: t('common.team'),
      width: 'minmax(8rem, 1fr)',
      cell: (e) => (
        <span className="block truncate" title={e.team?.name}>
          {e.team?.name ?? '-'}
        </span>
      ),
    },
    {
      header: t('departments.colProbation'),
      width: '8rem',
      cell: (e) => t(`employees.probation.${e.probation}`),
    },
    {
      header: t('common.status'),
      width: '7rem',
      cell: (e) => (
        <StatusText status={e.status === 'active' ? 'Active' : 'Resigned'} label={t(`employees.status.${e.status}`)} />
      ),
    },
    ...(hasEmployeeRowActions()
      ? [
          {
            header: t('departments.colAction'),
            width: '7rem',
            cardLabel: false as const,
            cell: (e: EmployeeItem) => <RowActions entity={employeeEntity(e)} menu />,
          },
        ]
      : []),
  ];

  if (department.error) {
    return (
      <section>
        <PageHeader title={t('page./department/:id')} />
        <p role="alert" className="text-sm">
          {(department.error as { status?: number }).status === 404
            ? t('departments.notFound')
            : t('departments.loadFailed')}{' '}
          <Link to={DEPARTMENT_ROUTES.list.path} className="text-blue-800 underline dark:text-blue-300">
            {t('departments.backToList')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section>
      <nav aria-label={t('departments.breadcrumb')} className="mb-1 text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link
              to={DEPARTMENT_ROUTES.list.path}
              className="text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
            >
              {t('page./department')}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="text-slate-700 dark:text-slate-300">
            {d?.name ?? t('page./department/:id')}
          </li>
        </ol>
      </nav>
      <PageHeader title={d?.name ?? t('page./department/:id')}>
        {d ? <RowActions entity={departmentEntity(d)} source="toolbar" /> : null}
      </PageHeader>
      {d ? (
        <p className="-mt-2 mb-4 text-sm text-slate-700 dark:text-slate-300">
          {t('departments.about', {
            manager: d.manager ? `${d.manager.name} (${d.manager.staff_id})` : t('departments.noManager'),
            teams: d.team_count,
            members: d.member_count,
          })}
        </p>
      ) : null}
      <FilterDisclosure
        role="search"
        aria-label={t('departments.members')}
        panelClassName="grid gap-x-4 sm:grid-cols-[minmax(0,24rem)_minmax(0,16rem)]"
        active={activeCount([query, teamId])}
      >
        <TextField
          label={t('departments.searchMembers')}
          type="search"
          placeholder={t('common.nameOrStaffId')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <SelectField
          label={t('common.team')}
          placeholder={t('common.allTeams')}
          options={teamOptions}
          value={teamId ? String(teamId) : ''}
          onChange={(e) => setTeamId(Number(e.target.value) || null)}
        />
      </FilterDisclosure>
      <p className="sr-only" aria-live="polite">
        {members.data ? t('departments.membersFound', { count: members.data.metadata.total }) : ''}
      </p>
      <DataTable
        label={d ? t('departments.membersOf', { name: d.name }) : t('departments.members')}
        columns={columns}
        rows={members.data?.data}
        loading={members.isLoading}
        rowKey={(e) => e.id}
        toEntity={employeeEntity}
        onOpen={(e) =>
          open ? void runCommand(open.id, employeeEntity(e), 'shortcut') : navigate(`/employee/edit/${e.id}`)
        }
      />
      <Pagination label={t('departments.memberPages')} meta={members.data?.metadata} onPage={setPage} />
    </section>
  );
}
