// The activity log in Chromium, keyboard only: answer "who changed this salary, when, from what" — filter the log
// to one employee from the filters, open an entry's field diff from its row, follow the filtered view's address,
// and open the employee's history from the palette; axe on the page and both drawers, light and dark.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { ADMIN, api, expectNoAxeViolations, palette, paletteInput, signIn, tabTo } from './helpers.ts';

// One tag per run (the run's database), the same in every worker.
const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const FIRST = `Audit${tag}`;

interface Person {
  id: number;
  staff_id: string;
  full_name: string;
}

/** One employee whose salary was raised twice and whose position changed, made the first time it is asked for. */
async function auditedEmployee(request: APIRequestContext): Promise<Person> {
  const found = await api(request, 'GET', `${employees.list.path}?q=${encodeURIComponent(FIRST)}`);
  if (found.data.length === 1) return found.data[0];
  const department = (await api(request, 'POST', departments.create.path, { name: `Audit Dept ${tag}` })).data.id;
  const team = (await api(request, 'POST', teams.create.path, { name: `Audit Team ${tag}`, department_id: department }))
    .data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Audit Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.55,
      longitude: 104.92,
      radius_m: 150,
    })
  ).data.id;
  const person: Person = (
    await api(request, 'POST', employees.create.path, {
      first_name: FIRST,
      last_name: 'Chenda',
      gender: 'female',
      date_of_birth: '1990-05-06',
      phone: '+855 12 000 444',
      email: `audit.${tag}@example.com`.toLowerCase(),
      position: 'Clerk',
      team_id: team,
      office_ids: [office],
      join_date: '2023-01-02',
      probation_end_date: '2023-04-02',
      salary_cents: 70_000,
    })
  ).data;
  await api(request, 'PATCH', pathOf(employees.update, { id: person.id }), { salary_cents: 80_000 });
  await api(request, 'PATCH', pathOf(employees.update, { id: person.id }), {
    salary_cents: 95_000,
    position: 'Senior Clerk',
  });
  return person;
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('filter the log to one employee and open a salary change, by keyboard; history from the palette; axe', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await auditedEmployee(request);
  await signIn(page);

  // g h: the activity log.
  await page.getByRole('heading', { level: 1 }).focus();
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();

  // Resource: Employee (typed into the focused select), then the employee by name in the picker.
  const resource = page.getByLabel('Resource');
  await tabTo(page, resource);
  await page.keyboard.type('Employee');
  await expect(resource).toHaveValue('employee');
  const picker = page.getByRole('combobox', { name: 'Employee' });
  await tabTo(page, picker);
  await page.keyboard.type(FIRST);
  await expect(page.getByRole('option', { name: new RegExp(FIRST) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`resource=employee&record_id=${person.id}`));

  // Its entries only: the two updates and the creation, newest first.
  const table = page.getByRole('grid', { name: 'Activity log entries' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: '3 entries' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Update');
  await expect(table.getByRole('row').nth(3)).toContainText('Create');

  // j to the newest entry, Enter opens its diff: salary and position changed, marked in words.
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { level: 1, name: 'Activity Log' }).focus();
  await page.keyboard.press('j');
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Update · Employee ${person.id}` });
  await expect(drawer).toBeVisible();
  const salary = drawer.getByRole('row', { name: /^Monthly salary/ });
  await expect(salary).toContainText('Changed');
  await expect(salary).toContainText('$800.00');
  await expect(salary).toContainText('$950.00');
  await expect(drawer.getByRole('row', { name: /Position/ })).toContainText('Senior Clerk');
  await expect(drawer.getByText('2 fields changed', { exact: false })).toBeVisible();
  await expect(drawer).toContainText('admin');
  await expectNoAxeViolations(page, 'entry drawer');
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row').nth(1)).toBeFocused();

  // The filtered view is an address: opened afresh it shows the same entries.
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('combobox', { name: 'Employee' })).toHaveValue(new RegExp(FIRST));

  // The Actor filter searches usernames as they are typed: the administrator, who made these entries, keeps them.
  const actorBox = page.getByRole('combobox', { name: 'Actor' });
  await tabTo(page, actorBox);
  await page.keyboard.type(ADMIN.username);
  await expect(page.getByRole('option', { name: ADMIN.username, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/actor_id=\d+/);
  await expect(actorBox).toHaveValue(ADMIN.username);
  await expect(table.getByRole('row')).toHaveCount(4);

  // "History of employee…" from the palette, then the employee by name: the record's own entries in a drawer.
  await palette(page, 'History of employee', /^History of employee…/);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'Pick a employee…');
  await paletteInput(page).fill(FIRST);
  await expect(
    page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name: new RegExp(FIRST) }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  const history = page.getByRole('dialog', { name: /^History of / });
  await expect(history).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('3 entries');
  await expectNoAxeViolations(page, 'history drawer');
  await page.keyboard.press('Escape');

  // On the employee's own page, "History of this record".
  await page.goto(`/employee/edit/${person.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await palette(page, 'History of this record', /^History of this record/);
  const here = page.getByRole('dialog', { name: `History of Employee ${person.id}` });
  await expect(here.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    await page.goto(`/activity-log?resource=employee&record_id=${person.id}`);
    await settled(page);
    await expect(table.getByRole('row')).toHaveCount(4);
    await expectNoAxeViolations(page, `activity log (${theme})`);
    await page.getByRole('heading', { level: 1, name: 'Activity Log' }).focus();
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Update · Employee ${person.id}` })).toBeVisible();
    await expectNoAxeViolations(page, `entry drawer (${theme})`);
    await page.keyboard.press('Escape');
  }
});
