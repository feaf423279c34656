// A fake CommandContext for unit tests: records what commands asked for.
import type { CommandContext } from './types.ts';

export function fakeContext(overrides: Partial<CommandContext> = {}) {
  const calls: string[] = [];
  const ctx: CommandContext = {
    pathname: '/',
    permissions: new Set<string>(),
    isAuthenticated: true,
    username: 'admin',
    navigate: (p) => void calls.push(`navigate ${p}`),
    openDialog: (k) => void calls.push(`dialog ${k}`),
    openPalette: () => void calls.push('palette'),
    openNotifications: () => void calls.push('notifications'),
    confirm: async () => true,
    toast: { success: (m) => void calls.push(`success ${m}`), error: (m) => void calls.push(`error ${m}`) },
    signOut: () => void calls.push('signOut'),
    toggleTheme: () => void calls.push('theme'),
    list: { move: (d) => void calls.push(`move ${d}`), open: () => void calls.push('open'), focused: () => null },
    api: {
      setUserStatus: async (id, s) => void calls.push(`status ${id} ${s}`),
      deleteUser: async (id) => void calls.push(`deleteUser ${id}`),
      exportUsers: async () => void calls.push('export'),
      deleteRole: async (id) => void calls.push(`deleteRole ${id}`),
      markNotificationRead: async (id) => void calls.push(`read ${id}`),
      markAllNotificationsRead: async () => void calls.push('readAll'),
    },
    ...overrides,
  };
  return { ctx, calls };
}
