// One "Go to …" command for each page that declares one (`RouteSpec.nav`), titled by the page: the sidebar's
// entries first, in its order, then every other page in the order of the areas. all-areas.ts puts them first.
import { defineArea, type Area } from './area.ts';
import type { NavSpec, RouteSpec } from './route-spec.ts';
import type { Command } from './types.ts';

const SECTIONS = ['main', 'userManagement'];

function navigationCommand(route: RouteSpec, nav: NavSpec): Command {
  const { title, path } = route;
  return {
    id: nav.id,
    title: title.startsWith('Add ') || title.startsWith('Generate ') ? title : `Go to ${title}`,
    group: 'Navigate',
    keywords: nav.keywords,
    shortcut: nav.shortcut,
    permission: route.permission,
    route: path,
    placements: nav.sidebar ? { sidebar: { ...nav.sidebar, label: title } } : undefined,
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.navigate(path),
  };
}

/** The shell's own navigation, from the pages of these areas. */
export function navigationArea(areas: readonly Area[]): Area {
  const led = areas.flatMap((a) => (a.routes ?? []).flatMap((r) => (r.nav ? [{ route: r, nav: r.nav }] : [])));
  const place = ({ nav }: (typeof led)[number]) =>
    nav.sidebar ? SECTIONS.indexOf(nav.sidebar.section) * 1000 + nav.sidebar.order : Number.MAX_SAFE_INTEGER;
  // A stable sort: pages outside the sidebar keep the areas' order.
  const ordered = [...led].sort((a, b) => place(a) - place(b));
  return defineArea({ id: 'navigation', commands: ordered.map((e) => navigationCommand(e.route, e.nav)) });
}
