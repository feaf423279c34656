// Focus lands where the work is: a form that saved a record (new or edited) names it here before it returns to its
// list, and the list shows that record's row with focus on it. The row may be on another page of the list: the
// list's own `locate` brings the page that holds it (see findPageById). No timers: the row is asked for while
// the list's rows are fresh, and the table focuses it once it has rendered it (DataTable's focusRequest).
// Forms and lists import it through unsaved-changes.ts (one lazy chunk), never the first screen.
import { useEffect, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import type { EntityKind } from '../../commands/types.ts';
import type { RowFocusRequest } from './list-focus.ts';

const saved = proxy<{ target: { kind: EntityKind; id: number } | null }>({ target: null });

/** Called by a form once it has saved record `id` of `kind`, before it closes or navigates back to the list. */
export function focusRowAfterSave(kind: EntityKind, id: number): void {
  saved.target = { kind, id };
}

function drop(id: number) {
  if (saved.target?.id === id) saved.target = null;
}

/**
 * The focus request for the row a form just saved, for the list page's DataTable. `rows` are the page's rows and
 * `fresh` is true once they are not a cached copy being refetched (a new record is missing from the old copy).
 * When fresh rows lack it, `locate(id)` moves the list to the page holding it (answering false when nothing does);
 * the new page's rows then carry it. A key or a click by the user meanwhile drops the request.
 */
export function useSavedRowFocus(
  kind: EntityKind,
  rows: ReadonlyArray<{ id: number }> | undefined,
  fresh: boolean,
  locate: (id: number) => Promise<boolean>,
): RowFocusRequest | null {
  const { target } = useSnapshot(saved);
  const id = target?.kind === kind ? target.id : null;
  const onPage = id !== null && !!rows?.some((r) => r.id === id);
  const [located, setLocated] = useState<number | null>(null);
  if (id === null && located !== null) setLocated(null);

  useEffect(() => {
    if (id === null || onPage || !fresh || located === id) return;
    setLocated(id);
    locate(id).then(
      (found) => found || drop(id),
      () => drop(id),
    );
  }, [id, onPage, fresh, located, locate]);

  useEffect(() => {
    if (id === null) return;
    const cancel = () => drop(id);
    document.addEventListener('keydown', cancel, true);
    document.addEventListener('pointerdown', cancel, true);
    return () => {
      document.removeEventListener('keydown', cancel, true);
      document.removeEventListener('pointerdown', cancel, true);
    };
  }, [id]);

  const [request, setRequest] = useState<RowFocusRequest | null>(null);
  // One request object per record on the page, made in an effect: a new page's heading takes focus in the
  // navigation's effect (DocumentTitle, earlier in the tree), and the row must come after it, not before.
  const wanted = onPage ? id : null;
  useEffect(() => setRequest(wanted === null ? null : { id: wanted, settle: () => drop(wanted) }), [wanted]);
  return request?.id === wanted ? request : null;
}

/**
 * The page of a list ordered by id, newest first (the default order of users and employees), that holds `id`:
 * a binary search over pages, one page request per step (about 17 at 100,000 rows). Null when no page has it.
 */
export async function findPageById(
  fetchPage: (page: number) => Promise<{ data: ReadonlyArray<{ id: number }>; metadata: { totalPage: number } }>,
  id: number,
): Promise<number | null> {
  let low = 1;
  let high = Number.POSITIVE_INFINITY;
  while (low <= high) {
    const page = high === Number.POSITIVE_INFINITY ? 1 : Math.floor((low + high) / 2);
    const res = await fetchPage(page);
    if (high === Number.POSITIVE_INFINITY) high = res.metadata.totalPage;
    const ids = res.data.map((r) => r.id);
    if (ids.includes(id)) return page;
    if (!ids.length) return null;
    // Newest first: a larger id is on an earlier page, a smaller one on a later page; one in between is not there.
    if (id > ids[0]) high = page - 1;
    else if (id < ids[ids.length - 1]) low = page + 1;
    else return null;
  }
  return null;
}
