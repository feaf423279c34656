// Where a shortcut is live. A context is active together with its ancestors, so a key bound in 'global'
// collides with the same key anywhere, and 'users' collides with 'list' but not with 'roles'.
export const KEY_CONTEXT_PARENTS = {
  global: null,
  list: 'global',
  users: 'list',
  roles: 'list',
  employees: 'list',
  departments: 'list',
  offices: 'list',
  projects: 'list',
  leave: 'list',
  overtime: 'list',
  postClock: 'list',
  leaveTypes: 'list',
  leaveBalances: 'list',
  holidays: 'list',
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

/** List pages and their key context; `exact` pages (a list beside its /add form) do not extend to subpaths. */
const PAGE_CONTEXTS: ReadonlyArray<[path: string, exact: boolean, context: KeyContext]> = [
  ['/users', false, 'users'],
  ['/roles', true, 'roles'],
  ['/employee', true, 'employees'],
  ['/department', false, 'departments'],
  ['/offices', true, 'offices'],
  ['/projects', true, 'projects'],
  ['/leave', true, 'leave'],
  ['/ot', true, 'overtime'],
  ['/post-clock-request', true, 'postClock'],
  ['/leave/types', true, 'leaveTypes'],
  ['/leave/balances', true, 'leaveBalances'],
  ['/leave/holidays', true, 'holidays'],
];

/** The contexts active on a page: its own plus its ancestors. */
export function activeContexts(pathname: string, isAuthenticated: boolean): Set<KeyContext> {
  // Signed out, only global keys work (palette, theme); `when` and permissions hide the rest.
  if (!isAuthenticated) return new Set(['global']);
  const page = PAGE_CONTEXTS.find(([path, exact]) => pathname === path || (!exact && pathname.startsWith(`${path}/`)));
  return new Set(page ? contextChain(page[2]) : ['global']);
}
