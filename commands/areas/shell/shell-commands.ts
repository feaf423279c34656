// Session, notifications, theme, palette, help and list movement: the commands of the shell itself. The
// notifications feature (the header's bell) provides their server calls.
import type { Language } from '../../../contract/languages.ts';
import { BLOCKED, TOAST } from '../../../contract/messages.ts';
import { notificationTarget } from '../../../contract/notifications.ts';
import { apiSlot, defineArea } from '../../area.ts';
import type { Command, CommandContext } from '../../types.ts';

export interface NotificationCommandApi {
  markNotificationRead(id: number): Promise<void>;
  markAllNotificationsRead(): Promise<void>;
}
export const notificationApi = apiSlot<NotificationCommandApi>('notifications');

export const shellCommands: Command[] = [
  {
    id: 'session.signIn',
    title: 'Sign in',
    group: 'Account',
    keywords: ['login', 'log in'],
    route: '/login',
    when: (ctx) => !ctx.isAuthenticated,
    run: (ctx) => ctx.navigate('/login'),
  },
  {
    id: 'session.signOut',
    title: 'Sign out',
    group: 'Account',
    keywords: ['logout', 'log out', 'sign off'],
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => {
      ctx.signOut();
      ctx.toast.success(TOAST.signOut);
    },
  },
  {
    id: 'profile.open',
    title: 'Open profile',
    group: 'Account',
    keywords: ['me', 'account', 'my role'],
    shortcut: 'Shift+P',
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.openDialog('profile'),
  },
  {
    id: 'notifications.open',
    title: 'Open notifications',
    group: 'Notifications',
    keywords: ['bell', 'alerts', 'inbox'],
    shortcut: 'Shift+N',
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.openNotifications(),
  },
  {
    id: 'notifications.markAllRead',
    title: 'Mark all notifications as read',
    group: 'Notifications',
    keywords: ['clear notifications', 'read all'],
    when: (ctx) => ctx.isAuthenticated,
    run: async (ctx) => {
      await ctx.api(notificationApi).markAllNotificationsRead();
      ctx.toast.success(TOAST.allRead);
    },
  },
  {
    id: 'notification.open',
    title: 'Open notification…',
    group: 'Notifications',
    scope: 'notification',
    when: (ctx) => ctx.isAuthenticated,
    run: async (ctx, arg) => {
      const type = String(arg.extra?.type ?? '');
      const requestId = arg.extra?.request_id as number | null | undefined;
      const target = notificationTarget(type, requestId);
      // An unknown type logs a warning and does nothing else.
      if (!target) {
        console.warn(`Unknown notification type: ${type}`);
        return;
      }
      if (!arg.extra?.is_read) await ctx.api(notificationApi).markNotificationRead(arg.id);
      ctx.navigate(target);
    },
  },
  {
    id: 'theme.toggle',
    title: 'Toggle dark theme',
    group: 'Preferences',
    keywords: ['dark mode', 'light mode', 'appearance', 'theme'],
    shortcut: 'Shift+T',
    run: (ctx) => ctx.toggleTheme(),
  },
  // Each named in its own language too, so whoever reads only one of the two finds both.
  languageCommand('km', 'Language: ខ្មែរ', ['khmer', 'cambodian', 'ភាសា', 'ខ្មែរ']),
  languageCommand('en', 'Language: English', ['english', 'ភាសា', 'អង់គ្លេស']),
  {
    id: 'palette.open',
    title: 'Open command palette',
    group: 'Help',
    keywords: ['search', 'commands'],
    shortcut: '$mod+k',
    run: (ctx) => ctx.openPalette(),
  },
  {
    id: 'shortcuts.show',
    title: 'Show keyboard shortcuts',
    group: 'Help',
    keywords: ['help', 'keys', 'hotkeys', 'cheat sheet'],
    shortcut: 'Shift+?',
    when: (ctx) => ctx.isAuthenticated,
    run: (ctx) => ctx.openDialog('shortcuts'),
  },
  {
    id: 'list.next',
    title: 'Next row',
    group: 'Lists',
    shortcut: 'j',
    keyContext: 'list',
    run: (ctx) => ctx.list.move(1),
  },
  {
    id: 'list.previous',
    title: 'Previous row',
    group: 'Lists',
    shortcut: 'k',
    keyContext: 'list',
    run: (ctx) => ctx.list.move(-1),
  },
  {
    id: 'list.open',
    title: 'Open focused row',
    group: 'Lists',
    shortcut: 'Enter',
    keyContext: 'list',
    run: (ctx) => ctx.list.open(),
  },
  pageCommand('list.nextPage', 'Next page', 1, ['forward', 'more rows', 'pagination']),
  pageCommand('list.previousPage', 'Previous page', -1, ['back', 'earlier rows', 'pagination']),
];

/** Shows the console in one language (the account keeps it). */
function languageCommand(language: Language, title: string, keywords: string[]): Command {
  return {
    id: `language.${language}`,
    title,
    group: 'Preferences',
    keywords: ['language', 'translate', 'locale', ...keywords],
    run: (ctx) => ctx.setLanguage(language),
  };
}

/** Turns the pages of the list on screen; says so when there is none, or no page that way. */
function pageCommand(id: string, title: string, delta: 1 | -1, keywords: string[]): Command {
  const canTurn = (ctx: CommandContext) => {
    const p = ctx.list.page();
    return !!p && p.page + delta >= 1 && p.page + delta <= p.totalPage;
  };
  return {
    id,
    title,
    group: 'Lists',
    keywords,
    shortcut: delta === 1 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft',
    keyContext: 'list',
    when: (ctx) => ctx.isAuthenticated,
    enabled: canTurn,
    whyNot: (ctx) => (!ctx.list.page() ? BLOCKED.noPages : delta === 1 ? BLOCKED.lastPage : BLOCKED.firstPage),
    run: (ctx) => ctx.list.turnPage(delta),
  };
}

export const shellArea = defineArea({
  id: 'shell',
  commands: shellCommands,
  api: notificationApi,
  // Picked from the bell's list, not looked up from the palette's root.
  entities: { notification: { label: 'Notification' } },
  dialogs: ['profile', 'shortcuts'],
});
