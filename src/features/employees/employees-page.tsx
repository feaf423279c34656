// /employee: server-side search (debounced), filters, sort, virtualised rows, pagination; row actions and
// toolbar come from the registry (commands/areas/employees/employee-commands.ts).
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { DEFAULT_LIMIT } from '../../../contract/api/base.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { findPageById, useSavedRowFocus } from '../../lib/unsaved-changes.ts';
import { Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { fetchEmployees, useEmployees } from './api/get-employees.ts';
import { EmployeeFilterBar } from './employee-filters.tsx';
import { employeeEntity } from './employee-entity.ts';
import { employeeColumns } from './employee-columns.tsx';
import { DEFAULT_SORT, employeeListView, listFilters, NO_FILTERS } from './list-state.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useText, type Text } from '../../i18n/text.ts';

const SEARCH_PAUSE_MS = 250;

/** "1 employee", "213 employees"; a broad search stops counting at 100: "100+ employees". */
function employeeCount(t: Text, meta: { total: number; totalCapped?: true }): string {
  const n = `${meta.total.toLocaleString('en')}${meta.totalCapped ? '+' : ''}`;
  return t('employees.count', { n, count: meta.totalCapped ? meta.total + 1 : meta.total });
}

/**
 * A saved employee not on the page shown goes to the page that holds it: in the list's own search and filters when
 * it is in newest-first order (the default) and they include the employee; otherwise in the default view (no
 * search, no filters, newest first), which always does. A new employee is first there.
 */
async function locateEmployee(id: number): Promise<boolean> {
  const v = employeeListView;
  const pageIn = (query: ReturnType<typeof listFilters>) =>
    findPageById((page) => fetchEmployees({ ...query, page, limit: DEFAULT_LIMIT }), id);
  let page = v.sort === DEFAULT_SORT ? await pageIn(listFilters(v)) : null;
  if (page === null) {
    page = await pageIn({});
    if (page === null) return false;
    Object.assign(v, { q: '', filters: { ...NO_FILTERS }, sort: DEFAULT_SORT });
  }
  v.page = page;
  return true;
}

export default function EmployeesPage() {
  const t = useText();
  const columns = useMemo(() => employeeColumns(t), [t]);
  const view = useSnapshot(employeeListView);
  const typed = useDebounced(view.q, SEARCH_PAUSE_MS);
  // A search cleared (by hand or to show a saved employee) applies at once; typing waits for a pause.
  const q = view.q.trim() ? typed : '';
  const query = {
    ...listFilters({ q, filters: view.filters, sort: view.sort }),
    page: view.page,
    limit: DEFAULT_LIMIT,
  };
  const { data, isLoading, isValidating, error } = useEmployees(query);
  const meta = data?.metadata;
  // The employee just added or edited has focus on its row.
  const savedFocus = useSavedRowFocus('employee', data?.data, !!data && !isValidating, locateEmployee);

  // Deleting the last row of the last page would otherwise leave an empty page behind. Only fresh figures count:
  // the previous query's, still shown while a new one loads, say nothing about the new one's pages.
  useEffect(() => {
    if (meta && !isValidating && meta.totalPage >= 1 && view.page > meta.totalPage)
      employeeListView.page = meta.totalPage;
  }, [meta, isValidating, view.page]);

  return (
    <section>
      <PageHeader title={t('page./employee')}>
        <Toolbar group="Employees" />
      </PageHeader>
      <EmployeeFilterBar />
      <p role="status" className="mb-2 text-sm text-slate-700 dark:text-slate-300">
        {error ? t('employees.listFailed') : meta ? employeeCount(t, meta) : ''}
      </p>
      <DataTable
        label={t('common.employees')}
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(e) => e.id}
        toEntity={employeeEntity}
        focusRequest={savedFocus}
        onOpen={(e) => void runCommand('employee.edit', employeeEntity(e), 'shortcut')}
      />
      <Pagination label={t('employees.pages')} meta={meta} onPage={(p) => (employeeListView.page = p)} />
    </section>
  );
}
