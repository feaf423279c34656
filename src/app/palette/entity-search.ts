// Finds entities by name for the palette (debounced, latest query wins), through the search each feature
// contributes for its kinds. A scoped command's picker may add list filters (Command.pickFilter: "only what I
// can act on").
import { useEffect, useState } from 'react';
import type { EntityKind, EntityRef } from '../../../commands/types.ts';
import { ENTITY_SEARCHES } from '../features.ts';

type Filter = Readonly<Record<string, string>>;

function search(kind: EntityKind, q: string, filter?: Filter): Promise<EntityRef[]> {
  return ENTITY_SEARCHES.get(kind)?.(q.trim().toLowerCase(), filter) ?? Promise.resolve([]);
}

/** `filter` is a command's own constant (Command.pickFilter), so it stays the same between renders. */
export function useEntitySearch(kinds: readonly EntityKind[], query: string, minLength: number, filter?: Filter) {
  const [state, setState] = useState<{ results: EntityRef[]; busy: boolean }>({ results: [], busy: false });
  const key = kinds.join(',');
  useEffect(() => {
    if (!key || query.trim().length < minLength) {
      setState({ results: [], busy: false });
      return;
    }
    let cancelled = false;
    setState((s) => ({ ...s, busy: true }));
    const t = setTimeout(() => {
      Promise.all(key.split(',').map((k) => search(k as EntityKind, query, filter).catch(() => [])))
        .then((lists) => !cancelled && setState({ results: lists.flat(), busy: false }))
        .catch(() => !cancelled && setState({ results: [], busy: false }));
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(t);
    };
  }, [key, query, minLength, filter]);
  return state;
}
