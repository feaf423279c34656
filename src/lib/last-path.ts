// The last page of the console this tab showed, kept per tab (sessionStorage) so a full reload of /login can
// still return to where the user was.
const LAST_PATH_KEY = 'hrms.lastPath';

export function lastPrivatePath(): string | null {
  try {
    return sessionStorage.getItem(LAST_PATH_KEY);
  } catch {
    return null;
  }
}

export function rememberPath(path: string) {
  try {
    sessionStorage.setItem(LAST_PATH_KEY, path);
  } catch {
    /* private mode: the landing page will do */
  }
}
