// What the screens' Khmer tests share: a screen rendered in Khmer (the catalogue loaded first, so the first render
// is already Khmer) for a user holding some permissions, and the English words of an area's catalogue still on it.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeContext } from '../../commands/test-context.ts';
import { loadCatalogue } from '../i18n/catalogues.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { showLanguage } from '../i18n/language.ts';
import { setContextFactory } from './command-runtime.ts';

export { scriptServer } from './script-server.ts';

export async function renderInKhmer(screen: ReactNode, address: string, permissions: readonly string[]) {
  await loadCatalogue('km');
  showLanguage('km');
  setContextFactory(() => fakeContext({ permissions: new Set(permissions), pathname: address.split('?')[0] }).ctx);
  return render(
    <I18nProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={[address]}>{screen}</MemoryRouter>
      </SWRConfig>
    </I18nProvider>,
  );
}

function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((e) =>
    e.type === TYPE.literal
      ? [e.value]
      : e.type === TYPE.plural || e.type === TYPE.select
        ? Object.values(e.options).flatMap((o) => literals(o.value))
        : [],
  );
}

/** The words (three letters or more, arguments aside) of a catalogue's English texts that the text holds. */
export function englishWordsIn(text: string, catalogue: Record<string, string>): string[] {
  const words = new Set(
    Object.values(catalogue).flatMap((message) =>
      literals(parse(message)).flatMap((literal) => literal.match(/[A-Za-z]{3,}/g) ?? []),
    ),
  );
  const shown = new Set(text.match(/[A-Za-z]{3,}/g) ?? []);
  return [...words].filter((w) => shown.has(w)).sort();
}
