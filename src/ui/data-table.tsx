// A virtualised WAI-ARIA grid: only the rows in view (plus a few) are in the DOM, so 100,000 rows scroll
// with well under 100 row elements. Rows are focusable with a roving tabindex; j/k (commands) and the
// arrow keys move between them, Enter opens the focused one. A row asked for by id (focusRequest, before a
// dialog about it opens) is focused once it is rendered.
// Rows size to their content (each rendered row is measured), so wrapped actions and two-line cells are never
// cut. Where the grid is narrower than 42rem (a phone, a narrow card) each row is a stacked card: every cell on
// its own line, labelled with its column's header, the header row kept for screen readers only.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { EntityKind, EntityRef } from '../../commands/types.ts';
import { useText } from '../i18n/text.ts';
import { registerList, type RowFocusRequest } from '../lib/list-focus.ts';

export interface Column<T> {
  header: string;
  /** Rendered in the header cell instead of the header text (e.g. a "select all" checkbox that names itself). */
  headerContent?: ReactNode;
  width: string;
  cell: (row: T, index: number) => ReactNode;
  /** Stacked card: the cell is shown without its header beside it (the row's name, its actions). */
  cardLabel?: false;
  /** Stacked card: the cell is left out (a running number); it stays in the grid on wider screens. */
  inCard?: false;
  /** Money (or another figure): right-aligned with tabular figures, header included, so digits line up. */
  kind?: 'money';
}

/** The least height of a row, and the estimate for one not yet measured. */
const ROW_HEIGHT = 52;
/** jsdom has no layout: a row that measures 0 counts as the estimate. */
const measure = (el: Element) => el.getBoundingClientRect().height || ROW_HEIGHT;

// Table layout from the container's 42rem up; below it, a stacked card per row.
const ROW_LAYOUT = '@max-2xl:flex @max-2xl:flex-col @max-2xl:gap-1 @max-2xl:p-3 @2xl:grid @2xl:items-center';
const CELL_LAYOUT =
  'min-w-0 @2xl:px-3 @2xl:py-2 @max-2xl:flex @max-2xl:items-baseline @max-2xl:gap-2 @max-2xl:*:min-w-0';
// The header beside the value (CSS generated text, so the cell's own text stays the value).
const LABELLED =
  '@max-2xl:before:content-[attr(data-label)] @max-2xl:before:w-24 @max-2xl:before:shrink-0 @max-2xl:before:text-xs @max-2xl:before:font-medium @max-2xl:before:text-slate-600 @max-2xl:dark:before:text-slate-300';
/** A column's alignment, the same in its header and its cells. */
export const alignClass = (c: Pick<Column<unknown>, 'kind'>) => (c.kind === 'money' ? 'text-right tabular-nums' : '');
const cellClass = (c: Column<unknown>) =>
  `${CELL_LAYOUT} ${c.cardLabel === false ? '' : LABELLED} ${c.inCard === false ? '@max-2xl:hidden' : ''} ${alignClass(c)}`;

