// A screen rendered in Khmer for a test: the Khmer catalogue loaded before the first render, a signed-in session
// with the permissions asked for, the server a scripted fetch (the first route whose path the URL holds answers).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { registry } from '../commands/all-commands.ts';
import type { Resource } from '../contract/permissions.ts';
import { CommandContextProvider } from './app/command-context.tsx';
import { loadCatalogue } from './i18n/catalogues.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { showLanguage } from './i18n/language.ts';
import { setPermissions, startSession } from './lib/session.ts';

export type Action = 'read' | 'create' | 'update' | 'delete';

export async function renderInKhmer(
  screen: ReactNode,
  { path, can, server }: { path: string; can: Partial<Record<Resource, Action[]>>; server: Record<string, unknown> },
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      const route = Object.keys(server).find((p) => url.includes(p));
      return route
        ? new Response(JSON.stringify(server[route]), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  await loadCatalogue('km');
  showLanguage('km');
  startSession({ username: 'admin', accessToken: 'token' });
  const groups = Object.entries(can).map(([resource, actions]) => ({
    resource,
    permissions: actions!.map((action, i) => ({ id: i, action })),
  }));
  setPermissions({ id: 1, name: 'Admin' }, groups as never);
  return render(
    <I18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <CommandContextProvider />
          {screen}
        </SWRConfig>
      </MemoryRouter>
    </I18nProvider>,
  );
}

// The registry's toolbar and row-action labels ("Add Project", "Members") are not an area's catalogue yet: a
// text that is one of them is left out of what englishLeft looks for.
const placementLabels = () =>
  new Set(
    registry
      .all()
      .flatMap((c) => [c.placements?.toolbar?.label, c.placements?.rowAction?.label])
      .filter((label): label is string => !!label),
  );

/** The English texts of a catalogue (those written in words, arguments aside) still on screen: in the text, a
 * label, a placeholder or a title. */
export function englishLeft(root: HTMLElement, catalogue: Record<string, string>): string[] {
  const attributes = [...root.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((e) =>
    ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? ''),
  );
  const shown = [root.textContent ?? '', ...attributes].join('\n');
  const placed = placementLabels();
  return (
    Object.values(catalogue)
      .flatMap((text) => text.split(/\{[^}]*\}+/))
      .map((part) => part.trim())
      .filter((part) => /[A-Za-z]{3}/.test(part) && !part.includes('{') && !placed.has(part))
      // A whole word or phrase ("Pay", not the start of "Payables").
      .filter((part) =>
        new RegExp(`(?<![A-Za-z])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`).test(shown),
      )
  );
}

/** A list page's answer: these rows, on one page. */
export const onePage = (data: unknown[]) => ({
  message: 'ok',
  data,
  metadata: { page: 1, limit: 10, total: data.length, totalPage: 1, hasPrev: false, hasNext: false },
});
