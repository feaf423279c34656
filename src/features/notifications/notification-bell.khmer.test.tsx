// The bell's panel in Khmer: its heading, its button and each notification read in Khmer, no English word of
// the notifications' catalogue left on it.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationsEn } from '../../i18n/areas/notifications.en.ts';
import { englishLeft, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import { showLanguage } from '../../i18n/language.ts';
import { startSession } from '../../lib/session.ts';
import { ui } from '../../lib/ui-state.ts';
import { NotificationBell } from './notification-bell.tsx';

const notification = (id: number, type: string, outcome: string | null, is_read = false) => ({
  id,
  type,
  request_id: id,
  employee_name: 'Sok Dara',
  outcome,
  is_read,
  created_at: '2026-01-05T02:00:00.000Z',
  url: null,
});

describe('the notification bell in Khmer', () => {
  beforeAll(() => {
    const body = {
      message: 'ok',
      data: {
        notifications: [
          notification(1, 'leave_request', null),
          notification(2, 'ot_request', 'approved', true),
          notification(3, 'post_clock', 'settled', true),
        ],
        unread_count: 1,
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
    );
    startSession({ username: 'admin', accessToken: 'token' });
    ui.notificationsOpen = true;
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('shows the panel and its notifications in Khmer', async () => {
    await renderInKhmer(<NotificationBell />);
    const panel = await screen.findByRole('dialog', { name: 'ការជូនដំណឹង' });
    expect(screen.getByRole('heading', { name: 'ការជូនដំណឹង' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'សម្គាល់ទាំងអស់ថាបានអាន' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'បញ្ជីការជូនដំណឹង' });
    expect(list.textContent).toContain('Sok Dara បានដាក់សំណើច្បាប់ឈប់សម្រាក');
    expect(list.textContent).toContain('សំណើម៉ោងបន្ថែមរបស់អ្នកសម្រាប់ Sok Dara ត្រូវបានអនុម័ត');
    expect(englishLeft(panel, notificationsEn)).toEqual([]);
  });
});
