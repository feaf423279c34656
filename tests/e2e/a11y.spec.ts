// axe on every screen and overlay, in light and dark.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, insertNotifications, mod, signIn } from './helpers.ts';

test('no axe violations on any screen', async ({ page }) => {
  test.setTimeout(150_000); // axe runs about twenty times, and this is the first journey (a cold browser)
  insertNotifications([{ type: 'leave_request', request_id: 1, employee_name: 'Axe Person' }]);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await expectNoAxeViolations(page, 'login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('username is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'login with errors');

  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    for (const [path, heading] of [
      ['/', 'Dashboard'],
      ['/users', 'Users'],
      ['/roles', 'Roles'],
      ['/roles/add', 'Add Role'],
      ['/roles/1/edit', 'Edit Role'],
      ['/employee', 'Employee'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
  }

  await page.goto('/users');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('role is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'add user dialog with errors');
  await page.keyboard.press('Escape');

  await page.goto('/users/1/edit');
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByLabel('Username')).toHaveValue('admin');
  await expectNoAxeViolations(page, 'edit user dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete' }).first().isVisible();
  await page.keyboard.press(`${mod}+k`);
  await page.getByRole('combobox').fill('user');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'palette');
  await page.keyboard.press('Escape');

  await page.getByRole('main').focus();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectNoAxeViolations(page, 'shortcut sheet');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Shift+P');
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await expectNoAxeViolations(page, 'profile');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expectNoAxeViolations(page, 'notifications');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu');
});
