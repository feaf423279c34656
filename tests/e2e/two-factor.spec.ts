// Two-factor sign-in by keys alone: set it up from the palette (QR code, key, a first code, the recovery codes),
// sign out, sign in with a code (a wrong one refused first), then with a recovery code. axe on each screen.
// Codes are computed from the key the dialog shows, with the server's own TOTP helper.
import { expect, test, type Page } from '@playwright/test';
import { codeAt } from '../../server/auth/two-factor.ts';
import { createUser, expectNoAxeViolations, expectToast, mod, palette, signIn, tabTo } from './helpers.ts';

const USER = { username: 'twofa_keys', password: 'TwoFa#Keys-123' };

async function typeCredentials(page: Page) {
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(USER.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(USER.password);
  await page.keyboard.press('Enter');
}

async function typePassword(page: Page) {
  await typeCredentials(page);
  await expect(page.getByLabel('Authentication code')).toBeFocused();
}

async function signOut(page: Page) {
  await palette(page, 'Sign out', /^Sign out(?! everywhere)/);
  await expect(page).toHaveURL(/\/login$/);
}

test('two-factor: set up from the palette, then sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const created = await createUser(request, USER.username, USER.password);
  await typeCredentials(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // Set up: the palette opens the dialog with the QR code and the key; the code field has focus.
  await page.keyboard.press(`${mod}+k`);
  await page.keyboard.type('Set up two-factor');
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toHaveText(
    /Set up two-factor/,
  );
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Two-Factor Sign-In' });
  await expect(dialog.getByRole('img', { name: 'QR code of your two-factor key' })).toBeVisible();
  await expect(dialog.getByLabel('Authentication code')).toBeFocused();
  await expectNoAxeViolations(page, 'two-factor setup');
  const secret = (await dialog.getByRole('definition').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirmedAt = Date.now();
  await page.keyboard.type(codeAt(secret, new Date(confirmedAt)));
  await page.keyboard.press('Enter');
  const list = dialog.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = await list.getByRole('listitem').allInnerTexts();
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeFocused();
  await expectNoAxeViolations(page, 'recovery codes');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Sign in: the password, then a wrong code refused on its field, then the right one.
  await signOut(page);
  await typePassword(page);
  await expectNoAxeViolations(page, 'authentication code step');
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('authentication code is incorrect.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // A code is accepted once: the one that confirmed the setup is spent, so take the next step's if need be.
  const code = codeAt(secret, new Date(Math.max(Date.now(), confirmedAt + 30_000)));
  await page.getByLabel('Authentication code').fill('');
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // A recovery code signs in once.
  await signOut(page);
  await typePassword(page);
  await page.keyboard.type(recovery[0]);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // A lost phone: an administrator resets it from the Edit User dialog; the next sign-in needs no code.
  await signOut(page);
  await signIn(page);
  await page.goto(`/users/${created.data.id}/edit`);
  const reset = page.getByRole('dialog', { name: 'Edit User' }).getByRole('button', { name: 'Reset two-factor' });
  await tabTo(page, reset);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Reset two-factor' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'reset two-factor confirmation');
  await tabTo(page, confirm.getByRole('button', { name: 'Reset two-factor' }));
  await page.keyboard.press('Enter');
  await expectToast(page, `Two-factor sign-in of ${USER.username} reset`);
  await signOut(page);
  await typeCredentials(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
