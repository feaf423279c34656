// Linking a system user to the employee they are, from Edit User, by keyboard: the link is what lets a person see
// their own payslips and clock in. One account per employee: a second user asking for the same employee is told
// who already holds it.
import { expect, test } from '@playwright/test';
import { API } from '../../contract/api/paths.ts';
import { api, createUser, expectNoAxeViolations, expectToast, signIn, tabTo } from './helpers.ts';

const tag = Date.now().toString(36);

test('Edit User links an employee by keyboard; the same employee for another user is refused, naming the holder', async ({
  page,
  request,
}) => {
  const office = (
    await api(request, 'POST', API.offices, {
      name: `Link Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.57,
      longitude: 104.9,
      radius_m: 100,
    })
  ).data.id;
  const department = (await api(request, 'POST', API.departments, { name: `Link Dept ${tag}` })).data.id;
  const team = (await api(request, 'POST', API.teams, { name: `Link Team ${tag}`, department_id: department })).data.id;
  const person = (
    await api(request, 'POST', API.employees, {
      first_name: `Linka${tag}`,
      last_name: 'Chann',
      gender: 'female',
      date_of_birth: '1994-02-03',
      phone: '+855 12 000 555',
      email: `link.${tag}@example.com`,
      position: 'Accountant',
      team_id: team,
      office_ids: [office],
      join_date: '2024-01-02',
      probation_end_date: '2024-04-02',
      salary_cents: 80_000,
    })
  ).data;
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
