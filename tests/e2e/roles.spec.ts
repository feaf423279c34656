// The roles journey with the keyboard alone: `g r`, `c`, the permission grid by rows and columns, `e`,
// and delete with a confirmation.
import { expect, test } from '@playwright/test';
import { RESOURCE_LABELS, RESOURCES } from '../../contract/permissions.ts';
import { expectToast, signIn, tabTo } from './helpers.ts';

test('roles: add with whole row and column, validate, edit, delete — keyboard only', async ({ page }) => {
  // Tabbing through the 17×4 grid one key at a time, as a keyboard user does, takes a while.
  test.slow();
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/roles$/);
  const table = page.getByRole('table', { name: 'Roles' });
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
  const grid = page.getByRole('table', { name: 'Permissions by resource' });
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

  // A whole column (View) and a whole row (System User) by Space.
  await tabTo(page, page.getByRole('checkbox', { name: 'Select all View' }), { back: true });
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Select all System User' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Employee View' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'System User Delete' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Employee Create' })).not.toBeChecked();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
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
  await tabTo(page, page.getByRole('checkbox', { name: 'Select all Delete' }));
  await page.keyboard.press('Space');
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
