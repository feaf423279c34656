// Leave administration and filing requests with the keyboard alone: add a leave type and a holiday, file a
// leave on behalf of an employee from the palette (the working days leave the holiday out; a paid request over
// the balance is refused with the server's message at the field), adjust a balance with a reason, file an
// overtime request by hours and a "Forget Clock Out"; axe on every new page and dialog, light and dark.
// The request lists are another area's pages: these journeys stop at the toast and the list's URL.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { calendarEvents } from '../../contract/api/routes/calendar.ts';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import {
  api,
  expectNoAxeViolations,
  expectToast,
  focusRow,
  mod,
  paletteInput,
  pickEmployee,
  signIn,
  tabTo,
  typeDate,
  dateText,
} from './helpers.ts';
import { addDays } from '../../contract/dates.ts';

// Date and time fields take their parts in the locale's order: month, day, year; hours, minutes, AM/PM.
test.use({ locale: 'en-US' });

const tag = Date.now().toString(36).slice(-5);
const LEAVE_TYPE = `Annual ${tag}`;
const HOLIDAY = `Founders Day ${tag}`;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** The first Monday a week or more ahead whose working week lies in one year. */
function nextWeek() {
  let d = addDays(today(), 7);
  while (weekday(d) !== 1 || addDays(d, 4).slice(0, 4) !== d.slice(0, 4)) d = addDays(d, 1);
  return { monday: d, wednesday: addDays(d, 2), thursday: addDays(d, 3), friday: addDays(d, 4) };
}

/** A working day two or more days ago (the server takes requests up to 60 days back). */
function recentWorkday() {
  let d = addDays(today(), -2);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
}

/** The server starts empty: a department, a team, an office and one employee, through the API. */
async function createEmployee(request: APIRequestContext, last: string) {
  const department = (await api(request, 'POST', departments.create.path, { name: `Leave Dept ${tag}${last}` })).data
    .id;
  const team = (
    await api(request, 'POST', teams.create.path, { name: `Leave Team ${tag}${last}`, department_id: department })
  ).data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Leave Office ${tag}${last}`,
      address: 'Phnom Penh',
      latitude: 11.55,
      longitude: 104.92,
      radius_m: 150,
    })
  ).data.id;
  const res = await api(request, 'POST', employees.create.path, {
    first_name: 'Dara',
    last_name: last,
    gender: 'female',
    date_of_birth: '1990-04-02',
    phone: '+855 12 000 222',
    email: `dara.${last}@example.com`.toLowerCase(),
    position: 'Accountant',
    team_id: team,
    office_ids: [office],
    join_date: '2022-01-03',
    probation_end_date: '2022-04-03',
    salary_cents: 80_000,
  });
  return res.data as { id: number; staff_id: string; full_name: string };
}

/** In the palette, arrow down to the option named `name` and take it. */
async function choose(page: Page, name: string | RegExp) {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const option = palette.getByRole('option', { name });
  await expect(option).toBeVisible();
  // Names found on the server join the list when they arrive, and a new list starts at its top again.
  await expect(palette.getByRole('status')).toHaveText(/results?$/);
  for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

/** Opens the palette with the keyboard, types `query` and takes the option named `option`. (The pages here
 * have selects of their own: options are looked for in the palette only.) */
async function palette(page: Page, query: string, option: string | RegExp) {
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await paletteInput(page).fill(query);
  await choose(page, option);
}

/** The list opens the request just filed in its drawer; Escape closes it again. */
async function closeNewRequest(page: Page, noun: string) {
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${noun}: `) });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** Tab into the table (its rows are one stop), then j and k walk the rows until `row` has focus. */
async function tabToRow(page: Page, row: Locator) {
  await tabTo(page, page.locator('[role="row"][tabindex="0"]'));
  await focusRow(page, row);
}

