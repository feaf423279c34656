import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
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
      <BrowserRouter>
        <CommandContextProvider />
        <PermissionsLoader />
        <DocumentTitle />
        <GlobalShortcuts />
        <AppRoutes />
        <DialogHost />
        <Toaster position="top-right" toastOptions={{ duration: 4000 }} />
      </BrowserRouter>
    </SWRConfig>
  );
}
