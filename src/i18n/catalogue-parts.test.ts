// The catalogue the first script carries is its first part (the sign-in page's and the shell's texts); the areas'
// texts come with the later part, and the keys and shared texts they add are known once it has loaded. Fresh
// modules: the tests' setup has already loaded the later part into the shared ones.
import { describe, expect, it, vi } from 'vitest';
import { en } from './en.ts';

async function freshCatalogues() {
  vi.resetModules();
  const catalogues = await import('./catalogues.ts');
  const text = await import('./text.ts');
  return { ...catalogues, ...text };
}

/** Says which key a text was read from. */
const byKey = (key: string) => `<${key}>`;

describe('the catalogue in two parts', () => {
  it('starts with the sign-in texts and without the areas', async () => {
    const { isMessageKey, english: loaded } = await freshCatalogues();
    expect(isMessageKey('signIn.submit')).toBe(true);
    expect(isMessageKey('validation.usernameRequired')).toBe(true);
    expect(isMessageKey('toast.payroll.generated')).toBe(false);
    expect(Object.keys(loaded).length).toBeLessThan(Object.keys(en).length / 2);
  });

  it('knows the areas’ keys and shared texts once the later part has loaded', async () => {
    const { isMessageKey, loadLaterTexts, sharedText, loadCatalogue } = await freshCatalogues();
    const toast = en['toast.payroll.generated'];
    expect(sharedText(byKey, toast)).toBe(toast);
    await loadLaterTexts();
    expect(isMessageKey('toast.payroll.generated')).toBe(true);
    expect(sharedText(byKey, toast)).toBe('<toast.payroll.generated>');
    expect(Object.keys(await loadCatalogue('en'))).toEqual(Object.keys(en));
    // Khmer asked for after the later part: it comes whole.
    expect(Object.keys(await loadCatalogue('km')).sort()).toEqual(Object.keys(en).sort());
  });
});
