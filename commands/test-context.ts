// A fake CommandContext for unit tests: records what commands asked for.
import type { ApiSlot } from './area.ts';
import type { CommandContext } from './types.ts';

/** Short names the older tests assert on. */
const API_CALL_NAMES: Record<string, string> = {
  setUserStatus: 'status',
  exportUsers: 'export',
  markNotificationRead: 'read',
  markAllNotificationsRead: 'readAll',
};

export function fakeContext(overrides: Partial<CommandContext> = {}) {
  const calls: string[] = [];
  // One recording fake per area: `ctx.api(slot)` always returns the same object, so a test may assign one
  // call its own fake (`ctx.api(projectApi).deleteProject = async …`); the others record "name arg1 arg2".
  const apis = new Map<string, object>();
  const recorder = () =>
    new Proxy({} as Record<string, unknown>, {
      get: (target, name: string) =>
        target[name] ??
        (async (...args: unknown[]) => void calls.push([API_CALL_NAMES[name] ?? name, ...args].join(' '))),
    });
  const ctx: CommandContext = {
    pathname: '/',
    permissions: new Set<string>(),
    isAuthenticated: true,
    linkedToEmployee: false,
    username: 'admin',
    navigate: (p) => void calls.push(`navigate ${p}`),
    openDialog: (k, arg) => void calls.push(arg ? `dialog ${k} ${arg.id}` : `dialog ${k}`),
    openPalette: () => void calls.push('palette'),
    openNotifications: () => void calls.push('notifications'),
    confirm: async () => true,
    toast: { success: (m) => void calls.push(`success ${m}`), error: (m) => void calls.push(`error ${m}`) },
    signOut: () => void calls.push('signOut'),
    toggleTheme: () => void calls.push('theme'),
    setLanguage: (language) => void calls.push(`language ${language}`),
    list: {
      move: (d) => void calls.push(`move ${d}`),
      open: () => void calls.push('open'),
      focused: () => null,
      selected: () => [],
      toggleSelected: (e) => void calls.push(`select ${e.id}`),
      clearSelection: () => void calls.push('clearSelection'),
      page: () => null,
      turnPage: (d) => void calls.push(`page ${d}`),
    },
    api: <Api>(slot: ApiSlot<Api>): Api => {
      if (!apis.has(slot.area)) apis.set(slot.area, recorder());
      return apis.get(slot.area) as Api;
    },
    ...overrides,
  };
  return { ctx, calls };
}