test('leave admin: a type, a holiday, a leave that skips it and one over the balance, an adjusted balance — keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000); // a long journey, typed key by key
  const person = await createEmployee(request, `Leave${tag}`);
  const week = nextWeek();
  await signIn(page);

  // A paid type of 3 days a year, from its page's `c`.
  await palette(page, 'Go to Leave Types', /Go to Leave Types/);
  await expect(page).toHaveURL(/\/leave\/types$/);
  await expect(page).toHaveTitle('HRMS | Leave Types');
  await expect(
    page.getByRole('navigation', { name: 'Leave pages' }).getByRole('link', { name: 'Leave types' }),
  ).toHaveAttribute('aria-current', 'page');
  const types = page.getByRole('grid', { name: 'Leave types' });
  await expect(types.getByRole('columnheader')).toHaveText([
    'Name',
    'Paid',
    'Days per year',
    'Carry-over limit',
    'Needs attachment',
    'Action',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Types' })).toBeFocused();
  await page.keyboard.press('c');
  const addType = page.getByRole('dialog', { name: 'Add Leave Type' });
  await expect(addType.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(addType.getByText('Name is required.')).toBeVisible();
  await expect(addType.getByLabel('Days per year')).toHaveAccessibleDescription(
    /days per year must be a number of days\./,
  );
  await expect(addType.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(LEAVE_TYPE);
  await tabTo(page, addType.getByLabel('Paid leave'));
  await expect(addType.getByLabel('Paid leave')).toBeChecked();
  await tabTo(page, addType.getByLabel('Days per year'));
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Leave type created successfully!');
  await expect(addType).toBeHidden();
  await expect(types.getByRole('row').filter({ hasText: LEAVE_TYPE }).getByRole('gridcell')).toHaveText([
    LEAVE_TYPE,
    'Paid',
    '3',
    '0',
    'No',
    /Edit/,
  ]);

  // A holiday on the Wednesday of next week, from the holidays page's `c`.
  await palette(page, 'Go to Holidays', /Go to Holidays/);
  await expect(page).toHaveURL(/\/leave\/holidays$/);
  // As a user does: `c` once the page shows (its heading takes focus), not while the address alone has changed.
  await expect(page.getByRole('heading', { level: 1, name: 'Holidays' })).toBeFocused();
  await page.keyboard.press('c');
  const addHoliday = page.getByRole('dialog', { name: 'Add Holiday' });
  await typeDate(page, addHoliday.getByLabel('Event Date'), week.wednesday);
  await tabTo(page, addHoliday.getByLabel('Title'));
  await page.keyboard.type(HOLIDAY);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Event created successfully!');
  await expect(addHoliday).toBeHidden();
  const year = week.wednesday.slice(0, 4);
  if (year !== today().slice(0, 4)) {
    await tabTo(page, page.getByLabel('Year'));
    await page.keyboard.type(year);
  }
  await expect(
    page
      .getByRole('grid', { name: `Holidays in ${year}` })
      .getByRole('row')
      .filter({ hasText: HOLIDAY })
      .getByRole('gridcell'),
  ).toHaveText([dateText(week.wednesday), 'Wednesday', HOLIDAY, '-', /Edit/]);

  // "Add Leave" from the palette: on behalf of the employee, Monday to Friday takes 4 working days — the
  // holiday is not counted — which is more than the 3 of the balance: the server says so at the type.
  await palette(page, 'Add Leave', /^Add leave request/);
  await expect(page).toHaveURL(/\/leave\/add$/);
  await expect(page).toHaveTitle('HRMS | Add Leave');
  const form = page.getByRole('form', { name: 'Add leave request' });
  await pickEmployee(page, form.getByRole('combobox', { name: 'Employee' }), `Leave${tag}`, person.staff_id);
  await tabTo(page, form.getByLabel('Leave type'));
  await page.keyboard.type(LEAVE_TYPE);
  await expect(form.getByLabel('Leave type')).toHaveValue(/\d+/);
  // The ledger's figures on the leave's first day (today until it is chosen): balance, pending, booked, available.
  const balance = form.getByRole('region', { name: /^Balance on / });
  await expect(balance.getByRole('definition')).toHaveText(['3', '0', '0', '3']);
  await tabTo(page, form.getByLabel('Start date'));
  await typeDate(page, form.getByLabel('Start date'), week.monday);
  await tabTo(page, form.getByLabel('End date'));
  await typeDate(page, form.getByLabel('End date'), week.friday);
  await expect(form.getByRole('status').filter({ hasText: '4 days (1 public holiday not counted).' })).toBeVisible();
  await expect(balance).toHaveAccessibleName(`Balance on ${dateText(week.monday)}`);
  await expect(balance).toContainText('This asks for more than the 3 days available.');
  await tabTo(page, form.getByLabel('Reason'));
  await page.keyboard.type('Family visit');
  await page.keyboard.press(`${mod}+Enter`);
  const refusal = `Not enough ${LEAVE_TYPE} balance: 4 days requested, 3 days available on ${dateText(week.monday)}.`;
  await expect(form.getByLabel('Leave type')).toHaveAccessibleDescription(refusal);
  await expect(form.getByLabel('Leave type')).toBeFocused();

  // Ending on Thursday takes 3 days: it fits, and the new request opens in its list. (Tab enters the date at
  // its month part, and typing replaces each part.)
  await tabTo(page, form.getByLabel('End date'));
  await typeDate(page, form.getByLabel('End date'), week.thursday);
  await expect(form.getByRole('status').filter({ hasText: '3 days (1 public holiday not counted).' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Leave request submitted successfully!');
  await expect(page).toHaveURL(/\/leave\?request_id=\d+$/);
  await closeNewRequest(page, 'Leave request');

  // The balance holds the 3 days as pending; `a` on its row adds 2 days, with a reason.
  await palette(page, 'Go to Leave Balances', /Go to Leave Balances/);
  await expect(page).toHaveURL(/\/leave\/balances$/);
  await tabTo(page, page.getByRole('searchbox', { name: 'Employee' }));
  await page.keyboard.type(`Leave${tag}`);
  const row = page.getByRole('grid', { name: 'Leave balances today' }).getByRole('row').filter({ hasText: LEAVE_TYPE });
  // Employee, type, and the ledger today: balance, pending, booked, available, usable from.
  await expect(row.getByRole('gridcell')).toHaveText([
    new RegExp(person.staff_id),
    LEAVE_TYPE,
    '3',
    '3',
    '0',
    '0',
    /\d{2}\/\d{2}\/\d{4}/,
    /Adjust/,
  ]);
  await tabToRow(page, row);
  await page.keyboard.press('a');
  const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
  await expect(adjust).toContainText(
    `${person.full_name} (${person.staff_id}) · ${LEAVE_TYPE} · counts from ${dateText(today())}`,
  );
  await expect(adjust.getByLabel('Days')).toBeFocused();
  await page.keyboard.type('2');
  await expect(adjust.getByText('Balance after this change: 5 days.')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(adjust.getByLabel('Reason')).toHaveAccessibleDescription('Reason is required.');
  await expect(adjust.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Days carried from the old system');
  await tabTo(page, adjust.getByRole('button', { name: 'Adjust balance' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Leave balance adjusted successfully!');
  await expect(adjust).toBeHidden();
  await expect(row.getByRole('gridcell')).toHaveText([
    new RegExp(person.staff_id),
    LEAVE_TYPE,
    '5',
    '3',
    '0',
    '2',
    /\d{2}\/\d{2}\/\d{4}/,
    /Adjust/,
  ]);
  await expect(row).toBeFocused(); // focus came back to the row the dialog was opened from

  // `l` opens the ledger behind the balance: the adjustment is a line of its own, the newest line takes focus
  // and the lines are walked by arrows.
  await page.keyboard.press('l');
  const ledger = page.getByRole('dialog', { name: 'Leave ledger' });
  const lines = ledger
    .getByRole('grid', { name: 'Ledger lines' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
  await expect(lines.filter({ hasText: 'adjustment by' })).toContainText('Days carried from the old system');
  await expect(lines.last()).toBeFocused();
  await expectNoAxeViolations(page, 'the leave ledger');
  await page.keyboard.press('Home');
  await expect(lines.first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(lines.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(lines.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(ledger).toBeHidden();
  await expect(row).toBeFocused();

  // A type that a request uses cannot be deleted: the server's reason is the toast.
  await palette(page, 'Delete leave type', /Delete leave type/);
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'Pick a leave type…');
  await paletteInput(page).fill(LEAVE_TYPE);
  await choose(page, LEAVE_TYPE);
  const confirm = page.getByRole('dialog', { name: 'Delete leave type' });
  await expect(confirm).toContainText(LEAVE_TYPE);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'This leave type is used by 1 leave request; it cannot be deleted.');
});

test('filing: overtime by hours and a Forget Clock Out, from the palette — keyboard only', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await createEmployee(request, `Clock${tag}`);
  const day = recentWorkday();
  await signIn(page);

  await palette(page, 'Add OT', /^Add overtime request/);
  await expect(page).toHaveURL(/\/ot\/add$/);
  const ot = page.getByRole('form', { name: 'Add overtime request' });
  await pickEmployee(page, ot.getByRole('combobox', { name: 'Employee' }), `Clock${tag}`, person.staff_id);
  await tabTo(page, ot.getByLabel('Date'));
  await typeDate(page, ot.getByLabel('Date'), day);
  await tabTo(page, ot.getByRole('radio', { name: 'Start and end time' }));
  await expect(ot.getByRole('radio', { name: 'Start and end time' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(ot.getByRole('radio', { name: 'Number of hours' })).toBeChecked();
  await tabTo(page, ot.getByLabel('Hours', { exact: true }));
  await page.keyboard.type('2.5');
  await expect(ot.getByRole('status').filter({ hasText: '2.5 hours' })).toBeVisible();
  await tabTo(page, ot.getByLabel('Reason'));
  await page.keyboard.type('Month-end closing');
  await page.keyboard.press(`${mod}+Enter`);
  await expectToast(page, 'Overtime request submitted successfully!');
  await expect(page).toHaveURL(/\/ot\?request_id=\d+$/);
  await closeNewRequest(page, 'Overtime request');

  await palette(page, 'Add Post Clock Request', /^Add post clock request/);
  await expect(page).toHaveURL(/\/post-clock-request\/add$/);
  const pc = page.getByRole('form', { name: 'Add post clock request' });
  await pickEmployee(page, pc.getByRole('combobox', { name: 'Employee' }), `Clock${tag}`, person.staff_id);
  // Nothing submitted without a type: the message names the types by their labels.
  await page.keyboard.press(`${mod}+Enter`);
  await expect(pc.getByText('type must be Forget Clock In or Forget Clock Out.')).toBeVisible();
  await tabTo(page, pc.getByRole('radio', { name: 'Forget Clock In' }));
  await page.keyboard.press('ArrowDown');
  await expect(pc.getByRole('radio', { name: 'Forget Clock Out' })).toBeChecked();
  await tabTo(page, pc.getByLabel('Date'));
  await typeDate(page, pc.getByLabel('Date'), day);
  await tabTo(page, pc.getByLabel('Time'));
  await page.keyboard.type('0605PM');
  await expect(pc.getByLabel('Time')).toHaveValue('18:05');
  await tabTo(page, pc.getByLabel('Reason'));
  await page.keyboard.type('Left without clocking out');
  await tabTo(page, pc.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Post clock request submitted successfully!');
  await expect(page).toHaveURL(/\/post-clock-request\?request_id=\d+$/);
  await closeNewRequest(page, 'Post clock request');
});

test('leave admin: no axe violations on the new pages and dialogs, light and dark', async ({ page, request }) => {
  test.setTimeout(240_000); // sixteen axe runs: a busy machine takes minutes
  const type = (
    await api(request, 'POST', leaveTypes.create.path, {
      name: `Axe leave ${tag}`,
      paid: true,
      days_per_year: 12,
      needs_attachment: true,
    })
  ).data;
  await api(request, 'POST', calendarEvents.create.path, {
    title: `Axe holiday ${tag}`,
    event_date: `${today().slice(0, 4)}-12-31`,
  });
  const person = await createEmployee(request, `Axe${tag}`);
  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);

    await page.goto('/leave/types');
    await expect(page.getByRole('row').filter({ hasText: type.name })).toBeVisible();
    await expectNoAxeViolations(page, `/leave/types (${theme})`);
    await page.keyboard.press('c');
    const addType = page.getByRole('dialog', { name: 'Add Leave Type' });
    await expect(addType.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(addType.getByText('Name is required.')).toBeVisible();
    await expectNoAxeViolations(page, `add leave type dialog (${theme})`);
    await page.keyboard.press('Escape');

    await page.goto('/leave/holidays');
    await expect(page.getByRole('row').filter({ hasText: `Axe holiday ${tag}` })).toBeVisible();
    await expectNoAxeViolations(page, `/leave/holidays (${theme})`);
    await page.keyboard.press('c');
    const addHoliday = page.getByRole('dialog', { name: 'Add Holiday' });
    await expect(addHoliday.getByLabel('Event Date')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(addHoliday.getByText('Title is required.')).toBeVisible();
    await expectNoAxeViolations(page, `add holiday dialog (${theme})`);
    await page.keyboard.press('Escape');

    await page.goto('/leave/balances');
    await tabTo(page, page.getByRole('searchbox', { name: 'Employee' }));
    await page.keyboard.type(`Axe${tag}`);
    const row = page.getByRole('row').filter({ hasText: person.staff_id }).filter({ hasText: type.name });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page, `/leave/balances (${theme})`);
    await tabToRow(page, row);
    await page.keyboard.press('Enter');
    const adjust = page.getByRole('dialog', { name: 'Adjust balance' });
    await expect(adjust.getByLabel('Days')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(adjust.getByText('Reason is required.')).toBeVisible();
    await expectNoAxeViolations(page, `adjust balance dialog (${theme})`);
    await page.keyboard.press('Escape');

    await page.goto('/leave/add');
    const leave = page.getByRole('form', { name: 'Add leave request' });
    await expect(leave.getByRole('combobox', { name: 'Employee' })).toBeFocused();
    await pickEmployee(page, leave.getByRole('combobox', { name: 'Employee' }), `Axe${tag}`, person.staff_id);
    await tabTo(page, leave.getByLabel('Leave type'));
    await page.keyboard.type(type.name);
    await expect(leave.getByLabel('Attachment')).toBeVisible(); // this type needs one
    await page.keyboard.press(`${mod}+Enter`);
    await expect(leave.getByText('attachment is required for')).toBeVisible();
    await expectNoAxeViolations(page, `/leave/add with errors (${theme})`);

    await page.goto('/ot/add');
    await expect(page.getByRole('combobox', { name: 'Employee' })).toBeFocused();
    await page.keyboard.press(`${mod}+Enter`);
    await expect(page.getByText('start time is required.')).toBeVisible();
    await expectNoAxeViolations(page, `/ot/add with errors (${theme})`);

    await page.goto('/post-clock-request/add');
    await expect(page.getByRole('combobox', { name: 'Employee' })).toBeFocused();
    await page.keyboard.press(`${mod}+Enter`);
    await expect(page.getByText('time is required.')).toBeVisible();
    await expectNoAxeViolations(page, `/post-clock-request/add with errors (${theme})`);
  }
});
