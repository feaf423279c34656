// Hostile text shown as text: an employee, department, team, office, project and leave request named with markup,
// `javascript:` URLs, U+202E and emoji, made through the API, then seen in the tables, the palette, the office map's
// tooltip, a field error, the department page's title, the edit forms, the request drawer and the notification popover.
// The literal text must be visible, nothing injected may exist in the page, and no dialog (window.alert) may fire.
import { expect, test, type Page } from '@playwright/test';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { projects } from '../../contract/api/routes/projects.ts';
import { pathOf } from '../../contract/api/route.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { api, insertNotifications, mod, openPage, paletteInput, signIn } from './helpers.ts';

const tag = `Hx${Date.now().toString(36).slice(-6)}`;
const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';
const JS = 'javascript:alert(document.cookie)';
const RLO = 'Sok\u202Egnp.exe';
const EMOJI = '🎉👩🏽‍💻';

// The department and office names start with < and " so they sort onto the first page of their lists;
// employees and projects are found by searching for the tag.
const DEPT = `${IMG} ${tag}`;
const TEAM = `${JS} ${tag}`;
const OFFICE = `${SVG} ${RLO} ${tag}`;
const PROJECT = `${EMOJI} ${IMG} ${tag}`;
const FIRST = IMG;
const LAST = `${tag} ${EMOJI}`;
const FULL = `${FIRST} ${LAST}`;
const POSITION = SVG;
const REASON = `${SVG} ${JS}`;
const COMMENT = `${IMG} ${RLO}`;

interface Seeded {
  department: number;
  team: number;
  office: number;
  employee: number;
  request: number;
}
let seeded: Seeded | undefined;

/** Seeds once through the API (the journeys share one database). */
async function seed(page: Page): Promise<Seeded> {
  if (seeded) return seeded;
  const r = page.request;
  const department = (await api(r, 'POST', departments.create.path, { name: DEPT, description: SVG })).data.id;
  const team = (await api(r, 'POST', teams.create.path, { name: TEAM, department_id: department })).data.id;
  const office = (
    await api(r, 'POST', offices.create.path, {
      name: OFFICE,
      address: JS,
      latitude: 11.5564,
      longitude: 104.9282,
      radius_m: 150,
    })
  ).data.id;
  const employee = (
    await api(r, 'POST', employees.create.path, {
      first_name: FIRST,
      last_name: LAST,
      gender: 'female',
      date_of_birth: '1990-04-02',
      phone: '+855 12 000 333',
      email: `${tag}@example.com`.toLowerCase(),
      address: RLO,
      position: POSITION,
      team_id: team,
      office_ids: [office],
      join_date: '2022-03-01',
      probation_end_date: '2022-06-01',
      salary_cents: 120_000,
    })
  ).data;
  expect(employee.full_name).toBe(FULL);
  await api(r, 'POST', projects.create.path, {
    name: PROJECT,
    code: tag,
    description: IMG,
    department_id: department,
    member_ids: [employee.id],
    start_date: '2099-01-05',
  });
  const leaveType = (
    await api(r, 'POST', leaveTypes.create.path, {
      name: `Hostile ${tag}`,
      paid: true,
      days_per_year: 10,
      carry_over_limit: 0,
      needs_attachment: false,
    })
  ).data.id;
  let day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getUTCDay() !== 1) day = new Date(day.getTime() + 86_400_000);
  const iso = day.toISOString().slice(0, 10);
  const request = (
    await api(r, 'POST', leaveRequests.create.path, {
      employee_id: employee.id,
      leave_type_id: leaveType,
      start_date: iso,
      end_date: iso,
      reason: REASON,
    })
  ).data.id;
  await api(r, 'POST', pathOf(leaveRequests.reject, { id: request }), { comment: COMMENT, version: 1 });
  seeded = { department, team, office, employee: employee.id, request };
  return seeded;
}

/** Nothing from the payloads became markup, and no script ran. */
async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[onerror], [onload]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
}

let dialogs: string[] = [];
test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await seed(page);
  await signIn(page);
});
test.afterEach(async ({ page }) => {
  await expectNothingInjected(page);
  expect(dialogs, 'a dialog fired: injected script ran').toEqual([]);
});

