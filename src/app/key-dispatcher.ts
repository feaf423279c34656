// Decides what one keydown means among every binding of the registry, single keys and chords ('g a') alike, so
// that a chord and a single key never both act on one press. tinykeys matched each binding on its own: 'g' then
// 'a' went to Attendance through 'g a' *and* approved the focused request through 'a'.
//
// The rules:
// - After the first key of a chord, the next key is read only against the chords it started: it completes one,
//   continues one, or cancels them all. A key that completes or continues a chord never runs a single-key command.
// - A plain key that cancels a chord runs nothing (it may start a new chord: 'g g a' goes to Attendance); a key
//   with Ctrl/Cmd/Alt is read afresh, so Ctrl+K still opens the palette.
// - A key that starts a chord is never also a single-key command.
// - A started chord waits for its next key however long it takes (no timer: a slow 'g … a' still navigates rather
//   than approving). Escape, a click, leaving the window and any key the shortcuts do not read (typed in a field,
//   in a dialog, handled by the page) cancel it.
import { matchKeyBindingPress, parseKeybinding, type KeyBindingPress } from 'tinykeys';

export type KeyOutcome<T> =
  /** Run this binding's command. */
  | { type: 'run'; value: T }
  /** The key started or continued a chord: wait for the next. */
  | { type: 'chord'; typed: string }
  /** The key ended a chord it did not continue; it runs nothing. */
  | { type: 'cancelled' }
  /** No binding: the key is the page's. */
  | { type: 'none' };

interface Binding<T> {
  presses: KeyBindingPress[];
  value: T;
}

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'OS']);
const hasCommandModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey;

export interface KeyDispatcher<T> {
  /**
   * Reads one keydown the shortcuts may act on. `live` says which bindings act on the page shown (their key
   * context is active); a chord is started only by a live binding.
   */
  press(event: KeyboardEvent, live: (value: T) => boolean): KeyOutcome<T>;
  /** Forgets a started chord: a key the shortcuts must not read, Escape, a click, the window losing focus. */
  cancel(): void;
  /** The presses of the chord started so far ('g'), or '' when none. */
  readonly pending: string;
}

export function createKeyDispatcher<T>(bindings: ReadonlyArray<readonly [keys: string, value: T]>): KeyDispatcher<T> {
  const all: Binding<T>[] = bindings.map(([keys, value]) => ({ presses: parseKeybinding(keys), value }));
  let started: Binding<T>[] = [];
  let typed: string[] = [];

  const cancel = () => {
    started = [];
    typed = [];
  };

  /** Matches the key against the `depth`-th press of `candidates`. */
  const step = (event: KeyboardEvent, candidates: Binding<T>[], depth: number): KeyOutcome<T> => {
    const matching = candidates.filter(
      (b) => b.presses.length > depth && matchKeyBindingPress(event, b.presses[depth]),
    );
    const longer = matching.filter((b) => b.presses.length > depth + 1);
    if (longer.length > 0) {
      // A chord goes on from here: it wins over a single key of the same press.
      started = longer;
      typed = [...typed, event.key];
      return { type: 'chord', typed: typed.join(' ') };
    }
    cancel();
    const complete = matching.find((b) => b.presses.length === depth + 1);
    return complete ? { type: 'run', value: complete.value } : { type: 'none' };
  };

  return {
    press(event, live) {
      // Holding Shift (or another modifier) on the way to the next key neither continues nor ends a chord.
      if (MODIFIER_KEYS.has(event.key))
        return started.length > 0 ? { type: 'chord', typed: typed.join(' ') } : { type: 'none' };
      if (started.length === 0)
        return step(
          event,
          all.filter((b) => live(b.value)),
          0,
        );
      const outcome = step(event, started, typed.length);
      if (outcome.type !== 'none') return outcome;
      // The key is no part of the chord started: it ends it. Read afresh, it may start another chord or, with
      // Ctrl/Cmd/Alt, run its command; a plain key runs nothing.
      const fresh = step(
        event,
        all.filter((b) => live(b.value)),
        0,
      );
      if (fresh.type === 'chord' || (fresh.type === 'run' && hasCommandModifier(event))) return fresh;
      cancel();
      return { type: 'cancelled' };
    },
    cancel,
    get pending() {
      return typed.join(' ');
    },
  };
}
