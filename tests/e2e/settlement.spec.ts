// Ending an employment from the palette, keyboard only: the dialog previews what the settlement pays, ending it
// opens the settlement with each amount and its rule, its statement downloads as a PDF, and "Settlement of…"
// finds it again. axe on the dialog and the settlement page.
import { expect, test } from '@playwright/test';
import { EMPLOYEE_ROUTES } from '../../commands/areas/employees/employee-commands.ts';
import { employment } from '../../contract/api/routes/employment.ts';
import { addDays } from '../../contract/dates.ts';
import {
  api,
  createEmployee,
  expectNoAxeViolations,
  expectToast,
  openPage,
  palette,
  paletteInput,
  signIn,
  tabTo,
  typeDate,
} from './helpers.ts';

const tag = Date.now().toString(36);

test('end an employment by keyboard and download its settlement statement', async ({ page, request }) => {
  const first = `Leav${tag}`;
  const { id } = await createEmployee(
    request,
    { first, last: 'Sophea' },
    { name: `Leave Office ${tag}`, latitude: 12.25, longitude: 104.67, radius_m: 100 },
  );
  await api(request, 'POST', employment.addContract.path.replace(':id', String(id)), {
    kind: 'undetermined',
    start_date: '2023-01-02',
  });
  await signIn(page);

  // The employee page's contract section, with the version recorded above.
  await page.goto(EMPLOYEE_ROUTES.edit.path.replace(':id', String(id)));
  const contracts = page.getByRole('table', { name: `Contracts of ${first} Sophea, newest first` });
  await expect(contracts.getByRole('row', { name: /Undetermined duration\(in force\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Employee page with its contract section');

  await palette(page, 'end employment of', /^End employment of/);
  await page.keyboard.type(first);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(first);
  await page.keyboard.press('Enter');
  await expect(paletteInput(page)).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: `End employment of ${first} Sophea` });
  const lastDay = dialog.getByRole('textbox', { name: 'Last day' });
  await tabTo(page, lastDay);
  await typeDate(page, lastDay, addDays(new Date().toISOString().slice(0, 10), 7));
  const reason = dialog.getByRole('combobox', { name: 'Reason' });
  await tabTo(page, reason);
  await page.keyboard.type('Resig');
  await expect(reason).toHaveValue('resignation');
  const rate = dialog.getByRole('spinbutton', { name: 'Exchange rate (riel per US dollar, optional)' });
  await tabTo(page, rate);
  await page.keyboard.type('4100');
  const preview = dialog.getByRole('table', { name: 'Amounts of the settlement' });
  await expect(preview.getByRole('row', { name: /Salary to the last day/ })).toBeVisible();
  await expectNoAxeViolations(page, 'End employment with its preview');
  await page.keyboard.press('Enter');

  await expectToast(page, `Employment of ${first} Sophea ended: the settlement is ready.`);
  await expect(page.getByRole('heading', { level: 1, name: `Settlement of ${first} Sophea` })).toBeVisible();
  const amounts = page.getByRole('table', { name: 'Amounts and the rules behind them' });
  await expect(amounts.getByRole('row', { name: /Salary to the last day/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Settlement');

  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Download statement (PDF)' }));
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/^settlement-.+\.pdf$/);

  // Found again from the palette once the employee has left.
  await openPage(page, '/');
  await palette(page, 'settlement of', /^Settlement of/);
  await page.keyboard.type(first);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(first);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Settlement of ${first} Sophea` })).toBeVisible();
});
