// Who may see which side of the console: the sign-in page for the signed out, everything else for the signed
// in. Light on purpose: it is all the sign-in page loads before its own code.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { lastPrivatePath } from '../lib/last-path.ts';
import { landingAfterSignIn, session } from '../lib/session.ts';

/** To /login when signed out, remembering where the user was going. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSnapshot(session);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** Back to where they were when a signed-in user opens /login. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, username } = useSnapshot(session);
  const location = useLocation();
  if (isAuthenticated) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={landingAfterSignIn(from ?? lastPrivatePath(), username)} replace />;
  }
  return <>{children}</>;
}
