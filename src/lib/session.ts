// Auth state. Only {username, accessToken} is stored, under ONE key; role and
// permissions are fetched again on every load so a changed role takes effect on reload.
import { proxy } from 'valtio';
import type { PermissionGroup } from '../../contract/api/roles.ts';
import { permissionKey } from '../../contract/permissions.ts';
import { readJson, writeJson } from './storage.ts';

export const SESSION_KEY = 'hrms.session';

export interface StoredSession {
  username: string;
  accessToken: string;
}

export interface SessionState {
  username: string | null;
  token: string | null;
  isAuthenticated: boolean;
  role: { id: number; name: string } | null;
  permissions: PermissionGroup[];
  /** The account is linked to an employee (who alone may clock in and out). */
  linkedToEmployee: boolean;
  /** False until the current-permission call for this token has answered (or failed). */
  permissionsLoaded: boolean;
}

function restore(): StoredSession | null {
  const s = readJson<StoredSession>(SESSION_KEY);
  return s && typeof s.accessToken === 'string' && typeof s.username === 'string' ? s : null;
}

const stored = restore();
export const session = proxy<SessionState>({
  username: stored?.username ?? null,
  token: stored?.accessToken ?? null,
  isAuthenticated: !!stored,
  role: null,
  permissions: [],
  linkedToEmployee: false,
  permissionsLoaded: false,
});

export function startSession(s: StoredSession): void {
  writeJson(SESSION_KEY, s);
  Object.assign(session, {
    username: s.username,
    token: s.accessToken,
    isAuthenticated: true,
    role: null,
    permissions: [],
    linkedToEmployee: false,
    permissionsLoaded: false,
  });
}

/** Who was signed in before the last sign-out or lost session, kept for this tab only (sessionStorage, so a
 * reload of /login keeps it and SPEC's session key is still cleared): the sign-in page takes a new user to
 * their own landing page, not to where the previous one was. */
const PREVIOUS_USER_KEY = 'hrms.previousUser';

function previousUsername(): string | null {
  try {
    return sessionStorage.getItem(PREVIOUS_USER_KEY);
  } catch {
    return null;
  }
}

/** Where a sign-in leads: back to `from` (where the session was lost, a deep link) for the same person as
 * before; someone else starts on their own landing page. */
export function landingAfterSignIn(from: string | null | undefined, username: string | null): string {
  const previous = previousUsername();
  const samePerson = !previous || previous.toLowerCase() === (username ?? '').toLowerCase();
  return (samePerson && from) || '/';
}

export function clearSession(): void {
  try {
    if (session.username) sessionStorage.setItem(PREVIOUS_USER_KEY, session.username);
  } catch {
    /* storage unavailable: a reload of /login forgets who was here, as before */
  }
  writeJson(SESSION_KEY, null);
  Object.assign(session, {
    username: null,
    token: null,
    isAuthenticated: false,
    role: null,
    permissions: [],
    linkedToEmployee: false,
    permissionsLoaded: false,
  });
}

export function setPermissions(role: SessionState['role'], groups: PermissionGroup[], linkedToEmployee = false): void {
  Object.assign(session, { role, permissions: groups, linkedToEmployee, permissionsLoaded: true });
}

/** The held permissions as `resource:action` keys, the form `satisfies` reads. */
export function permissionSet(
  groups: ReadonlyArray<{ resource: string; permissions: ReadonlyArray<{ action: string }> }>,
): Set<string> {
  const out = new Set<string>();
  for (const g of groups)
    for (const p of g.permissions) out.add(permissionKey({ resource: g.resource, action: p.action }));
  return out;
}
