// The users journey with the keyboard alone: go-to keys, `c`, the dialog, j/k, `e`, row actions, confirm.
import { expect, test } from '@playwright/test';
import { createUser, expectToast, focusRow, signIn, tabTo } from './helpers.ts';

test('users: add, validate, edit, deactivate, activate, delete — keyboard only', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('u');
  await expect(page).toHaveURL(/\/users$/);
  await expect(page).toHaveTitle('HRMS | Users');
  const table = page.getByRole('grid', { name: 'Users' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'NO',
    'Username',
    'Role',
    'Status',
    'Last Login',
    'Created At',
    'Action',
  ]);

  // `c` opens Add User; client validation with the exact texts.
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('username is required.')).toBeVisible();
  await expect(dialog.getByText('password is required.')).toBeVisible();
  await expect(dialog.getByText('role is required.')).toBeVisible();

  await expect(dialog.getByLabel('Username')).toBeFocused(); // focus moves to the first invalid field
  await page.keyboard.type('k');
  await expect(dialog.getByText('username must be at least 2 characters long.')).toBeVisible(); // re-checked as typed
  // Submitting from Password: focus coming back to Username is the sign the submit has settled, before typing on.
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Username')).toBeFocused();

  // Disallowed characters vanish while typing.
  await page.keyboard.type('eyboard-user!');
  await expect(dialog.getByLabel('Username')).toHaveValue('keyboarduser');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard#123');
  await page.keyboard.press('Tab');
  await rolesLoaded(dialog);
  await page.keyboard.press('ArrowDown'); // first role in the select
  await expect(dialog.getByLabel('Role')).not.toHaveValue('');
  await submitFromSelect(page);
  await expectToast(page, 'User created successfully!');
  await expect(dialog).toBeHidden();
  // Focus lands on the new user's row (newest first: the first row).
  await expect(table.getByRole('row').filter({ hasText: 'keyboarduser' })).toBeFocused();

  // The same username again: the server's message lands on the Username field.
  await page.keyboard.press('c');
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('keyboarduser');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard#123');
  await page.keyboard.press('Tab');
  await rolesLoaded(dialog);
  await page.keyboard.press('ArrowDown');
  await submitFromSelect(page);
  await expect(dialog.getByText(/already taken/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Closing the dialog hands focus back to the row it was on; j/k move between rows; `e` edits the focused one.
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('j');
  await expect(table.getByRole('row').nth(2)).toBeFocused();
  await page.keyboard.press('k');
  // Newest first: the user just created is the first row.
  const row = table.getByRole('row').filter({ hasText: 'keyboarduser' });
  await expect(row).toBeFocused();
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page).toHaveTitle('HRMS | Edit User');
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByRole('group', { name: 'Basic Information' })).toBeVisible();
  await expect(edit.getByLabel('Username')).toHaveValue('keyboarduser');
  await expect(edit.getByLabel('Username')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('_2');
  await page.keyboard.press('Enter');
  await expectToast(page, 'User updated successfully!');
  await expect(page).toHaveURL(/\/users$/);
  // Focus is back on the edited row, so j/k and the row's keys go on from there.
  await expect(table.getByRole('row').filter({ hasText: 'keyboarduser_2' })).toBeFocused();

  // Row actions by Tab + Enter: deactivate (status turns red text 'Inactive'), activate, delete with confirm.
  const row2 = table.getByRole('row').filter({ hasText: 'keyboarduser_2' });
  await focusRow(page, row2);
  await tabTo(page, row2.getByRole('button', { name: 'Deactivate keyboarduser_2' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'User deactivated successfully!');
  await expect(row2.getByText('Inactive')).toBeVisible();
  await focusRow(page, row2);
  await tabTo(page, row2.getByRole('button', { name: 'Activate keyboarduser_2' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'User activated successfully!');
  await expect(row2.getByText('Active', { exact: true })).toBeVisible();
  await focusRow(page, row2);
  await tabTo(page, row2.getByRole('button', { name: 'Delete keyboarduser_2' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('keyboarduser_2');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'User deleted successfully!');
  await expect(table.getByRole('row').filter({ hasText: 'keyboarduser_2' })).toHaveCount(0);
});

test('users: numbers run on across pages; Back/Next; export', async ({ page, request }) => {
  for (let i = 0; i < 11; i++) await createUser(request, `pager_${String(i).padStart(2, '0')}`, 'Pager#12345');
  await signIn(page);
  await page.goto('/users');
  const table = page.getByRole('grid', { name: 'Users' });
  const pages = page.getByRole('navigation', { name: 'Users pages' });
  await expect(pages).toContainText(/1 of \d+/);
  await expect(pages.getByRole('button', { name: 'Back' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages).toContainText(/2 of \d+/);
  await expect(table.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText('11');
  await pages.getByRole('button', { name: 'Back' }).click();
  await expect(table.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText('1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectToast(page, 'Export downloaded');
});

/** A <select> does not submit on Enter: Tab past Cancel to the submit button, as a keyboard user does. */
/** Like a person, wait until the role list has arrived before choosing from it. */
async function rolesLoaded(dialog: import('@playwright/test').Locator) {
  await expect.poll(() => dialog.getByLabel('Role').locator('option').count()).toBeGreaterThan(1);
}

async function submitFromSelect(page: import('@playwright/test').Page) {
  await page.keyboard.press('Tab'); // Employee, left empty
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create' })).toBeFocused();
  await page.keyboard.press('Enter');
}
