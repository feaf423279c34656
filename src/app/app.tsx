import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ToastBar, Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { applyTheme } from '../lib/theme.ts';
import { AppRoutes } from './app-routes.tsx';
import { CommandContextProvider } from './command-context.tsx';
import { DialogHost } from './dialog-host.tsx';
import { DocumentTitle } from './document-title.tsx';
import { GlobalShortcuts } from './global-shortcuts.tsx';
import { PermissionsLoader } from './permissions-loader.tsx';

export function App() {
  useEffect(() => applyTheme(), []);
  return (
    <SWRConfig value={{ shouldRetryOnError: false, revalidateOnFocus: false }}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}

// A data router with one catch-all route whose element is the whole console: the route table stays in
// AppRoutes (descendant routes), and hooks that need a data router (useBlocker, for unsaved changes) work.
const ALERT = { role: 'alert', 'aria-live': 'assertive' } as const;

const router = createBrowserRouter([{ path: '*', element: <Console /> }]);

function Console() {
  return (
    <>
      <CommandContextProvider />
      <PermissionsLoader />
      <DocumentTitle />
      <GlobalShortcuts />
      <AppRoutes />
      <DialogHost />
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
