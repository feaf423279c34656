import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each import is a fresh page load: module state gone, browser storage kept.
async function load() {
  vi.resetModules();
  return import('./session.ts');
}

describe('where a sign-in leads', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('takes the same person back to where their session ended, and someone else to their own landing page', async () => {
    const { startSession, clearSession, landingAfterSignIn, SESSION_KEY } = await load();
    startSession({ username: 'Alice', accessToken: 't1' });
    clearSession();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(landingAfterSignIn('/users?page=3', 'alice')).toBe('/users?page=3');
    expect(landingAfterSignIn('/users?page=3', 'bob')).toBe('/');
  });

  it('still knows who was here after /login is reloaded', async () => {
    const first = await load();
    first.startSession({ username: 'alice', accessToken: 't1' });
    first.clearSession();

    const reloaded = await load();
    expect(reloaded.session.isAuthenticated).toBe(false);
    expect(reloaded.landingAfterSignIn('/users', 'bob')).toBe('/');
    expect(reloaded.landingAfterSignIn('/users', 'alice')).toBe('/users');
  });

  it('follows a deep link when nobody signed out in this tab', async () => {
    const { landingAfterSignIn } = await load();
    expect(landingAfterSignIn('/employees/7', 'bob')).toBe('/employees/7');
    expect(landingAfterSignIn(null, 'bob')).toBe('/');
  });
});