test('hostile names are plain text in the employee, department, office and project tables', async ({ page }) => {
  await page.goto('/employee');
  await page.getByRole('search', { name: 'Employees' }).getByLabel('Search').fill(tag);
  const employees = page.getByRole('grid', { name: 'Employees' });
  await expect(employees.getByText(FULL, { exact: true })).toBeVisible();
  await expect(employees.getByText(POSITION, { exact: true })).toBeVisible();
  await expect(employees.getByText(TEAM, { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page);

  await page.goto('/department');
  const departments = page.getByRole('grid', { name: 'Departments and teams' });
  await expect(departments.getByText(DEPT, { exact: true })).toBeVisible();
  await expect(departments.getByText(TEAM, { exact: true })).toBeVisible();
  await expectNothingInjected(page);

  await page.goto('/offices');
  const offices = page.getByRole('grid', { name: 'Offices' });
  const officeRow = offices.getByRole('row').filter({ hasText: OFFICE });
  await expect(offices.getByText(OFFICE, { exact: true })).toBeVisible();
  await expect(officeRow.getByText(JS, { exact: true })).toBeVisible();
  // Selecting the office names it in the map's tooltip: as text, not markup.
  await officeRow.getByText(OFFICE, { exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of offices' });
  await expect(map.locator('.leaflet-tooltip').filter({ hasText: /\S/ })).toHaveText(OFFICE);
  await expectNothingInjected(page);

  await page.goto('/projects');
  await page.getByLabel('Search projects').fill(tag);
  await expect(page.getByText(PROJECT, { exact: true })).toBeVisible();
});

test('the palette finds hostile names as text; the department page title and the edit forms keep them verbatim', async ({
  page,
}) => {
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await paletteInput(page).fill(tag.toLowerCase());
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  for (const name of [FULL, DEPT, `${TEAM} (${DEPT})`, OFFICE]) {
    await expect(dialog.getByRole('option').filter({ hasText: name }).first(), name).toBeVisible();
  }
  await expect(paletteInput(page)).toHaveValue(tag.toLowerCase());
  await expectNothingInjected(page);

  // The department from the palette, then "Open department members…": its name is the heading and the title.
  const option = dialog
    .getByRole('option')
    .filter({ hasText: DEPT })
    .filter({ hasText: /Departments$/ })
    .first();
  await option.click();
  await expect(paletteInput(page)).toHaveAttribute('placeholder', `What to do with ${DEPT}…`);
  await paletteInput(page).fill('members');
  await dialog.getByRole('option', { name: /Open department members/ }).click();
  await expect(page).toHaveURL(new RegExp(`/department/${seeded!.department}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEPT);
  await expect(page).toHaveTitle(`HRMS | ${DEPT}`);
  await expect(page.getByRole('grid', { name: `Members of ${DEPT}` }).getByText(FULL, { exact: true })).toBeVisible();
  await expectNothingInjected(page);

  await page.goto(`/employee/edit/${seeded!.employee}`);
  await expect(page).toHaveTitle('HRMS | Edit Employee');
  await expect(page.getByLabel('First Name')).toHaveValue(FIRST);
  await expect(page.getByLabel('Last Name')).toHaveValue(LAST);
  await expect(page.getByLabel('Position')).toHaveValue(POSITION);

  await page.goto(`/offices/edit/${seeded!.office}`);
  await expect(page).toHaveTitle('HRMS | Edit Office');
  await expect(page.getByLabel('Name')).toHaveValue(OFFICE);
  await expect(page.getByLabel('Address')).toHaveValue(JS);

  // A duplicate name is refused at the field with the name quoted back as text.
  await openPage(page, '/department');
  await page.keyboard.press(`${mod}+k`);
  await paletteInput(page).fill('Add department');
  await dialog.getByRole('option', { name: /Add department/ }).click();
  const add = page.getByRole('dialog', { name: 'Add Department' });
  await add.getByLabel('Name').fill(DEPT);
  await page.keyboard.press('Enter');
  await expect(add.getByText(`Department '${DEPT}' already exists.`, { exact: true })).toBeVisible();
});

test('a request drawer and a notification show hostile names, reasons and comments as text', async ({ page }) => {
  const { request } = seeded!;
  await page.goto(`/leave?request_id=${request}`);
  const drawer = page.getByRole('dialog', { name: `Leave request: ${FULL}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(REASON, { exact: true })).toBeVisible();
  await expect(drawer.getByText(COMMENT, { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  insertNotifications([{ type: 'leave_request', request_id: request, employee_name: FULL }]);
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByRole('button').filter({ hasText: FULL }).first()).toBeVisible();
  await expectNothingInjected(page);
  await popover.getByRole('button').filter({ hasText: FULL }).first().click();
  await expect(page).toHaveURL(new RegExp(`/leave\\?request_id=${request}$`));
  await expect(page.getByRole('dialog', { name: `Leave request: ${FULL}` })).toBeVisible();
});
