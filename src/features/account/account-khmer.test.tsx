// The account's password dialog in Khmer: its title, fields and button read in Khmer, and none of the account's
// English texts is left on it.
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { accountEn } from '../../i18n/areas/account.en.ts';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { showLanguage } from '../../i18n/language.ts';
import ChangePasswordDialog from './change-password-dialog.tsx';

describe('the account screens in Khmer', () => {
  beforeAll(async () => {
    await loadCatalogue('km');
    showLanguage('km');
  });
  afterAll(() => showLanguage('en'));

  it('shows the password dialog in Khmer only', () => {
    render(
      <I18nProvider>
        <ChangePasswordDialog onClose={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'ប្ដូរពាក្យសម្ងាត់របស់ខ្ញុំ' })).toBeTruthy();
    expect(screen.getByLabelText('ពាក្យសម្ងាត់បច្ចុប្បន្ន')).toBeTruthy();
    expect(screen.getByLabelText('វាយពាក្យសម្ងាត់ថ្មីម្ដងទៀត')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ប្ដូរពាក្យសម្ងាត់' })).toBeTruthy();
    const shown = document.body.textContent ?? '';
    const words = new Set(Object.values(accountEn).flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []));
    expect([...words].filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(shown))).toEqual([]);
  });
});
