// The list on screen registers itself here so j/k/Enter/e (commands, not components) can reach it, and so a
// dialog over it can hand focus back to the row it was about.
import type { EntityKind, EntityRef } from '../../commands/types.ts';
import { ui } from './ui-state.ts';

export interface ListController {
  kind: EntityKind;
  move(delta: 1 | -1): void;
  open(): void;
  focused(): EntityRef | null;
  /** Focus is on the list (a row or a control in one). */
  holdsFocus(): boolean;
  /** Focuses the row of the entity with this id; false if no row on this page is it. */
  focusEntity(id: number): boolean;
}

let current: ListController | null = null;

export function registerList(controller: ListController): () => void {
  current = controller;
  return () => {
    if (current === controller) current = null;
  };
}

export function activeList(): ListController | null {
  return current;
}

/**
 * A dialog over the list closed: focus goes to the row it was about (where Enter, `e` or a click opened it;
 * opened from the palette or a notification, the row is still where the user goes on), else wherever the
 * dialog returned it, else the page heading. Focus the user has already moved (back onto the list, into the
 * palette or another dialog) is left alone. `closing` matches the closing dialog, which may still be in the
 * page on the first try.
 */
export function returnFocusToRow(id: number, closing?: string): void {
  const restore = (retry: boolean) => {
    if (current?.holdsFocus()) return;
    const dialog = document.activeElement?.closest('[role="dialog"]');
    if (ui.paletteOpen || (dialog && !(closing && dialog.matches(closing)))) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    // On the retry only focus that went nowhere is taken back: anywhere else, the user has moved on.
    if (retry && !lost) return;
    if (current?.focusEntity(id)) return;
    if (lost) document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
  };
  setTimeout(() => restore(false), 50);
  // A dialog hands focus back as it unmounts, which on a busy machine can come after the first try and land
  // on nothing (what opened it, the palette or a notification, is gone): then the row takes it again.
  setTimeout(() => restore(true), 300);
}
