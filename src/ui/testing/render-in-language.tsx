// Tests: a screen rendered in a language, its catalogue loaded first so the first render is already in it (a page
// as an administrator sees it, or in Khmer for a user holding some permissions, its server scripted), and the
// English words of a catalogue still on it.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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
import { scriptServer } from '../../lib/script-server.ts';
import { setPermissions, startSession } from '../../lib/session.ts';

export { scriptServer };

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

export interface KhmerScreen {
  /** The address the screen is at: a router and a fresh data cache around it. */
  path?: string;
  /** What the signed-in user may do ('leaveRequest:read'). */
  permissions?: readonly string[];
  /** The server, scripted by path (scriptServer). */
  server?: Record<string, unknown>;
}

/** A screen in Khmer; with a path, at that address for a signed-in user holding `permissions`. */
export async function renderInKhmer(screen: ReactNode, { path, permissions = [], server }: KhmerScreen = {}) {
  if (server) scriptServer(server);
  if (!path) return renderInLanguage('km', screen);
  startSession({ username: 'admin', accessToken: 'token' });
  const resources = [...new Set(permissions.map((p) => p.split(':')[0]))];
  const groups = resources.map((resource) => ({
    resource,
    permissions: permissions
      .filter((p) => p.startsWith(`${resource}:`))
      .map((p, i) => ({ id: i, action: p.split(':')[1] })),
  }));
  setPermissions({ id: 1, name: 'Admin' }, groups as never);
  const pathname = path.split('?')[0];
  setContextFactory(() => fakeContext({ permissions: new Set(permissions), pathname }).ctx);
  return renderPageInLanguage('km', path, screen);
}

/** A list page's answer: these rows, on one page. */
export const onePage = (data: unknown[]) => ({
  message: 'ok',
  data,
  metadata: { page: 1, limit: 10, total: data.length, totalPage: 1, hasPrev: false, hasNext: false },
});

/** The words (three letters or more) texts are written in, their arguments left out, lower-cased. */
function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal) for (const w of e.value.match(/[A-Za-z]{3,}/g) ?? []) words.add(w.toLowerCase());
      if (e.type === TYPE.plural || e.type === TYPE.select) Object.values(e.options).forEach((o) => walk(o.value));
    }
  };
  for (const text of texts) walk(parse(text));
  return words;
}

const isList = (texts: unknown): texts is readonly string[] => Array.isArray(texts);

/** The English words of a catalogue (or of these texts) that the element shows, in its text or in a label, title
 * or placeholder: none, once a screen is in another language. `allowed`: words of the data shown, not the screen's. */
export function englishLeft(
  root: Element,
  english: Record<string, string> | readonly string[],
  allowed: readonly string[] = [],
): string[] {
  const words = wordsOf(isList(english) ? english : Object.values(english));
  for (const w of allowed) words.delete(w.toLowerCase());
  const labels = [...root.querySelectorAll('[aria-label], [title], [placeholder]')].map((el) =>
    ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? '').join(' '),
  );
  const shown = [root.textContent ?? '', ...labels].join(' ').match(/[A-Za-z]{3,}/g) ?? [];
  return [...new Set(shown.map((w) => w.toLowerCase()).filter((w) => words.has(w)))].sort();
}

/** The English words of these texts that the page shows (englishLeft over the whole page). */
export function englishShown(texts: readonly string[]): string[] {
  return englishLeft(document.body, texts);
}
