// Every command of this issue run from the palette (Ctrl/Cmd+K), with the keyboard.
import { expect, test, type Page } from '@playwright/test';
import { NAVIGATION } from '../../commands/all-areas.ts';
import { ROUTES } from '../../commands/routes.ts';
import { createUser, expectToast, insertNotifications, mod, palette, signIn, paletteInput } from './helpers.ts';

async function pick(page: Page, query: string) {
  const input = paletteInput(page);
  await input.fill(query);
  await expect(page.getByRole('option').first()).toContainText(query);
  await page.keyboard.press('Enter');
}

test('palette: screen-reader roles, ranking, recent first, every navigation command', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press(`${mod}+k`);
  const input = paletteInput(page);
  await expect(input).toBeFocused();
  await expect(page.getByRole('listbox')).toBeVisible();
  await input.fill('roles');
  await expect(page.getByRole('option').first()).toContainText('Go to Roles');
  await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toBeVisible();
  await expect(page.getByRole('option').first()).toContainText('G');
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();

  for (const c of NAVIGATION.commands) {
    await palette(page, c.title);
    const route = ROUTES.find((r) => r.path === c.route)!;
    await expect(page, c.id).toHaveURL(new RegExp(`${c.route === '/' ? '' : c.route}/?$`));
    await expect(page).toHaveTitle(`HRMS | ${route.title}`);
    await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    if (route.comingSoon) await expect(page.getByText('Coming soon')).toBeVisible();
  }

  // The last command run comes first in an empty palette.
  await page.keyboard.press(`${mod}+k`);
  // (A page an area's own action opens, "Add Office", is run through that action, "Add office".)
  await expect(page.getByRole('option').first()).toContainText(new RegExp(NAVIGATION.commands.at(-1)!.title, 'i'));
  await page.keyboard.press('Escape');
});

test('palette: user commands with an entity picker, and entities found by name', async ({ page, request }) => {
  await createUser(request, 'palette_user', 'Palette#123');
  await signIn(page);

  await palette(page, 'Add user', /Add user/);
  await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
  await page.keyboard.press('Escape');

  // "Edit user…" then pick the user.
  await palette(page, 'Edit user', /Edit user/);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'Pick a user…');
  await pick(page, 'palette_user');
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/users$/);
  // The palette that opened it is gone: focus goes to the user's row, where the keys go on.
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('row').filter({ hasText: 'palette_user' }),
  ).toBeFocused();

  await palette(page, 'Deactivate user', /Deactivate user/);
  await pick(page, 'palette_user');
  await expectToast(page, 'User deactivated successfully!');

  await palette(page, 'Activate user', /Activate user/);
  await pick(page, 'palette_user');
  await expectToast(page, 'User activated successfully!');

  // Type a name: the user itself is offered, then its commands.
  await page.keyboard.press(`${mod}+k`);
  await paletteInput(page).fill('palette_user');
  const entity = page.getByRole('option', { name: /palette_user/ });
  await expect(entity).toBeVisible();
  await entity.click();
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'What to do with palette_user…');
  await expect(page.getByRole('option').filter({ hasText: 'Edit user…' })).toHaveCount(1);
  await pick(page, 'Delete user');
  await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'User deleted successfully!');

  const download = page.waitForEvent('download');
  await palette(page, 'Export users', /Export users/);
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('palette: role commands', async ({ page }) => {
  await signIn(page);
  await palette(page, 'Add role', /Add role/);
  await expect(page).toHaveURL(/\/roles\/add$/);
  await page.getByLabel('Role Name').fill('Palette Role');
  await page.getByLabel('Description').fill('Made from the palette test');
  await page.getByRole('checkbox', { name: 'Role View' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Role created successfully!');

  await palette(page, 'Edit role', /Edit role/);
  await pick(page, 'Palette Role');
  await expect(page).toHaveURL(/\/roles\/\d+\/edit$/);
  await expect(page.getByLabel('Role Name')).toHaveValue('Palette Role');

  await palette(page, 'Delete role', /Delete role/);
  await pick(page, 'Palette Role');
  await page.getByRole('dialog', { name: 'Delete role' }).getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Role deleted successfully!');
});

test('palette: shell commands — profile, shortcuts, theme, notifications, sign out and in', async ({ page }) => {
  insertNotifications([{ type: 'leave_request', request_id: 77, employee_name: 'Palette Person' }]);
  await signIn(page);

  await palette(page, 'Open profile', /Open profile/);
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile).toContainText('admin');
  await expect(profile).toContainText('Super Admin');
  await page.keyboard.press('Escape');

  await palette(page, 'Show keyboard shortcuts', /Show keyboard shortcuts/);
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Go to Users');
  await page.keyboard.press('Escape');

  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await palette(page, 'Toggle dark theme', /Toggle dark theme/);
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await palette(page, 'Open notifications', /Open notifications/);
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Request 77 does not exist: its page asks for it, says so and closes the drawer, which can take
  // ?request_id=77 off the URL before anyone looks at it.
  await palette(page, 'Open notification…', /^Open notification…/);
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/leave-request/77'));
  await pick(page, 'Palette Person');
  expect((await asked).status()).toBe(404);
  await expect(
    page
      .locator('[data-rht-toaster]')
      .getByRole('alert')
      .filter({ hasText: /not found/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/leave$/);

  insertNotifications([{ type: 'ot_request', request_id: 78, employee_name: 'Unread Person' }]);
  await palette(page, 'Mark all notifications', /Mark all notifications as read/);
  await expectToast(page, 'All notifications marked as read');

  await palette(page, 'Sign out', /Sign out/);
  await expectToast(page, 'Sign Out successfully!');
  await expect(page).toHaveURL(/\/login$/);

  await palette(page, 'Sign in', /Sign in/);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
});
