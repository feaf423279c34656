// A field's error from the contract (a form's schema or the server, always English) is shown in the language on
// screen; so is a date field's own error and the shared pieces' words.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/messages.ts';
import { showLanguage } from '../i18n/language.ts';
import { DatePicker } from './date-picker.tsx';
import { Pagination } from './pagination.tsx';
import { TextField } from './text-field.tsx';
import { renderInLanguage } from './testing/render-in-language.tsx';

afterEach(() => showLanguage('en'));

describe('field errors in Khmer', () => {
  it("shows the contract's validation text in Khmer", async () => {
    await renderInLanguage('km', <TextField label="x" error={VALIDATION.roleNameRequired} />);
    expect(screen.getByText('សូមបញ្ចូលឈ្មោះតួនាទី។')).toBeTruthy();
    expect(screen.queryByText(VALIDATION.roleNameRequired)).toBeNull();
  });

  it('keeps a text the catalogue does not hold as it is, and English in English', async () => {
    await renderInLanguage('en', <TextField label="x" error={VALIDATION.usernameChars} />);
    expect(screen.getByText(VALIDATION.usernameChars)).toBeTruthy();
  });

  it("says a date field's own error, its label and its button in Khmer", async () => {
    await renderInLanguage('km', <DatePicker value="" onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'កាលបរិច្ឆេទព្រឹត្តិការណ៍' });
    fireEvent.change(field, { target: { value: '2026-11-25' } });
    fireEvent.blur(field);
    expect(screen.getByText('សូមបញ្ចូលកាលបរិច្ឆេទជា DD/MM/YYYY ឧទាហរណ៍ 25/11/2026។')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'បើកប្រតិទិន' })).toBeTruthy();
  });

  it('turns pages in Khmer', async () => {
    const meta = { page: 2, totalPage: 3, hasPrev: true, hasNext: true, limit: 10, total: 30 };
    await renderInLanguage('km', <Pagination label="x" meta={meta as never} onPage={() => {}} />);
    expect(screen.getByText('2 នៃ 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'បន្ទាប់' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ត្រឡប់ក្រោយ' })).toBeTruthy();
  });
});
