// Tests: a screen rendered in a language, its catalogue loaded first so the first render is already in it; a page
// as an administrator sees it, its server a scripted fetch answering one body.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { Language } from '../../../contract/languages.ts';
import { PERMISSION_CATALOGUE, permissionKey, RESOURCES } from '../../../contract/permissions.ts';
import { fakeContext } from '../../../commands/test-context.ts';
import { loadCatalogue } from '../../i18n/catalogues.ts';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { showLanguage } from '../../i18n/language.ts';
import { setContextFactory } from '../../lib/command-runtime.ts';
import { setPermissions, startSession } from '../../lib/session.ts';

export async function renderInLanguage(language: Language, node: ReactNode) {
  await loadCatalogue(language);
  showLanguage(language);
  return render(<I18nProvider>{node}</I18nProvider>);
}

/** Signs in an administrator holding every permission; every call to the server answers `body`. */
export function asAdminWithServer(body: unknown): void {
  const headers = { 'content-type': 'application/json' };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { headers }));
  startSession({ username: 'admin', accessToken: 'token' });
  const groups = RESOURCES.map((resource) => ({
    resource,
    permissions: (['read', 'create', 'update', 'delete'] as const).map((action, i) => ({ id: i, action })),
  }));
  setPermissions({ id: 1, name: 'Admin' }, groups as never);
  const permissions = new Set(PERMISSION_CATALOGUE.map(permissionKey));
  setContextFactory(() => fakeContext({ permissions }).ctx);
}

/** A page at its address, in a language, with a fresh data cache. */
export function renderPageInLanguage(language: Language, path: string, page: ReactNode) {
  return renderInLanguage(
    language,
    <MemoryRouter initialEntries={[path]}>
      <SWRConfig value={{ provider: () => new Map() }}>{page}</SWRConfig>
    </MemoryRouter>,
  );
}

/** The English words of these texts (ICU arguments left out) that the page shows, in its text or in an
 * accessible name: none, once a screen is in another language. */
export function englishShown(texts: readonly string[]): string[] {
  const words = new Set(texts.flatMap((text) => text.replace(/\{[^}]*\}/g, ' ').match(/[A-Za-z]{3,}/g) ?? []));
  const names = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
  const shown = `${document.body.textContent} ${names.join(' ')}`;
  return [...words].filter((word) => new RegExp(`\\b${word}\\b`).test(shown));
}
