// Overlays opened by commands (ctx.openDialog, ctx.confirm, the palette, the mobile menu), wherever the
// user is. Each loads on first use, which keeps the dialog library out of the initial bundle; the palette
// is fetched while the browser is idle so Ctrl+K opens at once.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../lib/ui-state.ts';

const loadPalette = () => import('./palette/command-palette.tsx');
const CommandPalette = lazy(loadPalette);
const AddUserDialog = lazy(() => import('../features/users/add-user-dialog.tsx'));
const ProfileDialog = lazy(() => import('./shell/profile-dialog.tsx'));
const ShortcutSheet = lazy(() => import('./shell/shortcut-sheet.tsx'));
const ConfirmDialog = lazy(() => import('../ui/confirm-dialog.tsx'));
const MobileMenu = lazy(() => import('./shell/mobile-menu.tsx'));

export function DialogHost() {
  const { dialog, paletteOpen, confirm, mobileMenuOpen } = useSnapshot(ui);
  const close = () => (ui.dialog = null);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 500));
    idle(() => void loadPalette());
  }, []);
  return (
    <Suspense fallback={null}>
      {paletteOpen ? <CommandPalette /> : null}
      {dialog === 'profile' ? <ProfileDialog open onClose={close} /> : null}
      {dialog === 'shortcuts' ? <ShortcutSheet open onClose={close} /> : null}
      {dialog === 'user.add' ? <AddUserDialog open onClose={close} /> : null}
      {confirm ? <ConfirmDialog /> : null}
      {mobileMenuOpen ? <MobileMenu /> : null}
    </Suspense>
  );
}
