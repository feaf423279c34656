// /offices: the offices in a table beside one map of them all. The row with focus is the selected office:
// its pin and circle stand out and the map centres on it; a pin clicked on the map selects its row.
import { lazy, useId, type SyntheticEvent } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { OfficeItem } from '../../../contract/api/offices.ts';
import { runCommand } from '../../lib/command-runtime.ts';
import { useSavedRowFocus } from '../../lib/unsaved-changes.ts';
import { RowActions, Toolbar } from '../../ui/command-buttons.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { OFFICES_PER_PAGE, useOffices } from './api/get-offices.ts';
import { fetchOfficesPage } from './api/get-offices-page.ts';
import { MapSlot } from './map/map-slot.tsx';
import { officeEntity } from './office-entity.ts';
import { useText } from '../../i18n/text.ts';

const OfficesMap = lazy(() => import('./map/offices-map.tsx'));

// The page (and the selection) survive a trip to the edit page and back.
const view = proxy({ page: 1, selectedId: null as number | null });

/** A saved office not on the page shown (there are more than 100): walk the pages, in name order, to its own. */
async function locateOffice(id: number): Promise<boolean> {
  for (let page = 1, last = 1; page <= last; page++) {
    const res = await fetchOfficesPage(page);
    last = res.metadata.totalPage;
    if (res.data.some((o) => o.id === id)) {
      view.page = page;
      view.selectedId = id;
      return true;
    }
  }
  return false;
}
const metres = new Intl.NumberFormat('en-US');

/** The row an event happened in (focus or click on the row or on one of its buttons). */
function rowIndexOf(e: SyntheticEvent): number | null {
  const row = (e.target as HTMLElement).closest?.('[role="row"][data-row-index]');
  return row ? Number(row.getAttribute('data-row-index')) : null;
}

export default function OfficesPage() {
  const t = useText();
  const { page, selectedId } = useSnapshot(view);
  const { data, isLoading, isValidating } = useOffices(page);
  const offices = data?.data;
  // The office just added or edited has focus on its row (which selects it on the map).
  const savedFocus = useSavedRowFocus('office', offices, !!data && !isValidating, locateOffice);
  const tableId = useId();
  const offset = ((data?.metadata.page ?? page) - 1) * (data?.metadata.limit ?? OFFICES_PER_PAGE);

  const select = (e: SyntheticEvent) => {
    const i = rowIndexOf(e);
    if (i != null && offices?.[i]) view.selectedId = offices[i].id;
  };

  // A pin clicked on the map: select its office and put focus on its row, as if it had been reached by keys.
  const selectFromMap = (id: number) => {
    view.selectedId = id;
    const i = offices?.findIndex((o) => o.id === id) ?? -1;
    document.getElementById(tableId)?.querySelector<HTMLElement>(`[data-row-index="${i}"]`)?.focus();
  };

  const columns: Column<OfficeItem>[] = [
    { header: t('offices.colNo'), width: '3rem', inCard: false, cell: (_o, i) => offset + i + 1 },
    {
      header: t('common.name'),
      width: 'minmax(8rem, 1.6fr)',
      cardLabel: false,
      cell: (o) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`h-2.5 w-2.5 shrink-0 rounded-full ${o.id === selectedId ? 'bg-orange-700' : 'bg-blue-700 dark:bg-blue-400'}`}
          />
          <span className="truncate font-medium" title={o.name}>
            {o.name}
          </span>
        </span>
      ),
    },
    {
      header: t('offices.colAddress'),
      width: 'minmax(6rem, 1.2fr)',
      cell: (o) => (
        <span className="block truncate" title={o.address}>
          {o.address}
        </span>
      ),
    },
    {
      header: t('offices.colCoordinates'),
      // Latitude over longitude: the table fits beside the map at 1366 px.
      width: '7rem',
      cell: (o) => (
        <span className="block tabular-nums leading-tight">
          <span className="block">{o.latitude.toFixed(5)},</span>{' '}
          <span className="block">{o.longitude.toFixed(5)}</span>
        </span>
      ),
    },
    {
      header: t('offices.colRadius'),
      width: '5rem',
      cell: (o) => <span className="tabular-nums">{metres.format(o.radius_m)} m</span>,
    },
    {
      header: t('offices.colEmployees'),
      width: '6.5rem',
      cell: (o) => <span className="tabular-nums">{o.employee_count}</span>,
    },
    {
      header: t('offices.colAction'),
      width: '8rem',
      cardLabel: false,
      cell: (o) => <RowActions entity={officeEntity(o)} />,
    },
  ];

  return (
    <section>
      <PageHeader title={t('page./offices')}>
        <Toolbar group="Offices" />
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] 2xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div id={tableId} className="min-w-0" onFocus={select} onClick={select}>
          <DataTable
            label={t('page./offices')}
            columns={columns}
            rows={offices}
            loading={isLoading}
            rowKey={(o) => o.id}
            toEntity={officeEntity}
            focusRequest={savedFocus}
            onOpen={(o) => void runCommand('office.edit', officeEntity(o), 'shortcut')}
            minWidth="44rem"
          />
          {data && data.metadata.totalPage > 1 ? (
            <Pagination label={t('offices.pages')} meta={data.metadata} onPage={(p) => (view.page = p)} />
          ) : null}
        </div>
        <MapSlot className="h-80 xl:h-[min(60vh,560px)]">
          <OfficesMap offices={offices ?? []} selectedId={selectedId} onSelect={selectFromMap} />
        </MapSlot>
      </div>
    </section>
  );
}
