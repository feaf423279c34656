// The shape of a command. Pure data plus a run function that only talks to ctx,
// so the palette, shortcuts, sidebar, row actions and toolbars can all be projections of one list.
import type { Language } from '../contract/languages.ts';
import type { PermissionRequirement } from '../contract/permissions.ts';
import type { ApiSlot } from './area.ts';
import type { SidebarPlace } from './route-spec.ts';

/** An entity kind a command can act on ('user', 'project', …). Each area declares its own kinds
 * (`Area.entities`); the registry test checks every command's `scope` is one of them. */
export type EntityKind = string;

/** Where a shortcut is live: 'global', 'list', or a page's context an area declares (`Area.keyContexts`). */
export type KeyContext = string;

export interface EntityRef {
  kind: EntityKind;
  id: number;
  /** Display name, used by confirm texts and the palette. */
  name: string;
  /** Extra fields a command may need (e.g. a user's status or a notification's type). */
  extra?: Record<string, unknown>;
}

export type CommandSource = 'palette' | 'shortcut' | 'sidebar' | 'rowAction' | 'toolbar' | 'button' | 'test';

/** An overlay a command can open ('user.add', 'project.edit', …); each area declares its own (`Area.dialogs`)
 * and its web feature registers the component. `openDialog(kind, arg)` hands it the entity it is about. */
export type DialogKind = string;

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}

/** Everything a command may do. Implemented by the web app; faked in unit tests. */
export interface CommandContext {
  /** Current path (without query). */
  pathname: string;
  /** Permission keys held (`resource:action`). */
  permissions: ReadonlySet<string>;
  isAuthenticated: boolean;
  /** The signed-in account is linked to an employee: only then may it clock in and out. */
  linkedToEmployee: boolean;
  /** Id of the signed-in user, when known (used to hide self-destructive actions). */
  username: string | null;
  navigate(path: string): void;
  openDialog(kind: DialogKind, arg?: EntityRef): void;
  openPalette(): void;
  openNotifications(): void;
  confirm(request: ConfirmRequest): Promise<boolean>;
  toast: { success(message: string): void; error(message: string): void };
  signOut(): void;
  toggleTheme(): void;
  /** Shows the console in this language at once, and keeps it with the signed-in account. */
  setLanguage(language: Language): void;
  /** Moves focus in the list on screen (j/k) or opens its focused row (Enter); its ticked rows (bulk actions). */
  list: {
    move(delta: 1 | -1): void;
    open(): void;
    focused(kind: EntityKind): EntityRef | null;
    /** The rows ticked on the list on screen, if they are of this kind. */
    selected(kind: EntityKind): readonly EntityRef[];
    /** Ticks or unticks one row. */
    toggleSelected(entity: EntityRef): void;
    clearSelection(): void;
    /** The page the list on screen shows and how many it has; null when no paged list is on screen. */
    page(): { page: number; totalPage: number } | null;
    /** Shows the next (1) or previous (-1) page of the list on screen. */
    turnPage(delta: 1 | -1): void;
  };
  /** The server calls of one area, typed by that area's slot: `ctx.api(projectApi).deleteProject(id)`. The area's
   * web feature provides the implementation (its contribution); there is no central list of calls. */
  api<Api>(slot: ApiSlot<Api>): Api;
}

export interface Placements {
  /** section 'main' is the top level; 'userManagement' is the collapsible group. */
  sidebar?: SidebarPlace & { label: string };
  rowAction?: { order: number; label: string };
  toolbar?: { order: number; label: string };
}

interface CommandBase {
  id: string;
  title: string;
  group: string;
  keywords?: readonly string[];
  /** tinykeys syntax; the only source for both binding and display. */
  shortcut?: string;
  /** Where the shortcut is live; defaults to 'global'. */
  keyContext?: KeyContext;
  permission?: PermissionRequirement;
  /** Navigation target (for navigation commands) or a route template for scoped ones (`/users/:id/edit`). */
  route?: string;
  /** Visible? (hidden from palette, sidebar, row actions when false). A scoped command is asked without its
   * entity too, when the palette lists it before one is picked. */
  when?: (ctx: CommandContext, arg?: EntityRef) => boolean;
  /** Runnable? (shown but blocked when false) */
  enabled?: (ctx: CommandContext, arg?: EntityRef) => boolean;
  /** Why it cannot act now when `when` or `enabled` says no: said in a toast when its key is pressed anyway. */
  whyNot?: (ctx: CommandContext, arg?: EntityRef) => string | null;
  placements?: Placements;
}

/** A command that acts on one entity of its scope: `execute` runs it only with one, so `run` always has it. */
export interface ScopedCommand extends CommandBase {
  scope: EntityKind;
  /** Extra list filters the palette's picker sends when it looks up the entity of this scoped command
   * (e.g. `{actionable: 'true'}`: only the requests the user can act on now). */
  pickFilter?: Readonly<Record<string, string>>;
  /** What a button or the palette calls this command for one entity, when that depends on the entity
   * (e.g. "Acknowledged" on the HR step, "Approve" otherwise); else the placement label or the title. */
  label?: (arg: EntityRef) => string;
  run(ctx: CommandContext, arg: EntityRef): void | Promise<void>;
}

/** A command that acts on no entity (a page, a toggle, the list on screen). */
export interface UnscopedCommand extends CommandBase {
  scope?: undefined;
  pickFilter?: undefined;
  label?: undefined;
  run(ctx: CommandContext): void | Promise<void>;
}

/** A command's `run` takes an entity exactly when it has a `scope`. */
export type Command = ScopedCommand | UnscopedCommand;
