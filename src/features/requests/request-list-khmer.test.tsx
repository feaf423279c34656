// The leave request list in Khmer: the heading, the column headers, the status and its step, the filters and
// the count read in Khmer, and none of the area's English words is left on the page. The toolbar's buttons (the
// registry's labels), the leave pages' tabs, the date pickers' calendar buttons and the filter bar's fold button
// are the shared UI's, not the area's: left out of that check.
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { requestsEn } from '../../i18n/areas/requests.en.ts';
import { showLanguage } from '../../i18n/language.ts';
import { englishLeft, renderInKhmer, scriptServer } from '../../ui/testing/render-in-language.tsx';
import RequestListPage from './request-list-page.tsx';

const request = {
  id: 12,
  kind: 'leave',
  status: 'pending',
  status_label: 'Pending',
  version: 1,
  employee: { id: 3, staff_id: 'EMP-000003', full_name: 'សុខ ដារា', team: null, department: null },
  reason: 'ឈឺ',
  start_date: '2026-11-24',
  end_date: '2026-11-25',
  steps: [],
  current_step: { stepName: 'LEAD_MANAGER_APPROVAL', role: 'LEAD_MANAGER' },
  can_act: false,
  can_cancel: false,
  mine: false,
  filed_by: null,
  decided_by: null,
  decided_at: null,
  decision_comment: null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  leave_type: { id: 2, name: 'ច្បាប់ប្រចាំឆ្នាំ', paid: true },
  start_half: false,
  end_half: false,
  days: 2,
  has_attachment: false,
};

describe('the leave request list in Khmer', { timeout: 20_000 }, () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('reads in Khmer, with no English word of its catalogue left', async () => {
    scriptServer({
      '/leave-request': { message: 'OK', data: [request], metadata: { page: 1, limit: 10, total: 1, totalPage: 1 } },
      '/leave-type': { message: 'OK', data: [] },
    });
    const { container } = await renderInKhmer(<RequestListPage />, {
      path: '/leave',
      permissions: ['leaveRequest:read'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ច្បាប់ឈប់សម្រាក' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'សំណើច្បាប់ឈប់សម្រាក' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['ល.រ', 'បុគ្គលិក', 'ប្រភេទ', 'កាលបរិច្ឆេទ', 'ស្ថានភាព', 'បានដាក់']));
    await within(grid).findByText('សុខ ដារា');
    expect(within(grid).getByText('កំពុងរង់ចាំ')).toBeTruthy();
    expect(within(grid).getByText('ការអនុម័តរបស់ប្រធានក្រុម')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'ស្វែងរក' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('សំណើច្បាប់ឈប់សម្រាក 1');

    container.querySelector('h1')?.nextElementSibling?.remove();
    container.querySelector('nav')?.remove();
    container.querySelectorAll('button[aria-haspopup="dialog"]').forEach((b) => b.remove());
    screen.queryByRole('button', { name: /^Filters/ })?.remove();
    expect(englishLeft(container, requestsEn)).toEqual([]);
  });
});
