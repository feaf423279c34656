import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ToastBar, Toaster } from 'react-hot-toast';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { loadLaterTexts } from '../i18n/catalogues.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { applyTheme } from '../lib/theme.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { PublicOnly, RequireSignIn } from './sign-in-guard.tsx';

// Three parts load apart: the sign-in page, the signed-in pages (the route table and the layout), and the
// shell every screen runs (commands, keys, dialogs), with the catalogue's later part (the areas' texts, which its
// commands are titled from). A first visit to /login waits for none of the registry.
const loadLoginPage = () => import('../features/auth/login-page.tsx');
const LoginPage = lazy(loadLoginPage);
const loadPages = () => import('./app-routes.tsx');
const AppRoutes = lazy(loadPages);
const loadShell = () => Promise.all([import('./console-shell.tsx'), loadLaterTexts()]).then(([shell]) => shell);
// Opened at /login, the shell waits for the sign-in page's code rather than share a slow link with it: the form
// shows sooner, and the shell loads while the user types (keys pressed before are held: early-keys.ts).
const ConsoleShell = lazy(() =>
  (window.location.pathname === '/login' ? loadLoginPage().catch(() => undefined) : Promise.resolve()).then(loadShell),
);
/** Nothing to show: holds a signed-in page back until the shell is there, so its keys work once the page shows. */
const ShellLoaded = lazy(() => loadShell().then(() => ({ default: () => null })));

/** Starts loading the landing page's code while the sign-in request is on its way. */
const preparePage = (path: string) =>
  void loadPages()
    .then((pages) => pages.preparePage(path))
    .catch(() => undefined);

export function App() {
  useEffect(() => applyTheme(), []);
  return (
    <I18nProvider>
      <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </I18nProvider>
  );
}

// A data router with one catch-all route whose element is the whole console: the route table stays in
// descendant routes, and hooks that need a data router (useBlocker, for unsaved changes) work.
const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;

const router = createBrowserRouter([{ path: '*', element: <Console /> }]);

function Console() {
  return (
    <>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <Suspense fallback={<PageLoading />}>
                <LoginPage preparePage={preparePage} />
              </Suspense>
            </PublicOnly>
          }
        />
        <Route
          path="*"
          element={
            <RequireSignIn>
              <Suspense fallback={<PageLoading />}>
                <ShellLoaded />
                <AppRoutes />
              </Suspense>
            </RequireSignIn>
          }
        />
      </Routes>
      <Suspense fallback={null}>
        <ConsoleShell />
      </Suspense>
      {/* Straight under <body>, outside the app's root: a modal dialog that stays open after an action (the
          request drawer) makes the root inert, and its toasts must still be read out. */}
      {createPortal(
        <Toaster position="top-right" containerClassName="toaster" toastOptions={{ duration: 4000 }}>
          {/* An error interrupts (an alert); other toasts wait their turn (a status). Set here, for every
              toast.error of the app: a toast's own ariaProps outrank the Toaster's per-type options. */}
          {(t) => <ToastBar toast={t.type === 'error' ? { ...t, ariaProps: ALERT } : t} />}
        </Toaster>,
        document.body,
      )}
    </>
  );
}