export function DataTable<T>({
  label,
  columns,
  rows,
  loading,
  rowKey,
  toEntity,
  onOpen,
  openOnClick = false,
  minWidth = '720px',
  skeletonRows = 10,
  height = 'min(60vh, 560px)',
  focusRequest = null,
}: {
  label: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  rowKey: (row: T) => string | number;
  toEntity: (row: T) => EntityRef;
  onOpen?: (row: T) => void;
  /** A click on the row (not on a control inside it) opens it, as Enter does. */
  openOnClick?: boolean;
  /** Below this width the table scrolls sideways instead of squeezing its columns (not as stacked cards). */
  minWidth?: string;
  skeletonRows?: number;
  height?: string;
  /** Focus this entity's row once the rows are there (useDialogOverRow), then settle it. */
  focusRequest?: RowFocusRequest | null;
}) {
  const t = useText();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const data = rows ?? [];
  const template = columns.map((c) => c.width).join(' ');
  const virtualizer = useVirtualizer({
    count: data.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    measureElement: measure,
    overscan: 6,
    // jsdom has no layout; give the first rows a size so they render in unit tests.
    initialRect: { width: 1000, height: 600 },
  });

  useEffect(() => {
    if (active >= data.length) setActive(Math.max(0, data.length - 1));
  }, [data.length, active]);

  // A row outside the rendered window takes focus when it is rendered (its ref callback), once.
  const pendingFocus = useRef<{ index: number; then?: () => void } | null>(null);
  /** `byKey`: j/k or an arrow asked for it, so the row takes focus even from a control inside it. */
  const focusRow = (index: number, then?: () => void, byKey = false) => {
    const i = Math.min(Math.max(index, 0), data.length - 1);
    if (i < 0) return;
    setActive(i);
    virtualizer.scrollToIndex(i, { align: 'auto' });
    const rendered = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${i}"]`);
    if (!rendered) {
      pendingFocus.current = { index: i, then };
      return;
    }
    pendingFocus.current = null;
    // Focus on a control inside the row (its Edit button) is already on the row.
    if (byKey || !rendered.contains(document.activeElement)) rendered.focus();
    then?.();
  };
  const focusPending = (el: HTMLElement | null, index: number) => {
    const pending = pendingFocus.current;
    if (!el || pending?.index !== index) return;
    pendingFocus.current = null;
    el.focus();
    pending.then?.();
  };

  // The row a dialog is about: once the rows are there it is focused (settled when it has focus), or settled at
  // once if it is not on this page. A request withdrawn meanwhile (the user pressed a key) drops its pending focus.
  const rowsReady = !(loading && !rows);
  useLayoutEffect(() => {
    if (!focusRequest || !rowsReady) return;
    const index = data.findIndex((row) => toEntity(row).id === focusRequest.id);
    if (index < 0) focusRequest.settle();
    else focusRow(index, focusRequest.settle);
    return () => {
      if (pendingFocus.current?.then === focusRequest.settle) pendingFocus.current = null;
    };
    // The rows are read when the request or the rows change; the table's other props do not start a focus.
  }, [focusRequest, rowsReady, rows]);

  // Latest values for the controller without re-registering on every render.
  const latest = useRef({ data, active, onOpen, toEntity, focusRow });
  latest.current = { data, active, onOpen, toEntity, focusRow };
  const kind: EntityKind | undefined = data[0] ? toEntity(data[0]).kind : undefined;
  useEffect(
    () =>
      registerList({
        kind: kind ?? 'user',
        move: (delta) => {
          const { active, focusRow } = latest.current;
          const inTable = scrollRef.current?.contains(document.activeElement);
          focusRow(inTable ? active + delta : active, undefined, true);
        },
        open: () => {
          const { data, active, onOpen } = latest.current;
          // Only a focused row opens; Enter on a button inside it presses the button.
          const el = document.activeElement;
          if (el?.getAttribute('role') === 'row' && scrollRef.current?.contains(el) && data[active])
            onOpen?.(data[active]);
        },
        focused: () => {
          const { data, active, toEntity } = latest.current;
          return scrollRef.current?.contains(document.activeElement) && data[active] ? toEntity(data[active]) : null;
        },
      }),
    [kind],
  );

  // A header longer than its column (a longer language's word) breaks inside the word rather than spill over the next.
  const headerRow = (
    <div
      role="row"
      aria-rowindex={1}
      className="grid border-b border-slate-300 bg-slate-100 text-left text-xs font-semibold uppercase tracking-wide text-slate-700 @max-2xl:sr-only dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200"
      style={{ gridTemplateColumns: template }}
    >
      {columns.map((c, i) => (
        <div
          role="columnheader"
          key={c.header}
          aria-colindex={i + 1}
          className={`px-3 py-2 wrap-anywhere ${alignClass(c)}`}
        >
          {c.headerContent ?? c.header}
        </div>
      ))}
    </div>
  );

  let body: ReactNode;
  if (loading && !rows) {
    body = Array.from({ length: skeletonRows }, (_, i) => (
      <div
        role="row"
        key={i}
        className="grid border-b border-slate-200 dark:border-slate-800"
        style={{ gridTemplateColumns: template, height: ROW_HEIGHT }}
      >
        {columns.map((c) => (
          <div role="gridcell" key={c.header} className="flex items-center px-3">
            <span className="h-3 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
          </div>
        ))}
      </div>
    ));
  } else if (data.length === 0) {
    body = (
      <div role="row" className="grid" style={{ gridTemplateColumns: '1fr' }}>
        <div role="gridcell" className="px-3 py-8 text-center text-sm text-slate-600 dark:text-slate-300">
          {t('common.noData')}
        </div>
      </div>
    );
  } else {
    body = (
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((v) => {
          const row = data[v.index];
          return (
            <div
              role="row"
              key={rowKey(row)}
              aria-rowindex={v.index + 2}
              data-row-index={v.index}
              data-index={v.index}
              ref={(el) => {
                if (el) virtualizer.measureElement(el);
                focusPending(el, v.index);
              }}
              tabIndex={v.index === active ? 0 : -1}
              onFocus={(e) => {
                if (e.target === e.currentTarget) setActive(v.index);
              }}
              onClick={(e) => {
                setActive(v.index);
                const control = (e.target as HTMLElement).closest('button, a, input, select, textarea, label');
                if (openOnClick && !control) onOpen?.(row);
              }}
              onKeyDown={(e) => {
                if (e.target !== e.currentTarget) return;
                if (e.key === 'ArrowDown') {
                  e.preventDefault();
                  focusRow(v.index + 1);
                } else if (e.key === 'ArrowUp') {
                  e.preventDefault();
                  focusRow(v.index - 1);
                } else if (e.key === 'Home') {
                  e.preventDefault();
                  focusRow(0);
                } else if (e.key === 'End') {
                  e.preventDefault();
                  focusRow(data.length - 1);
                }
              }}
              className={`${ROW_LAYOUT} absolute left-0 top-0 w-full border-b border-slate-200 bg-white text-sm hover:bg-slate-50 focus:bg-blue-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800 dark:focus:bg-slate-800`}
              style={{ gridTemplateColumns: template, minHeight: ROW_HEIGHT, transform: `translateY(${v.start}px)` }}
            >
              {columns.map((c, i) => (
                <div
                  role="gridcell"
                  key={c.header}
                  aria-colindex={i + 1}
                  data-label={c.header}
                  className={cellClass(c as Column<unknown>)}
                >
                  {c.cell(row, v.index)}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <div
      role="grid"
      aria-label={label}
      aria-rowcount={loading && !rows ? -1 : data.length + 1}
      aria-colcount={columns.length}
      aria-busy={loading || undefined}
      className="@container overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="overflow-x-auto">
        <div className="@2xl:min-w-(--table-min)" style={{ '--table-min': minWidth } as CSSProperties}>
          <div role="rowgroup">{headerRow}</div>
          <div role="rowgroup" ref={scrollRef} className="overflow-y-auto" style={{ maxHeight: height }}>
            {body}
          </div>
        </div>
      </div>
    </div>
  );
}
