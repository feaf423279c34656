// Overlays opened by commands (ctx.openDialog, ctx.confirm, the palette, the mobile menu), wherever the
// user is. A dialog is whatever a feature contributed for its kind (features.ts). Each loads on first use,
// which keeps the dialog library out of the initial bundle. The palette is fetched once the user is signed in
// and the first page has had the network to itself, so Ctrl+K opens at once without slowing the sign-in page or
// the dashboard on a slow link.
import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useSnapshot } from 'valtio';
import type { DialogKind } from '../../commands/types.ts';
import { session } from '../lib/session.ts';
import { ui } from '../lib/ui-state.ts';
import { DIALOGS } from './features.ts';

const loadPalette = () => import('./palette/command-palette.tsx');
/** How long after sign-in the first page's own scripts and answers have the network before the palette's. */
const PALETTE_PRELOAD_DELAY_MS = 1500;
const CommandPalette = lazy(loadPalette);
const ConfirmDialog = lazy(() => import('../ui/confirm-dialog.tsx'));
const MobileMenu = lazy(() => import('./shell/mobile-menu.tsx'));

// One lazy component per loader (kinds that share a component, 'project.add' and 'project.edit', share it).
const lazyByLoader = new Map<unknown, LazyExoticComponent<ComponentType<any>>>();
function dialogComponent(kind: DialogKind) {
  const spec = DIALOGS.get(kind);
  if (!spec) throw new Error(`No feature contributes the dialog ${kind}`);
  if (!lazyByLoader.has(spec.load)) lazyByLoader.set(spec.load, lazy(spec.load));
  return { Component: lazyByLoader.get(spec.load)!, props: spec.props };
}

export function DialogHost() {
  const { dialog, dialogArg, paletteOpen, confirm, mobileMenuOpen } = useSnapshot(ui);
  const close = () => (ui.dialog = null);
  const { permissionsLoaded } = useSnapshot(session);
  useEffect(() => {
    if (!permissionsLoaded) return;
    const later = setTimeout(() => {
      const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 0));
      idle(() => void loadPalette());
    }, PALETTE_PRELOAD_DELAY_MS);
    return () => clearTimeout(later);
  }, [permissionsLoaded]);
  const open = dialog ? dialogComponent(dialog) : null;
  return (
    <>
      {/* One boundary each: the palette's code still loading must not hide a half-filled dialog behind it. */}
      <Suspense fallback={null}>{paletteOpen ? <CommandPalette /> : null}</Suspense>
      <Suspense fallback={null}>
        {/* Keyed by the entity it is about: another entity's dialog starts afresh. */}
        {open
          ? createElement(open.Component, {
              ...open.props,
              key: `${dialog}:${dialogArg?.id ?? ''}`,
              open: true,
              onClose: close,
            })
          : null}
      </Suspense>
      <Suspense fallback={null}>{confirm ? <ConfirmDialog /> : null}</Suspense>
      <Suspense fallback={null}>{mobileMenuOpen ? <MobileMenu /> : null}</Suspense>
    </>
  );
}
