// Console quality: keys never act by accident, a key that cannot act says why, pages turn from the palette, and a user
// changes their own password or signs out everywhere, keyboard only.
import { expect, test, type Page } from '@playwright/test';
import { auth } from '../../contract/api/routes/auth.ts';
import { roles } from '../../contract/api/routes/roles.ts';
import {
  api,
  apiToken,
  createUser,
  expectNoAxeViolations,
  expectToast,
  mod,
  palette,
  paletteInput,
  signIn,
} from './helpers.ts';

const paletteDialog = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** `g u`: the in-app way to the users list, which puts focus on its heading. */
async function goToUsers(page: Page) {
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();
}

test('keys typed at once after Ctrl+K, on a slow CPU with the palette still loading, all go to the palette', async ({
  page,
}) => {
  await signIn(page);
  await goToUsers(page);
  // A fresh load, the palette's code held back half a second and the CPU six times slower: the gap in which
  // "c" (Add User) and "e" used to act on the page.
  await page.route(/command-palette[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  try {
    await page.keyboard.press(`${mod}+k`);
    await page.keyboard.type('create user', { delay: 0 });
    await expect(paletteInput(page)).toHaveValue('create user');
    await expect(paletteInput(page)).toBeFocused();
    // Nothing else ran: no dialog but the palette, still on the list.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page).toHaveURL(/\/users$/);
    await expect(paletteDialog(page).getByRole('option').first()).toHaveText(/Add user/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
});

test('Ctrl+K inside a half-filled dialog leaves the dialog and what was typed', async ({ page }) => {
  await signIn(page);
  await goToUsers(page);
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('halfway');
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type('xyz');
  await page.keyboard.press('Escape');
  await expect(paletteDialog(page)).toHaveCount(0);
  await expect(dialog.getByLabel('Username')).toHaveValue('halfway');
  await expect(dialog.getByLabel('Username')).toBeFocused();
});

test('a key that cannot act says why: no row focused, no permission', async ({ page, request }) => {
  await signIn(page);
  await goToUsers(page);
  await page.keyboard.press('e');
  await expectToast(page, 'Move to a user first: j and k move through the list');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A reader of users presses "c" (Add User): told, and nothing opens.
  const reader = { username: `reader_${Date.now().toString(36)}`, password: 'Reader#Pass-123' };
  const perms = await api(request, 'GET', roles.permissions.path);
  const readUsers = perms.data.find(
    (p: { resource: string; action: string }) => p.resource === 'sysUser' && p.action === 'read',
  ).id;
  await api(request, 'POST', roles.create.path, {
    role_name: `Reads users ${reader.username}`,
    description: 'Sees the user list',
    permission_ids: [readUsers],
  });
  await createUser(request, reader.username, reader.password, `Reads users ${reader.username}`);
  await page.keyboard.press(`${mod}+k`);
  await paletteInput(page).fill('Sign out');
  await page.keyboard.press('Enter');
  await signIn(page, reader);
  await goToUsers(page);
  await page.keyboard.press('c');
  await expectToast(page, "You don't have permission to access this feature");
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('next and previous page from the palette, and told at the first page', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  for (let i = 0; i < 11; i++) await createUser(request, `pager_${stamp}_${i}`, 'Pager#Pass-123');
  await signIn(page);
  await page.goto('/users');
  const pager = page.getByRole('navigation', { name: /pages/i });
  await expect(pager).toContainText(/^.*1 of (\d+)/);
  const total = Number((await pager.textContent())!.match(/1 of (\d+)/)![1]);
  expect(total).toBeGreaterThan(1);

  await palette(page, 'next page', /Next page/);
  await expect(pager).toContainText(`2 of ${total}`);
  await palette(page, 'previous page', /Previous page/);
  await expect(pager).toContainText(`1 of ${total}`);
  await palette(page, 'previous page', /Previous page/);
  await expectToast(page, 'This is the first page');
});

test('change my password, keyboard only, then sign in with it; sign out everywhere ends every session', async ({
  page,
  request,
}) => {
  const user = { username: `owner_${Date.now().toString(36)}`, password: 'Owner#Pass-123' };
  await createUser(request, user.username, user.password);
  await signIn(page, user);
  const otherSession = await apiToken(request, user);

  await palette(page, 'change my password', /Change my password/);
  const dialog = page.getByRole('dialog', { name: 'Change My Password' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Owner#Pass-456');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Owner#Pass-456');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Current password is incorrect.')).toBeVisible();
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await expectNoAxeViolations(page, 'Change My Password with a field error');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Password changed successfully!');
  await expect(dialog).toHaveCount(0);

  // This session goes on; the other one has ended.
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const probe = await request.get(roles.currentPermission.path, {
    headers: { Authorization: `Bearer ${otherSession}` },
  });
  expect(probe.status()).toBe(401);

  await palette(page, 'sign out everywhere', /Sign out everywhere/);
  const confirm = page.getByRole('dialog', { name: 'Sign out everywhere' });
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expectToast(page, 'Signed out on every device');
  await signIn(page, { username: user.username, password: 'Owner#Pass-456' });
});

test('after a lost session, the same person returns to their page and someone else starts on their own', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const first = { username: `first_${stamp}`, password: 'First#Pass-123' };
  const second = { username: `second_${stamp}`, password: 'Second#Pass-123' };
  await createUser(request, first.username, first.password);
  await createUser(request, second.username, second.password);
  const loseSession = async () => {
    const token = await apiToken(request, first);
    const res = await request.post(auth.signOutEverywhere.path, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  };

  await signIn(page, first);
  await goToUsers(page);
  await loseSession();
  await page.getByLabel('Username').fill(second.username);
  await page.getByLabel('Password').fill(second.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveCount(0);

  // Signed out, then the first user again: a lost session of theirs brings them back where they were.
  await palette(page, 'Sign out', /^Sign out(?! everywhere)/);
  await signIn(page, first);
  await goToUsers(page);
  await loseSession();
  await page.getByLabel('Username').fill(first.username);
  await page.getByLabel('Password').fill(first.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users$/);
});
