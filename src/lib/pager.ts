// The paged list on screen registers its pager here, so "Next page" and "Previous page" (commands, not
// components) can turn it, as list-focus.ts does for rows.

export interface Pager {
  position(): { page: number; totalPage: number };
  turn(delta: 1 | -1): void;
}

let current: Pager | null = null;

export function registerPager(pager: Pager): () => void {
  current = pager;
  return () => {
    if (current === pager) current = null;
  };
}

export function activePager(): Pager | null {
  return current;
}
