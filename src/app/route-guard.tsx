// The signed-in console's route guard: a page waits for the user's permissions, and goes to / when a permission
// is missing or the path is unknown, saying why in a toast. (Signed in or out: sign-in-guard.tsx.)
import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { satisfies } from '../../contract/permissions.ts';
import type { RouteSpec } from '../../commands/route-spec.ts';
import { useText } from '../i18n/text.ts';
import { permissionSet, session } from '../lib/session.ts';
import { PageLoading } from '../ui/page-loading.tsx';

/** A page of the console once the user's permissions are known (they are fetched again on every load). */
export function PermissionsReady({ children }: { children: ReactNode }) {
  const { permissionsLoaded } = useSnapshot(session);
  if (!permissionsLoaded) return <PageLoading />;
  return <>{children}</>;
}

export function RequirePermission({ route, children }: { route: RouteSpec; children: ReactNode }) {
  const { permissions } = useSnapshot(session);
  const t = useText();
  if (satisfies(permissionSet(permissions), route.permission)) return <>{children}</>;
  if (route.path === '/') {
    return (
      <p role="alert" className="text-sm">
        {t('toast.noPermission')}
      </p>
    );
  }
  return <ToDashboard why={t('toast.noPermission')} />;
}

/** An address that is no page of the console. */
export function UnknownRoute() {
  const { pathname } = useLocation();
  const t = useText();
  return <ToDashboard why={t('toast.noSuchPage', { path: pathname })} />;
}

/** To / with the reason, said once (one toast id, however often this renders). */
function ToDashboard({ why }: { why: string }) {
  useEffect(() => {
    toast.error(why, { id: 'route-refused' });
  }, [why]);
  return <Navigate to="/" replace />;
}
