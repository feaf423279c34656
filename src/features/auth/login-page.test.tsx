// The sign-in form checks its two fields with the login body's own rules and messages before anything is sent,
// sends a trimmed username, and shows the server's refusals on the fields they name. The server is a scripted
// fetch.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginBody } from '../../../contract/api/auth.ts';
import { VALIDATION } from '../../../contract/messages.ts';
import { session } from '../../lib/session.ts';
import LoginPage, { checkLogin } from './login-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(preparePage?: (path: string) => void) {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage preparePage={preparePage} />
    </MemoryRouter>,
  );
}

describe('the sign-in form', () => {
  it('says which required field is missing, sends nothing, and focuses the first one', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VALIDATION.usernameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    expect(screen.queryByText(VALIDATION.usernameRequired)).toBeNull();
  });

  it('finds the same first message as the login body schema', () => {
    const cases = [
      { username: '', password: '' },
      { username: '   ', password: 'x' },
      { username: 'a'.repeat(51), password: 'x'.repeat(257) },
      { username: 'a'.repeat(50), password: 'x'.repeat(256) },
      { username: ' admin ', password: 'secret' },
    ];
    for (const values of cases) {
      const parsed = loginBody.safeParse(values);
      const fromSchema: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        fromSchema[String(issue.path[0])] ??= issue.message;
      }
      expect(checkLogin(values)).toEqual(fromSchema);
    }
  });

  it('sends a trimmed username, shows the server refusal on its field, and prepares the landing page with each attempt and once in', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json({ message: 'Invalid', validators: [{ field: 'password', message: 'Wrong password.' }] }, 422),
      )
      .mockResolvedValueOnce(json({ message: 'OK', data: { username: 'admin', accessToken: 'token' } }));
    // Whether the session had its token when the page was prepared: its first reads need one.
    const prepared: string[] = [];
    renderPage((path) => prepared.push(`${path} ${session.token ? 'signed in' : 'signed out'}`));
    await userEvent.type(screen.getByLabelText('Username'), '  admin ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Wrong password.')).toBeTruthy();
    expect(prepared).toEqual(['/ signed out']);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ username: 'admin', password: 'secret' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(prepared).toEqual(['/ signed out', '/ signed out', '/ signed in']));
  });
});
