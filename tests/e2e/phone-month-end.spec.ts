// Month-end screens on a phone (390×844): a calendar entry shows its whole name in its day (wrapped, not cut
// to "…"), a payroll run page, its NSSF and tax table scrolling sideways, passes axe, and the run's and a
// payslip's headings and tab titles say the month and the person.
import { addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type Page } from '@playwright/test';
import { calendarEvents } from '../../contract/api/routes/calendar.ts';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { payroll } from '../../contract/api/routes/payroll.ts';
import { api, createEmployee, expectNoAxeViolations, signIn } from './helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** Signs in at desktop width (the sign-in helper waits for the sidebar), then narrows to a phone. */
async function signInOnPhone(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
}

const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());

test('a calendar event shows its whole name in a day on a phone', async ({ page, request }) => {
  const title = `Quarterly town hall ${tag}`;
  const date = `${today().slice(0, 7)}-15`;
  await api(request, 'POST', calendarEvents.create.path, { title, event_date: date });
  await signInOnPhone(page);
  await page.goto(`/calendar?date=${date}`);
  const chip = page.locator(`[data-date="${date}"]`).getByText(title);
  await expect(chip).toBeVisible();
  // Nothing of the name is cut off: the chip is as wide as its text needs.
  expect(await chip.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('a payroll run page passes axe on a phone; it and a payslip name the month and the person', async ({
  page,
  request,
}) => {
  // Five months back: the other journeys' months (one to four back) are left alone.
  const month = addMonths(today().slice(0, 7), -5);
  const person = await createEmployee(
    request,
    { first: `Phone${tag}`, last: 'Slip' },
    { name: `Phone Office ${tag}`, latitude: 11.55, longitude: 104.92, radius_m: 150 },
  );
  await api(request, 'POST', attendance.close.path, { month });
  const run = (await api(request, 'POST', payroll.generate.path, { month, exchange_rate: 4100 })).data;
  await signInOnPhone(page);
  await page.goto(`/payroll?month=${month}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Payroll ${monthLabel(month)}`);
  await expect(page).toHaveTitle(`HRMS | Payroll ${monthLabel(month)}`);
  await expect(page.getByRole('heading', { name: 'NSSF and tax' })).toBeVisible();
  await expect(page.getByText(/^Loading…$/)).toHaveCount(0);
  // The table scrolls sideways here: its scrolling box takes focus, so a keyboard reaches the amounts.
  await expectNoAxeViolations(page, 'payroll run on a phone');
  await expect(page.getByRole('region', { name: 'NSSF and tax amounts' })).toHaveAttribute('tabindex', '0');

  const slips = await api(request, 'GET', `${payroll.payslips.path}?payroll_id=${run.id}&employee_id=${person.id}`);
  const slip = slips.data[0];
  await page.goto(`/payslip?id=${slip.id}`);
  const title = `Payslip of ${slip.employee_name}, ${monthLabel(month)}`;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`HRMS | ${title}`);
});
