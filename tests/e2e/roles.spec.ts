// The roles journey with the keyboard alone: `g r`, `c`, the permission grid (one Tab stop, arrows, Space,
// a whole column asks first), Ctrl+Enter, `e`, leaving with unsaved changes, and delete with a confirmation.
import { expect, test } from '@playwright/test';
import { APPROVAL_CATALOGUE, RESOURCE_LABELS, RESOURCES } from '../../contract/permissions.ts';
import { expectToast, palette, signIn, tabTo } from './helpers.ts';

test('roles: add with whole row and column, validate, edit, delete — keyboard only', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/roles$/);
  const table = page.getByRole('grid', { name: 'Roles' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'NO',
    'Role Name',
    'Description',
    'Status',
    'Created By',
    'Created At',
    'Action',
  ]);
  await expect(table.getByRole('row').filter({ hasText: 'Super Admin' })).toContainText('System');

  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/roles\/add$/);
  await expect(page).toHaveTitle('HRMS | Add Role');
  const grid = page.getByRole('grid', { name: 'Permissions by resource' });
  // Every resource of the catalogue, with its label, and View/Create/Update/Delete in that order.
  await expect(grid.getByRole('rowheader')).toHaveText(RESOURCES.map((r) => RESOURCE_LABELS[r]));
  await expect(grid.getByRole('columnheader')).toHaveText(['Resource', 'View', 'Create', 'Update', 'Delete']);

  const submit = page.getByRole('button', { name: 'Submit' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText('role name is required.')).toBeVisible();
  await expect(page.getByLabel('Role Name')).toBeFocused();
  await page.keyboard.type('Keyboard Auditor');
  await page.keyboard.press('Enter'); // implicit submission from the name field
  await expectToast(page, 'Please fill in all required fields');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Reads everything, changes users');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Please select at least one permission');

  // The grid is one Tab stop (its first box), between Description and Cancel; the arrows do the rest.
  await tabTo(page, page.getByLabel('Description'), { back: true });
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('checkbox', { name: `${RESOURCE_LABELS[RESOURCES[0]]} View` })).toBeFocused();
  // Then the approval powers, a checkbox each, like any permission.
  for (const power of APPROVAL_CATALOGUE) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: power.description })).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Requires two-factor sign-in' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Cancel' })).toBeFocused();
  await tabTo(page, grid.getByRole('checkbox', { name: `${RESOURCE_LABELS[RESOURCES[0]]} View` }), { back: true });
  // A whole column (View) asks first, then a whole row (System User) by Space; Enter on a box submits nothing.
  await page.keyboard.press('ArrowUp');
  await expect(grid.getByRole('checkbox', { name: 'Select all View' })).toBeFocused();
  await page.keyboard.press('Space');
  const ask = page.getByRole('dialog', { name: 'Grant View on every resource?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Grant View' }).press('Enter');
  await expect(grid.getByRole('checkbox', { name: 'Employee View' })).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'Select all View' })).toBeFocused();
  const systemUser = RESOURCES.indexOf('sysUser');
  for (let i = 0; i <= systemUser; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await expect(grid.getByRole('checkbox', { name: 'Select all System User' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/roles\/add$/);
  await expect(grid.getByRole('checkbox', { name: 'System User Delete' })).toBeChecked();
  await expect(grid.getByRole('checkbox', { name: 'Employee Create' })).not.toBeChecked();

  // Leaving with unsaved changes asks: kept on Cancel (here from the palette), left on Discard (the browser's
  // Back is asked the same way; see below).
  await palette(page, 'Go to Users', /Go to Users/);
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(page).toHaveURL(/\/roles\/add$/);
  await expect(page.getByLabel('Role Name')).toHaveValue('Keyboard Auditor');

  // Ctrl+Enter saves from inside the grid.
  await grid.getByRole('checkbox', { name: 'Select all System User' }).focus();
  await page.keyboard.press('Control+Enter');
  await expectToast(page, 'Role created successfully!');
  await expect(page).toHaveURL(/\/roles$/);
  const row = table.getByRole('row').filter({ hasText: 'Keyboard Auditor' });
  await expect(row).toContainText('admin');

  // Edit: focus the row (Shift+Tab from the action to the row is awkward; j walks the rows).
  await page.keyboard.press('j');
  while (!(await row.evaluate((el) => el === document.activeElement))) await page.keyboard.press('j');
  await page.keyboard.press('Enter'); // Enter opens the focused row (`e` does the same; see users.spec.ts)
  await expect(page).toHaveURL(/\/roles\/\d+\/edit$/);
  await expect(page.getByLabel('Role Name')).toHaveValue('Keyboard Auditor');
  await expect(page.getByRole('checkbox', { name: 'System User Delete' })).toBeChecked();
  await tabTo(page, grid.locator('input[tabindex="0"]'));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await expect(grid.getByRole('checkbox', { name: 'Select all Delete' })).toBeFocused();
  await page.keyboard.press('Space');
  await page
    .getByRole('dialog', { name: 'Grant Delete on every resource?' })
    .getByRole('button', { name: 'Grant Delete' })
    .press('Enter');
  await expect(grid.getByRole('checkbox', { name: 'Role Delete' })).toBeChecked();
  // The browser's Back with the change unsaved asks too; Discard leaves for the list, unchanged.
  await page.goBack();
  await page
    .getByRole('dialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard changes' })
    .press('Enter');
  await expect(page).toHaveURL(/\/roles$/);
  while (!(await row.evaluate((el) => el === document.activeElement))) await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/roles\/\d+\/edit$/);
  await expect(page.getByRole('checkbox', { name: 'Role Delete' })).not.toBeChecked();
  await tabTo(page, grid.locator('input[tabindex="0"]'));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await page
    .getByRole('dialog', { name: 'Grant Delete on every resource?' })
    .getByRole('button', { name: 'Grant Delete' })
    .press('Enter');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Role updated successfully!');
  await expect(page).toHaveURL(/\/roles$/);

  while (!(await row.evaluate((el) => el === document.activeElement))) await page.keyboard.press('j');
  await tabTo(page, row.getByRole('button', { name: 'Delete Keyboard Auditor' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Delete role' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Role deleted successfully!');
  await expect(row).toHaveCount(0);
});
