// The running registry and what it derives from the areas of all-areas.ts: one list of commands, the entity
// kinds the palette can name, the key contexts of the pages. Nothing here is per area.
import { AREAS } from './all-areas.ts';
import { recordPages, type RecordPage } from './history-commands.ts';
import type { EntityKindSpec } from './area.ts';
import { createKeyContexts } from './key-contexts.ts';
import { createRegistry } from './registry.ts';
import type { DialogKind, EntityKind } from './types.ts';

function unique<T>(what: string, entries: ReadonlyArray<[string, T]>): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const [key, value] of entries) {
    if (map.has(key)) throw new Error(`Duplicate ${what}: ${key}`);
    map.set(key, value);
  }
  return map;
}

unique(
  'area',
  AREAS.map((a) => [a.id, a]),
);

export const registry = createRegistry(AREAS.flatMap((a) => a.commands));

/** Every entity kind, in area order, with its label and lookup permission. */
export const ENTITY_KINDS: ReadonlyMap<EntityKind, EntityKindSpec> = unique(
  'entity kind',
  AREAS.flatMap((a) => Object.entries(a.entities ?? {})),
);

/** Every dialog kind an area's commands open. */
export const DIALOG_KINDS: ReadonlySet<DialogKind> = new Set(
  unique(
    'dialog kind',
    AREAS.flatMap((a) => (a.dialogs ?? []).map((d): [DialogKind, string] => [d, a.id])),
  ).keys(),
);

/** "Project": what the palette calls one entity of the kind. */
export const entityLabel = (kind: EntityKind): string => ENTITY_KINDS.get(kind)?.label ?? kind;

export const keyContexts = createKeyContexts(AREAS.flatMap((a) => a.keyContexts ?? []));

/** The key contexts active on a page: its own plus its ancestors. */
export const activeContexts = keyContexts.active;

/** The resource the activity log files a kind's records under ('user' → 'sysUser'), when they have a history. */
export const historyResourceOf = (kind: EntityKind): string | undefined => ENTITY_KINDS.get(kind)?.history?.resource;

/** The pages that show one record (`RouteSpec.record`): the log links an entry to its record's page. */
export const RECORD_PAGES: readonly RecordPage[] = recordPages(AREAS);
