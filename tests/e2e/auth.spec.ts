import { expect, test } from '@playwright/test';
import { ADMIN, api, createUser, expectToast, signIn } from './helpers.ts';
import { pathOf } from '../../contract/api/route.ts';
import { roles } from '../../contract/api/routes/roles.ts';
import { users } from '../../contract/api/routes/users.ts';

test('signing in shows field errors, a wrong password, then the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('HRMS | Sign In');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('username is required.')).toBeVisible();
  await expect(page.getByText('password is required.')).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid username or password/i);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('HRMS | Dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // Header clock: "Saturday, 21st November 2026 04:05:09 pm"
  await expect(page.locator('header time')).toHaveText(
    /^[A-Z][a-z]+day, \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \d{2}:\d{2}:\d{2} (am|pm)$/,
  );
  const session = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('session')));
  expect(session).toEqual(['hrms.session']);
});

test('route guard: to /login and back, /login when signed in, missing permission, unknown path', async ({
  page,
  request,
}) => {
  await page.goto('/roles');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page).toHaveTitle('HRMS | Roles');

  await page.goto('/login');
  await expect(page).toHaveURL(/\/roles$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  // Reload restores the session and fetches permissions again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A user whose role only views the dashboard is sent from /users to /.
  await api(request, 'POST', roles.create.path, {
    role_name: 'Dash only',
    description: 'Sees the dashboard',
    permission_ids: [await dashboardReadId(request)],
  });
  await createUser(request, 'dash_only', 'Dash#only123', 'Dash only');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectToast(page, 'Sign Out successfully!');
  await signIn(page, { username: 'dash_only', password: 'Dash#only123' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard']);
  await expect(nav.getByText('User Management')).toHaveCount(0);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/employee');
  await expect(page).toHaveURL(/\/$/);
});

async function dashboardReadId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const perms = await api(request, 'GET', roles.permissions.path);
  return perms.data.find((p: { resource: string; action: string }) => p.resource === 'dashboard' && p.action === 'read')
    .id;
}

test('a 401 mid-session clears the session and goes to /login', async ({ page, request }) => {
  await createUser(request, 'short_lived', 'Short#lived123');
  await signIn(page, { username: 'short_lived', password: 'Short#lived123' });
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  // The admin deactivates the user; their very next request answers 401.
  const found = await api(request, 'GET', `${users.list.path}?q=short_lived`);
  await api(request, 'PUT', pathOf(users.update, { id: found.data[0].id }), { status: 'Inactive' });
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('hrms.session'))).toBeNull();
});

test('a tampered token in storage sends the next load to /login', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() =>
    localStorage.setItem('hrms.session', JSON.stringify({ username: 'admin', accessToken: 'garbage' })),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('hrms.session'))).toBeNull();
});
