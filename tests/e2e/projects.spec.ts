// Projects with the keyboard alone: reached from the palette (no sidebar entry), `c` adds one (dates
// typed into the date fields, members picked by typing, an end before the start refused at the field),
// `e` edits it, delete with confirm; axe on the list and the dialog, light and dark.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { departments } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { projects } from '../../contract/api/routes/projects.ts';
import { api, expectNoAxeViolations, expectToast, palette, signIn, tabTo, paletteInput, typeDate } from './helpers.ts';

// Date fields take their segments in the locale's order: month, day, year in en-US.
test.use({ locale: 'en-US' });

const tag = Date.now().toString(36).slice(-5).toUpperCase();
const NAME = `Payroll revamp ${tag}`;
const CODE = `PAY-${tag}`;

async function person(request: APIRequestContext, officeId: number, first: string, last: string) {
  const res = await api(request, 'POST', employees.create.path, {
    first_name: first,
    last_name: last,
    gender: 'male',
    date_of_birth: '1988-11-20',
    phone: '+855 12 000 333',
    email: `${first}.${last}@example.com`.toLowerCase(),
    position: 'Engineer',
    office_ids: [officeId],
    join_date: '2021-01-04',
    probation_end_date: '2021-04-04',
    salary_cents: 150_000,
  });
  return res.data as { id: number; staff_id: string; full_name: string };
}

/** Adds a member by typing their name in the picker and taking the option with Enter. */
async function addMember(page: Page, picker: Locator, text: string, name: string) {
  await expect(picker).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen members' })).toContainText(name);
  await page.keyboard.press('Escape'); // close the options, stay in the field
}

test('projects: add from the palette page with members and dates, edit with e, delete — keyboard only', async ({
  page,
  request,
}) => {
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Project office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.56,
      longitude: 104.93,
      radius_m: 100,
    })
  ).data.id;
  const dept = `Engineering ${tag}`;
  await api(request, 'POST', departments.create.path, { name: dept });
  const a = await person(request, office, 'Kosal', `Heng${tag}`);
  const b = await person(request, office, 'Sreymom', `Pich${tag}`);

  await signIn(page);
  await palette(page, 'Go to Projects', /Go to Projects/);
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page).toHaveTitle('HRMS | Projects');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' })).toHaveCount(0);
  const table = page.getByRole('grid', { name: 'Projects' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'NO',
    'Code',
    'Name',
    'Department',
    'Members',
    'Start',
    'End',
    'Action',
  ]);

  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeFocused();
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: 'Add Project' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Name is required.')).toBeVisible();
  await expect(dialog.getByText('Code is required.')).toBeVisible();
  await expect(dialog.getByText('Start date is required.')).toBeVisible();

  await page.keyboard.type(NAME);
  await page.keyboard.press('Tab');
  await page.keyboard.type(CODE.toLowerCase());
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Department')).toBeFocused();
  await expect.poll(() => dialog.getByLabel('Department').locator('option').count()).toBeGreaterThan(1);
  await page.keyboard.type(dept);
  await expect(dialog.getByLabel('Department')).toHaveValue(/\d+/);
  await page.keyboard.press('Tab');
  const picker = dialog.getByRole('combobox', { name: 'Members' });
  await addMember(page, picker, `Heng${tag}`, a.full_name);
  await addMember(page, picker, `Pich${tag}`, b.full_name);
  await expect(dialog.getByText('2 members chosen.')).toBeVisible();

  // Past the chosen members' Remove buttons to the dates; an end before the start is refused at the field.
  const start = dialog.getByLabel('Start date');
  await tabTo(page, start);
  await typeDate(page, start, '2026-03-01');
  const end = dialog.getByLabel('End date (optional)');
  await tabTo(page, end);
  await typeDate(page, end, '2026-02-27');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('End date must be on or after the start date.')).toBeVisible();
  await expect(end).toBeFocused();
  // Type it again over the refused one.
  await typeDate(page, end, '2026-09-30');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Project created successfully!');
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: NAME });
  await expect(row.getByRole('gridcell')).toContainText([CODE, NAME, dept, '2', '01/03/2026', '30/09/2026']);

  // The same code again is refused at the code (409).
  await page.keyboard.press('c');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Another');
  await page.keyboard.press('Tab');
  await page.keyboard.type(CODE);
  await tabTo(page, dialog.getByLabel('Start date'));
  await typeDate(page, dialog.getByLabel('Start date'), '2026-01-01');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/already exists/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // `e` on the focused row: remove a member with the keyboard, then Update.
  for (let i = 0; i < 20 && !(await row.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await page.keyboard.press('e');
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByLabel('Name')).toHaveValue(NAME);
  await expect(edit.getByLabel('Department')).not.toHaveValue('');
  await tabTo(page, edit.getByRole('button', { name: `Remove ${a.full_name}` }));
  await page.keyboard.press('Enter');
  await expect(edit.getByText('1 member chosen.')).toBeVisible();
  await tabTo(page, edit.getByRole('button', { name: 'Update' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Project updated successfully!');
  await expect(row.getByRole('gridcell').nth(4)).toHaveText('1');

  // Delete from the row's button, through the confirmation.
  for (let i = 0; i < 20 && !(await row.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('j');
  await tabTo(page, row.getByRole('button', { name: `Delete ${NAME} (${CODE})` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete project' });
  await expect(confirm).toContainText(NAME);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Project deleted successfully!');
  await expect(table.getByRole('row').filter({ hasText: NAME })).toHaveCount(0);
});

test('projects: search by code, edit from the palette picker', async ({ page, request }) => {
  await api(request, 'POST', projects.create.path, {
    name: `Onboarding ${tag}`,
    code: `ONB-${tag}`,
    start_date: '2026-02-02',
  });
  await signIn(page);
  await page.goto('/projects');
  const table = page.getByRole('grid', { name: 'Projects' });
  await tabTo(page, page.getByLabel('Search projects'));
  await page.keyboard.type(`onb-${tag}`);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(`Onboarding ${tag}`);

  await palette(page, 'Edit project', /Edit project/);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'Pick a project…');
  await paletteInput(page).fill(`Onboarding ${tag}`);
  await expect(page.getByRole('option').first()).toContainText(`Onboarding ${tag} (ONB-${tag})`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Project' }).getByLabel('Code')).toHaveValue(`ONB-${tag}`);
});

test('projects: no axe violations on the list and the dialog, light and dark', async ({ page, request }) => {
  await api(request, 'POST', projects.create.path, {
    name: `Axe project ${tag}`,
    code: `AXE-${tag}`,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });
  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    await page.goto('/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `Axe project ${tag}` })).toBeVisible();
    await expectNoAxeViolations(page, `/projects (${theme})`);

    await page.keyboard.press('c');
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Name is required.')).toBeVisible();
    await expectNoAxeViolations(page, `add project dialog with errors (${theme})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});
