// The activity log in Khmer: heading, column headers, filters and the rows' actions and resources read in Khmer,
// and none of the area's English words is left on the page. The toolbar's buttons (the registry's labels) and the
// filter bar's fold button are the shared UI's, not the area's: left out of that check.
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { activityLogEn } from '../../i18n/areas/activity-log.en.ts';
import { showLanguage } from '../../i18n/language.ts';
import { englishLeft, renderInKhmer, scriptServer } from '../../ui/testing/render-in-language.tsx';
import ActivityLogPage from './activity-log-page.tsx';

const entry = {
  id: 7,
  actor_id: 1,
  actor_username: 'sokha',
  action: 'update',
  resource: 'leaveRequest',
  record_id: '12',
  before: { status: 'pending' },
  after: { status: 'approved' },
  ip: '10.0.0.5',
  user_agent: null,
  created_at: '2026-11-20T03:00:00.000Z',
};

describe('the activity log in Khmer', { timeout: 20_000 }, () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('reads in Khmer, with no English word of its catalogue left', async () => {
    scriptServer({
      '/activity-log': {
        message: 'OK',
        data: [entry],
        metadata: { page: 1, limit: 100, total: 1, totalPage: 1 },
        total_capped: false,
      },
    });
    const { container } = await renderInKhmer(<ActivityLogPage />, {
      path: '/activity-log',
      permissions: ['sysLog:read'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'កំណត់ហេតុសកម្មភាព' })).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'ធាតុនៃកំណត់ហេតុសកម្មភាព' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ពេលវេលា', 'អ្នកធ្វើ', 'សកម្មភាព', 'ប្រភេទកំណត់ត្រា', 'កំណត់ត្រា', 'ពីទីណា', 'ការផ្លាស់ប្ដូរ']);
    await within(table).findByText('sokha');
    expect(within(table).getByText('កែសម្រួល')).toBeTruthy();
    expect(within(table).getByText('សំណើច្បាប់ឈប់សម្រាក 12')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 ធាតុ');
    expect(screen.getByRole('combobox', { name: 'សកម្មភាព' })).toBeTruthy();

    container.querySelector('h1')?.nextElementSibling?.remove();
    screen.queryByRole('button', { name: /^Filters/ })?.remove();
    expect(englishLeft(container, activityLogEn)).toEqual([]);
  });
});
