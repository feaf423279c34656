// The route guard: to /login when signed out; back to where they were when a signed-in
// user opens /login; to / when a permission is missing or the path is unknown, saying why in a toast.
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { satisfies } from '../../contract/permissions.ts';
import { TOAST } from '../../contract/messages.ts';
import type { RouteSpec } from '../../commands/route-spec.ts';
import { landingAfterSignIn, permissionSet, session } from '../lib/session.ts';
import { PageLoading } from './shell/layout.tsx';
import { lastPrivatePath } from './document-title.tsx';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, permissionsLoaded } = useSnapshot(session);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!permissionsLoaded) return <PageLoading />;
  return <>{children}</>;
}

export function RequirePermission({ route, children }: { route: RouteSpec; children: ReactNode }) {
  const { permissions } = useSnapshot(session);
  if (satisfies(permissionSet(permissions), route.permission)) return <>{children}</>;
  if (route.path === '/') {
    return (
      <p role="alert" className="text-sm">
        {TOAST.noPermission}
      </p>
    );
  }
  return <ToDashboard why={TOAST.noPermission} />;
}

/** An address that is no page of the console. */
export function UnknownRoute() {
  const { pathname } = useLocation();
  return <ToDashboard why={TOAST.noSuchPage(pathname)} />;
}

/** To / with the reason, said once (one toast id, however often this renders). */
function ToDashboard({ why }: { why: string }) {
  useEffect(() => {
    toast.error(why, { id: 'route-refused' });
  }, [why]);
  return <Navigate to="/" replace />;
}

export function PublicOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, username } = useSnapshot(session);
  const location = useLocation();
  if (isAuthenticated) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={landingAfterSignIn(from ?? lastPrivatePath(), username)} replace />;
  }
  return <>{children}</>;
}
