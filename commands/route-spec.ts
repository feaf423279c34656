// What a page of the console is (its address, title and permission, and the "Go to" command that leads there)
// and the helpers that read its address. Each area declares its own pages (`Area.routes`); routes.ts collects them.
import type { PermissionRequirement } from '../contract/permissions.ts';

/** A sidebar entry: 'main' is the top level; 'userManagement' is the collapsible group. */
export interface SidebarPlace {
  section: 'main' | 'userManagement';
  order: number;
}

/** The page's "Go to …" command in the palette (its title is the page's), with its key and sidebar entry. */
export interface NavSpec {
  /** The command's id ('nav.payroll'): kept as it is, since the palette's recent list remembers ids. */
  id: string;
  shortcut?: string;
  keywords?: readonly string[];
  sidebar?: SidebarPlace;
}

export interface RouteSpec {
  path: string;
  /** Its heading's words and the document title ("HRMS | <title>"). */
  title: string;
  permission?: PermissionRequirement;
  /** Areas not built yet render a "coming soon" page. */
  comingSoon?: boolean;
  /** The route is a dialog over this page: going between the two is not a new page (focus stays with them). */
  dialogOver?: string;
  /** Query parameters that show another view in place of the page (one payroll run, one payslip): going to or
   * from one is a new page, whose heading takes focus, as the view it replaces is gone. */
  views?: readonly string[];
  nav?: NavSpec;
  /** The page shows one record of this entity kind, named by the path's one parameter (/users/:id/edit): its
   * "History of this record", and the activity log's link to it. */
  record?: string;
}

/** Matches a concrete pathname against a route pattern with `:param` segments. */
export function matchRoute(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  if (a.length !== b.length) return false;
  return a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** Fills `:param` segments: routeFor('/users/:id/edit', {id: 3}) → '/users/3/edit'. */
export function fillRoute(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
