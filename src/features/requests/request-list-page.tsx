// /leave, /ot and /post-clock-request: one list for the three request kinds (commands/areas/requests/request-kinds.ts),
// with server-side search and filters, selection for the bulk actions, pagination, and the detail drawer
// for `?request_id=` (a row's Enter or click, a notification, the palette, the add forms).
import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { registry } from '../../../commands/all-commands.ts';
import { requestCommandId } from '../../../commands/areas/requests/request-commands.ts';
import { REQUEST_KIND_LIST, type RequestKindMeta } from '../../../commands/areas/requests/request-kinds.ts';
import { isVisible } from '../../../commands/visibility.ts';
import { DEFAULT_LIMIT } from '../../../contract/api/base.ts';
import { useText } from '../../i18n/text.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useDialogOverRow } from '../../lib/list-focus.ts';
import { ui } from '../../lib/ui-state.ts';
import { clearSelection, listSelection } from '../../lib/list-selection.ts';
import { useCommandContext } from '../../lib/use-command-context.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useRequests, type RequestItem } from './api/get-requests.ts';
import { KIND_VIEWS } from './kind-views.ts';
import { LeaveTabs } from '../../ui/leave-tabs.tsx';
import { requestColumns } from './request-columns.tsx';
import { RequestDrawer } from './request-drawer.tsx';
import { requestEntity } from './request-entity.ts';
import { RequestFilterBar } from './request-filters.tsx';
import { listFilters, requestListView } from './request-list-state.ts';

const SEARCH_PAUSE_MS = 250;

export default function RequestListPage() {
  const { pathname } = useLocation();
  const { permissions } = useCommandContext();
  const kind = REQUEST_KIND_LIST.find((k) => k.route === pathname);
  if (!kind) return null;
  // /leave is open to whoever reads leave types too; they get the other leave pages.
  if (!permissions.has(`${kind.resource}:read`)) return <LeaveTypesOnly />;
  return <RequestList key={kind.kind} kind={kind} />;
}

function LeaveTypesOnly() {
  const t = useText();
  return (
    <section>
      <LeaveTabs />
      <PageHeader title={t('page./leave')} />
      <p className="text-sm">{t('requests.noLeaveRequests')}</p>
    </section>
  );
}

function RequestList({ kind }: { kind: RequestKindMeta }) {
  const t = useText();
  const state = requestListView(kind.kind);
  const view = useSnapshot(state);
  const selection = useSnapshot(listSelection);
  const ctx = useCommandContext();
  const q = useDebounced(view.q, SEARCH_PAUSE_MS);
  const query = { ...listFilters(kind.kind, { q, filters: view.filters }), page: view.page, limit: DEFAULT_LIMIT };
  const queryKey = JSON.stringify(query);
  const { data, isLoading, error } = useRequests(kind, query);
  const meta = data?.metadata;
  const rows = data?.data;
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('request_id')) || null;
  // The drawer opens from the request's row, so closing it hands focus back there. It is a modal: mounted under
  // an open palette it would become the top dialog and shut the palette out, so a request asked for while the
  // palette is open shows once it closes.
  const { paletteOpen } = useSnapshot(ui);
  const { shown, focusRequest } = useDialogOverRow(openId, paletteOpen);
  const kindView = KIND_VIEWS[kind.kind];

  // A new page or new filters start a new selection; so does leaving the list.
  useEffect(() => clearSelection(), [queryKey]);
  useEffect(() => () => clearSelection(), []);
  // Acting on the last rows of the last page would otherwise leave an empty page behind.
  useEffect(() => {
    if (meta && meta.totalPage >= 1 && view.page > meta.totalPage) state.page = meta.totalPage;
  }, [meta, view.page, state]);

  const entityOf = (r: RequestItem) => requestEntity(kind, r);
  const entities = useMemo(() => (rows ?? []).map((r) => requestEntity(kind, r)), [rows, kind]);
  const selected = new Set(selection.kind === kind.entity ? selection.items.map((e) => e.id) : []);
  const selectable = isVisible(registry.get(requestCommandId(kind.kind, 'toggleSelect'))!, ctx);
  const offset = ((meta?.page ?? view.page) - 1) * (meta?.limit ?? DEFAULT_LIMIT);
  const columns = requestColumns(t, { view: kindView, entities, entityOf, selected, selectable, offset });

  const close = () =>
    setParams(
      (p) => {
        p.delete('request_id');
        return p;
      },
      { replace: true },
    );

  return (
    <section>
      {kind.kind === 'leave' ? <LeaveTabs /> : null}
      <PageHeader title={t(`page.${kind.route}`)}>
        <Toolbar group={kind.group} />
      </PageHeader>
      <RequestFilterBar kind={kind} view={kindView} />
      <div className="mb-2 flex flex-wrap gap-x-4 text-sm text-slate-700 dark:text-slate-300">
        <p role="status">
          {error
            ? t(`requests.loadFailed.${kind.kind}`)
            : meta
              ? t(`requests.count.${kind.kind}`, { count: meta.total })
              : ''}
        </p>
        <p aria-live="polite" className="font-medium">
          {selected.size > 0 ? t('requests.selected', { count: selected.size }) : ''}
        </p>
      </div>
      <DataTable
        label={t(`requests.plural.${kind.kind}`)}
        columns={columns}
        rows={rows}
        loading={isLoading}
        rowKey={(r) => r.id}
        toEntity={entityOf}
        openOnClick
        focusRequest={focusRequest}
        minWidth="62rem"
        onOpen={(r) => void runCommand(requestCommandId(kind.kind, 'open'), entityOf(r), 'shortcut')}
      />
      <Pagination label={t(`requests.pages.${kind.kind}`)} meta={meta} onPage={(p) => (state.page = p)} />
      {shown ? <RequestDrawer key={shown} kind={kind} id={shown} onClose={close} /> : null}
    </section>
  );
}
