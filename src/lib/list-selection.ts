// The rows ticked on the list on screen, for bulk actions. One list at a time: ticking a row of another
// kind starts a new selection. Commands reach it through ctx.list (selected, toggleSelected, clearSelection).
import { proxy } from 'valtio';
import type { EntityKind, EntityRef } from '../../commands/types.ts';

export const listSelection = proxy({ kind: null as EntityKind | null, items: [] as EntityRef[] });

export function selectedOf(kind: EntityKind): readonly EntityRef[] {
  return listSelection.kind === kind ? listSelection.items : [];
}

export function isSelected(entity: Pick<EntityRef, 'kind' | 'id'>): boolean {
  return listSelection.kind === entity.kind && listSelection.items.some((e) => e.id === entity.id);
}

export function toggleSelected(entity: EntityRef): void {
  if (listSelection.kind !== entity.kind) {
    listSelection.kind = entity.kind;
    listSelection.items = [];
  }
  const at = listSelection.items.findIndex((e) => e.id === entity.id);
  if (at >= 0) listSelection.items.splice(at, 1);
  else listSelection.items.push(entity);
}

/** Ticks all of `entities` (a page), or unticks them all when every one is ticked already. */
export function toggleAll(entities: readonly EntityRef[]): void {
  if (entities.length && entities.every(isSelected)) {
    const ids = new Set(entities.map((e) => e.id));
    listSelection.items = listSelection.items.filter((e) => !ids.has(e.id));
    return;
  }
  for (const e of entities) if (!isSelected(e)) toggleSelected(e);
}

export function clearSelection(): void {
  listSelection.kind = null;
  listSelection.items = [];
}
