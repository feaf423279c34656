// Every resource of the catalogue × View/Create/Update/Delete. Each row and each column has its own
// "select all" checkbox, so a whole row or column is one Space press away.
import { useEffect, useRef } from 'react';
import {
  ACTION_LABELS,
  ACTIONS,
  RESOURCE_LABELS,
  RESOURCES,
  type Action,
  type Resource,
} from '../../../contract/permissions.ts';

export type PermissionIds = Map<string, number>; // `resource:action` → id

function TriStateBox({
  checked,
  mixed,
  label,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  label: string;
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

  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Permissions by resource</caption>
      <thead>
        <tr className="border-b border-slate-300 dark:border-slate-700">
          <th scope="col" className="px-3 py-2 text-left">
            Resource
          </th>
          {ACTIONS.map((a) => (
            <th scope="col" key={a} className="px-3 py-2 text-center">
              <span className="flex flex-col items-center gap-1">
                {ACTION_LABELS[a]}
                <TriStateBox
                  {...state(column(a))}
                  label={`Select all ${ACTION_LABELS[a]}`}
                  onChange={(on) => setMany(column(a), on)}
                />
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {RESOURCES.map((r) => (
          <tr key={r} className="border-b border-slate-200 dark:border-slate-800">
            <th scope="row" className="px-3 py-2 text-left font-medium">
              <span className="flex items-center gap-2">
                <TriStateBox
                  {...state(row(r))}
                  label={`Select all ${RESOURCE_LABELS[r]}`}
                  onChange={(on) => setMany(row(r), on)}
                />
                {RESOURCE_LABELS[r]}
              </span>
            </th>
            {ACTIONS.map((a) => {
              const id = idOf(r, a);
              return (
                <td key={a} className="px-3 py-2 text-center">
                  {id == null ? (
                    <span className="sr-only">Not available</span>
                  ) : (
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-blue-700"
                      aria-label={`${RESOURCE_LABELS[r]} ${ACTION_LABELS[a]}`}
                      checked={selected.has(id)}
                      onChange={(e) => setMany([id], e.target.checked)}
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
