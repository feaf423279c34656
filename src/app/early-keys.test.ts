import { afterEach, describe, expect, it } from 'vitest';
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

const tasks = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

describe('keys pressed before the shell loads', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    replayEarlyKeys();
    document.body.innerHTML = '';
  });

  it('are kept and pressed again in order once the shell listens', async () => {
    holdEarlyKeys();
    const first = press(document.body, { key: 'k', ctrlKey: true });
    press(document.body, { key: 'u' });
    press(document.body, { key: 's' });
    expect(first.defaultPrevented).toBe(true); // not the browser's own search
    const shell = listen();
    stop = shell.stop;
    expect(shell.seen).toEqual([]);
    replayEarlyKeys();
    await tasks(20);
    expect(shell.seen).toEqual(['Ctrl+k', 'u', 's']);
  });

  it('leave typing in a field, the browser’s own keys and Tab alone', async () => {
    holdEarlyKeys();
    const input = document.body.appendChild(document.createElement('input'));
    expect(press(input, { key: 'a' }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'Tab' }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'r', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'g', altKey: true }).defaultPrevented).toBe(false);
    const shell = listen();
    stop = shell.stop;
    replayEarlyKeys();
    await tasks(20);
    expect(shell.seen).toEqual([]);
  });

  it('are pressed once: after the replay, keys pass straight through', async () => {
    holdEarlyKeys();
    press(document.body, { key: 'g' });
    const shell = listen();
    stop = shell.stop;
    replayEarlyKeys();
    replayEarlyKeys();
    await tasks(20);
    const later = press(document.body, { key: 'j' });
    expect(later.defaultPrevented).toBe(false);
    expect(shell.seen).toEqual(['g', 'j']);
  });
});
