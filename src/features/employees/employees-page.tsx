// /employee: server-side search (debounced), filters, sort, virtualised rows, pagination; row actions and
// toolbar come from the registry (commands/employee-commands.ts).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_LIMIT } from '../../../contract/api/common.ts';
import type { EmployeeItem } from '../../../contract/api/employees.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { StatusText } from '../../ui/status-text.tsx';
import { useEmployees } from './api/get-employees.ts';
import { EmployeeFilterBar } from './employee-filters.tsx';
import { employeeEntity } from './employee-entity.ts';
import { formatBusinessDate, probationLabel, STATUS_LABELS } from './labels.ts';
import { employeeListView, listFilters } from './list-state.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

const SEARCH_PAUSE_MS = 250;

function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium" title={first}>
        {first}
      </span>
      {second ? (
        <span className="block truncate text-xs text-slate-600 dark:text-slate-300" title={second}>
          {second}
        </span>
      ) : null}
    </span>
  );
}

function ProbationBadge({ state }: { state: EmployeeItem['probation'] }) {
  const passed = state === 'passed';
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        passed ? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100' : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
      }`}
    >
      {probationLabel(state)}
    </span>
  );
}

export default function EmployeesPage() {
  const view = useSnapshot(employeeListView);
  const q = useDebounced(view.q, SEARCH_PAUSE_MS);
  const query = { ...listFilters({ q, filters: view.filters, sort: view.sort }), page: view.page, limit: DEFAULT_LIMIT };
  const { data, isLoading, error } = useEmployees(query);
  const meta = data?.metadata;

  // Deleting the last row of the last page would otherwise leave an empty page behind.
  useEffect(() => {
    if (meta && meta.totalPage >= 1 && view.page > meta.totalPage) employeeListView.page = meta.totalPage;
  }, [meta, view.page]);

  const columns: Column<EmployeeItem>[] = [
    { header: 'Staff ID', width: '6.75rem', cell: (e) => <span className="font-mono text-xs">{e.staff_id}</span> },
    { header: 'Name', width: 'minmax(8rem, 1.4fr)', cell: (e) => <TwoLines first={e.full_name} second={e.position} /> },
    { header: 'Team', width: 'minmax(6rem, 1fr)', cell: (e) => <TwoLines first={e.team?.name ?? '-'} second={e.department?.name} /> },
    { header: 'Join Date', width: '7rem', cell: (e) => formatBusinessDate(e.join_date) },
    { header: 'Probation', width: '7.5rem', cell: (e) => <ProbationBadge state={e.probation} /> },
    { header: 'Status', width: '7rem', cell: (e) => <StatusText status={STATUS_LABELS[e.status]} /> },
    { header: 'Action', width: 'minmax(15.5rem, 1.2fr)', cell: (e) => <RowActions entity={employeeEntity(e)} /> },
  ];

  return (
    <section>
      <PageHeader title="Employee">
        <Toolbar group="Employees" />
      </PageHeader>
      <EmployeeFilterBar />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? 'The employees could not be loaded.' : meta ? `${meta.total} ${meta.total === 1 ? 'employee' : 'employees'}` : ''}
      </p>
      <DataTable
        label="Employees"
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(e) => e.id}
        toEntity={employeeEntity}
        onOpen={(e) => void runCommand('employee.edit', employeeEntity(e), 'shortcut')}
      />
      <Pagination label="Employees pages" meta={meta} onPage={(p) => (employeeListView.page = p)} />
    </section>
  );
}
