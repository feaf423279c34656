// A WAI-ARIA data grid (a <table role="grid">): one Tab stop, the arrow keys move between cells, Home/End and
// Ctrl+Home/Ctrl+End jump to the row's or the grid's ends, PageUp/PageDown by ten rows, Enter activates the
// cell. The focused cell keeps tabindex 0 (a roving tabindex), so Tab leaves the grid and Shift+Tab comes back
// to the same cell, and a dialog opened from a cell hands focus back to it when it closes. Every row is
// rendered (the sheet pages by employee), so focus never waits for a row to appear: no timers.
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { EntityRef } from '../../../commands/types.ts';
import { registerList } from '../../lib/list-focus.ts';
import { moveCell, type Cell } from './grid-keys.ts';

export interface GridColumn {
  key: string;
  header: ReactNode;
  /** Width class (Tailwind) of the column. */
  className?: string;
}

export interface KeyboardGridProps<T> {
  label: string;
  /** Column 0 is the row header (the row's name); the rest are cells. */
  columns: readonly GridColumn[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowHeader: (row: T) => ReactNode;
  /** Content of column `col` (1-based: 0 is the row header). */
  cell: (row: T, col: number) => ReactNode;
  /** Classes of a cell (its colour, say). */
  cellClass?: (row: T, col: number) => string | undefined;
  /** Enter on a cell (or a double click). */
  onActivate?: (row: T, col: number) => void;
  /** The entity the commands act on for the focused cell (`e`, the palette's row commands), if any. */
  toEntity?: (row: T, col: number) => EntityRef | null;
  /** Why a focused cell without an entity has none ("no record for this day"), said when a row key is pressed. */
  whyNoEntity?: (row: T, col: number) => string | null;
  /** Extra description of the grid (its keys), by id. */
  describedBy?: string;
  caption?: ReactNode;
  pageRows?: number;
}

export function KeyboardGrid<T>({
  label,
  columns,
  rows,
  rowKey,
  rowHeader,
  cell,
  cellClass,
  onActivate,
  toEntity,
  whyNoEntity,
  describedBy,
  caption,
  pageRows = 10,
}: KeyboardGridProps<T>) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const shape = { rows: rows.length, cols: columns.length, pageRows };
  // A shorter page keeps the roving tab stop on a cell that exists.
  const at: Cell = {
    row: Math.min(active.row, Math.max(rows.length - 1, 0)),
    col: Math.min(active.col, columns.length - 1),
  };

  const cellElement = (c: Cell) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${c.row}:${c.col}"]`) ?? null;
  const focusCell = (c: Cell) => {
    setActive(c);
    // The cell is already rendered (every row of the page is): focus it now, in the key's own event.
    cellElement(c)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!target || e.altKey || e.shiftKey) return;
    const [row, col] = target.dataset.cell!.split(':').map(Number);
    if (e.key === 'Enter') {
      if (col > 0 && rows[row] && onActivate) {
        e.preventDefault();
        onActivate(rows[row], col);
      }
      return;
    }
    const next = moveCell({ row, col }, e, shape);
    if (!next) return;
    e.preventDefault();
    focusCell(next);
  };

  // The focused cell as the entity commands act on (j/k move between rows, `e` corrects the cell's day).
  const latest = useRef({ rows, at, toEntity, whyNoEntity, onActivate, focusCell, shape });
  latest.current = { rows, at, toEntity, whyNoEntity, onActivate, focusCell, shape };
  const inGrid = () => !!tableRef.current?.contains(document.activeElement);
  useEffect(
    () =>
      registerList({
        kind: 'attendanceRecord',
        move: (delta) => {
          const { at, focusCell, shape } = latest.current;
          focusCell(inGrid() ? moveCell(at, { key: delta > 0 ? 'ArrowDown' : 'ArrowUp' }, shape)! : at);
        },
        open: () => {
          const { rows, at, onActivate } = latest.current;
          if (inGrid() && at.col > 0 && rows[at.row]) onActivate?.(rows[at.row], at.col);
        },
        focused: () => {
          const { rows, at, toEntity } = latest.current;
          return inGrid() && rows[at.row] && toEntity ? toEntity(rows[at.row], at.col) : null;
        },
        whyNothingFocused: () => {
          const { rows, at, whyNoEntity } = latest.current;
          return inGrid() && rows[at.row] && whyNoEntity ? whyNoEntity(rows[at.row], at.col) : null;
        },
      }),
    [],
  );

  return (
    <table
      ref={tableRef}
      role="grid"
      aria-label={label}
      aria-describedby={describedBy}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      onKeyDown={onKeyDown}
      className="border-separate border-spacing-0 text-sm"
    >
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr aria-rowindex={1}>
          {columns.map((c, i) => (
            <th
              key={c.key}
              scope="col"
              aria-colindex={i + 1}
              className={`sticky top-0 z-10 border-b border-slate-300 bg-slate-100 px-1 py-1.5 text-center text-xs font-semibold text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 ${
                i === 0 ? 'left-0 z-20 text-left' : ''
              } ${c.className ?? ''}`}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={rowKey(row)} aria-rowindex={r + 2}>
            {columns.map((c, col) => {
              const focusable = r === at.row && col === at.col;
              const common = {
                'data-cell': `${r}:${col}`,
                'aria-colindex': col + 1,
                tabIndex: focusable ? 0 : -1,
                onFocus: () => (active.row !== r || active.col !== col) && setActive({ row: r, col }),
                onDoubleClick: col > 0 && onActivate ? () => onActivate(row, col) : undefined,
              };
              const ring =
                'outline-none focus:relative focus:z-10 focus:ring-2 focus:ring-inset focus:ring-blue-700 dark:focus:ring-blue-300';
              return col === 0 ? (
                <th
                  key={c.key}
                  scope="row"
                  {...common}
                  className={`sticky left-0 z-[5] border-b border-r border-slate-200 bg-white px-2 py-1 text-left font-normal dark:border-slate-700 dark:bg-slate-900 ${ring}`}
                >
                  {rowHeader(row)}
                </th>
              ) : (
                <td
                  key={c.key}
                  role="gridcell"
                  {...common}
                  className={`border-b border-slate-200 px-0.5 py-1 text-center tabular-nums dark:border-slate-700 ${
                    cellClass?.(row, col) ?? ''
                  } ${ring}`}
                >
                  {cell(row, col)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
