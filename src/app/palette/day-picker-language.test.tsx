// The palette's day picker in Khmer: a day typed in Khmer words ("25 ធ្នូ", "25 វិច្ឆ", "ថ្ងៃស្អែក") finds it as English ones
// do, each day is named as the Khmer screen names it, and nothing around the picker is left in English.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../contract/dates.ts';
import { en } from '../../i18n/en.ts';
import { businessToday, formatLongDay } from '../../lib/time.ts';
import { englishLeft } from '../../ui/testing/render-in-language.tsx';
import { closePalette, LONG, openPaletteIn, optionTexts } from './palette-testing.tsx';

describe('the day picker in Khmer', () => {
  afterAll(closePalette);

  it('finds a day by Khmer words and says it in Khmer', async () => {
    const input = await openPaletteIn('km');
    await userEvent.type(input, 'ទៅកាលបរិច្ឆេទ');
    await waitFor(() => expect(optionTexts()[0]).toContain('ទៅកាលបរិច្ឆេទ'), LONG);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe('ជ្រើសរើស កាលបរិច្ឆេទ…'), LONG);

    const tomorrow = formatLongDay(addDays(businessToday(), 1));
    expect(tomorrow).toMatch(/^ថ្ងៃ/);
    await userEvent.type(input, 'ថ្ងៃស្អែក');
    await waitFor(() => expect(optionTexts()).toEqual([expect.stringContaining(tomorrow)]), LONG);

    // A day and a Khmer month: the next 25 December.
    await userEvent.clear(input);
    await userEvent.type(input, '25 ធ្នូ');
    await waitFor(() => expect(optionTexts()).toEqual([expect.stringMatching(/25 ធ្នូ 20\d\d/)]), LONG);
    // The start of a Khmer month's name, as "25 nov" in English: the next 25 November.
    await userEvent.clear(input);
    await userEvent.type(input, '25 វិច្ឆ');
    await waitFor(() => expect(optionTexts()).toEqual([expect.stringMatching(/25 វិច្ឆិកា 20\d\d/)]), LONG);

    const picker = document.querySelector('[data-palette-open]')!;
    expect(englishLeft(picker, en)).toEqual([]);

    // Not a day: said in Khmer too.
    await userEvent.clear(input);
    await userEvent.type(input, 'ធ្នូ');
    await waitFor(() => expect(screen.getByText('គ្មានលទ្ធផល')).toBeTruthy(), LONG);
    expect(englishLeft(picker, en)).toEqual([]);
  });
});
