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

/** How long a closing dialog may take to leave the page before focus is placed anyway. */
const CLOSE_WAIT_MS = 2000;

/**
 * A dialog over the list is closing: focus goes to the row it was about (where Enter, `e` or a click opened it;
 * opened from the palette or a notification, the row is still where the user goes on), else the page heading.
 * It is placed once the dialog has left the page, and placed again shortly after, because the dialog hands
 * focus back on its way out (to whatever last had it: the bell, a gone palette) later still on a busy machine.
 * Anything the user does meanwhile (a key, a click), the palette or another dialog leaves focus with them.
 */
export function returnFocusToRow(id: number): void {
  if (ui.paletteOpen) return;
  const closing = [...document.querySelectorAll('[role="dialog"]')];
  let moved = false;
  const onInput = () => {
    moved = true;
  };
  document.addEventListener('keydown', onInput, true);
  document.addEventListener('pointerdown', onInput, true);
  const place = () => {
    if (moved || ui.paletteOpen || current?.holdsFocus() || document.activeElement?.closest('[role="dialog"]')) return;
    if (current?.focusEntity(id)) return;
    if (!document.activeElement || document.activeElement === document.body) document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
  };
  const started = Date.now();
  const whenClosed = () => {
    if (closing.some((d) => d.isConnected) && Date.now() - started < CLOSE_WAIT_MS) {
      setTimeout(whenClosed, 25);
      return;
    }
    place();
    setTimeout(place, 100);
    setTimeout(() => {
      place();
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    }, 400);
  };
  setTimeout(whenClosed, 25);
}
