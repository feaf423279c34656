// Each record's history in the palette, collected from the areas as the "Go to" commands are: "History of
// <kind>…" for every entity kind whose records the activity log files (`EntityKindSpec.history`), and "History
// of this record" on every page that shows one (`RouteSpec.record`). all-areas.ts puts them after the pages'
// own commands.
import { defineArea, type Area } from './area.ts';
import { matchRoute } from './route-spec.ts';
import type { Command, EntityKind } from './types.ts';

/** A page showing one record: its path (one `:param`, the record's id), the record's kind and what it is called. */
export interface RecordPage {
  path: string;
  kind: EntityKind;
  label: string;
}

const read = { resource: 'sysLog', action: 'read' } as const;
const GROUP = 'Activity Log';
const KEYWORDS = ['history', 'changes', 'audit', 'timeline', 'who changed', 'activity'];

/** The pages of these areas that show one record, in the areas' order. */
export function recordPages(areas: readonly Area[]): RecordPage[] {
  const labels = new Map(areas.flatMap((a) => Object.entries(a.entities ?? {}).map(([k, s]) => [k, s.label])));
  return areas.flatMap((a) =>
    (a.routes ?? []).flatMap((r) =>
      r.record ? [{ path: r.path, kind: r.record, label: labels.get(r.record) ?? r.record }] : [],
    ),
  );
}

/** The record whose own page is open (/employee/edit/12, /users/3/edit, /department/6), as the History drawer
 * takes it; null elsewhere. */
export function recordOfPath(
  pages: readonly RecordPage[],
  pathname: string,
): { kind: string; id: number; name: string } | null {
  const segments = pathname.split('/');
  for (const page of pages) {
    const pattern = page.path.split('/');
    const param = pattern.findIndex((segment) => segment.startsWith(':'));
    const id = segments[param] ?? '';
    if (segments.length === pattern.length && matchRoute(page.path, pathname) && /^\d+$/.test(id) && Number(id) > 0)
      return { kind: page.kind, id: Number(id), name: `${page.label} ${Number(id)}` };
  }
  return null;
}

/** The history commands of these areas' records. */
export function historyArea(areas: readonly Area[]): Area {
  const kinds = areas.flatMap((a) =>
    Object.entries(a.entities ?? {}).flatMap(([kind, spec]) =>
      spec.history ? [{ kind, noun: spec.history.noun }] : [],
    ),
  );
  const pages = recordPages(areas);
  const commands: Command[] = [
    ...kinds.map(({ kind, noun }): Command => ({
      id: `activityLog.history.${kind}`,
      title: `History of ${noun}…`,
      group: GROUP,
      keywords: KEYWORDS,
      scope: kind,
      permission: read,
      label: (arg) => `History of ${arg.name}`,
      run: (ctx, arg) => ctx.openDialog('activityLog.history', arg),
    })),
    {
      id: 'activityLog.historyHere',
      title: 'History of this record',
      group: GROUP,
      keywords: KEYWORDS,
      permission: read,
      when: (ctx) => recordOfPath(pages, ctx.pathname) !== null,
      run: (ctx) => {
        const record = recordOfPath(pages, ctx.pathname);
        if (record) ctx.openDialog('activityLog.history', record);
      },
    },
  ];
  return defineArea({ id: 'history', commands });
}
