// The employee screens with the keyboard alone: the form (client and server messages at the field), the
// palette finding an employee by name and by staff id, "Move to team…", filters that survive a trip to the
// edit page, row actions, export; axe on the list, the form and the dialog in light and dark.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import Database from 'better-sqlite3';
import {
  api,
  chooseRowAction,
  createUser,
  expectNoAxeViolations,
  expectToast,
  focusRow,
  mod,
  openRowMenu,
  signIn,
  tabTo,
  paletteInput,
} from './helpers.ts';

const tag = Date.now().toString(36).slice(-5);
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const FIRST = `Sokha${tag}`;
const LAST = 'Keyboard';
const EMAIL = `sokha.${tag}@example.com`;

interface Org {
  /** Team names: Payroll (in Finance) and Platform (in Engineering); office names. */
  payroll: string;
  platform: string;
  riverside: string;
  tk: string;
}

/** The server starts empty: two departments with a team each, and two offices, through the API. */
async function createOrganisation(
  request: APIRequestContext,
  suffix: string,
): Promise<Org & { teamIds: number[]; officeIds: number[] }> {
  const finance = (await api(request, 'POST', departments.create.path, { name: `Finance ${suffix}` })).data.id;
  const engineering = (await api(request, 'POST', departments.create.path, { name: `Engineering ${suffix}` })).data.id;
  const payroll = (await api(request, 'POST', teams.create.path, { name: `Payroll ${suffix}`, department_id: finance }))
    .data.id;
  const platform = (
    await api(request, 'POST', teams.create.path, { name: `Platform ${suffix}`, department_id: engineering })
  ).data.id;
  const office = (name: string, latitude: number) =>
    api(request, 'POST', offices.create.path, {
      name,
      address: 'Phnom Penh',
      latitude,
      longitude: 104.92,
      radius_m: 150,
    });
  const riverside = (await office(`Riverside ${suffix}`, 11.57)).data.id;
  const tk = (await office(`Toul Kork ${suffix}`, 11.58)).data.id;
  return {
    payroll: `Payroll ${suffix}`,
    platform: `Platform ${suffix}`,
    riverside: `Riverside ${suffix}`,
    tk: `Toul Kork ${suffix}`,
    teamIds: [payroll, platform],
    officeIds: [riverside, tk],
  };
}

async function createEmployee(
  request: APIRequestContext,
  teamId: number,
  officeIds: number[],
  first: string,
  last: string,
) {
  const res = await api(request, 'POST', employees.create.path, {
    first_name: first,
    last_name: last,
    gender: 'female',
    date_of_birth: '1992-06-01',
    phone: '+855 12 000 111',
    email: `${first}.${last}.${tag}@example.com`.toLowerCase(),
    position: 'Analyst',
    team_id: teamId,
    office_ids: officeIds,
    join_date: '2023-02-01',
    probation_end_date: '2099-05-01',
    salary_cents: 90_000,
  });
  return res.data as { id: number; staff_id: string; full_name: string };
}

