// The bell and its popover: size, unread dot and highlight, click marks read and opens the page for its
// type with request_id, an unknown type only warns, mark all read, relative times.
import { expect, test } from '@playwright/test';
import { clearNotifications, insertNotifications, signIn } from './helpers.ts';

test.beforeEach(() => clearNotifications());

test('notification popover', async ({ page }) => {
  insertNotifications([
    { type: 'overtime_request', request_id: 501, employee_name: 'Sok Dara', ageSeconds: 5 },
    { type: 'mystery_type', request_id: 502, employee_name: 'Chan Vicheka', ageSeconds: 3 * 3600 },
    { type: 'post_clock', request_id: 503, employee_name: 'Keo Sophea', is_read: true, ageSeconds: 2 * 86400 },
  ]);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await signIn(page);

  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toBeVisible();
  expect((await popover.boundingBox())!.width).toBe(438);
  const list = popover.getByRole('list', { name: 'Notification list' });
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');

  const dara = popover.getByRole('button', { name: /Sok Dara/ });
  await expect(dara).toContainText('Unread');
  await expect(dara).toHaveAttribute('data-unread', 'true');
  await expect(dara.locator('time')).toHaveText('just now');
  await expect(popover.getByRole('button', { name: /Chan Vicheka/ }).locator('time')).toHaveText('3h');
  const sophea = popover.getByRole('button', { name: /Keo Sophea/ });
  await expect(sophea).not.toHaveAttribute('data-unread', 'true');
  await expect(sophea.locator('time')).toHaveText('2d');

  // Unknown type: a console warning, nothing else.
  await popover.getByRole('button', { name: /Chan Vicheka/ }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(warnings.some((w) => w.includes('mystery_type'))).toBe(true);

  // Escape closes and returns focus to the bell.
  await bell.click();
  await expect(popover).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();

  // Click: marked read, then the overtime page with the request id.
  await page.keyboard.press('Enter');
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/overtime-request/501'));
  await popover.getByRole('button', { name: /Sok Dara/ }).click();
  // Request 501 does not exist: the overtime page asks for it, its drawer says so in a toast (top-right, over
  // the bell) and closes, which can take ?request_id=501 off the URL before anyone looks. A pointer resting on a
  // toast keeps it open, so the pointer moves off while the toast runs out.
  expect((await asked).status()).toBe(404);
  await expect(page).toHaveURL(/\/ot$/);
  const toasts = page.locator('[data-rht-toaster]').getByRole('alert');
  await expect(toasts.filter({ hasText: /not found/ })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(popover.getByRole('button', { name: /Sok Dara/ })).not.toHaveAttribute('data-unread', 'true');

  await popover.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(popover.locator('[data-unread]')).toHaveCount(0);
});

test('notifications are polled every 30 s while visible', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  let calls = 0;
  page.on('request', (r) => r.url().endsWith('/api/v1/admin/notifications') && calls++);
  await page.clock.runFor(30_000);
  await expect.poll(() => calls).toBe(1);
  insertNotifications([{ type: 'leave_request', request_id: 9, employee_name: 'Polled Person' }]);
  await page.clock.runFor(30_000);
  await expect.poll(() => calls).toBe(2);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('button', { name: /Polled Person/ })).toBeVisible();

  // Hidden tab: no polling at all; back to visible: one refresh at once.
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.runFor(90_000);
  expect(calls).toBe(2);
  await setVisibility('visible');
  await expect.poll(() => calls).toBe(3);
});

test('keyboard: the newest notification takes focus, arrows and Home/End move, Enter opens its request', async ({
  page,
}) => {
  insertNotifications([
    { type: 'leave_request', request_id: 601, employee_name: 'First Newest', ageSeconds: 5 },
    { type: 'overtime_request', request_id: 602, employee_name: 'Second Middle', ageSeconds: 60 },
    { type: 'post_clock', request_id: 603, employee_name: 'Third Oldest', ageSeconds: 3600 },
  ]);
  await signIn(page);
  await page.getByRole('button', { name: /^Notifications, 3 unread$/ }).focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const item = (name: RegExp) => popover.getByRole('list').getByRole('button', { name });
  await expect(item(/First Newest/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(/Second Middle/)).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(/Third Oldest/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(/Third Oldest/)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(/First Newest/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/overtime-request/602'));
  await page.keyboard.press('Enter');
  await asked;
  await expect(page).toHaveURL(/\/ot(\?request_id=602)?$/);
});
