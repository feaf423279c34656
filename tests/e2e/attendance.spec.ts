// Attendance in Chromium, keyboard first: import a device file of punches and watch its progress (then the same
// file again: nothing new), walk last month's sheet by keyboard alone and correct a missing clock-out from its
// cell, step months with [ and ], close and reopen the month; the daily view with its filters and `[`; axe on
// every new screen and dialog, light and dark.
import { addDays, addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { attendance } from '../../contract/api/routes/attendance.ts';
import {
  api,
  apiToken,
  expectNoAxeViolations,
  expectToast,
  mod,
  openPage,
  paletteInput,
  signIn,
  tabTo,
} from './helpers.ts';

// Time fields take their parts in the locale's order: hours, minutes, AM/PM.
test.use({ locale: 'en-US' });

// One tag per run (the run's database), the same in every worker: a failed journey restarts the worker.
const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const isoWeekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() || 7;
const LAST_MONTH = addMonths(today().slice(0, 7), -1);

/** The first three working days (Monday–Friday) of last month: all settled, none in the future. */
function workingDays(): string[] {
  const days: string[] = [];
  for (let d = `${LAST_MONTH}-01`; days.length < 3; d = addDays(d, 1)) if (isoWeekday(d) <= 5) days.push(d);
  return days;
}
const [DAY1, DAY2, DAY3] = workingDays();

interface Person {
  id: number;
  staff_id: string;
  full_name: string;
}

/** Sokha and Vanna of this run, made the first time they are asked for. */
async function createPeople(request: APIRequestContext): Promise<Person[]> {
  const found = await api(request, 'GET', `${employees.list.path}?q=${encodeURIComponent(`Punch${tag}`)}&sort=name`);
  if (found.data.length === 2) return found.data;
  const department = (await api(request, 'POST', departments.create.path, { name: `Attendance Dept ${tag}` })).data.id;
  const team = (
    await api(request, 'POST', teams.create.path, { name: `Attendance Team ${tag}`, department_id: department })
  ).data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Attendance Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.55,
      longitude: 104.92,
      radius_m: 150,
    })
  ).data.id;
  const people: Person[] = [];
  for (const last of ['Sokha', 'Vanna']) {
    const res = await api(request, 'POST', employees.create.path, {
      first_name: `Punch${tag}`,
      last_name: last,
      gender: 'female',
      date_of_birth: '1991-03-04',
      phone: '+855 12 000 333',
      email: `punch.${last}.${tag}@example.com`.toLowerCase(),
      position: 'Clerk',
      team_id: team,
      office_ids: [office],
      join_date: '2023-01-02',
      probation_end_date: '2023-04-02',
      salary_cents: 70_000,
    });
    people.push(res.data);
  }
  return people;
}

