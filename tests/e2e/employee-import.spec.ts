// Employee import in Chromium: open it from the palette on /employee, get the template, send a file with bad
// rows and read the report, then import a good file; the keyboard drives everything but the file chooser.
// axe on the dialog, light and dark.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { IMPORT_COLUMNS, importTemplateCsv } from '../../contract/api/employee-import.ts';
import { pathOf } from '../../contract/api/route.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { api, expectNoAxeViolations, mod, signIn, tabTo, paletteInput } from './helpers.ts';

const HEADER = IMPORT_COLUMNS.map((c) => c.name);
const run = Date.now().toString(36);
const office = `Import Office ${run}`;

function row(values: Record<string, string>): string {
  return HEADER.map((h) => {
    const v = values[h] ?? '';
    return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',');
}

const person = (n: number, overrides: Record<string, string> = {}) => ({
  first_name: 'Importa',
  last_name: `Person${n}${run}`,
  gender: 'female',
  date_of_birth: '1994-07-09',
  phone: '+855 12 000 111',
  email: `import-${n}-${run}@example.com`,
  position: 'Clerk',
  offices: office,
  join_date: '2023-01-09',
  salary: '850',
  ...overrides,
});

const file = (name: string, rows: Array<Record<string, string>>) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER.join(',')}\r\n${rows.map(row).join('\r\n')}\r\n`),
});

async function openImport(page: Page) {
  await page.goto('/employee');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee' })).toBeVisible();
  // The real command, from the palette (the list's filter selects are comboboxes too, hence the scope).
  await page.keyboard.press(`${mod}+k`);
  const input = paletteInput(page);
  await expect(input).toBeFocused();
  await input.fill('Import employees');
  await expect(page.getByRole('option').first()).toContainText('Import employees');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import Employees' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('File (.csv or .xlsx)')).toBeFocused();
  return dialog;
}

test('import employees: template, a refused file with its report, then a good file — keyboard first', async ({
  page,
  request,
}) => {
  await api(request, 'POST', offices.create.path, {
    name: office,
    address: 'Phnom Penh',
    latitude: 11.55,
    longitude: 104.92,
    radius_m: 120,
  });
  await signIn(page);
  const dialog = await openImport(page);
  await expectNoAxeViolations(page, 'import dialog');

  // The template is the header row of the accepted columns.
  await tabTo(page, dialog.getByRole('button', { name: 'Download template (.csv)' }), { back: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('employee-import-template.csv');
  expect(fs.readFileSync((await download.path())!, 'utf8')).toBe(importTemplateCsv());

  // The wrong kind of file is refused before anything is sent.
  const input = dialog.getByLabel('File (.csv or .xlsx)');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByText('The file must be a .csv or .xlsx file.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // A file with bad rows: nothing goes in, each problem is listed by row and column.
  await input.setInputFiles(
    file('staff.csv', [
      person(1),
      person(2, { email: 'not-an-email', offices: 'Atlantis' }),
      person(3, { first_name: '=HYPERLINK("http://x","y")' }),
    ]),
  );
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, dialog.getByRole('button', { name: 'Import' }));
  await page.keyboard.press('Enter');
  const status = dialog.getByRole('status');
  await expect(status).toHaveText('Nothing was imported: 2 rows have problems.');
  const report = dialog.getByRole('region', { name: 'Problems by row' });
  await expect(report.getByRole('row')).toHaveCount(4);
  await expect(report.getByRole('row').nth(1)).toHaveText(
    ['3', 'email', 'Email must be a valid email address.'].join(''),
  );
  await expect(report.getByRole('row').nth(2)).toHaveText(
    ['3', 'offices', "office 'Atlantis' does not exist."].join(''),
  );
  await expect(report.getByRole('row').nth(3)).toContainText('first_name must not start with =, +, -, @ or a tab');
  await expectNoAxeViolations(page, 'import dialog with a report');
  const none = await api(request, 'GET', `${employees.list.path}?q=${encodeURIComponent(`person1${run}`)}`);
  expect(none.data).toHaveLength(0);

  // The good file: all rows go in; the outcome is announced and Close takes the focus.
  await input.setInputFiles(file('staff.csv', [person(1), person(2), person(3)]));
  await expect(report).toBeHidden();
  await tabTo(page, dialog.getByRole('button', { name: 'Import' }));
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('3 employees imported successfully!');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('progressbar')).toBeHidden();
  for (const n of [1, 2, 3]) {
    const found = await api(request, 'GET', `${employees.list.path}?q=${encodeURIComponent(`import-${n}-${run}`)}`);
    expect(found.data).toHaveLength(1);
    expect(found.data[0]).toMatchObject({ staff_id: expect.stringMatching(/^EMP-\d{6}$/) });
    const detail = await api(request, 'GET', pathOf(employees.get, { id: found.data[0].id }));
    expect(detail.data).toMatchObject({ offices: [{ name: office }] });
  }
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The list behind it shows the newcomers.
  await expect(page.getByRole('main').getByText(`Person1${run}`).first()).toBeVisible();
});

test('import dialog, its progress bar and its report have no axe violations in dark mode', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('hrms.theme', 'dark'));
  const dialog = await openImport(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page, 'import dialog (dark)');

  // Hold the upload at the network so the progress bar can be looked at, then let it through.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${employees.import.path}`, async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel('File (.csv or .xlsx)').setInputFiles(file('dark.csv', [person(9, { offices: 'Nowhere' })]));
  await tabTo(page, dialog.getByRole('button', { name: 'Import' }));
  await page.keyboard.press('Enter');
  const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
  await expect(bar).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importing...' })).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'import dialog in progress (dark)');
  // Escape does not close it while the file is on its way: how it ended would be lost.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog.getByRole('status')).toHaveText('Nothing was imported: 1 row has problems.');
  await expect(bar).toBeHidden();
  await expectNoAxeViolations(page, 'import dialog with a report (dark)');
  await page.evaluate(() => localStorage.setItem('hrms.theme', 'light'));
});
