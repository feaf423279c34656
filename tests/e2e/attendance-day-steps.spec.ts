// The daily attendance view steps a day back and forth by mouse or touch too, not only by [ and ]; it never
// steps past today.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());

test('previous and next day buttons on the daily view', async ({ page }) => {
  await signIn(page);
  await page.goto('/attendance?date=2026-03-02');
  await expect(page.getByText('Monday, 02 Mar 2026')).toBeVisible();

  await page.getByRole('link', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/\/attendance\?date=2026-03-01$/);
  await expect(page.getByText('Sunday, 01 Mar 2026')).toBeVisible();

  await page.getByRole('link', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\/attendance\?date=2026-03-02$/);
  await expect(page.getByText('Monday, 02 Mar 2026')).toBeVisible();

  // Today has nothing after it to step to.
  await page.goto(`/attendance?date=${today()}`);
  await expect(page.getByText(/\(today\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous day' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next day' })).toHaveCount(0);
});
