// Linking a system user to the employee they are, from Edit User, by keyboard: the link is what lets a person see
// their own payslips and clock in. One account per employee: a second user asking for the same employee is told
// who already holds it.
import { expect, test } from '@playwright/test';
import { createEmployee, createUser, expectNoAxeViolations, expectToast, signIn, tabTo } from './helpers.ts';

const tag = Date.now().toString(36);

test('Edit User links an employee by keyboard; the same employee for another user is refused, naming the holder', async ({
  page,
  request,
}) => {
  const person = await createEmployee(
    request,
    { first: `Linka${tag}`, last: 'Chann' },
    { name: `Link Office ${tag}`, latitude: 11.57, longitude: 104.9, radius_m: 100 },
  );
  const first = (await createUser(request, `linka_${tag}`, 'Linka#Pass-123')).data.id;
  const second = (await createUser(request, `linkb_${tag}`, 'Linkb#Pass-123')).data.id;

  await signIn(page);
  await page.goto(`/users/${first}/edit`);
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  const picker = dialog.getByRole('combobox', { name: 'Employee' });
  await tabTo(page, picker);
  await page.keyboard.type(`Linka${tag}`);
  await expect(dialog.getByRole('option', { name: new RegExp(`Linka${tag} Chann`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(`Linka${tag} Chann (${person.staff_id})`);
  await expectNoAxeViolations(page, 'Edit User with an employee picked');
  await page.keyboard.press('Enter');
  await expectToast(page, 'User updated successfully!');

  await page.goto(`/users/${first}/edit`);
  await expect(picker).toHaveValue(`Linka${tag} Chann (${person.staff_id})`);
  await page.keyboard.press('Escape');

  await page.goto(`/users/${second}/edit`);
  await tabTo(page, picker);
  await page.keyboard.type(`Linka${tag}`);
  await expect(dialog.getByRole('option', { name: new RegExp(`Linka${tag} Chann`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expectToast(page, `Linka${tag} Chann is already linked to the user 'linka_${tag}'.`);
  await expect(dialog).toBeVisible();
});