/** A device file: Sokha on time, then late, then no clock-out on day 3; Vanna on time on day 1. */
function punchFile(a: Person, b: Person) {
  const rows = [
    [a.staff_id, `${DAY1} 07:56`, 'Door A'],
    [a.staff_id, `${DAY1} 17:04`, 'Door A'],
    [a.staff_id, `${DAY2} 08:31`, 'Door A'],
    [a.staff_id, `${DAY2} 17:02`, 'Door A'],
    [a.staff_id, `${DAY3} 07:58`, 'Door A'],
    [b.staff_id, `${DAY1} 07:59`, 'Door B'],
    [b.staff_id, `${DAY1} 17:01`, 'Door B'],
  ];
  return {
    name: `punches-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`staff_id,timestamp,device\r\n${rows.map((r) => r.join(',')).join('\r\n')}\r\n`),
  };
}

/** Everything the import dialog said while it worked: the live region's texts and the bar's values. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const dialog = document.querySelector('[role="dialog"]')!;
    const note = () => {
      const bar = dialog.querySelector('[role="progressbar"]');
      const status = dialog.querySelector('[role="status"]');
      for (const text of [bar?.getAttribute('aria-valuetext'), status?.textContent])
        if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(note).observe(dialog, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

async function openFromPalette(page: Page, query: string) {
  await page.keyboard.press(`${mod}+k`);
  const input = paletteInput(page);
  await expect(input).toBeFocused();
  await input.fill(query);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(query);
  await page.keyboard.press('Enter');
}

test('import punches with progress, then walk the sheet by keyboard and correct a missing clock-out', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [sokha, vanna] = await createPeople(request);
  await signIn(page);
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();

  // Import from the palette; the progress is watched as it goes.
  await openFromPalette(page, 'Import punches');
  const dialog = page.getByRole('dialog', { name: 'Import Punches' });
  const file = dialog.getByLabel('File (.csv or .xlsx)');
  await expect(file).toBeFocused();
  await file.setInputFiles(punchFile(sokha, vanna));
  await recordProgress(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Import' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('7 punches imported.');
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(
    seen.some((t) => /Uploading|Checking|Reading|Recording|Working out/.test(t)),
    seen.join(' | '),
  ).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectNoAxeViolations(page, 'import punches dialog after an import');

  // The same file again: nothing new goes in.
  await file.setInputFiles(punchFile(sokha, vanna));
  await tabTo(page, dialog.getByRole('button', { name: 'Import' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('0 punches imported, 7 already recorded.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Last month's sheet from the palette: "Attendance sheet for…", then the month.
  await openFromPalette(page, 'Attendance sheet for');
  await page.keyboard.type(monthLabel(LAST_MONTH));
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(
    monthLabel(LAST_MONTH),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/attendance/sheet\\?month=${LAST_MONTH}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Sheet' })).toBeFocused();
  const grid = page.getByRole('grid', { name: `Attendance sheet, ${monthLabel(LAST_MONTH)}` });
  await expect(grid.getByRole('rowheader', { name: new RegExp(sokha.staff_id) })).toBeVisible();
  // Only our two people: search by the run's tag.
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(`Punch${tag}`);
  await expect(page.getByRole('status').filter({ hasText: /^2 employees$/ })).toBeVisible();
  await expect(grid.getByRole('rowheader')).toHaveCount(2);

  // Into the grid with Tab: one stop, on the first row's header.
  const sokhaHeader = grid.getByRole('rowheader', { name: new RegExp(sokha.staff_id) });
  await tabTo(page, sokhaHeader);
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  /** From the row's name, one ArrowRight per day: the period starts on the 1st (the default start day). */
  const toDay = async (date: string) => {
    await page.keyboard.press('Home');
    for (let i = 0; i < Number(date.slice(8)); i++) await page.keyboard.press('ArrowRight');
  };
  await toDay(DAY1);
  expect(await focusedText()).toContain('Present');
  await toDay(DAY2);
  expect(await focusedText()).toContain('Late');
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('gridcell');
  await page.keyboard.press('ArrowUp');
  // End goes to the row's last total, Home back to its name; PageDown stops at the last row.
  await page.keyboard.press('End');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-colindex'))).toBe(
    await grid.getByRole('columnheader').last().getAttribute('aria-colindex'),
  );
  await page.keyboard.press('Home');
  await expect(sokhaHeader).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect(grid.getByRole('rowheader', { name: new RegExp(vanna.staff_id) })).toBeFocused();
  await page.keyboard.press('PageUp');
  await expect(sokhaHeader).toBeFocused();
  // Day 3: the missing clock-out.
  await toDay(DAY3);
  expect(await focusedText()).toContain('Missing punch');
  await expectNoAxeViolations(page, 'attendance sheet');

  // Enter opens the day for correction; the reason is required.
  await page.keyboard.press('Enter');
  const correct = page.getByRole('dialog', { name: 'Correct Attendance' });
  await expect(correct.getByLabel('Clock in')).toBeFocused();
  await expect(correct).toContainText(sokha.staff_id);
  // Tab walks the time field's hours, minutes and AM/PM before it leaves the field.
  await tabTo(page, correct.getByLabel('Clock out'));
  await page.keyboard.type('0530PM');
  await tabTo(page, correct.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(correct.getByText('Reason is required.')).toBeVisible();
  await expectNoAxeViolations(page, 'correct attendance dialog with errors');
  await tabTo(page, correct.getByLabel('Reason'), { back: true });
  await page.keyboard.type('Forgot to clock out; confirmed by the team lead.');
  await tabTo(page, correct.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Attendance corrected successfully!');
  await expect(correct).toBeHidden();
  // Focus is back on the cell, which now reads present.
  await expect.poll(focusedText).toContain('Present');
  expect(await focusedText()).toContain('07:58AM to 05:30PM');

  // ] and [ step the month (the grid keeps its own keys; the page takes these).
  await page.keyboard.press(']');
  await expect(page).toHaveURL(new RegExp(`month=${addMonths(LAST_MONTH, 1)}`));
  await page.keyboard.press('[');
  await expect(page).toHaveURL(new RegExp(`month=${LAST_MONTH}`));

  // Close the month, through its confirmation; a correction is then refused; reopen it.
  await tabTo(page, page.getByRole('button', { name: 'Close month' }), { back: true });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Close month' });
  await expect(confirm).toContainText(`Close ${monthLabel(LAST_MONTH)}?`);
  await expectNoAxeViolations(page, 'close month confirmation');
  await confirm.getByRole('button', { name: 'Close month' }).press('Enter');
  await expectToast(page, `Attendance for ${LAST_MONTH} closed.`);
  await expect(page.getByText(/· Closed/)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Reopen month' }), { back: true });
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Reopen month' }).getByRole('button', { name: 'Reopen month' }).press('Enter');
  await expectToast(page, `Attendance for ${LAST_MONTH} reopened.`);
  await expect(page.getByText(/· Open/)).toBeVisible();
});

test('the daily view: a day, its filters and search, [ and ], Enter to correct; settings; axe light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The punches of the first journey (recorded once: the import skips what it has).
  const [sokha, vanna] = await createPeople(request);
  const file = punchFile(sokha, vanna);
  const res = await request.post(attendance.import.path, {
    headers: { Authorization: `Bearer ${await apiToken(request)}`, 'Content-Type': 'text/csv' },
    data: file.buffer,
  });
  expect(res.status(), await res.text()).toBe(201);
  await signIn(page);
  await page.goto(`/attendance?date=${DAY2}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(`Punch${tag}`);
  const table = page.getByRole('grid', { name: /^Attendance on / });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('Late');
  await page.getByLabel('Status').selectOption('late');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('');

  // [ steps back a day: day 1 had both on time.
  await page.getByRole('heading', { level: 1, name: 'Attendance' }).focus();
  await page.keyboard.press('[');
  await expect(page).toHaveURL(new RegExp(`date=${addDays(DAY2, -1)}`));
  await page.keyboard.press(']');
  await expect(page).toHaveURL(new RegExp(`date=${DAY2}`));

  // j to the first row, Enter opens its correction; Escape hands focus back to the row.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.keyboard.press('j');
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const correct = page.getByRole('dialog', { name: 'Correct Attendance' });
  await expect(correct.getByLabel('Clock in')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row').nth(1)).toBeFocused();
  // An edited correction is not thrown away by Escape: it asks first; Cancel keeps the edit.
  await page.keyboard.press('Enter');
  await correct.getByLabel('Reason').fill('Forgot to clock out');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(discard).toBeHidden();
  await expect(correct.getByLabel('Reason')).toHaveValue('Forgot to clock out');
  await page.keyboard.press('Escape');
  await tabTo(page, discard.getByRole('button', { name: 'Discard changes' }));
  await page.keyboard.press('Enter');
  await expect(correct).toBeHidden();

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    for (const path of [`/attendance?date=${DAY2}`, `/attendance/sheet?month=${LAST_MONTH}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
  }

  // Settings from the palette: the schedule and the period start day, checked before sending.
  await openPage(page, '/attendance');
  await openFromPalette(page, 'Attendance settings');
  const settings = page.getByRole('dialog', { name: 'Attendance Settings' });
  await expect(settings.getByRole('checkbox', { name: 'Monday' })).toBeFocused();
  await expect(settings.getByLabel('Period start day')).toHaveValue('1');
  await settings.getByLabel('Period start day').fill('40');
  await tabTo(page, settings.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(settings.getByText('period start day must be between 1 and 28.')).toBeVisible();
  await expectNoAxeViolations(page, 'attendance settings with errors');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
});
