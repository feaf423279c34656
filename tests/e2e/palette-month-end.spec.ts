// The palette finds what HR types at month end, by keyboard in Chromium: a month picker reads "10/2026" and
// "oct 2026"; on a run's page "Export report.xlsx…" and "Approve run…" offer that run first (not the newest);
// "Correct attendance…" finds yesterday's record by "yesterday <name>"; "Missing punches…" lists a day clocked in
// and never out, opens its correction (which shows the employee's pending post clock request for the day and
// settles it with the correction, checked by default), and no longer lists it once corrected. The settled request
// is approved with the corrected time, and a late approval of it is refused.
//
// The runs are eight and nine months back: no other journey generates or closes those months.
import { addDays, addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { payroll } from '../../contract/api/routes/payroll.ts';
import { pathOf } from '../../contract/api/route.ts';
import { postClockRequests } from '../../contract/api/routes/requests.ts';
import { api, apiToken, createEmployee, expectToast, mod, paletteInput, signIn, tabTo } from './helpers.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const NEWER = addMonths(today().slice(0, 7), -8);
const OLDER = addMonths(NEWER, -1);

/** Two draft runs, the attendance of their months closed (once per database). */
async function prepareRuns(request: APIRequestContext) {
  const runs = await api(request, 'GET', `${payroll.list.path}?limit=100`);
  for (const month of [OLDER, NEWER]) {
    if (runs.data.some((r: { month: string }) => r.month === month)) continue;
    await api(request, 'POST', attendance.close.path, { month });
    await api(request, 'POST', payroll.generate.path, { month, exchange_rate: 4100 });
  }
}

const options = (page: Page) => page.getByRole('dialog', { name: 'Command palette' }).getByRole('option');

/** Ctrl+K, the command by its title, Enter: its picker is open. */
async function pickFor(page: Page, title: string) {
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type(title);
  await expect(options(page).first()).toHaveText(new RegExp(`^${title}`));
  await page.keyboard.press('Enter');
}

test('the palette reads typed months, defaults to the run on screen, finds any day and the missing punches', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const yesterday = addDays(today(), -1);
  const forgot = await createEmployee(
    request,
    { first: `Punch${tag}`, last: 'Forgot' },
    { name: `Punch Office ${tag}`, latitude: 11.55, longitude: 104.9, radius_m: 100 },
  );
  // Yesterday in at 08:03 and never out.
  const punches = await request.post(attendance.import.path, {
    headers: { Authorization: `Bearer ${await apiToken(request)}`, 'Content-Type': 'text/csv' },
    data: Buffer.from(`staff_id,timestamp,device\r\n${forgot.staff_id},${yesterday} 08:03,Door A\r\n`),
  });
  expect(punches.status(), await punches.text()).toBe(201);
  // ... and asked for the clock-out by a post clock request, still pending.
  const asked = await api(request, 'POST', postClockRequests.create.path, {
    employee_id: forgot.id,
    type: 'forget_clock_out',
    date: yesterday,
    time: '17:30',
    reason: 'Left in a hurry',
  });
  await prepareRuns(request);
  await signIn(page);

  // A month typed as HR types it: "MM/YYYY", then "mon YYYY".
  const lastMonth = addMonths(today().slice(0, 7), -1);
  await pickFor(page, 'Attendance sheet for');
  await page.keyboard.type(`${lastMonth.slice(5)}/${lastMonth.slice(0, 4)}`);
  await expect(options(page)).toHaveText([new RegExp(`^${monthLabel(lastMonth)}Month`)]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/attendance/sheet\\?month=${lastMonth}`));
  await pickFor(page, 'Open payroll');
  await page.keyboard.type(`${monthLabel(OLDER).slice(0, 3).toLowerCase()} ${OLDER.slice(0, 4)}`);
  await expect(options(page)).toHaveText([new RegExp(`^${monthLabel(OLDER)}Payroll run`)]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/payroll\\?month=${OLDER}`));

  // On the older run's page, its run is the one offered first and highlighted, though a newer run exists.
  for (const title of ['Approve run', 'Export report.xlsx']) {
    await pickFor(page, title);
    await expect(options(page).filter({ hasText: monthLabel(NEWER) })).toHaveCount(1);
    await expect(options(page).first()).toHaveText(new RegExp(`^${monthLabel(OLDER)}Payroll run`));
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    if (title === 'Approve run') await page.keyboard.press('Escape');
  }
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe(`payroll-${OLDER}.xlsx`);

  // Yesterday's record, by the day and then the name.
  await pickFor(page, 'Correct attendance');
  await page.keyboard.type(`yesterday Punch${tag}`);
  await expect(options(page)).toHaveCount(1);
  await expect(options(page).first()).toContainText(`Punch${tag} Forgot · ${forgot.staff_id}`);
  await page.keyboard.press('Escape');

  // Typed nothing: the last working days come first; Enter on one types it, and that day's records follow.
  await pickFor(page, 'Correct attendance');
  await expect(options(page).first()).toHaveText(/^Records of \w+, \d{1,2} \w{3} \d{4}/);
  const day = (await options(page).first().textContent())!.match(/\d{1,2} \w{3} \d{4}/)![0];
  await page.keyboard.press('Enter');
  await expect(paletteInput(page)).toHaveValue(`${day} `);
  await expect(options(page).filter({ hasText: /^Records of / })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The missing clock-out, from the list of them, corrected.
  await pickFor(page, 'Missing punches');
  await page.keyboard.type(`punch${tag}`);
  await expect(options(page)).toHaveText([new RegExp(`^Punch${tag} Forgot .* in at 08:03AM, no clock-out`)]);
  await page.keyboard.press('Enter');
  const correct = page.getByRole('dialog', { name: 'Correct Attendance' });
  await expect(correct.getByLabel('Clock in')).toBeFocused();
  await expect(correct).toContainText(forgot.staff_id);
  await expect(correct).toContainText('Pending post clock request: Forget Clock Out at 05:30PM');
  await expect(correct.getByRole('link', { name: 'Open request' })).toBeVisible();
  await tabTo(page, correct.getByLabel('Clock out'));
  await page.keyboard.type('0515PM');
  await tabTo(page, correct.getByLabel('Reason'));
  await page.keyboard.type('Forgot to clock out');
  // The request is settled with the correction unless unchecked: Space unchecks it and checks it again.
  const settle = correct.getByRole('checkbox', { name: 'Settle the pending request with this correction' });
  await tabTo(page, settle, { back: true });
  await expect(settle).toBeChecked();
  await page.keyboard.press('Space');
  await expect(settle).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(settle).toBeChecked();
  await tabTo(page, correct.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Attendance corrected successfully!');
  await expect(correct).toBeHidden();
  // Settled: approved on both steps with the correction's reason; the day holds the corrected 05:15PM, not the
  // request's 05:30PM, and approving it from a stale screen is refused.
  const settled = (await api(request, 'GET', pathOf(postClockRequests.get, { id: asked.data.id }))).data;
  expect(settled.status).toBe('approve');
  expect(settled.steps.map((s: { status: string; comment: string }) => [s.status, s.comment])).toEqual([
    ['APPROVED', 'Settled by the attendance correction: Forgot to clock out'],
    ['APPROVED', 'Settled by the attendance correction: Forgot to clock out'],
  ]);
  const corrected = await api(request, 'GET', `${attendance.list.path}?date=${yesterday}&employee_id=${forgot.id}`);
  expect(corrected.data.map((r: { clock_out_local: string }) => r.clock_out_local)).toEqual(['17:15']);
  const late = await request.post(pathOf(postClockRequests.approve, { id: asked.data.id }), {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { version: asked.data.version },
  });
  expect(late.status()).toBe(409);
  await pickFor(page, 'Missing punches');
  await page.keyboard.type(`punch${tag}`);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByText('No results')).toBeVisible();
});
