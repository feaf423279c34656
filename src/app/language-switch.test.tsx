// Switching the language from the palette: the sidebar reads in Khmer at once, <html lang> follows, and the page
// stays where it was (no reload). The English name still finds the command in Khmer, and switches back.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESOURCES } from '../../contract/permissions.ts';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { showLanguage } from '../i18n/language.ts';
import { setPermissions, startSession } from '../lib/session.ts';
import { ui } from '../lib/ui-state.ts';
import { CommandContextProvider } from './command-context.tsx';
import CommandPalette from './palette/command-palette.tsx';
import { SidebarNav } from './shell/sidebar.tsx';

describe('switching language from the palette', () => {
  beforeAll(() => {
    // The account keeps the choice: the call is answered here, as the server would.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'ok', data: { language: 'km' } }), { status: 200 })),
    );
    showLanguage('en');
    startSession({ username: 'admin', accessToken: 'token' });
    const groups = RESOURCES.map((resource) => ({
      resource,
      permissions: (['read', 'create', 'update', 'delete'] as const).map((action, i) => ({ id: i, action })),
    }));
    setPermissions({ id: 1, name: 'Admin' }, groups as never);
  });
  afterAll(() => vi.unstubAllGlobals());

  async function runFromPalette(query: string) {
    act(() => {
      ui.paletteOpen = true;
    });
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, query);
    await userEvent.keyboard('{Enter}');
  }

  it('shows the sidebar in Khmer with <html lang="km">, then in English again', async () => {
    render(
      <I18nProvider>
        <MemoryRouter initialEntries={['/employee']}>
          <CommandContextProvider />
          <SidebarNav />
          <CommandPalette />
        </MemoryRouter>
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.textContent).toContain('Dashboard');
    expect(document.documentElement.lang).toBe('en');

    await runFromPalette('Language: kh');
    await waitFor(() => expect(document.documentElement.lang).toBe('km'), { timeout: 15_000 });
    const khmerNav = screen.getByRole('navigation', { name: 'ម៉ឺនុយមេ' });
    expect(khmerNav.textContent).toContain('ផ្ទាំងគ្រប់គ្រង');
    expect(khmerNav.textContent).toContain('បុគ្គលិក');
    expect(khmerNav.textContent).not.toContain('Dashboard');
    expect(screen.getByRole('button', { name: 'គ្រប់គ្រងអ្នកប្រើប្រាស់' })).toBeTruthy();

    // In Khmer, the English name still finds it.
    await runFromPalette('Language: English');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'), { timeout: 15_000 });
    expect(screen.getByRole('navigation', { name: 'Main' }).textContent).toContain('Dashboard');
  });
});
