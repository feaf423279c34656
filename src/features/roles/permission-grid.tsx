// Every resource of the catalogue × View/Create/Update/Delete, as one WAI-ARIA grid: a single Tab stop, the
// arrow keys move between checkboxes (Home/End along a row, Ctrl+Home/End to the corners), Space toggles, and
// Enter never submits the form. Each row and each column has its own "select all" checkbox; a whole column
// (Delete on every resource) is a big grant, so it asks first.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ACTIONS, RESOURCES, type Action, type Resource } from '../../../contract/permissions.ts';
import { useText } from '../../i18n/text.ts';
import { askConfirm } from '../../lib/ui-state.ts';
import { ACTION_TEXT, RESOURCE_TEXT } from './permission-text.ts';

export type PermissionIds = Map<string, number>; // `resource:action` → id

/** A cell's place: row 0 is the header (the column toggles), column 0 the row toggles. */
interface Cell {
  row: number;
  col: number;
}

function Box({
  checked,
  mixed = false,
  label,
  cell,
  active,
  onFocus,
  onChange,
}: {
  checked: boolean;
  mixed?: boolean;
  label: string;
  cell: Cell;
  active: boolean;
  onFocus: (cell: Cell) => void;
  onChange: (next: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      tabIndex={active ? 0 : -1}
      data-row={cell.row}
      data-col={cell.col}
      onFocus={() => onFocus(cell)}
      onChange={(e) => onChange(e.target.checked)}
      className="h-4 w-4 accent-blue-700"
    />
  );
}

export function PermissionGrid({
  ids,
  selected,
  onChange,
}: {
  ids: PermissionIds;
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
}) {
  const t = useText();
  const actionLabel = (a: Action) => t(ACTION_TEXT[a]);
  const resourceLabel = (r: Resource) => t(RESOURCE_TEXT[r]);
  const [active, setActive] = useState<Cell>({ row: 1, col: 1 });
  const tableRef = useRef<HTMLTableElement>(null);
  const idOf = (r: Resource, a: Action) => ids.get(`${r}:${a}`);
  const setMany = (targets: Array<number | undefined>, on: boolean) => {
    const next = new Set(selected);
    for (const id of targets) {
      if (id == null) continue;
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange(next);
  };
  const state = (targets: Array<number | undefined>) => {
    const present = targets.filter((t): t is number => t != null);
    const count = present.filter((t) => selected.has(t)).length;
    return { checked: present.length > 0 && count === present.length, mixed: count > 0 && count < present.length };
  };
  const column = (a: Action) => RESOURCES.map((r) => idOf(r, a));
  const row = (r: Resource) => ACTIONS.map((a) => idOf(r, a));
  const isActive = (cell: Cell) => cell.row === active.row && cell.col === active.col;

  const toggleColumn = async (a: Action, on: boolean) => {
    const action = actionLabel(a);
    const count = RESOURCES.length;
    const ok = await askConfirm({
      title: t(on ? 'roles.grantTitle' : 'roles.removeTitle', { action }),
      message: t(on ? 'roles.grantMessage' : 'roles.removeMessage', { action, count }),
      confirmLabel: t(on ? 'roles.grant' : 'roles.remove', { action }),
      danger: on && a === 'delete',
    });
    if (ok) setMany(column(a), on);
    tableRef.current
      ?.querySelector<HTMLInputElement>(`input[data-row="0"][data-col="${ACTIONS.indexOf(a) + 1}"]`)
      ?.focus();
  };

  // Moves to the nearest checkbox in the direction pressed, skipping cells without one.
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault(); // Enter on a checkbox must not submit the role; Ctrl+Enter still does
      return;
    }
    const boxes = [...(tableRef.current?.querySelectorAll<HTMLInputElement>('input[data-row]') ?? [])];
    const at = (r: number, c: number) => boxes.find((b) => Number(b.dataset.row) === r && Number(b.dataset.col) === c);
    const rows = RESOURCES.length;
    const cols = ACTIONS.length;
    const step = (dr: number, dc: number) => {
      for (let r = active.row + dr, c = active.col + dc; r >= 0 && r <= rows && c >= 0 && c <= cols; r += dr, c += dc) {
        const box = at(r, c);
        if (box) return box;
      }
      return undefined;
    };
    const first = (r: number) => boxes.find((b) => Number(b.dataset.row) === r);
    const last = (r: number) => boxes.filter((b) => Number(b.dataset.row) === r).pop();
    const ctrl = event.ctrlKey || event.metaKey;
    const moves: Record<string, () => HTMLInputElement | undefined> = {
      ArrowRight: () => step(0, 1),
      ArrowLeft: () => step(0, -1),
      ArrowDown: () => step(1, 0),
      ArrowUp: () => step(-1, 0),
      Home: () => (ctrl ? boxes[0] : first(active.row)),
      End: () => (ctrl ? boxes[boxes.length - 1] : last(active.row)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const target = move();
    target?.focus();
  };

  return (
    <table ref={tableRef} role="grid" className="w-full text-sm" onKeyDown={onKeyDown}>
      <caption className="sr-only">{t('roles.grid')}</caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-700">
          <th scope="col" className="px-3 py-2 text-left">
            {t('roles.resource')}
          </th>
          {ACTIONS.map((a, i) => (
            <th scope="col" key={a} className="px-3 py-2 text-center">
              <span className="flex flex-col items-center gap-1">
                {actionLabel(a)}
                <Box
                  {...state(column(a))}
                  label={t('roles.selectAll', { what: actionLabel(a) })}
                  cell={{ row: 0, col: i + 1 }}
                  active={isActive({ row: 0, col: i + 1 })}
                  onFocus={setActive}
                  onChange={(on) => void toggleColumn(a, on)}
                />
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {RESOURCES.map((r, ri) => (
          <tr key={r} className="border-b border-slate-200 dark:border-slate-800">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              <span className="flex items-center gap-2">
                <Box
                  {...state(row(r))}
                  label={t('roles.selectAll', { what: resourceLabel(r) })}
                  cell={{ row: ri + 1, col: 0 }}
                  active={isActive({ row: ri + 1, col: 0 })}
                  onFocus={setActive}
                  onChange={(on) => setMany(row(r), on)}
                />
                {resourceLabel(r)}
              </span>
            </th>
            {ACTIONS.map((a, ci) => {
              const id = idOf(r, a);
              const cell = { row: ri + 1, col: ci + 1 };
              return (
                <td key={a} className="px-3 py-2 text-center">
                  {id == null ? (
                    <span className="sr-only">{t('roles.notAvailable')}</span>
                  ) : (
                    <Box
                      checked={selected.has(id)}
                      label={`${resourceLabel(r)} ${actionLabel(a)}`}
                      cell={cell}
                      active={isActive(cell)}
                      onFocus={setActive}
                      onChange={(on) => setMany([id], on)}
                    />
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
