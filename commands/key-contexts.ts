// Where a shortcut is live. A context is active together with its ancestors, so a key bound in 'global'
// collides with the same key anywhere, and a page's context ('users') collides with 'list' but not with another
// page's ('roles'). 'global' and 'list' are the shell's; each area declares its pages' contexts (Area.keyContexts).
import type { KeyContextSpec } from './area.ts';
import type { KeyContext } from './types.ts';

export interface KeyContexts {
  /** The context and its ancestors, nearest first. */
  chain(context: KeyContext): KeyContext[];
  /** Two contexts overlap when one is active whenever the other is. */
  overlap(a: KeyContext, b: KeyContext): boolean;
  /** The contexts active on a page: its own plus its ancestors. */
  active(pathname: string, isAuthenticated: boolean): Set<KeyContext>;
}

export function createKeyContexts(pages: readonly KeyContextSpec[]): KeyContexts {
  const parents = new Map<KeyContext, KeyContext | null>([
    ['global', null],
    ['list', 'global'],
  ]);
  for (const p of pages) {
    if (parents.has(p.id)) throw new Error(`Duplicate key context: ${p.id}`);
    // Every page context is a list page's.
    parents.set(p.id, 'list');
  }
  const chain = (context: KeyContext): KeyContext[] => {
    if (!parents.has(context)) throw new Error(`Unknown key context: ${context}`);
    const out: KeyContext[] = [];
    for (let c: KeyContext | null | undefined = context; c; c = parents.get(c)) out.push(c);
    return out;
  };
  return {
    chain,
    overlap: (a, b) => chain(a).includes(b) || chain(b).includes(a),
    active(pathname, isAuthenticated) {
      // Signed out, only global keys work (palette, theme); `when` and permissions hide the rest.
      if (!isAuthenticated) return new Set(['global']);
      const page = pages.find((p) => pathname === p.page || (!!p.subpaths && pathname.startsWith(`${p.page}/`)));
      return new Set(page ? chain(page.id) : ['global']);
    },
  };
}
