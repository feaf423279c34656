import { describe, expect, it } from 'vitest';
import { DATE_TEXT_ERROR, readDateText, toDateText } from './date-input.ts';

describe('toDateText', () => {
  it('writes a stored date as DD/MM/YYYY and leaves anything else as it is', () => {
    expect(toDateText('2026-11-25')).toBe('25/11/2026');
    expect(toDateText('2026-01-05')).toBe('05/01/2026');
    expect(toDateText('')).toBe('');
    expect(toDateText(null)).toBe('');
    expect(toDateText('31/02/2026')).toBe('31/02/2026');
  });
});

describe('readDateText', () => {
  it('reads DD/MM/YYYY, with one-digit parts, other separators or none, into YYYY-MM-DD', () => {
    expect(readDateText('25/11/2026')).toEqual({ date: '2026-11-25' });
    expect(readDateText(' 1/2/2026 ')).toEqual({ date: '2026-02-01' });
    expect(readDateText('25-11-2026')).toEqual({ date: '2026-11-25' });
    expect(readDateText('25.11.2026')).toEqual({ date: '2026-11-25' });
    expect(readDateText('25112026')).toEqual({ date: '2026-11-25' });
    expect(readDateText('29/02/2028')).toEqual({ date: '2028-02-29' });
  });

  it('reads blank as no date', () => {
    expect(readDateText('')).toEqual({ date: '' });
    expect(readDateText('   ')).toEqual({ date: '' });
  });

  it('says what is wrong with text that is not a date', () => {
    expect(readDateText('2026-11-25')).toEqual({ error: DATE_TEXT_ERROR.format });
    expect(readDateText('25/11/26')).toEqual({ error: DATE_TEXT_ERROR.format });
    expect(readDateText('next friday')).toEqual({ error: DATE_TEXT_ERROR.format });
    expect(readDateText('31/02/2026')).toEqual({ error: '31/02/2026 is not a date: February 2026 has 28 days.' });
    expect(readDateText('31/04/2026')).toEqual({ error: '31/04/2026 is not a date: April 2026 has 30 days.' });
    expect(readDateText('0/04/2026')).toEqual({ error: '00/04/2026 is not a date: April 2026 has 30 days.' });
    expect(readDateText('12/13/2026')).toEqual({ error: 'There is no month 13: enter the date as DD/MM/YYYY.' });
    expect(readDateText('01/01/0026')).toEqual({ error: DATE_TEXT_ERROR.year });
  });

  it('holds a date to the earliest and latest allowed, named as the screens show dates', () => {
    const bounds = { min: '2026-11-01', max: '2026-11-25' };
    expect(readDateText('01/11/2026', bounds)).toEqual({ date: '2026-11-01' });
    expect(readDateText('25/11/2026', bounds)).toEqual({ date: '2026-11-25' });
    expect(readDateText('31/10/2026', bounds)).toEqual({ error: 'Pick a date on or after 01 Nov 2026.' });
    expect(readDateText('26/11/2026', bounds)).toEqual({ error: 'Pick a date on or before 25 Nov 2026.' });
  });
});
