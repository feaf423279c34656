// A fake CommandContext for unit tests: records what commands asked for.
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
  const ctx: CommandContext = {
    pathname: '/',
    permissions: new Set<string>(),
    isAuthenticated: true,
    username: 'admin',
    navigate: (p) => void calls.push(`navigate ${p}`),
    openDialog: (k, arg) => void calls.push(arg ? `dialog ${k} ${arg.id}` : `dialog ${k}`),
    openPalette: () => void calls.push('palette'),
    openNotifications: () => void calls.push('notifications'),
    confirm: async () => true,
    toast: { success: (m) => void calls.push(`success ${m}`), error: (m) => void calls.push(`error ${m}`) },
    signOut: () => void calls.push('signOut'),
    toggleTheme: () => void calls.push('theme'),
    list: {
      move: (d) => void calls.push(`move ${d}`),
      open: () => void calls.push('open'),
      focused: () => null,
      selected: () => [],
      toggleSelected: (e) => void calls.push(`select ${e.id}`),
      clearSelection: () => void calls.push('clearSelection'),
    },
    // Records every server call as "name arg1 arg2", whatever the area; a test may assign its own fake.
    api: new Proxy({} as CommandContext['api'], {
      get: (target, name: string) =>
        (target as unknown as Record<string, unknown>)[name] ??
        (async (...args: unknown[]) => void calls.push([API_CALL_NAMES[name] ?? name, ...args].join(' '))),
    }),
    ...overrides,
  };
  return { ctx, calls };
}
