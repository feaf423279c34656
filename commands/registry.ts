// The registry: an ordered, id-unique list of commands. Registering an id twice throws (as VS Code does),
// so a copy-pasted command fails at start-up instead of shadowing another.
import type { Command, KeyContext } from './types.ts';

export interface Registry {
  all(): readonly Command[];
  get(id: string): Command | undefined;
}

export function createRegistry(commands: readonly Command[]): Registry {
  const byId = new Map<string, Command>();
  for (const c of commands) {
    if (byId.has(c.id)) throw new Error(`Duplicate command id: ${c.id}`);
    byId.set(c.id, c);
  }
  const list = [...byId.values()];
  return { all: () => list, get: (id) => byId.get(id) };
}

export function keyContextOf(c: Command): KeyContext {
  return c.keyContext ?? 'global';
}

/** Normalised so 'G U' and 'g u' count as the same key. */
function normaliseShortcut(s: string): string {
  return s
    .split(' ')
    .map((press) =>
      press
        .split('+')
        .map((p) => p.toLowerCase())
        .join('+'),
    )
    .join(' ');
}

/**
 * Pairs of commands bound to the same key in overlapping contexts. A sequence that starts with another
 * binding's whole key ('g' vs 'g u') also collides, since the first would swallow the second.
 */
export function findShortcutConflicts(
  commands: readonly Command[],
  contextsOverlap: (a: KeyContext, b: KeyContext) => boolean,
): Array<[string, string, string]> {
  const bound = commands.filter((c) => c.shortcut);
  const out: Array<[string, string, string]> = [];
  for (let i = 0; i < bound.length; i++) {
    for (let j = i + 1; j < bound.length; j++) {
      const a = bound[i];
      const b = bound[j];
      if (!contextsOverlap(keyContextOf(a), keyContextOf(b))) continue;
      const ka = normaliseShortcut(a.shortcut!);
      const kb = normaliseShortcut(b.shortcut!);
      if (ka === kb || ka.startsWith(kb + ' ') || kb.startsWith(ka + ' ')) out.push([a.id, b.id, a.shortcut!]);
    }
  }
  return out;
}
