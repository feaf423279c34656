// The palette's month pickers in Khmer: each month is named in Khmer, and an English query ("jun 2026", "june")
// finds it as a Khmer one does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { addMonths, monthLabel } from '../../../contract/dates.ts';
import { businessToday, formatMonth } from '../../lib/time.ts';
import { closePalette, LONG, openPaletteIn, optionTexts } from './palette-testing.tsx';

// Last month: always among the months the attendance sheet's picker offers.
const month = addMonths(businessToday().slice(0, 7), -1);
const [englishName, year] = monthLabel(month).split(' ');

async function pickAttendanceSheetMonth() {
  const input = await openPaletteIn('km');
  // The command's English title still finds it on a Khmer screen.
  await userEvent.type(input, 'Attendance sheet for');
  await waitFor(() => expect(screen.getAllByRole('option')[0].textContent).toContain('តារាងវត្តមានសម្រាប់'), LONG);
  await userEvent.keyboard('{Enter}');
  return input;
}

describe('month pickers in Khmer', () => {
  afterAll(closePalette);

  it('names the months in Khmer, found by English or Khmer words', async () => {
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
