// /employee: server-side search (debounced), filters, sort, virtualised rows, pagination; row actions and
// toolbar come from the registry (commands/areas/employees/employee-commands.ts).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_LIMIT } from '../../../contract/api/base.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useEmployees } from './api/get-employees.ts';
import { EmployeeFilterBar } from './employee-filters.tsx';
import { employeeEntity } from './employee-entity.ts';
import { EMPLOYEE_COLUMNS } from './employee-columns.tsx';
import { employeeListView, listFilters } from './list-state.ts';
import { useDebounced } from '../../lib/use-debounced.ts';

const SEARCH_PAUSE_MS = 250;

/** "1 employee", "213 employees"; a broad search stops counting at 1,000: "1,000+ employees". */
function employeeCount(meta: { total: number; totalCapped?: true }): string {
  const n = `${meta.total.toLocaleString('en')}${meta.totalCapped ? '+' : ''}`;
  return `${n} ${meta.total === 1 && !meta.totalCapped ? 'employee' : 'employees'}`;
}

export default function EmployeesPage() {
  const view = useSnapshot(employeeListView);
  const q = useDebounced(view.q, SEARCH_PAUSE_MS);
  const query = {
    ...listFilters({ q, filters: view.filters, sort: view.sort }),
    page: view.page,
    limit: DEFAULT_LIMIT,
  };
  const { data, isLoading, error } = useEmployees(query);
  const meta = data?.metadata;

  // Deleting the last row of the last page would otherwise leave an empty page behind.
  useEffect(() => {
    if (meta && meta.totalPage >= 1 && view.page > meta.totalPage) employeeListView.page = meta.totalPage;
  }, [meta, view.page]);

  return (
    <section>
      <PageHeader title="Employee">
        <Toolbar group="Employees" />
      </PageHeader>
      <EmployeeFilterBar />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? 'The employees could not be loaded.' : meta ? employeeCount(meta) : ''}
      </p>
      <DataTable
        label="Employees"
        columns={EMPLOYEE_COLUMNS}
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
