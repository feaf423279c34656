import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeyDispatcher } from './key-dispatcher.ts';

const key = (k: string, init: KeyboardEventInit = {}) => new KeyboardEvent('keydown', { key: k, ...init });
const always = () => true;

/** A console in small: a chord family on 'g', row keys that share its second keys, and a modifier command. */
function dispatcher() {
  return createKeyDispatcher([
    ['g a', 'nav.attendance'],
    ['g r', 'nav.roles'],
    ['a', 'approve'],
    ['r', 'reject'],
    ['x', 'select'],
    ['$mod+k', 'palette'],
    ['Shift+?', 'help'],
  ]);
}

/** What each key did, in order: the command run, or the outcome's type. */
function typeKeys(d: ReturnType<typeof dispatcher>, ...events: KeyboardEvent[]) {
  return events.map((e) => {
    const outcome = d.press(e, always);
    return outcome.type === 'run' ? outcome.value : outcome.type;
  });
}

describe('the key dispatcher', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the chord and never the single key its last press shares', () => {
    expect(typeKeys(dispatcher(), key('g'), key('a'))).toEqual(['chord', 'nav.attendance']);
    expect(typeKeys(dispatcher(), key('g'), key('r'))).toEqual(['chord', 'nav.roles']);
    // Alone, the same keys are the row's.
    expect(typeKeys(dispatcher(), key('a'), key('r'))).toEqual(['approve', 'reject']);
  });

  it('a key that ends a chord without continuing it runs nothing, and the next key is read afresh', () => {
    expect(typeKeys(dispatcher(), key('g'), key('x'), key('a'))).toEqual(['chord', 'cancelled', 'approve']);
    expect(typeKeys(dispatcher(), key('g'), key('Escape'), key('r'))).toEqual(['chord', 'cancelled', 'reject']);
  });

  it('the first key of a chord typed again starts it again', () => {
    expect(typeKeys(dispatcher(), key('g'), key('g'), key('a'))).toEqual(['chord', 'chord', 'nav.attendance']);
  });

  it('a started chord waits for its next key however long it takes: no timer hands the key to the row', () => {
    vi.useFakeTimers();
    const d = dispatcher();
    expect(typeKeys(d, key('g'))).toEqual(['chord']);
    vi.advanceTimersByTime(60_000);
    expect(d.pending).toBe('g');
    expect(typeKeys(d, key('a'))).toEqual(['nav.attendance']);
    expect(d.pending).toBe('');
  });

  it('cancel() forgets a started chord: the next key is the row key it is alone', () => {
    const d = dispatcher();
    typeKeys(d, key('g'));
    d.cancel();
    expect(typeKeys(d, key('a'))).toEqual(['approve']);
  });

  it('holding Shift on the way neither continues nor ends a chord; Ctrl/Cmd still reach their command', () => {
    expect(typeKeys(dispatcher(), key('g'), key('Shift', { shiftKey: true }), key('a'))).toEqual([
      'chord',
      'chord',
      'nav.attendance',
    ]);
    // A Shift key is a plain key: it ends the chord and runs nothing (not the help sheet). ($mod is Ctrl in jsdom.)
    expect(typeKeys(dispatcher(), key('g'), key('?', { shiftKey: true }))).toEqual(['chord', 'cancelled']);
    expect(typeKeys(dispatcher(), key('g'), key('k', { ctrlKey: true }))).toEqual(['chord', 'palette']);
  });

  it('only bindings live on the page start a chord or run', () => {
    const d = dispatcher();
    const noChords = (v: string) => !v.startsWith('nav.');
    expect(d.press(key('g'), noChords)).toEqual({ type: 'none' });
    expect(d.press(key('a'), noChords)).toEqual({ type: 'run', value: 'approve' });
    expect(d.press(key('a'), (v) => v !== 'approve')).toEqual({ type: 'none' });
  });
});
