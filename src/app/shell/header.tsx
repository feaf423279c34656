import { useSnapshot } from 'valtio';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { runCommand } from '../../lib/command-runtime.ts';
import { session } from '../../lib/session.ts';
import { theme } from '../../lib/theme.ts';
import { ui } from '../../lib/ui-state.ts';
import { isMac } from '../../ui/kbd.tsx';
import { HeaderClock } from './header-clock.tsx';
import { useText } from '../../i18n/text.ts';

const iconButton = 'rounded-md p-2 text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800';

export function Header() {
  const { username } = useSnapshot(session);
  const { value } = useSnapshot(theme);
  const t = useText();
  return (
    <header className="flex items-center gap-2 border-b border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
      <button
        type="button"
        className={`${iconButton} md:hidden`}
        aria-label={t('shell.openMenu')}
        onClick={() => (ui.mobileMenuOpen = true)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <HeaderClock />
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          onClick={() => void runCommand('palette.open', undefined, 'button')}
          className={`${iconButton} flex items-center gap-2 border border-slate-300 text-sm sm:px-3 sm:py-1.5 dark:border-slate-600`}
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        >
          {/* On a phone it reads "Search"; its name stays whole. */}
          {t('shell.search')}
          <span className="max-sm:sr-only">{t('shell.searchMore')}</span>
          <kbd className="font-mono text-xs max-sm:hidden">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={value === 'dark' ? t('shell.lightTheme') : t('shell.darkTheme')}
          onClick={() => void runCommand('theme.toggle', undefined, 'button')}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {value === 'dark' ? (
              <circle cx="12" cy="12" r="5" />
            ) : (
              <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
            )}
          </svg>
        </button>
        <NotificationBell />
        <button
          type="button"
          className={`${iconButton} text-sm font-medium`}
          onClick={() => void runCommand('profile.open', undefined, 'button')}
        >
          <span className="sr-only">{t('shell.profileOf')}</span>
          {username}
        </button>
      </div>
    </header>
  );
}
