// The leave ledger by keyboard alone: the palette reads the balances as of a day ("Leave balance on…"), the
// heading says the day and the row shows its ledger's balance on it; `l` opens the ledger in a drawer at the
// page's right edge with its newest line in focus, walked by Home and End, Tab on to Close and back, and Escape
// lands back on the row; then a leave filed from the palette shows,
// before it is sent, the balance it leaves by the ledger. Axe on each new screen. (The year-end carry-over
// preview waits for its server endpoint; its screen is covered by its jsdom test.)
import { expect, test } from '@playwright/test';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { addDays } from '../../contract/dates.ts';
import {
  api,
  createEmployee,
  dateText,
  expectNoAxeViolations,
  expectToast,
  focusRow,
  mod,
  paletteDate,
  paletteInput,
  pickEmployee,
  signIn,
  tabTo,
  typeDate,
} from './helpers.ts';

// Date fields take their parts in the locale's order: month, day, year.
test.use({ locale: 'en-US' });

const tag = Date.now().toString(36).slice(-5);
const TYPE = `Ledger leave ${tag}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** A Monday two weeks or more ahead whose Monday to Wednesday lie in one year (the leave admin journey puts a
 * public holiday in the week ahead). */
function nextMonday() {
  let d = addDays(today(), 14);
  while (weekday(d) !== 1 || addDays(d, 2).slice(0, 4) !== d.slice(0, 4)) d = addDays(d, 1);
  return d;
}

test('ledger: balances on a day, the ledger walked by keys, and the balance a leave leaves before it is sent', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A type granting 12 days a year (no dated policy: its days per year), and someone who joined in 2023.
  await api(request, 'POST', leaveTypes.create.path, { name: TYPE, paid: true, days_per_year: 12 });
  const last = `Ledger${tag}`;
  const person = await createEmployee(
    request,
    { first: `Sreymom${tag}`, last },
    { name: `Ledger Office ${tag}`, latitude: 11.56, longitude: 104.91, radius_m: 120 },
  );
  const monday = nextMonday();
  const year = monday.slice(0, 4);
  await signIn(page);

  // "Leave balance on…" the Monday the leave will start: the balances screen as of that day, said in its heading.
  await paletteDate(page, 'Leave balance on', monday);
  await expect(page).toHaveURL(new RegExp(`/leave/balances\\?on=${monday}$`));
  const heading = page.getByRole('heading', { level: 1, name: `Leave Balances on ${dateText(monday)}` });
  await expect(heading).toBeFocused();
  await tabTo(page, page.getByRole('searchbox', { name: 'Employee' }));
  await page.keyboard.type(last);
  const grid = page.getByRole('grid', { name: `Leave balances on ${dateText(monday)}` });
  const row = grid.getByRole('row').filter({ hasText: TYPE });
  // Employee, type, and the ledger on the day: balance, pending, booked, available, usable from.
  await expect(row.getByRole('gridcell')).toHaveText([
    new RegExp(person.staff_id),
    TYPE,
    '12',
    '0',
    '0',
    '12',
    /\d{2}\/\d{2}\/\d{4}/,
    /Adjust/,
  ]);
  await expectNoAxeViolations(page, 'the balances on a day');

  // `l` on the row: the ledger on that day in a drawer, its newest line in focus; Home and End walk it, Tab goes
  // on to Close and back to the lines; Escape, the row.
  await tabTo(page, page.locator('[role="row"][tabindex="0"]'));
  await focusRow(page, row);
  await page.keyboard.press('l');
  const ledger = page.getByRole('dialog', { name: 'Leave ledger' });
  await expect(ledger).toContainText(`on ${dateText(monday)}`);
  const lines = ledger
    .getByRole('grid', { name: 'Ledger lines' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(lines.last()).toBeFocused();
  const sheet = (await page.locator('[data-drawer]').boundingBox())!;
  expect(sheet.x + sheet.width).toBe(page.viewportSize()!.width);
  expect(sheet.x).toBeGreaterThan(0);
  await expect(lines.filter({ hasText: `01/01/${year}` }).first()).toContainText('+12');
  await expectNoAxeViolations(page, 'the leave ledger on a day');
  await page.keyboard.press('Home');
  await expect(lines.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(lines.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ledger.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(lines.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ledger).toBeHidden();
  await expect(row).toBeFocused();

  // File Monday to Wednesday: before it is sent, the form says what the ledger leaves after it.
  await page.keyboard.press(`${mod}+k`);
  await paletteInput(page).fill('Add Leave');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leave\/add$/);
  const form = page.getByRole('form', { name: 'Add leave request' });
  const after = form.getByRole('status', { name: 'Balance after this request:' });
  await expect(after).toHaveText('Choose the employee, the leave type and both dates to see it.');
  await pickEmployee(page, form.getByRole('combobox', { name: 'Employee' }), last, person.staff_id);
  await tabTo(page, form.getByLabel('Leave type'));
  await page.keyboard.type(TYPE);
  await expect(form.getByLabel('Leave type')).toHaveValue(/\d+/);
  await tabTo(page, form.getByLabel('Start date'));
  await typeDate(page, form.getByLabel('Start date'), monday);
  await tabTo(page, form.getByLabel('End date'));
  await typeDate(page, form.getByLabel('End date'), addDays(monday, 2));
  await expect(form.getByRole('status').filter({ hasText: /^3 days/ })).toBeVisible();
  await expect(after).toHaveText(`9 days (12 days available on ${dateText(monday)}).`);
  await expectNoAxeViolations(page, '/leave/add with the balance after the request');
  await tabTo(page, form.getByLabel('Reason'));
  await page.keyboard.type('Family visit');
  await page.keyboard.press(`${mod}+Enter`);
  await expectToast(page, 'Leave request submitted successfully!');
});
