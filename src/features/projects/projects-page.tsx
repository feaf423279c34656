// /projects: every project with its code, department, member count and dates, searched on the server
// by name or code. c adds a project; e or Enter edits the focused one. It has no sidebar entry: "Go to
// Projects" in the palette (g j) leads here.
import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_LIMIT } from '../../../contract/api/base.ts';
import type { ProjectItem } from '../../../contract/api/projects.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useProjects } from './api/get-projects.ts';
import { formatBusinessDateNumeric } from '../../lib/time.ts';
import { projectEntity } from './project-entity.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { OneLine } from '../../ui/two-lines.tsx';
import { useText } from '../../i18n/text.ts';

// The page and search survive opening a dialog and coming back from another page.
const view = proxy({ page: 1, query: '' });

/** A new search starts from the first page. */
function search(text: string) {
  view.query = text;
  view.page = 1;
}

export default function ProjectsPage() {
  const t = useText();
  const { page, query } = useSnapshot(view);
  const q = useDebounced(query.trim(), 250);
  const { data, isLoading, error } = useProjects(page, q || undefined);
  const offset = ((data?.metadata.page ?? page) - 1) * (data?.metadata.limit ?? DEFAULT_LIMIT);

  const columns: Column<ProjectItem>[] = [
    { header: t('projects.colNo'), width: '4rem', inCard: false, cell: (_p, i) => offset + i + 1 },
    { header: t('projects.code'), width: '7rem', cell: (p) => <span className="font-mono text-xs">{p.code}</span> },
    {
      header: t('common.name'),
      width: 'minmax(10rem, 1.6fr)',
      cell: (p) => <OneLine text={p.name} className="font-medium" />,
    },
    {
      header: t('common.department'),
      width: 'minmax(8rem, 1fr)',
      cell: (p) => <OneLine text={p.department?.name ?? '-'} />,
    },
    {
      header: t('projects.members'),
      width: '6rem',
      cell: (p) => <span title={p.members.map((m) => m.name).join(', ')}>{p.members.length}</span>,
    },
    { header: t('projects.colStart'), width: '7.5rem', cell: (p) => formatBusinessDateNumeric(p.start_date) },
    { header: t('projects.colEnd'), width: '7.5rem', cell: (p) => formatBusinessDateNumeric(p.end_date) },
    {
      header: t('projects.colAction'),
      width: 'minmax(9rem, 1fr)',
      cardLabel: false,
      cell: (p) => <RowActions entity={projectEntity(p)} />,
    },
  ];

  return (
    <section>
      <PageHeader title={t('page./projects')}>
        <Toolbar group="Projects" />
      </PageHeader>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-400">
          {t('projects.listFailed')}
        </p>
      ) : null}
      <div className="w-full max-w-sm">
        <TextField
          label={t('projects.search')}
          type="search"
          placeholder={t('projects.searchPlaceholder')}
          value={query}
          onChange={(e) => search(e.target.value)}
        />
      </div>
      <DataTable
        label={t('page./projects')}
        columns={columns}
        rows={data?.data}
        loading={isLoading}
        rowKey={(p) => p.id}
        toEntity={projectEntity}
        onOpen={(p) => void runCommand('project.edit', projectEntity(p), 'shortcut')}
      />
      <Pagination label={t('projects.pages')} meta={data?.metadata} onPage={(p) => (view.page = p)} />
    </section>
  );
}
