// An area's slice of the registry (like a VS Code extension's contribution points): its commands, the entity
// kinds and dialogs they name, the key contexts of its pages and the typed slot of the server calls they make.
// The pure part lives in commands/areas/<area>/; the area's web feature supplies the rest (api, dialog
// components, entity searches, pages) in src/features/<area>/contribution.ts. all-areas.ts lists the areas.
import type { Permission } from '../contract/permissions.ts';
import type { RouteSpec } from './route-spec.ts';
import type { Command, DialogKind, EntityKind, KeyContext } from './types.ts';

/**
 * Names one area's server calls and carries their type. Commands call `ctx.api(slot)`; the web feature
 * provides an implementation for the same slot, so both sides are checked against the area's own interface.
 */
export interface ApiSlot<Api> {
  readonly area: string;
  /** Type only (never set): keeps `Api` in the slot's type, in both directions. */
  readonly _api?: (api: Api) => Api;
}

export function apiSlot<Api>(area: string): ApiSlot<Api> {
  return { area };
}

export interface EntityKindSpec {
  /** What the palette calls one ("Project"); groups read it plus "s". */
  label: string;
  /** Found by name from the palette's root by whoever holds this permission; without it the kind is only
   * offered in the picker of its scoped commands ("Edit project…"). */
  lookup?: Permission;
  /** Its records have a history: the resource the activity log files them under ('sysUser' for a user) and the
   * noun of the palette's "History of <noun>…" (history-commands.ts). */
  history?: { resource: string; noun: string };
}

export interface KeyContextSpec {
  id: KeyContext;
  /** The list page where the context is live. */
  page: string;
  /** Also live on the page's subpaths (/users/3/edit, /department/4). Default: the page only. */
  subpaths?: boolean;
}

export interface Area {
  /** Unique; also the folder name under commands/areas/ and src/features/ by convention. */
  id: string;
  commands: readonly Command[];
  /** Its pages: address, title, permission and the "Go to" command (key, sidebar entry) that leads there. Its
   * web feature gives each a component (`Contribution.pages`). */
  routes?: readonly RouteSpec[];
  entities?: Readonly<Record<EntityKind, EntityKindSpec>>;
  /** The dialogs its commands open; its web feature registers one component for each. */
  dialogs?: readonly DialogKind[];
  keyContexts?: readonly KeyContextSpec[];
  /** The slot its commands call through, when they call the server; its web feature provides it. */
  // Any slot: its type is checked where commands call it and where the feature provides it.
  api?: ApiSlot<any>;
  /** The resources the activity log files its records under, with the words its filter shows for each. */
  logResources?: Readonly<Record<string, string>>;
}

/** Identity, for type-checking an area literal. */
export function defineArea<A extends Area>(area: A): A {
  return area;
}
