// Where a shortcut is live. A context is active together with its ancestors, so a key bound in 'global'
// collides with the same key anywhere, and 'users' collides with 'list' but not with 'roles'.
export const KEY_CONTEXT_PARENTS = {
  global: null,
  list: 'global',
  users: 'list',
  roles: 'list',
} as const;

export type KeyContext = keyof typeof KEY_CONTEXT_PARENTS;

export function contextChain(context: KeyContext): KeyContext[] {
  const chain: KeyContext[] = [];
  let c: KeyContext | null = context;
  while (c) {
    chain.push(c);
    c = KEY_CONTEXT_PARENTS[c];
  }
  return chain;
}

/** Two contexts overlap when one is active whenever the other is. */
export function contextsOverlap(a: KeyContext, b: KeyContext): boolean {
  return contextChain(a).includes(b) || contextChain(b).includes(a);
}

/** The contexts active on a page: its own plus its ancestors. */
export function activeContexts(pathname: string, isAuthenticated: boolean): Set<KeyContext> {
  // Signed out, only global keys work (palette, theme); `when` and permissions hide the rest.
  if (!isAuthenticated) return new Set(['global']);
  if (pathname === '/users' || pathname.startsWith('/users/')) return new Set(contextChain('users'));
  if (pathname === '/roles') return new Set(contextChain('roles'));
  return new Set(['global']);
}
