// Focus lands where the work is: after saving a new or edited user, role, employee or office, the list shows that
// record's row, on whichever page holds it, with focus on it; after signing out and in as someone else, the new user
// starts on their own landing page with focus on its heading. Keyboard only, with axe.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import {
  api,
  chooseOption,
  createEmployee,
  createUser,
  expectNoAxeViolations,
  expectToast,
  mod,
  palette,
  paletteInput,
  signIn,
  tabTo,
} from './helpers.ts';

const stamp = Date.now().toString(36);

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('grid', { name: table }).getByRole('row').filter({ hasText: text });

/** The palette's scoped command, then the record it acts on, found by typing part of its name. */
async function paletteOn(page: Page, command: string, option: RegExp, search: string, entity: string | RegExp) {
  await palette(page, command, option);
  await paletteInput(page).fill(search);
  await chooseOption(page, entity);
}

async function pageNumber(page: Page, pager: string): Promise<number> {
  const text = await page.getByRole('navigation', { name: pager }).textContent();
  return Number(text!.match(/(\d+) of \d+/)![1]);
}

async function selectAllAndType(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('users: a new user and an edited one each have focus on their row, on the page that holds it', async ({
  page,
  request,
}) => {
  // Eleven users made before the ones below: the oldest is off the first page (newest first).
  for (let i = 0; i < 11; i++) await createUser(request, `fa_${stamp}_${String(i).padStart(2, '0')}`, 'Focus#Pass-1');
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(/\/users$/);
  // The pager knows there is a next page once the first page has loaded.
  await expect(page.getByRole('navigation', { name: 'Users pages' })).toContainText(/1 of \d+/);
  await palette(page, 'next page', /Next page/);
  await expect(page.getByRole('navigation', { name: 'Users pages' })).toContainText(/2 of \d+/);

  // Added from page 2: the list goes to page 1, where the newest user is, with focus on its row.
  await page.keyboard.press('c');
  const add = page.getByRole('dialog', { name: 'Add User' });
  await expect(add.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(`fa_${stamp}_new`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Focus#Pass-1');
  await page.keyboard.press('Tab');
  await expect.poll(() => add.getByLabel('Role').locator('option').count()).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab'); // Employee, left empty
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('button', { name: 'Create' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'User created successfully!');
  await expect(add).toBeHidden();
  await expect(rowOf(page, 'Users', `fa_${stamp}_new`)).toBeFocused();
  expect(await pageNumber(page, 'Users pages')).toBe(1);
  await expectNoAxeViolations(page, 'users list with the new user focused');

  // Edited from the palette while page 1 shows: the list goes to the oldest one's page, focus on its row.
  await paletteOn(page, 'Edit user', /Edit user/, `fa_${stamp}_00`, new RegExp(`fa_${stamp}_00`));
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await selectAllAndType(page, edit.getByLabel('Username'), `fa_${stamp}_old`);
  await page.keyboard.press('Enter');
  await expectToast(page, 'User updated successfully!');
  await expect(page).toHaveURL(/\/users$/);
  await expect(rowOf(page, 'Users', `fa_${stamp}_old`)).toBeFocused();
  expect(await pageNumber(page, 'Users pages')).toBeGreaterThan(1);
  // Where the keys go on: j moves to the next row.
  await page.keyboard.press('j');
  await expect(rowOf(page, 'Users', `fa_${stamp}_old`)).not.toBeFocused();
});

test('roles: a new role and an edited one each have focus on their row', async ({ page }) => {
  await signIn(page);
  await palette(page, 'Add role', /Add role/);
  await expect(page).toHaveURL(/\/roles\/add$/);
  await tabTo(page, page.getByLabel('Role Name'));
  await page.keyboard.type(`Focus Role ${stamp}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Made by the focus journey');
  // The permission grid is one Tab stop, its first box; Space ticks it.
  const grid = page.getByRole('grid', { name: 'Permissions by resource' });
  await tabTo(page, grid.locator('input[tabindex="0"]'));
  await page.keyboard.press('Space');
  await expect(grid.locator('input[tabindex="0"]')).toBeChecked();
  await page.keyboard.press(`${mod}+Enter`);
  await expectToast(page, 'Role created successfully!');
  await expect(page).toHaveURL(/\/roles$/);
  await expect(rowOf(page, 'Roles', `Focus Role ${stamp}`)).toBeFocused();
  await expectNoAxeViolations(page, 'roles list with the new role focused');

  // Edited from the palette: back on the list, its row has focus (not the page heading).
  await paletteOn(page, 'Edit role', /Edit role/, `Focus Role ${stamp}`, new RegExp(`Focus Role ${stamp}`));
  await expect(page).toHaveURL(/\/roles\/\d+\/edit$/);
  await expect(page.getByLabel('Role Name')).toHaveValue(`Focus Role ${stamp}`);
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type(', edited');
  await page.keyboard.press(`${mod}+Enter`);
  await expectToast(page, 'Role updated successfully!');
  await expect(page).toHaveURL(/\/roles$/);
  await expect(rowOf(page, 'Roles', `Focus Role ${stamp}`)).toBeFocused();
  await expect(rowOf(page, 'Roles', `Focus Role ${stamp}`)).toContainText('Made by the focus journey, edited');
});

test('employees: an edited employee off the page shown, under a search that hides it, has focus on its row', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const target = await createEmployee(
    request,
    { first: `Focus${stamp}`, last: 'Target' },
    { name: `Focus Office ${stamp}`, latitude: 11.56, longitude: 104.9, radius_m: 100 },
  );
  // Ten newer employees push it off the first page of the default order.
  const base = (await api(request, 'GET', pathOf(employees.get, { id: target.id }))).data;
  for (let i = 0; i < 10; i++)
    await api(request, 'POST', employees.create.path, {
      first_name: `Newer${stamp}`,
      last_name: `N${i}`,
      gender: 'male',
      date_of_birth: '1990-01-01',
      phone: '+855 12 000 555',
      email: `newer.${stamp}.${i}@example.com`,
      position: 'Clerk',
      team_id: base.team.id,
      office_ids: [target.office],
      join_date: '2023-01-02',
      salary_cents: 50_000,
    });

  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/employee$/);
  // A search that shows only the newer ones.
  await tabTo(page, page.getByRole('searchbox', { name: /search/i }));
  await page.keyboard.type(`Newer${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: /^10 employees$/ })).toBeVisible();

  await paletteOn(page, 'Edit employee', /Edit employee/, `Focus${stamp}`, new RegExp(`Focus${stamp} Target`));
  await expect(page).toHaveURL(/\/employee\/edit\/\d+$/);
  const form = page.getByRole('form', { name: 'Edit employee' });
  await tabTo(page, form.getByLabel('Position'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Focus Officer');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Employee updated successfully!');
  await expect(page).toHaveURL(/\/employee$/);
  // The search that hid it is cleared, and the list is on the page that holds it.
  const row = rowOf(page, 'Employees', `Focus${stamp} Target`);
  await expect(row).toBeFocused();
  await expect(row).toContainText('Focus Officer');
  await expect(page.getByRole('searchbox', { name: /search/i })).toHaveValue('');
  expect(await pageNumber(page, 'Employees pages')).toBeGreaterThan(1);
  await expectNoAxeViolations(page, 'employee list with the edited employee focused');
});

test('offices: a new office and an edited one each have focus on their row', async ({ page }) => {
  await signIn(page);
  await palette(page, 'Add office', /Add office/i);
  await expect(page).toHaveURL(/\/offices\/add$/);
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type(`Focus Office New ${stamp}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Street 51, Phnom Penh');
  await tabTo(page, page.getByLabel('Latitude'));
  await page.keyboard.type('11.5621');
  await tabTo(page, page.getByLabel('Longitude'));
  await page.keyboard.type('104.9160');
  await tabTo(page, page.getByLabel('Radius (m)'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Office created successfully!');
  await expect(page).toHaveURL(/\/offices$/);
  await expect(rowOf(page, 'Offices', `Focus Office New ${stamp}`)).toBeFocused();
  await expectNoAxeViolations(page, 'offices list with the new office focused');

  await paletteOn(page, 'Edit office', /Edit office/, `Focus Office New ${stamp}`, /Focus Office New/);
  await expect(page).toHaveURL(/\/offices\/edit\/\d+$/);
  await tabTo(page, page.getByLabel('Radius (m)'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('175');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Office updated successfully!');
  await expect(page).toHaveURL(/\/offices$/);
  await expect(rowOf(page, 'Offices', `Focus Office New ${stamp}`)).toBeFocused();
  await expect(rowOf(page, 'Offices', `Focus Office New ${stamp}`)).toContainText('175 m');
});

test('signed out, /login reloaded, then someone else signs in: their own landing page, focus on its heading, not in a field', async ({
  page,
  request,
}) => {
  const other = { username: `fb_${stamp}`, password: 'Other#Pass-123' };
  await createUser(request, other.username, other.password);
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(/\/users$/);

  await palette(page, 'Sign out', /^Sign out(?! everywhere)/);
  await expect(page).toHaveURL(/\/login$/);
  // A reload of the sign-in page (history still holds the last user's path) must not change where it leads.
  await page.reload();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(other.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(other.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.matches('input, textarea, select'))).toBe(false);
  await expectNoAxeViolations(page, 'the landing page after someone else signed in');
});
