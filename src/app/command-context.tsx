// Supplies the CommandContext that every command runs with: the router, dialogs, toasts and the api each
// feature contributes for its area (features.ts). Rendered once inside the router.
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CommandContext } from '../../commands/types.ts';
import { apiOf } from './features.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { setContextFactory } from '../lib/command-runtime.ts';
import { activeList } from '../lib/list-focus.ts';
import { activePager } from '../lib/pager.ts';
import { clearSelection, selectedOf, toggleSelected } from '../lib/list-selection.ts';
import { clearSession, permissionSet, session } from '../lib/session.ts';
import { toggleTheme } from '../lib/theme.ts';
import { chooseLanguage } from '../lib/account-language.ts';
import { sharedText, textNow } from '../i18n/text.ts';
import { askConfirm, ui } from '../lib/ui-state.ts';
import { useSWRConfig } from 'swr';

export function CommandContextProvider() {
  const navigate = useNavigate();
  const location = useLocation();
  const { cache: swrCache } = useSWRConfig();
  const ref = useRef({ navigate, pathname: location.pathname });
  ref.current = { navigate, pathname: location.pathname };

  // Installed during the first render (not in an effect): the sidebar and toolbars read the context
  // while rendering, before any effect has run.
  const installed = useRef(false);
  if (!installed.current) {
    installed.current = true;
    const closeOverlays = () => {
      ui.dialog = null;
      ui.dialogArg = null;
      ui.paletteOpen = false;
      ui.notificationsOpen = false;
      ui.mobileMenuOpen = false;
      ui.confirm?.resolve(false);
      ui.confirm = null;
    };
    const signOut = () => {
      clearSession();
      closeOverlays();
      // Nothing of the previous user stays in memory.
      for (const key of [...swrCache.keys()]) swrCache.delete(key);
      ref.current.navigate('/login', { replace: true });
    };
    setUnauthorizedHandler(() => {
      closeOverlays();
      for (const key of [...swrCache.keys()]) swrCache.delete(key);
      ref.current.navigate('/login', { replace: true, state: { from: ref.current.pathname } });
    });

    let permissionsCache: { groups: unknown; set: Set<string> } | null = null;
    setContextFactory((): CommandContext => {
      if (permissionsCache?.groups !== session.permissions) {
        permissionsCache = { groups: session.permissions, set: permissionSet(session.permissions) };
      }
      return {
        pathname: ref.current.pathname,
        permissions: permissionsCache.set,
        isAuthenticated: session.isAuthenticated,
        linkedToEmployee: session.linkedToEmployee,
        username: session.username,
        navigate: (path) => ref.current.navigate(path),
        openDialog: (kind, arg) => {
          ui.paletteOpen = false;
          ui.dialogArg = arg ?? null;
          ui.dialog = kind;
        },
        openPalette: () => {
          ui.paletteTyped = '';
          ui.paletteOpen = true;
        },
        openNotifications: () => (ui.notificationsOpen = true),
        confirm: askConfirm,
        // A command's text the catalogue holds is shown in the language on screen.
        toast: {
          success: (m) => void toast.success(sharedText(textNow, m)),
          error: (m) => void toast.error(sharedText(textNow, m)),
        },
        signOut,
        toggleTheme,
        setLanguage: chooseLanguage,
        list: {
          move: (d) => activeList()?.move(d),
          open: () => activeList()?.open(),
          focused: (kind) => {
            const l = activeList();
            const e = l?.focused();
            return e && e.kind === kind ? e : null;
          },
          selected: selectedOf,
          toggleSelected,
          clearSelection,
          page: () => activePager()?.position() ?? null,
          turnPage: (d) => activePager()?.turn(d),
        },
        api: apiOf,
      };
    });
  }

  return null;
}
