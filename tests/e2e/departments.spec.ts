// Departments and teams with the keyboard alone: add both from the palette (manager and lead picked by
// typing), find the department from the palette and open its members, search them, open a team's
// members with Enter, edit with `e`, a refused delete (409: how many members) and an allowed one; axe on
// the list, the member list and the dialogs, light and dark.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { api, expectNoAxeViolations, expectToast, focusRow, mod, signIn, tabTo } from './helpers.ts';

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const DEPT = `Finance ${tag}`;
const TEAM = `Payables ${tag}`;

let officeId = 0;
async function office(request: APIRequestContext): Promise<number> {
  if (!officeId) {
    const res = await api(request, 'POST', offices.create.path, {
      name: `Riverside ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.57,
      longitude: 104.92,
      radius_m: 150,
    });
    officeId = res.data.id;
  }
  return officeId;
}

/** The server starts with only the admin: people are created through the API. */
async function employee(request: APIRequestContext, first: string, last: string, teamId: number | null = null) {
  const res = await api(request, 'POST', employees.create.path, {
    first_name: first,
    last_name: last,
    gender: 'female',
    date_of_birth: '1990-04-02',
    phone: '+855 12 000 222',
    email: `${first}.${last}@example.com`.toLowerCase(),
    position: 'Accountant',
    team_id: teamId,
    office_ids: [await office(request)],
    join_date: '2022-03-01',
    probation_end_date: '2022-06-01',
    salary_cents: 120_000,
  });
  return res.data as { id: number; staff_id: string; full_name: string };
}

/** Types into a picker and takes the one person it offers, with the arrow key and Enter. */
async function pickPerson(page: Page, picker: Locator, text: string, name: string) {
  await expect(picker).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(new RegExp(name));
}

/** The palette's input: found by its name, since pages here have other comboboxes (pickers, filters). */
const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Command palette' });

/** Opens the palette with the keyboard, types `query` and takes the option named `option`. */
async function palette(page: Page, query: string, option: string | RegExp) {
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await paletteInput(page).fill(query);
  await choose(page, option);
}

/** In the palette, arrow down to the option named `name` and take it. */
async function choose(page: Page, name: string | RegExp) {
  const option = page.getByRole('option', { name });
  await expect(option).toBeVisible();
  for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

test('departments: add a department and a team from the palette, open and search its members, refused delete — keyboard only', async ({
  page,
  request,
}) => {
  const manager = await employee(request, 'Sokha', `Chea${tag}`);
  const lead = await employee(request, 'Dara', `Lim${tag}`);
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('m');
  await expect(page).toHaveURL(/\/department$/);
  await expect(page).toHaveTitle('HRMS | Department');
  const table = page.getByRole('grid', { name: 'Departments and teams' });
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Manager / Lead', 'Teams', 'Members', 'Action']);

  // Add Department from the palette: the name is checked before anything is sent.
  await palette(page, 'Add department', /Add department/);
  const addDept = page.getByRole('dialog', { name: 'Add Department' });
  await expect(addDept.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(addDept.getByText('Name is required.')).toBeVisible();
  await page.keyboard.type(DEPT);
  await page.keyboard.press('Tab');
  await pickPerson(page, addDept.getByRole('combobox', { name: 'Manager' }), `Chea${tag}`, manager.staff_id);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Department created successfully!');
  await expect(addDept).toBeHidden();
  const deptRow = table.getByRole('row').filter({ hasText: DEPT });
  await expect(deptRow).toContainText(manager.full_name);

  // The same name again is refused at the name (409), nothing added.
  await palette(page, 'Add department', /Add department/);
  await expect(addDept.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(DEPT.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(addDept.getByText(/already exists/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(addDept).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: DEPT })).toHaveCount(1);

  // Add Team from the palette: name, department (type-ahead in the select), lead.
  await palette(page, 'Add team', /Add team/);
  const addTeam = page.getByRole('dialog', { name: 'Add Team' });
  await expect(addTeam.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(TEAM);
  await page.keyboard.press('Tab');
  await expect(addTeam.getByLabel('Department')).toBeFocused();
  await expect.poll(() => addTeam.getByLabel('Department').locator('option').count()).toBeGreaterThan(1);
  await page.keyboard.type(DEPT);
  await expect(addTeam.getByLabel('Department')).toHaveValue(/\d+/);
  await page.keyboard.press('Tab');
  await pickPerson(page, addTeam.getByRole('combobox', { name: 'Lead' }), `Lim${tag}`, lead.staff_id);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Team created successfully!');
  const teamRow = table.getByRole('row').filter({ hasText: TEAM });
  await expect(teamRow).toContainText(lead.full_name);
  await expect(deptRow.getByRole('gridcell').nth(2)).toHaveText('1');

  // People join the team (through the API, as the employee screens would do it).
  const teamId = (await api(request, 'GET', `${teams.list.path}?q=${encodeURIComponent(TEAM)}`)).data[0].id as number;
  const members = [
    await employee(request, 'Bopha', `Keo${tag}`, teamId),
    await employee(request, 'Rithy', `Sam${tag}`, teamId),
    await employee(request, 'Vanna', `Ouk${tag}`, teamId),
  ];

  // Find the department by name from the palette, then "Open department members…".
  await palette(page, DEPT, new RegExp(`^${DEPT}.*Department`));
  await expect(paletteInput(page)).toHaveAttribute('placeholder', `What to do with ${DEPT}…`);
  await paletteInput(page).fill('members');
  await choose(page, /Open department members/);
  await expect(page).toHaveURL(/\/department\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: DEPT })).toBeVisible();
  await expect(page).toHaveTitle(`HRMS | ${DEPT}`);
  // The trail reads Department / <its name>, the name marked as the page you are on.
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Department /', DEPT]);
  await expect(trail.getByRole('listitem').last()).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('grid', { name: `Members of ${DEPT}` });
  await expect(list.getByRole('columnheader')).toContainText(['NO', 'Staff ID', 'Name', 'Position', 'Team']);
  await expect(list.getByRole('row')).toHaveCount(4);
  await expect(list.getByRole('row').filter({ hasText: members[0].full_name })).toContainText(TEAM);

  // Search on the server by name, then by staff id.
  const search = page.getByLabel('Search members');
  await tabTo(page, search);
  await page.keyboard.type('Rithy');
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText(members[1].full_name);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(members[2].staff_id);
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText(members[2].full_name);

  // Enter on the row opens the employee.
  await page.keyboard.press('Tab'); // the team filter
  await page.keyboard.press('Tab'); // the row
  await expect(list.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/employee/edit/${members[2].id}$`));

  // Back on the departments: Enter on the team row opens the member list filtered to that team.
  await palette(page, 'Go to Department', /Go to Department/);
  await expect(page).toHaveURL(/\/department$/);
  await expect(deptRow.getByRole('gridcell').nth(3)).toHaveText('3');
  await focusRow(page, teamRow);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/department/\\d+\\?team=${teamId}$`));
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue(String(teamId));
  await expect(page.getByRole('grid', { name: `Members of ${DEPT}` }).getByRole('row')).toHaveCount(4);

  // Deleting a department that still has people is refused with the server's count.
  await palette(page, 'Delete department', /Delete department/);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'Pick a department…');
  await paletteInput(page).fill(DEPT);
  await choose(page, new RegExp(`^${DEPT}`));
  const confirm = page.getByRole('dialog', { name: 'Delete department' });
  await expect(confirm).toContainText(DEPT);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'This department still has 3 members; move them first.');
  await expect(page.getByRole('heading', { level: 1, name: DEPT })).toBeVisible();
});

test('departments: edit with e and Shift+E, delete an empty team and department from their rows — keyboard only', async ({
  page,
  request,
}) => {
  const name = `Legal ${tag}`;
  const dept = (await api(request, 'POST', departments.create.path, { name })).data.id as number;
  await api(request, 'POST', teams.create.path, { name: `Contracts ${tag}`, department_id: dept });
  await signIn(page);
  await page.goto('/department');
  const table = page.getByRole('grid', { name: 'Departments and teams' });

  // The filter narrows the table to the department and its teams.
  await tabTo(page, page.getByLabel('Filter departments and teams'));
  await page.keyboard.type(name);
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.keyboard.press('Tab');

  const deptRow = table.getByRole('row').filter({ hasText: name });
  await focusRow(page, deptRow);
  await page.keyboard.press('e');
  const edit = page.getByRole('dialog', { name: 'Edit Department' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Affairs');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Department updated successfully!');
  await expect(table.getByRole('row').filter({ hasText: `${name} Affairs` })).toHaveCount(1);

  const teamRow = table.getByRole('row').filter({ hasText: `Contracts ${tag}` });
  await focusRow(page, teamRow);
  await page.keyboard.press('Shift+E');
  const editTeam = page.getByRole('dialog', { name: 'Edit Team' });
  await expect(editTeam.getByLabel('Name')).toHaveValue(`Contracts ${tag}`);
  await expect(editTeam.getByLabel('Department')).toHaveValue(String(dept));
  await page.keyboard.press('Escape');
  await expect(editTeam).toBeHidden();

  // `t` on a focused department starts a team in it.
  await focusRow(page, deptRow);
  await page.keyboard.press('t');
  const addTeam = page.getByRole('dialog', { name: 'Add Team' });
  await expect(addTeam.getByLabel('Department')).toHaveValue(String(dept));
  await page.keyboard.press('Escape');

  await focusRow(page, teamRow);
  await tabTo(page, teamRow.getByRole('button', { name: `Delete Contracts ${tag}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Delete team' }).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Team deleted successfully!');
  await expect(teamRow).toHaveCount(0);

  await focusRow(page, deptRow);
  await tabTo(page, deptRow.getByRole('button', { name: `Delete ${name} Affairs` }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Delete department' }).getByRole('button', { name: 'Cancel' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Department deleted successfully!');
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('departments: no axe violations on the list, the member list and the dialogs, light and dark', async ({
  page,
  request,
}) => {
  const dept = (await api(request, 'POST', departments.create.path, { name: `Axe ${tag}` })).data.id as number;
  const team = (await api(request, 'POST', teams.create.path, { name: `Axe team ${tag}`, department_id: dept })).data
    .id as number;
  await employee(request, 'Axe', `Person${tag}`, team);
  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    await page.goto('/department');
    await expect(page.getByRole('heading', { level: 1, name: 'Department' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Axe team ${tag}` })).toBeVisible();
    await expectNoAxeViolations(page, `/department (${theme})`);

    await page.goto(`/department/${dept}`);
    await expect(page.getByRole('heading', { level: 1, name: `Axe ${tag}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Person${tag}` })).toBeVisible();
    await expectNoAxeViolations(page, `/department/${dept} (${theme})`);
  }

  await page.goto('/department');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('c');
  const add = page.getByRole('dialog', { name: 'Add Department' });
  await page.getByRole('button', { name: 'Create' }).press('Enter');
  await expect(add.getByText('Name is required.')).toBeVisible();
  await add.getByRole('combobox', { name: 'Manager' }).focus();
  await page.keyboard.type(`Person${tag}`);
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'add department dialog with errors and the picker open');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  await page.keyboard.press('t');
  const addTeam = page.getByRole('dialog', { name: 'Add Team' });
  await expect(addTeam.getByLabel('Name')).toBeFocused();
  await page.getByRole('button', { name: 'Create' }).press('Enter');
  await expect(addTeam.getByText('department is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'add team dialog with errors');
});