/** Tabs forward to the field and types into it, as a keyboard user fills a form. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Arrow keys until the palette option is the selected one, then Enter. */
async function chooseOption(page: Page, name: RegExp | string) {
  const option = page.getByRole('option', { name });
  await expect(option).toBeVisible();
  for (let i = 0; i < 30 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

async function openPalette(page: Page, query: string) {
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await paletteInput(page).fill(query);
}

test('employees: add through the form, find from the palette by name and staff id, move team — keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // a long journey, typed key by key
  const org = await createOrganisation(request, tag);
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/employee$/);
  await expect(page).toHaveTitle('HRMS | Employee');
  const table = page.getByRole('grid', { name: 'Employees' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Staff ID',
    'Name',
    'Team',
    'Join Date',
    'Probation',
    'Status',
    'Action',
  ]);

  // "Add employee" from the palette opens the form; an empty submit says what is missing, at the fields.
  await openPalette(page, 'Add employee');
  await chooseOption(page, /^Add employee/);
  await expect(page).toHaveURL(/\/employee\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Employee' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add employee' });
  await tabTo(page, form.getByLabel('First Name'));
  await page.keyboard.press('Enter');
  await expect(form.getByText('First name is required.', { exact: true })).toBeVisible();
  await expect(form.getByText('Date of birth is required.', { exact: true })).toBeVisible();
  await expect(form.getByText('Join date is required.', { exact: true })).toBeVisible();
  await expect(form.getByText('Select at least one office.')).toBeVisible();
  await expect(form.getByText('Monthly salary is required.', { exact: true })).toBeVisible();
  // The staff id hint gives the shape of a generated id, not an id that may already be taken.
  await expect(form.getByLabel('Staff ID (optional)')).toHaveAccessibleDescription(/EMP- and six digits/);
  await expect(form.getByLabel('First Name')).toBeFocused(); // focus goes to the first field in error

  await page.keyboard.type(FIRST);
  await typeInto(page, form.getByLabel('Last Name'), LAST);
  await tabTo(page, form.getByLabel('Gender'));
  await page.keyboard.type('Female');
  await expect(form.getByLabel('Gender')).toHaveValue('female');
  await typeInto(page, form.getByLabel('Date of Birth'), '14/03/1991');
  await expect(form.getByLabel('Date of Birth')).toHaveValue('14/03/1991');
  await typeInto(page, form.getByLabel('Phone'), '+855 12 345 678');
  await typeInto(page, form.getByLabel('Email'), EMAIL);
  await typeInto(page, form.getByLabel('Position'), 'Payroll Officer');
  await tabTo(page, form.getByLabel('Team'));
  await page.keyboard.type(org.payroll); // a closed select picks the option typed
  await expect(form.getByLabel('Department')).toHaveText(`Finance ${tag}`);
  await tabTo(page, form.getByRole('checkbox', { name: org.riverside }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('checkbox', { name: org.tk }));
  await page.keyboard.press('Space');
  await typeInto(page, form.getByLabel('Join Date'), '08/01/2024');
  await typeInto(page, form.getByLabel('Probation End Date (optional)'), '08/04/2099');
  await typeInto(page, form.getByLabel('Monthly Salary (USD)'), '1,250.50');
  await typeInto(page, form.getByLabel('Bank Account (optional)'), '0001 2345');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Employee created successfully!');
  await expect(page).toHaveURL(/\/employee$/);

  const row = table.getByRole('row').filter({ hasText: `${FIRST} ${LAST}` });
  await expect(row).toContainText(org.payroll);
  await expect(row).toContainText('On Probation');
  await expect(row).toContainText('Active');
  const staffId = (await row.getByRole('gridcell').first().textContent())!.trim();
  expect(staffId).toMatch(/^EMP-\d{6}$/);

  // The same email again: the server's 409 lands on the Email field.
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/employee\/add$/);
  await typeInto(page, form.getByLabel('First Name'), 'Dup');
  await typeInto(page, form.getByLabel('Last Name'), 'Licate');
  await tabTo(page, form.getByLabel('Gender'));
  await page.keyboard.type('Male');
  await typeInto(page, form.getByLabel('Date of Birth'), '01/01/1990');
  await typeInto(page, form.getByLabel('Phone'), '012 345 678');
  await typeInto(page, form.getByLabel('Email'), EMAIL.toUpperCase());
  await typeInto(page, form.getByLabel('Position'), 'Clerk');
  await tabTo(page, form.getByRole('checkbox', { name: org.tk }));
  await page.keyboard.press('Space');
  await typeInto(page, form.getByLabel('Join Date'), '02/01/2020');
  await typeInto(page, form.getByLabel('Monthly Salary (USD)'), '700');
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(`Email '${EMAIL}' is already taken.`);
  await expect(form.getByLabel('Email')).toBeFocused();
  await tabTo(page, form.getByRole('link', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/employee$/);

  // Found from the palette by name; its commands follow; Edit opens the form with what was saved.
  await openPalette(page, `${FIRST} ${LAST}`);
  await chooseOption(page, `${FIRST} ${LAST} · ${staffId}`);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', `What to do with ${FIRST} ${LAST} · ${staffId}…`);
  await expect(page.getByRole('option').filter({ hasText: 'Move to team…' })).toHaveCount(1);
  await paletteInput(page).fill('Edit');
  await chooseOption(page, /Edit employee/);
  await expect(page).toHaveURL(/\/employee\/edit\/\d+$/);
  await expect(page).toHaveTitle('HRMS | Edit Employee');
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${FIRST} ${LAST}` })).toBeVisible();
  const edit = page.getByRole('form', { name: 'Edit employee' });
  await expect(edit.getByLabel('Staff ID')).toHaveValue(staffId);
  await expect(edit.getByLabel('Email')).toHaveValue(EMAIL);
  await expect(edit.getByLabel('Monthly Salary (USD)')).toHaveValue('1250.50'); // stored as 125050 cents
  await expect(edit.getByRole('checkbox', { name: org.riverside })).toBeChecked();
  await expect(edit.getByLabel('Probation', { exact: true })).toHaveText('On Probation');
  await expect(page.getByText('No system user is linked to this employee.')).toBeVisible();

  // Found by staff id too; change the position from the form.
  await openPalette(page, staffId);
  await chooseOption(page, `${FIRST} ${LAST} · ${staffId}`);
  await paletteInput(page).fill('Edit');
  await chooseOption(page, /Edit employee/);
  await tabTo(page, edit.getByLabel('Position'));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Senior Payroll Officer');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Employee updated successfully!');
  await expect(page).toHaveURL(/\/employee$/);
  await expect(table.getByRole('row').filter({ hasText: 'Senior Payroll Officer' })).toBeVisible();

  // "Move to team…" from the palette, then pick the employee.
  await openPalette(page, 'Move to team');
  await chooseOption(page, /^Move to team/);
  await paletteInput(page).fill(FIRST);
  await chooseOption(page, `${FIRST} ${LAST} · ${staffId}`);
  const move = page.getByRole('dialog', { name: 'Move to team' });
  await expect(move).toContainText(org.payroll);
  await expect(move.getByLabel('New team')).toBeFocused();
  await page.keyboard.type(org.platform);
  await expect(move.getByLabel('New team')).toHaveValue(String(org.teamIds[1]));
  await tabTo(page, move.getByRole('button', { name: 'Move' }));
  await page.keyboard.press('Enter');
  await expectToast(page, `Employee moved to ${org.platform}.`);
  await expect(move).toBeHidden();
  await expect(row).toContainText(org.platform);
  await expect(row).toContainText(`Engineering ${tag}`);
});

test('employees: filters and search survive a trip to the edit page; resign and delete from the row', async ({
  page,
  request,
}) => {
  const suffix = `${tag}b`;
  const org = await createOrganisation(request, suffix);
  const [payroll, platform] = org.teamIds;
  const a = await createEmployee(request, payroll, org.officeIds, `Filter${tag}`, 'Alpha');
  await createEmployee(request, platform, org.officeIds, `Filter${tag}`, 'Beta');
  const c = await createEmployee(request, platform, [org.officeIds[1]], `Other${tag}`, 'Gamma');
  await signIn(page);
  await page.goto('/employee');
  const table = page.getByRole('grid', { name: 'Employees' });
  const status = page.getByRole('status').filter({ hasText: /employees?$/ });

  // Server-side search (debounced) by name, then by staff id.
  await tabTo(page, page.getByLabel('Search'));
  await page.keyboard.type(`filter${tag}`);
  await expect(status).toHaveText('2 employees');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(c.staff_id);
  await expect(status).toHaveText('1 employee');
  await expect(table.getByRole('row').nth(1)).toContainText(c.full_name);

  // Team filter (labelled select) + the name search; then leave for the edit page and come back.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`Filter${tag}`);
  await tabTo(page, page.getByLabel('Team', { exact: true }));
  await page.keyboard.type(org.payroll);
  await expect(status).toHaveText('1 employee');
  await expect(table.getByRole('row').nth(1)).toContainText(a.full_name);
  await page.getByRole('main').focus();
  await page.keyboard.press('j');
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('e');
  await expect(page).toHaveURL(new RegExp(`/employee/edit/${a.id}$`));
  await tabTo(page, page.getByRole('link', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/employee$/);
  await expect(page.getByLabel('Search')).toHaveValue(`Filter${tag}`);
  await expect(page.getByLabel('Team', { exact: true })).not.toHaveValue('');
  await expect(status).toHaveText('1 employee');

  // Clear filters hands focus back to the search box; the probation filter (all of these are on probation).
  await tabTo(page, page.getByRole('button', { name: 'Clear filters' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Search')).toBeFocused();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await page.keyboard.type(`filter${tag}`);
  await tabTo(page, page.getByLabel('Probation'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Probation')).toHaveValue('passed');
  await expect(status).toHaveText('0 employees');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Probation')).toHaveValue('on_probation');
  await expect(status).toHaveText('2 employees');

  // Resign from the row (confirm), then the Resign action is gone and the status reads Resigned.
  const row = table.getByRole('row').filter({ hasText: a.full_name });
  await focusRowFromPage(page, row);
  await chooseRowAction(page, row, `${a.full_name} · ${a.staff_id}`, 'Resign');
  const confirm = page.getByRole('dialog', { name: 'Resign employee' });
  await expect(confirm).toContainText(a.full_name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Employee resigned successfully!');
  await expect(row.getByText('Resigned')).toBeVisible();
  await focusRowFromPage(page, row);
  const menu = await openRowMenu(page, row, `${a.full_name} · ${a.staff_id}`);
  await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Move', 'Delete']);
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: `Actions for ${a.full_name} · ${a.staff_id}` })).toBeFocused();
  await chooseRowAction(page, row, `${a.full_name} · ${a.staff_id}`, 'Delete');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Employee deleted successfully!');
  await expect(row).toHaveCount(0);

  // Export both formats from the toolbar.
  for (const [label, ext] of [
    ['Export .xlsx', 'xlsx'],
    ['Export .csv', 'csv'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('main').focus();
    await tabTo(page, page.getByRole('button', { name: label }));
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe(`employees.${ext}`);
  }
});

test('employees: no axe violations on the list, the form and the move dialog, light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // axe runs eight times
  const org = await createOrganisation(request, `${tag}c`);
  const e = await createEmployee(request, org.teamIds[0], org.officeIds, `Axe${tag}`, 'Person');
  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    for (const [path, heading] of [
      ['/employee', 'Employee'],
      ['/employee/add', 'Add Employee'],
      [`/employee/edit/${e.id}`, `Edit Axe${tag} Person`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (path === '/employee')
        await expect(page.getByRole('grid', { name: 'Employees' }).getByRole('row').nth(1)).toBeVisible();
      else await expect(page.getByRole('checkbox').first()).toBeVisible();
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
    await page.goto('/employee/add');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('First name is required.')).toBeVisible();
    await expectNoAxeViolations(page, `add employee with errors (${theme})`);

    await page.goto('/employee');
    const row = page.getByRole('grid', { name: 'Employees' }).getByRole('row').filter({ hasText: e.full_name });
    await row.getByRole('button', { name: `Actions for ${e.full_name} · ${e.staff_id}` }).click();
    await expect(page.getByRole('menu', { name: `Actions for ${e.full_name} · ${e.staff_id}` })).toBeVisible();
    await expectNoAxeViolations(page, `row actions menu (${theme})`);
    await page.getByRole('menuitem', { name: 'Move' }).click();
    await expect(page.getByRole('dialog', { name: 'Move to team' }).getByLabel('New team')).toBeFocused();
    await expectNoAxeViolations(page, `move to team (${theme})`);
    await page.keyboard.press('Escape');
  }
});

test('employees: a photo is saved small; the linked system user is shown on the edit page and opens from there or the palette', async ({
  page,
  request,
}) => {
  const org = await createOrganisation(request, `${tag}d`);
  const e = await createEmployee(request, org.teamIds[0], org.officeIds, `Linked${tag}`, 'Person');
  const username = `linked_${tag}`;
  await createUser(request, username, 'Linked#12345');
  // Accounts are linked to employees outside these screens (no API call yet): link it in the database.
  const db = new Database(process.env.E2E_DB!);
  try {
    db.prepare('UPDATE sys_user SET employee_id = ? WHERE username = ?').run(e.id, username);
  } finally {
    db.close();
  }

  await signIn(page);
  // A photo is scaled down in the browser and saved as a small data URL.
  await page.goto(`/employee/edit/${e.id}`);
  await page
    .getByLabel('Photo (optional)')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') });
  await expect(page.getByRole('img', { name: `Photo of ${e.full_name}` })).toBeVisible();
  await page.getByLabel('Photo (optional)').focus();
  await tabTo(page, page.getByRole('button', { name: 'Update' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Employee updated successfully!');
  expect((await api(request, 'GET', pathOf(employees.get, { id: e.id }))).data.photo).toMatch(
    /^data:image\/jpeg;base64,/,
  );

  await page.goto(`/employee/edit/${e.id}`);
  await expect(page.getByRole('img', { name: `Photo of ${e.full_name}` })).toBeVisible();
  await expect(page.getByText(`Linked to ${username}`)).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: `Open user ${username}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByLabel('Username')).toHaveValue(username);
  await page.keyboard.press('Escape');

  await openPalette(page, `Linked${tag}`);
  await chooseOption(page, `${e.full_name} · ${e.staff_id}`);
  await paletteInput(page).fill('linked user');
  await chooseOption(page, /Open linked user/);
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByLabel('Username')).toHaveValue(username);
});

/** Leaves the search box (where j is a letter), then j and k walk the rows until `row` has focus. */
async function focusRowFromPage(page: Page, row: Locator) {
  await page.getByRole('main').focus();
  await focusRow(page, row);
}
