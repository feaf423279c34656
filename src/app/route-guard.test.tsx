import { render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findRoute } from '../../commands/routes.ts';
import { session } from '../lib/session.ts';
import { RequirePermission, UnknownRoute } from './route-guard.tsx';

// jsdom has no matchMedia; the toaster asks it whether motion is reduced.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;

function visit(path: string) {
  const users = findRoute('/users')!;
  render(
    <MemoryRouter initialEntries={[path]}>
      <Toaster />
      <Routes>
        <Route path="/" element={<h1>Dashboard</h1>} />
        <Route
          path="/users"
          element={
            <RequirePermission route={users}>
              <h1>Users</h1>
            </RequirePermission>
          }
        />
        <Route path="*" element={<UnknownRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guard', () => {
  afterEach(() => {
    session.permissions = [];
  });

  it('sends a missing permission to the dashboard and says why, once', async () => {
    session.permissions = [];
    visit('/users');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const alerts = await screen.findAllByText("You don't have permission to access this feature");
    expect(alerts).toHaveLength(1);
  });

  it('sends an unknown address to the dashboard and names it', async () => {
    visit('/payrol');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('There is no page at /payrol: here is the dashboard.')).toBeTruthy();
  });
});
