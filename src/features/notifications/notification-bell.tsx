// The bell and its popover: 438 px wide, list at most 300 px high, unread ones with
// a dot and a highlight. Opening one runs the `notification.open` command. Arrow keys, Home and End move
// through the list; Enter opens the one focused.
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { runCommand } from '../../lib/command-runtime.ts';
import { session } from '../../lib/session.ts';
import { relativeTime } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { useText } from '../../i18n/text.ts';
import { useNotifications } from './api/get-notifications.ts';
import { notificationEntity } from './notification-entity.ts';
import { notificationText } from './notification-label.ts';

export function NotificationBell() {
  const { isAuthenticated } = useSnapshot(session);
  const { notificationsOpen: open } = useSnapshot(ui);
  const { data } = useNotifications(isAuthenticated);
  const t = useText();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const items = data?.data.notifications ?? [];
  const unread = data?.data.unread_count ?? 0;

  const close = (returnFocus = true) => {
    ui.notificationsOpen = false;
    if (returnFocus) buttonRef.current?.focus();
  };

  // A layout effect, so focus is inside the panel before the next key press can reach anything else.
  useLayoutEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    // The newest notification first (the arrows go on from there), else "Mark all as read", else the panel.
    const first =
      panel?.querySelector<HTMLElement>('li > button') ?? panel?.querySelector<HTMLElement>('button:not([disabled])');
    if (first) first.focus();
    else panel?.focus();
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panel?.contains(t) && !buttonRef.current?.contains(t)) close(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      // However it closed (Escape, a shortcut, a command), focus must not vanish with the panel.
      const active = document.activeElement;
      if (!active || active === document.body || panel?.contains(active)) buttonRef.current?.focus();
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="relative rounded-md p-2 text-slate-700 hover:bg-slate-200 dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={t('notifications.label', { count: unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (ui.notificationsOpen = !open)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute right-0 top-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={t('notifications.label', { count: 0 })}
          tabIndex={-1}
          className="absolute right-0 z-40 mt-2 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-300 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
          style={{ width: 438 }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            } else moveThroughList(e);
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 dark:border-slate-700">
            <h2 className="text-sm font-semibold">{t('notifications.title')}</h2>
            <button
              type="button"
              className="text-sm font-medium text-blue-800 hover:underline disabled:text-slate-500 dark:text-blue-300"
              disabled={!unread}
              onClick={() => void runCommand('notifications.markAllRead', undefined, 'button')}
            >
              {t('notifications.markAllRead')}
            </button>
          </div>
          {items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600 dark:text-slate-300">{t('common.noData')}</p>
          ) : (
            <ul className="overflow-y-auto" style={{ maxHeight: 300 }} aria-label={t('notifications.list')}>
              {items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    data-unread={!n.is_read || undefined}
                    className={`flex w-full items-start gap-3 px-4 py-3 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${
                      n.is_read ? '' : 'bg-blue-50 dark:bg-blue-950'
                    }`}
                    onClick={() => {
                      close(false);
                      void runCommand('notification.open', notificationEntity(n), 'button');
                    }}
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${n.is_read ? 'bg-transparent' : 'bg-blue-700'}`}
                    />
                    <span className="min-w-0 flex-1">
                      {n.is_read ? null : <span className="sr-only">{t('notifications.unread')}</span>}
                      <span className="block">{notificationText(n, t)}</span>
                      <span className="block text-xs text-slate-600 dark:text-slate-300">
                        <time dateTime={n.created_at}>{relativeTime(n.created_at)}</time>
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** ArrowUp/ArrowDown step through the notifications (stopping at the ends), Home and End jump to them. */
function moveThroughList(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('li > button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = {
    ArrowDown: Math.min(at + 1, buttons.length - 1),
    ArrowUp: Math.max(at - 1, 0),
    Home: 0,
    End: buttons.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]?.focus();
}
