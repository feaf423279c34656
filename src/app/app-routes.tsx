// The signed-in console's pages: the route table of commands/routes.ts mapped onto the pages the features
// contribute, inside the layout. This module and each page load on demand, so the sign-in page needs neither.
import { lazy, useState, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RouteSpec } from '../../commands/route-spec.ts';
import { ROUTES } from '../../commands/routes.ts';
import { ComingSoon } from '../ui/coming-soon.tsx';
import { PermissionsReady, RequirePermission, UnknownRoute } from './route-guard.tsx';
import type { PageLoader } from '../lib/feature-contribution.ts';
import { PAGE_READS, PAGES } from './features.ts';
import { session } from '../lib/session.ts';
import { Layout } from './shell/layout.tsx';

// Each route's page as its feature contributed it; routes that share a loader share one component, so going
// between them (/users and its /users/3/edit dialog) keeps the page mounted. A page whose code was prepared
// (loaded ahead, see preparePage) renders at once, without a round through the Suspense fallback, which React holds
// on screen for a moment once shown.
interface LoadedPage {
  Page: ComponentType;
  prepare: () => Promise<void>;
}
const pageByLoader = new Map<PageLoader, LoadedPage>();
function loadedPage(load: PageLoader): LoadedPage {
  let page = pageByLoader.get(load);
  if (!page) {
    const Lazy = lazy(load);
    let Loaded: ComponentType | undefined;
    page = {
      Page: () => {
        const [Chosen] = useState(() => Loaded ?? Lazy); // fixed for the page's life: a switch would remount it
        return <Chosen />;
      },
      prepare: () =>
        load().then((m) => {
          Loaded = m.default;
        }),
    };
    pageByLoader.set(load, page);
  }
  return page;
}
const pageOf = (path: string) => {
  const load = PAGES.get(path);
  return load ? loadedPage(load).Page : undefined;
};

/** Starts loading a page's code ahead of going there, and its first reads once signed in. */
export const preparePage = (path: string) => {
  if (session.token) PAGE_READS.get(path)?.();
  const load = PAGES.get(path);
  if (load)
    void loadedPage(load)
      .prepare()
      .catch(() => undefined);
};

function element(route: RouteSpec) {
  const Page = pageOf(route.path);
  return (
    <RequirePermission route={route}>
      {Page && !route.comingSoon ? <Page /> : <ComingSoon title={route.title} />}
    </RequirePermission>
  );
}

// Deeper pages of areas not built yet (e.g. /employee/edit/4) show the area's "coming soon" page.
const AREA_SPLATS = ROUTES.filter((r) => r.comingSoon && r.path.split('/').length === 2).map((r) => ({
  ...r,
  path: `${r.path}/*`,
}));

export default function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <PermissionsReady>
            <Layout />
          </PermissionsReady>
        }
      >
        {[...ROUTES, ...AREA_SPLATS].map((r) => (
          <Route key={r.path} path={r.path} element={element(r)} />
        ))}
      </Route>
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
}
