// The palette's day picker ("Go to date…") names each day in the language on screen; in English as before.
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { dayLabel } from '../../../contract/dates.ts';
import { setCurrentIntl } from '../../i18n/current.ts';
import { businessToday } from '../../lib/time.ts';
import { contribution } from './contribution.ts';

const searchDays = (needle: string) => contribution.entitySearches!.calendarDate!(needle);

afterEach(() => setCurrentIntl(createIntl({ locale: 'en', messages: {} }), 'en'));

describe('days the palette offers', () => {
  it('are named in Khmer on a Khmer screen, a typed date still read', async () => {
    setCurrentIntl(createIntl({ locale: 'km-KH', messages: {} }), 'km');
    const [day] = await searchDays('25/11/2026');
    expect(day.name).toBe('ថ្ងៃពុធ 25 វិច្ឆិកា 2026');
    expect((await searchDays('')).map((d) => d.name).join(' ')).not.toMatch(/[A-Za-z]/);
  });

  it('are named in English on an English screen', async () => {
    const [today] = await searchDays('');
    expect(today.name).toBe(dayLabel(businessToday()));
  });
});
