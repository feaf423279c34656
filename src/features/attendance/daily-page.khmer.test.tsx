// The daily view in Khmer: its heading, the day's counts, the table's column headers and a row's status and
// source, with no English word of the attendance catalogue left on them. The server is a scripted fetch.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeContext } from '../../../commands/test-context.ts';
import { attendanceEn } from '../../i18n/areas/attendance.en.ts';
import { englishLeft, renderInKhmer } from '../../ui/testing/render-in-language.tsx';
import { showLanguage } from '../../i18n/language.ts';
import { setContextFactory } from '../../lib/command-runtime.ts';
import DailyPage from './daily-page.tsx';

const DAY = '2026-11-24';
const record = {
  id: 1,
  employee: { id: 7, name: 'Sok Dara', staff_id: 'EMP-7', department: null, team: null },
  office: { id: 1, name: 'HQ' },
  date: DAY,
  clock_in: '2026-11-24T01:25:00.000Z',
  clock_out: null,
  clock_in_local: '08:25',
  clock_out_local: null,
  worked_minutes: null,
  late_minutes: 15,
  early_minutes: 0,
  status: 'late',
  status_label: 'Late',
  code: 'L',
  clock_in_source: 'correction',
  clock_out_source: null,
  source: 'correction',
  corrected_reason: 'Badge',
  corrected_by: null,
  corrected_at: null,
  closed: false,
  updated_at: '2026-11-24T01:25:00.000Z',
};
const summary = { date: DAY, employees: 1, present: 0, late: 1, absent: 0, on_leave: 0, not_yet_in: 0, by_status: {} };
const metadata = { page: 1, limit: 100, total: 1, totalPage: 1, hasPrev: false, hasNext: false };

describe('the daily attendance in Khmer', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', (url: string | Request) => {
      const path = new URL(String(url instanceof Request ? url.url : url), 'http://localhost').pathname;
      const body = path.endsWith('/summary')
        ? { message: 'ok', data: summary }
        : { message: 'ok', data: [record], metadata };
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    });
    const permissions = new Set(['attendance:read', 'attendance:update']);
    setContextFactory(() => fakeContext({ permissions, pathname: '/attendance' }).ctx);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('shows the day, its counts and its records in Khmer', async () => {
    await renderInKhmer(
      <MemoryRouter initialEntries={[`/attendance?date=${DAY}`]}>
        <DailyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'វត្តមាន' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ថ្ងៃមុន' })).toBeTruthy();
    const counts = screen.getByLabelText('សង្ខេបប្រចាំថ្ងៃ');
    expect(await screen.findByText('មិនទាន់មកដល់')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ប្រភព' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'ស្ថានភាព' })).toBeTruthy();
    expect(await screen.findByText('បានកែតម្រូវ៖ Badge')).toBeTruthy();
    const table = screen.getByRole('columnheader', { name: 'ប្រភព' }).closest('[role="table"], [role="grid"], table')!;
    // A row's Correct button is the registry's label, shown by the shared row actions.
    expect(englishLeft(table, attendanceEn, ['correct'])).toEqual([]);
    expect(englishLeft(counts, attendanceEn)).toEqual([]);
    // The toolbar's buttons are the registry's labels, shown by the shared toolbar: not checked here.
    const dayLine = screen.getByRole('link', { name: 'ថ្ងៃមុន' }).parentElement!;
    expect(englishLeft(dayLine, attendanceEn)).toEqual([]);
  });
});
