// What the console runs on every screen, signed in or not: the command context and the keys that run
// commands, the permissions fetched for a session, the document title, and the dialogs commands open. It loads
// beside the first screen rather than before it, so the sign-in form does not wait for the command registry.
import { CommandContextProvider } from './command-context.tsx';
import { DialogHost } from './dialog-host.tsx';
import { DocumentTitle } from './document-title.tsx';
import { GlobalShortcuts } from './global-shortcuts.tsx';
import { PermissionsLoader } from './permissions-loader.tsx';

export default function ConsoleShell() {
  return (
    <>
      <CommandContextProvider />
      <PermissionsLoader />
      <DocumentTitle />
      <GlobalShortcuts />
      <DialogHost />
    </>
  );
}
