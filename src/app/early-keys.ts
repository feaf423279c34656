// Keys pressed before the shell that runs them has loaded: right after a full page load the screen says
// "Loading…" while the command registry arrives, and Ctrl+K or "g u" pressed then would be lost. They are kept
// from the first script on and pressed again, in order, once the shortcuts listen. Only what could be a command
// is kept (a printable key, or Ctrl/⌘+K for the palette); typing in a field and the browser's own keys pass by.
import { isTyping } from '../lib/typing-target.ts';

/** More than anyone types while a page loads; a shell that never arrives keeps no more than this. */
const MOST = 32;

type HeldKey = Pick<KeyboardEventInit, 'key' | 'code' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

let held: HeldKey[] | null = null;

function hold(event: KeyboardEvent) {
  if (!held || event.repeat || event.altKey || isTyping(event.target)) return;
  const palette = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
  if (!palette && (event.ctrlKey || event.metaKey || event.key.length !== 1)) return;
  // Ctrl+K would otherwise move focus to the browser's own search.
  event.preventDefault();
  if (held.length < MOST) {
    const { key, code, shiftKey, ctrlKey, metaKey, altKey } = event;
    held.push({ key, code, shiftKey, ctrlKey, metaKey, altKey });
  }
}

/** From the page's first script: keep command keys until `replayEarlyKeys`. */
export function holdEarlyKeys() {
  if (held) return;
  held = [];
  window.addEventListener('keydown', hold, true);
}

/**
 * Stops keeping keys and presses the kept ones again, one task apart as real presses arrive, so a command the
 * first one starts (the palette opening) is in place for the next.
 */
export function replayEarlyKeys() {
  if (!held) return;
  const keys = held;
  held = null;
  window.removeEventListener('keydown', hold, true);
  const pressNext = () => {
    const next = keys.shift();
    if (!next) return;
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { ...next, bubbles: true, cancelable: true }));
    setTimeout(pressNext, 0);
  };
  pressNext();
}
