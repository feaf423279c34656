// Tests: the whole palette on a screen in a language, for an administrator whose every server call answers an empty
// list (or the server scripted by path), opened, its input returned; and the clean-up after.
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { Language } from '../../../contract/languages.ts';
import { showLanguage } from '../../i18n/language.ts';
import { ui } from '../../lib/ui-state.ts';
import { asAdminWithServer, renderInLanguage, scriptServer } from '../../ui/testing/render-in-language.tsx';
import { CommandContextProvider } from '../command-context.tsx';
import CommandPalette from './command-palette.tsx';

/** The palette and its pickers load on first use: generous waits, so a loaded machine only makes it slower. */
export const LONG = { timeout: 15_000 };

export const optionTexts = () => screen.queryAllByRole('option').map((o) => o.textContent ?? '');

export async function openPaletteIn(language: Language, server?: Record<string, unknown>): Promise<HTMLElement> {
  asAdminWithServer({ message: 'OK', data: [] });
  if (server) scriptServer(server);
  await renderInLanguage(
    language,
    <MemoryRouter initialEntries={['/']}>
      <CommandContextProvider />
      <CommandPalette />
    </MemoryRouter>,
  );
  act(() => {
    ui.paletteOpen = true;
  });
  return screen.findByRole('combobox', {}, LONG);
}

export function closePalette(): void {
  act(() => {
    ui.paletteOpen = false;
  });
  vi.unstubAllGlobals();
  showLanguage('en');
}
