// Month end by keyboard, watching where focus goes: it never falls to the page's body. Opening a payroll run (a
// row's Enter, the palette) and going back to "All payroll runs" are new pages whose heading takes focus; so is a
// payslip opened from the payslip list; "Download PDF" keeps focus on itself; a dialog opened over a run hands focus
// back to the run's heading. Error toasts are alerts (an unknown address says so), and toasts stay clear of a side
// drawer's buttons.
//
// The month is six months back, so its closed and approved run never meets the payroll journey's (three and four
// months back) nor the attendance journey's (last month).
import { addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { pathOf } from '../../contract/api/route.ts';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { payroll } from '../../contract/api/routes/payroll.ts';
import { api, focusRow, palette, signIn, tabTo } from './helpers.ts';

const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const MONTH = addMonths(today().slice(0, 7), -6);
const LABEL = monthLabel(MONTH);
const FIRST = `Focus${tag}`;

/** One employee paid in the month, and the month closed, generated and approved (once per database). */
async function prepareRun(request: APIRequestContext): Promise<number> {
  const found = await api(request, 'GET', `${employees.list.path}?q=${FIRST}`);
  const person =
    found.data[0] ??
    (
      await api(request, 'POST', employees.create.path, {
        first_name: FIRST,
        last_name: 'Sothea',
        gender: 'female',
        date_of_birth: '1990-05-06',
        phone: '+855 12 000 555',
        email: `focus.${tag}@example.com`,
        position: 'Accountant',
        office_ids: [
          (
            await api(request, 'POST', offices.create.path, {
              name: `Focus Office ${tag}`,
              address: 'Phnom Penh',
              latitude: 11.56,
              longitude: 104.91,
              radius_m: 150,
            })
          ).data.id,
        ],
        join_date: '2020-01-06',
        salary_cents: 90_000,
      })
    ).data;
  const runs = await api(request, 'GET', `${payroll.list.path}?limit=100`);
  if (!runs.data.some((r: { month: string }) => r.month === MONTH)) {
    await api(request, 'POST', attendance.close.path, { month: MONTH });
    const run = await api(request, 'POST', payroll.generate.path, { month: MONTH, exchange_rate: 4100 });
    await api(request, 'POST', pathOf(payroll.approve, { id: run.data.id }));
  }
  return person.id;
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? 'none');
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('focus never falls to the body at month end; error toasts are alerts, clear of a drawer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const employeeId = await prepareRun(request);
  await signIn(page);

  // A run opened from its row by Enter: the row is gone, the run's heading has focus.
  await page.goto('/payroll');
  await expect(heading(page, 'Payroll')).toBeVisible();
  const runs = page.getByRole('grid', { name: 'Payroll runs' });
  await focusRow(page, runs.getByRole('row').filter({ hasText: LABEL }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/payroll\\?month=${MONTH}`));
  await expect(heading(page, `Payroll ${LABEL}`)).toBeFocused();

  // A dialog opened over the run (from the palette) hands focus back to the run's heading on Escape.
  await palette(page, 'Add pay line', /Add pay line/);
  const add = page.getByRole('dialog', { name: 'Add Pay Line' });
  await expect(add.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(heading(page, `Payroll ${LABEL}`)).toBeFocused();

  // "All payroll runs": the list's heading.
  await tabTo(page, page.getByRole('link', { name: 'All payroll runs' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll$/);
  await expect(heading(page, 'Payroll')).toBeFocused();

  // The run from the palette.
  await palette(page, 'Open payroll', /Open payroll/);
  await page.keyboard.type(LABEL);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(LABEL);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/payroll\\?month=${MONTH}`));
  await expect(heading(page, `Payroll ${LABEL}`)).toBeFocused();

  // Toasts stay clear of a side drawer's buttons: the payslip drawer over the register.
  const register = page.getByRole('grid', { name: `Register, ${LABEL}` });
  await focusRow(page, register.getByRole('row').filter({ hasText: FIRST }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(`Payslip: ${FIRST}`) });
  const close = drawer.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  const toasts = await page.locator('.toaster').boundingBox();
  const buttons = await close.boundingBox();
  expect(toasts && buttons).toBeTruthy();
  const overlaps =
    toasts!.x < buttons!.x + buttons!.width &&
    buttons!.x < toasts!.x + toasts!.width &&
    toasts!.y < buttons!.y + buttons!.height &&
    buttons!.y < toasts!.y + toasts!.height;
  expect(overlaps).toBe(false);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A payslip opened from the payslip list by Enter: its page's heading.
  await page.goto(`/payslip?employee_id=${employeeId}`);
  await expect(heading(page, /^Payslips/)).toBeVisible();
  const list = page.getByRole('grid', { name: 'Payslips' });
  await focusRow(page, list.getByRole('row').filter({ hasText: LABEL }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payslip\?id=\d+/);
  await expect(heading(page, new RegExp(`Payslip of ${FIRST}.*, ${LABEL}`))).toBeFocused();

  // "Download PDF" keeps focus on itself while and after it downloads.
  const pdf = page.getByRole('button', { name: 'Download PDF' });
  await tabTo(page, pdf);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(pdf).toBeFocused();
  expect(await focusedTag(page)).not.toBe('BODY');

  // An error toast is an alert: an address that is no page says so, once, over the dashboard it lands on.
  await page.goto('/payroll-runs');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'There is no page at /payroll-runs' })).toHaveCount(1);
});
