// What the balances pages' screen tests share: a server scripted by path, the command context of a user holding
// some permissions, and a page rendered at an address with its own SWR cache.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { fakeContext } from '../../../../commands/test-context.ts';
import { setContextFactory } from '../../../lib/command-runtime.ts';

/** Answers each request by the first route whose path the URL holds; records every URL asked. */
export function scriptServer(routes: Record<string, unknown>): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string | Request) => {
    const href = String(url instanceof Request ? url.url : url);
    asked.push(href);
    const path = new URL(href, 'http://localhost').pathname;
    const match = Object.keys(routes).find((p) => path.endsWith(p));
    return Promise.resolve(
      new Response(JSON.stringify(match ? routes[match] : { message: 'Not found' }), {
        status: match ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return asked;
}

export function renderPage(page: ReactNode, address: string, permissions: readonly string[]) {
  setContextFactory(() => fakeContext({ permissions: new Set(permissions), pathname: address.split('?')[0] }).ctx);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
    </SWRConfig>,
  );
}
