// How long ago a notification came is said in the language on screen: "3h" in English, "3 ម៉ោងមុន" in Khmer.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '../../i18n/language.ts';
import { startSession } from '../../lib/session.ts';
import { ui } from '../../lib/ui-state.ts';
import { renderInLanguage } from '../../ui/testing/render-in-language.tsx';
import { NotificationBell } from './notification-bell.tsx';

// The list comes once the server has answered: a generous wait, so a loaded machine only makes it slower.
const LONG = { timeout: 15_000 };
// Three hours ago: an hour either side before the text would change.
const threeHoursAgo = () => new Date(Date.now() - 3 * 3_600_000).toISOString();

function serveOneNotification() {
  const notification = {
    id: 1,
    type: 'leave_request',
    request_id: 1,
    employee_name: 'Sok Dara',
    outcome: null,
    is_read: false,
    created_at: threeHoursAgo(),
    url: null,
  };
  const body = { message: 'ok', data: { notifications: [notification], unread_count: 1 } };
  const headers = { 'content-type': 'application/json' };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { headers }));
  startSession({ username: 'admin', accessToken: 'token' });
  ui.notificationsOpen = true;
}

afterEach(() => {
  vi.unstubAllGlobals();
  ui.notificationsOpen = false;
  showLanguage('en');
});

describe("a notification's age", () => {
  it('is said in Khmer', async () => {
    serveOneNotification();
    await renderInLanguage('km', <NotificationBell />);
    const list = await screen.findByRole('list', { name: 'បញ្ជីការជូនដំណឹង' }, LONG);
    const age = list.querySelector('time')!;
    expect(age.textContent!.replace(/\u200b/g, '')).toBe('3 ម៉ោងមុន');
  });

  it('stays short in English', async () => {
    serveOneNotification();
    await renderInLanguage('en', <NotificationBell />);
    const list = await screen.findByRole('list', { name: 'Notification list' }, LONG);
    expect(list.querySelector('time')!.textContent).toBe('3h');
  });
});
