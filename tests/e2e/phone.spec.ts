// The console on a phone (390×844), by keyboard: the palette from its header button, the menu (every sidebar
// entry and Sign Out, focus kept inside, Escape closes and hands focus back), a list's filters behind one
// "Filters" button that counts the filters in use.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a phone: palette button, menu with Sign Out, filters behind one button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  // What the desktop sidebar offers this user, to compare with the phone's menu.
  const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'Main' });
  const entries = await sidebar.getByRole('link').allTextContents();
  expect(entries.length).toBeGreaterThan(5);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar).toBeHidden();

  await test.step('the palette opens from a header button', async () => {
    const button = page.getByRole('button', { name: /^Search or run a command/ });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Command palette' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the menu: every entry and Sign Out, focus kept inside, Escape hands focus back', async () => {
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(await menu.getByRole('link').allTextContents()).toEqual(entries);
    await expectNoAxeViolations(page, 'mobile menu');
    // Tab past the last control comes round to the first: focus never leaves the menu.
    const stops = (await menu.getByRole('link').count()) + 3; // Close, the group's button, Sign Out
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    // An entry goes to its page and closes the menu.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Employee', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/employee$/);
  });

  await test.step('filters fold behind one button that counts those in use', async () => {
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Status')).toBeHidden();
    await tabTo(page, filters);
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    const status = page.getByLabel('Status');
    await tabTo(page, status);
    await status.selectOption({ label: 'Active' });
    await tabTo(page, filters, { back: true });
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(status).toBeHidden();
    await expect(filters).toHaveAccessibleName('Filters 1 in use');
  });

  await test.step('Sign Out from the menu', async () => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });
});
