// Keys pressed the moment a page is opened, while it still says "Loading…" because the shell that runs the
// commands has not arrived: they are kept and act once it has. The shell's code is held back on the wire, so the
// keys are pressed for certain before it loads, whatever the machine's speed.
import { expect, test, type Page } from '@playwright/test';
import { mod, paletteInput, signIn } from './helpers.ts';

/** Holds the console shell's script back until the returned function is called. */
async function holdShell(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/console-shell-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a chord pressed while the page is still loading goes where it says once the shell is there', async ({ page }) => {
  await signIn(page);
  const release = await holdShell(page);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(/\/$/);
  release();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeFocused();
});

test('Ctrl+K and a query typed while the page is still loading open the palette with that query', async ({ page }) => {
  await signIn(page);
  const release = await holdShell(page);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await page.keyboard.press(`${mod}+k`);
  await page.keyboard.type('roles');
  release();
  await expect(paletteInput(page)).toBeFocused();
  await expect(paletteInput(page)).toHaveValue('roles');
});
