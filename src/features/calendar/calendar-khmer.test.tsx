// The calendar in Khmer: the heading, the month, the weekdays, the buttons and a day's summary read in Khmer, and
// none of the area's English words is left on the page. The toolbar's buttons (the registry's labels) and the
// filter bar's fold button are the shared UI's, not the area's: left out of that check.
import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { calendarEn } from '../../i18n/areas/calendar.en.ts';
import { showLanguage } from '../../i18n/language.ts';
import { englishLeft, renderInKhmer, scriptServer } from '../../ui/testing/render-in-language.tsx';
import { monthGrid } from '../../lib/month-grid.ts';
import CalendarPage from './calendar-page.tsx';

const days = monthGrid('2026-11');
// Keys are named as the keyboard prints them, in Khmer too.
const KEY_NAMES = ['Down', 'End', 'Enter', 'Home', 'Page'];
const holiday = {
  id: 3,
  title: 'បុណ្យអុំទូក',
  event_date: '2026-11-04',
  end_date: null,
  kind: 'holiday',
  office: null,
  description: '',
};

describe('the calendar in Khmer', { timeout: 20_000 }, () => {
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('reads in Khmer, with no English word of its catalogue left', async () => {
    scriptServer({
      '/calendar': { message: 'OK', data: { from: days[0], to: days[days.length - 1], events: [holiday] } },
    });
    const { container } = await renderInKhmer(<CalendarPage />, {
      path: '/calendar?date=2026-11-18',
      permissions: ['calendar:read', 'calendar:create'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'ប្រតិទិន' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'វិច្ឆិកា 2026' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'វិច្ឆិកា 2026' });
    expect(within(grid).getAllByRole('columnheader')[0].textContent).toBe('ចន្ទ');
    expect(screen.getByRole('button', { name: 'ថ្ងៃនេះ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ខែមុន' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'បន្ថែមថ្ងៃឈប់សម្រាកសាធារណៈឆ្នាំ 2026' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'ប្រភេទ' })).toBeTruthy();
    await within(grid).findByText('បុណ្យអុំទូក');
    expect(within(grid).getByRole('gridcell', { name: 'ថ្ងៃពុធ 4 វិច្ឆិកា 2026។ ថ្ងៃឈប់សម្រាក៖ បុណ្យអុំទូក។' })).toBeTruthy();

    container.querySelector('h1')?.nextElementSibling?.remove();
    screen.queryByRole('button', { name: /^Filters/ })?.remove();
    expect(englishLeft(container, calendarEn, KEY_NAMES)).toEqual([]);
  });
});
