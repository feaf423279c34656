// Which overlay is open. Commands open them through ctx; the app renders them.
import { proxy } from 'valtio';
import type { ConfirmRequest, DialogKind, EntityRef } from '../../commands/types.ts';

export const ui = proxy({
  dialog: null as DialogKind | null,
  /** The entity the open dialog is about ("Move to team…" for this employee), if any. */
  dialogArg: null as EntityRef | null,
  paletteOpen: false,
  /** Keys typed between Ctrl+K and the palette's input taking focus; the palette takes them as its query. */
  paletteTyped: '',
  notificationsOpen: false,
  confirm: null as (ConfirmRequest & { resolve: (ok: boolean) => void }) | null,
  mobileMenuOpen: false,
});

export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  ui.confirm?.resolve(false);
  return new Promise((resolve) => {
    ui.confirm = { ...request, resolve };
  });
}

export function answerConfirm(ok: boolean): void {
  const c = ui.confirm;
  ui.confirm = null;
  c?.resolve(ok);
}
