// The shape of a command (DESIGN.md section 4). Pure data plus a run function that only talks to ctx,
// so the palette, shortcuts, sidebar, row actions and toolbars can all be projections of one list.
import type { PermissionRequirement } from '../contract/permissions.ts';
import type { KeyContext } from './key-contexts.ts';
import type { CommandApi } from './command-api.ts';

/** Entity kinds a command can act on; the palette can pick one by name. */
export type EntityKind =
  | 'user'
  | 'role'
  | 'notification'
  | 'employee'
  | 'department'
  | 'team'
  | 'office'
  | 'project'
  | 'leaveRequest'
  | 'overtimeRequest'
  | 'postClockRequest'
  | 'leaveType'
  | 'holiday'
  /** One employee's balance of one leave type in one year (extra: employeeId, leaveTypeId, year). */
  | 'leaveBalance';

export interface EntityRef {
  kind: EntityKind;
  id: number;
  /** Display name, used by confirm texts and the palette. */
  name: string;
  /** Extra fields a command may need (e.g. a user's status or a notification's type). */
  extra?: Record<string, unknown>;
}

export type CommandSource = 'palette' | 'shortcut' | 'sidebar' | 'rowAction' | 'toolbar' | 'button' | 'test';

/** Overlays a command can open; `openDialog(kind, arg)` hands the dialog the entity it is about, if any. */
export type DialogKind =
  | 'user.add'
  | 'profile'
  | 'shortcuts'
  | 'employee.import'
  | 'employee.moveTeam'
  | 'department.add'
  | 'department.edit'
  | 'team.add'
  | 'team.edit'
  | 'project.add'
  | 'project.edit'
  | 'request.reject'
  | 'leaveType.add'
  | 'leaveType.edit'
  | 'holiday.add'
  | 'holiday.edit'
  | 'leaveBalance.adjust';

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
  };
  /** The server calls commands make, one typed section per area (command-api.ts). */
  api: CommandApi;
}

export interface Placements {
  /** section 'main' is the top level; 'userManagement' is the collapsible group. */
  sidebar?: { section: 'main' | 'userManagement'; order: number; label: string };
  rowAction?: { order: number; label: string };
  toolbar?: { order: number; label: string };
}

export interface Command {
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
  scope?: EntityKind;
  /** Extra list filters the palette's picker sends when it looks up the entity of this scoped command
   * (e.g. `{actionable: 'true'}`: only the requests the user can act on now). */
  pickFilter?: Readonly<Record<string, string>>;
  /** What a button or the palette calls this command for one entity, when that depends on the entity
   * (e.g. "Acknowledged" on the HR step, "Approve" otherwise); else the placement label or the title. */
  label?: (arg: EntityRef) => string;
  /** Visible? (hidden from palette, sidebar, row actions when false) */
  when?: (ctx: CommandContext, arg?: EntityRef) => boolean;
  /** Runnable? (shown but blocked when false) */
  enabled?: (ctx: CommandContext, arg?: EntityRef) => boolean;
  placements?: Placements;
  run(ctx: CommandContext, arg?: EntityRef): void | Promise<void>;
}
