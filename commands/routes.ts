// The route table: every area's pages (`Area.routes`), collected in the order of all-areas.ts. The router, the
// guard, the document title and the palette's navigation read it; the registry test checks each route is
// reachable by a command.
import { AREAS } from './all-areas.ts';
import { matchRoute, type RouteSpec } from './route-spec.ts';

export const ROUTES: readonly RouteSpec[] = AREAS.flatMap((a) => a.routes ?? []);

export function findRoute(pathname: string): RouteSpec | undefined {
  return ROUTES.find((r) => matchRoute(r.path, pathname));
}
