// What the balances pages' screen tests share: a server scripted by path, the command context of a user holding
// some permissions, and a page rendered at an address with its own SWR cache.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeContext } from '../../../../commands/test-context.ts';
import { setContextFactory } from '../../../lib/command-runtime.ts';

export { scriptServer } from '../../../lib/script-server.ts';

export function renderPage(page: ReactNode, address: string, permissions: readonly string[]) {
  setContextFactory(() => fakeContext({ permissions: new Set(permissions), pathname: address.split('?')[0] }).ctx);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[address]}>{page}</MemoryRouter>
    </SWRConfig>,
  );
}
