// An edit dialog whose record is not there says so in the language on screen, naming the kind of record in a
// sentence of its own (no English word put into a Khmer one).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventDialog from '../features/calendar/event-dialog.tsx';
import TeamDialog from '../features/departments/team-dialog.tsx';
import HolidayDialog from '../features/leave/holidays/holiday-dialog.tsx';
import { showLanguage } from '../i18n/language.ts';
import { asAdminWithServer, renderPageInLanguage } from '../ui/testing/render-in-language.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  showLanguage('en');
});

// Opened to edit with no record picked: nothing to load.
const cases = [
  [
    'an event',
    <EventDialog mode="edit" onClose={() => {}} />,
    'មិនអាចផ្ទុកព្រឹត្តិការណ៍នេះបានទេ។',
    'This event could not be loaded.',
  ],
  [
    'a holiday',
    <HolidayDialog mode="edit" onClose={() => {}} />,
    'មិនអាចផ្ទុកថ្ងៃឈប់សម្រាកសាធារណៈនេះបានទេ។',
    'This holiday could not be loaded.',
  ],
  ['a team', <TeamDialog mode="edit" onClose={() => {}} />, 'មិនអាចផ្ទុកក្រុមនេះបានទេ។', 'This team could not be loaded.'],
] as const;

describe('a record that could not be loaded', () => {
  it.each(cases)('is said in Khmer for %s', async (_what, dialog, khmer) => {
    asAdminWithServer({ message: 'OK', data: [] });
    await renderPageInLanguage('km', '/', dialog);
    expect((await screen.findByRole('alert')).textContent).toBe(khmer);
    expect(screen.getByRole('button', { name: 'បិទ' })).toBeTruthy();
  });

  it.each(cases)('is said in English for %s', async (_what, dialog, _khmer, english) => {
    asAdminWithServer({ message: 'OK', data: [] });
    await renderPageInLanguage('en', '/', dialog);
    expect((await screen.findByRole('alert')).textContent).toBe(english);
  });
});
