import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyKeys, replayEarlyKeys } from './early-keys.ts';

const press = (target: EventTarget, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

/** What reaches a listener on window once the shell listens, as key strings with their modifiers. */
function listen() {
  const seen: string[] = [];
  const listener = (e: KeyboardEvent) => seen.push(`${e.ctrlKey ? 'Ctrl+' : ''}${e.metaKey ? 'Meta+' : ''}${e.key}`);
  window.addEventListener('keydown', listener);
  return { seen, stop: () => window.removeEventListener('keydown', listener) };
}

describe('keys pressed before the shell loads', () => {
  let stop = () => {};
  // The replay presses one key per task: the fake clock runs them all, whatever the machine's speed.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    replayEarlyKeys();
    vi.runAllTimers();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('are kept and pressed again in order once the shell listens', () => {
    holdEarlyKeys();
    const first = press(document.body, { key: 'k', ctrlKey: true });
    press(document.body, { key: 'u' });
    press(document.body, { key: 's' });
    expect(first.defaultPrevented).toBe(true); // not the browser's own search
    const shell = listen();
    stop = shell.stop;
    expect(shell.seen).toEqual([]);
    replayEarlyKeys();
    vi.runAllTimers();
    expect(shell.seen).toEqual(['Ctrl+k', 'u', 's']);
  });

  it('leave typing in a field, the browser’s own keys and Tab alone', () => {
    holdEarlyKeys();
    const input = document.body.appendChild(document.createElement('input'));
    expect(press(input, { key: 'a' }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'Tab' }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'r', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'g', altKey: true }).defaultPrevented).toBe(false);
    const shell = listen();
    stop = shell.stop;
    replayEarlyKeys();
    vi.runAllTimers();
    expect(shell.seen).toEqual([]);
  });

  it('are pressed once: after the replay, keys pass straight through', () => {
    holdEarlyKeys();
    press(document.body, { key: 'g' });
    const shell = listen();
    stop = shell.stop;
    replayEarlyKeys();
    replayEarlyKeys();
    vi.runAllTimers();
    const later = press(document.body, { key: 'j' });
    expect(later.defaultPrevented).toBe(false);
    expect(shell.seen).toEqual(['g', 'j']);
  });
});
