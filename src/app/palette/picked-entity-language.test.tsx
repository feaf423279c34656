// The palette in Khmer once a record is picked from its root: what it offers to do with an employee says it in
// Khmer (the commands' words for the employee from the catalogue), the employee's name the only Latin on it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en.ts';
import { englishLeft, onePage } from '../../ui/testing/render-in-language.tsx';
import { closePalette, LONG, openPaletteIn, optionTexts } from './palette-testing.tsx';

const employee = {
  id: 7,
  staff_id: 'EMP-000007',
  full_name: 'Sok Dara',
  position: 'Accountant',
  team: null,
  department: null,
  join_date: '2024-01-08',
  probation: 'passed',
  status: 'active',
  user: null,
};

describe('the palette in Khmer for a picked employee', () => {
  afterAll(closePalette);

  it('offers what to do with him in Khmer', async () => {
    const input = await openPaletteIn('km', { '/admin/employee': onePage([employee]) });
    await userEvent.type(input, 'Sok Dara');
    await waitFor(() => expect(optionTexts()).toContainEqual(expect.stringContaining('Sok Dara · EMP-000007')), LONG);
    const option = screen.getAllByRole('option').find((o) => o.textContent?.includes('EMP-000007'))!;
    // The employee's group and kind, as the root lists a record found by name.
    expect(option.textContent).toContain('បុគ្គលិក');
    await userEvent.click(option);

    await waitFor(() => expect(optionTexts()).toContainEqual('បង្កាន់ដៃបៀវត្សរ៍របស់ Sok Dara · EMP-000007បៀវត្សរ៍'), LONG);
    expect(optionTexts()).toContainEqual('វត្តមានរបស់ Sok Dara · EMP-000007វត្តមាន');
    const palette = document.querySelector('[data-palette-open]')!;
    expect(englishLeft(palette, en, ['Sok', 'Dara', 'EMP'])).toEqual([]);
  });
});
