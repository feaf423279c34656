// The palette's month pickers in Khmer: each month is named in Khmer, and an English query ("jun 2026", "june")
// finds it as a Khmer one does.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addMonths, monthLabel } from '../../../contract/dates.ts';
import { showLanguage } from '../../i18n/language.ts';
import { businessToday, formatMonth } from '../../lib/time.ts';
import { ui } from '../../lib/ui-state.ts';
import { asAdminWithServer, renderInLanguage } from '../../ui/testing/render-in-language.tsx';
import { CommandContextProvider } from '../command-context.tsx';
import CommandPalette from './command-palette.tsx';

// Last month: always among the months the attendance sheet's picker offers.
const month = addMonths(businessToday().slice(0, 7), -1);
const [englishName, year] = monthLabel(month).split(' ');

// The palette and the picker's months load on first use: generous waits, so a loaded machine only makes it slower.
const LONG = { timeout: 15_000 };

async function pickAttendanceSheetMonth() {
  act(() => {
    ui.paletteOpen = true;
  });
  const input = await screen.findByRole('combobox', {}, LONG);
  // The command's English title still finds it on a Khmer screen.
  await userEvent.type(input, 'Attendance sheet for');
  await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toContain('តារាងវត្តមានសម្រាប់'), LONG);
  await userEvent.keyboard('{Enter}');
  return input;
}

const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent ?? '');

describe('month pickers in Khmer', () => {
  beforeAll(() => asAdminWithServer({ message: 'OK', data: [] }));
  afterAll(() => {
    act(() => {
      ui.paletteOpen = false;
    });
    vi.unstubAllGlobals();
    showLanguage('en');
  });

  it('names the months in Khmer, found by English or Khmer words', async () => {
    await renderInLanguage(
      'km',
      <MemoryRouter initialEntries={['/']}>
        <CommandContextProvider />
        <CommandPalette />
      </MemoryRouter>,
    );
    const input = await pickAttendanceSheetMonth();
    const khmer = formatMonth(month);
    expect(khmer).not.toMatch(/[A-Za-z]/);

    await userEvent.type(input, `${englishName.slice(0, 3)} ${year}`);
    await waitFor(() => expect(optionTexts()).toEqual([expect.stringContaining(khmer)]), LONG);

    await userEvent.clear(input);
    await userEvent.type(input, englishName.toLowerCase());
    await waitFor(() => expect(optionTexts().some((o) => o.includes(khmer))).toBe(true), LONG);
    expect(optionTexts().join(' ')).not.toContain(englishName);

    await userEvent.clear(input);
    await userEvent.type(input, khmer);
    await waitFor(() => expect(optionTexts()).toEqual([expect.stringContaining(khmer)]), LONG);
  });
});
