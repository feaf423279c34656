// The calendar in Chromium, keyboard first: go to a date from the palette, walk the month grid (arrows,
// Home/End, PageUp/PageDown, t), see an approved leave on its days and a pending one marked apart, open a day
// (who is out, events) and come back to it, add an event from the grid with the "Event Date" picker (a field
// error first), and axe on the page, the day and the dialog, light and dark.
import { addDays, addMonthsToDate as addMonths, dayLabel, monthLabel, shortDayLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { pathOf } from '../../contract/api/route.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import {
  api,
  dateText,
  expectNoAxeViolations,
  expectToast,
  mod,
  paletteDate,
  signIn,
  tabTo,
  typeDate,
} from './helpers.ts';

// Date fields take their parts in the locale's order: month, day, year.
test.use({ locale: 'en-US' });

const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

/** A Monday two to three weeks ahead whose week lies in one year: the leave takes its Monday and Tuesday. */
function leaveMonday(): string {
  let d = addDays(today(), 14);
  while (weekday(d) !== 1 || addDays(d, 6).slice(0, 4) !== d.slice(0, 4)) d = addDays(d, 1);
  return d;
}
const MONDAY = leaveMonday();
const TUESDAY = addDays(MONDAY, 1);
const WEDNESDAY = addDays(MONDAY, 2);
const THURSDAY = addDays(MONDAY, 3);
const DARA = `Cal${tag} Dara`;
const VANNA = `Cal${tag} Vanna`;

/** Dara's approved leave (Monday–Tuesday) and Vanna's pending one (Tuesday), made once per run. */
async function createLeave(request: APIRequestContext) {
  const found = await api(request, 'GET', `${employees.list.path}?q=${encodeURIComponent(`Cal${tag}`)}`);
  if (found.data.length === 2) return;
  const department = (await api(request, 'POST', departments.create.path, { name: `Calendar Dept ${tag}` })).data.id;
  const team = (
    await api(request, 'POST', teams.create.path, { name: `Calendar Group ${tag}`, department_id: department })
  ).data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Calendar Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.55,
      longitude: 104.92,
      radius_m: 150,
    })
  ).data.id;
  const type = (
    await api(request, 'POST', leaveTypes.create.path, {
      name: `Calendar Leave ${tag}`,
      paid: true,
      days_per_year: 18,
      carry_over_limit: 0,
      needs_attachment: false,
    })
  ).data.id;
  const ids: number[] = [];
  for (const last of ['Dara', 'Vanna']) {
    const res = await api(request, 'POST', employees.create.path, {
      first_name: `Cal${tag}`,
      last_name: last,
      gender: 'female',
      date_of_birth: '1990-02-03',
      phone: '+855 12 000 444',
      email: `cal.${last}.${tag}@example.com`.toLowerCase(),
      position: 'Officer',
      team_id: team,
      office_ids: [office],
      join_date: '2022-01-03',
      probation_end_date: '2022-04-03',
      salary_cents: 80_000,
    });
    ids.push(res.data.id);
  }
  const leave = (employee: number, start: string, end: string) =>
    api(request, 'POST', leaveRequests.create.path, {
      employee_id: employee,
      leave_type_id: type,
      start_date: start,
      end_date: end,
      reason: 'Family wedding',
    });
  const approved = (await leave(ids[0], MONDAY, TUESDAY)).data.id;
  // The admin acts on both steps (lead, then HR).
  await api(request, 'POST', pathOf(leaveRequests.approve, { id: approved }), { version: 1 });
  await api(request, 'POST', pathOf(leaveRequests.approve, { id: approved }), { version: 2 });
  await leave(ids[1], TUESDAY, TUESDAY);
}

const cell = (page: Page, date: string) => page.locator(`[role="gridcell"][data-date="${date}"]`);
const grid = (page: Page) => page.getByRole('grid');

async function expectFocusedDay(page: Page, date: string) {
  await expect(cell(page, date)).toBeFocused();
  await expect(cell(page, date)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(date) })).toBeVisible();
}

test('walk the month by keyboard, see leave on its days, open a day, add an event with the Event Date picker', async ({
  page,
  request,
}) => {
  // The month walked, an event added, edited and deleted, axe four times: over a minute on a busy machine.
  test.slow();
  await createLeave(request);
  await signIn(page);

  await paletteDate(page, 'Go to date', MONDAY);
  await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${MONDAY}$`));
  await expect(grid(page).getByRole('gridcell')).toHaveCount(42);
  await tabTo(page, cell(page, MONDAY));
  await expectFocusedDay(page, MONDAY);

  // The approved leave sits on Monday and Tuesday; the pending one on Tuesday, marked apart; nothing Wednesday.
  await expect(cell(page, MONDAY)).toContainText(`✓ ${DARA}`);
  await expect(cell(page, TUESDAY)).toContainText(`✓ ${DARA}`);
  await expect(cell(page, TUESDAY)).toContainText(`? ${VANNA}`);
  await expect(cell(page, TUESDAY)).toHaveAccessibleName(new RegExp(`${dayLabel(TUESDAY)}\\..* out \\(1 pending\\)`));
  await expect(cell(page, WEDNESDAY)).not.toContainText(DARA);

  // Arrows, Home/End, PageDown/PageUp (same day of the next month and back), t for today.
  await page.keyboard.press('ArrowRight');
  await expectFocusedDay(page, TUESDAY);
  await page.keyboard.press('ArrowDown');
  await expectFocusedDay(page, addDays(TUESDAY, 7));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await expectFocusedDay(page, addDays(MONDAY, 6));
  await page.keyboard.press('Home');
  await expectFocusedDay(page, MONDAY);
  await page.keyboard.press('PageDown');
  await expectFocusedDay(page, addMonths(MONDAY, 1));
  await expect(grid(page).getByRole('gridcell')).toHaveCount(42);
  await page.keyboard.press('PageUp');
  await expectFocusedDay(page, MONDAY);
  await page.keyboard.press('t');
  await expectFocusedDay(page, today());
  await expect(cell(page, today())).toHaveAttribute('aria-current', 'date');

  // Who is out on the Tuesday, from the palette: the day opens with both people.
  await paletteDate(page, 'Who is out on', TUESDAY);
  const day = page.getByRole('dialog', { name: dayLabel(TUESDAY) });
  await expect(day.getByRole('heading', { name: 'Who is out (2)' })).toBeVisible();
  await expect(day.getByRole('listitem').filter({ hasText: DARA })).toContainText('Approved');
  await expect(day.getByRole('listitem').filter({ hasText: VANNA })).toContainText('Pending');
  await expectNoAxeViolations(page, 'the day panel');
  await page.keyboard.press('Escape');
  await expect(day).toBeHidden();

  // Enter on a day opens it; Escape gives focus back to that day.
  await tabTo(page, cell(page, TUESDAY));
  await page.keyboard.press('ArrowRight');
  await expectFocusedDay(page, WEDNESDAY);
  await page.keyboard.press('Enter');
  const wednesday = page.getByRole('dialog', { name: dayLabel(WEDNESDAY) });
  await expect(wednesday.getByText('Nobody is out.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFocusedDay(page, WEDNESDAY);

  // `c` adds an event on the day in focus; the Event Date picker moves it to Thursday. An end before it is refused.
  await page.keyboard.press('c');
  const add = page.getByRole('dialog', { name: 'Add Event' });
  const title = `Town hall ${tag}`;
  await expect(add.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(title);
  const eventDate = add.getByLabel('Event Date', { exact: true });
  await expect(eventDate).toHaveValue(dateText(WEDNESDAY));
  await tabTo(page, eventDate);
  await typeDate(page, eventDate, THURSDAY);
  await tabTo(page, add.getByLabel('End Date (optional)'));
  await typeDate(page, add.getByLabel('End Date (optional)'), WEDNESDAY);
  await page.keyboard.press('Enter');
  await expect(add.getByText('End date must be on or after the event date.')).toBeVisible();
  await expectNoAxeViolations(page, 'add event dialog with an error');
  await tabTo(page, add.getByLabel('End Date (optional)'));
  // Emptying the field leaves the event without an end.
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.press('Backspace');
  await expect(add.getByLabel('End Date (optional)')).toHaveValue('');
  await tabTo(page, add.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Event created successfully!');
  await expect(add).toBeHidden();
  await expect(cell(page, THURSDAY)).toContainText(title);
  await expect(cell(page, WEDNESDAY)).not.toContainText(title);

  // The Thursday's panel lists the event with its date, and Edit and Delete.
  await tabTo(page, cell(page, WEDNESDAY));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const thursday = page.getByRole('dialog', { name: dayLabel(THURSDAY) });
  const item = thursday.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`Company event · ${shortDayLabel(THURSDAY)} · All offices`);

  // Edit it from the panel: the dialog loads it, a new title is saved, focus comes back to the day.
  await tabTo(page, item.getByRole('button', { name: `Edit ${title}` }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Event Date', { exact: true })).toHaveValue(dateText(THURSDAY));
  const renamed = `All hands ${tag}`;
  await edit.getByLabel('Title').fill(renamed);
  await tabTo(page, edit.getByRole('button', { name: 'Update' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Event updated successfully!');
  await expect(cell(page, THURSDAY)).toContainText(renamed);
  await expect(cell(page, THURSDAY)).toBeFocused();

  // Filters: by team the leave stays; by kind "Public holiday" it goes, and the event with it.
  const team = page.getByLabel('Team', { exact: true });
  await team.selectOption({ label: `Calendar Group ${tag} (Calendar Dept ${tag})` });
  await expect(cell(page, TUESDAY)).toContainText(VANNA);
  await page.getByLabel('Kind').selectOption({ label: 'Public holiday' });
  await expect(cell(page, TUESDAY)).not.toContainText(VANNA);
  await expect(cell(page, THURSDAY)).not.toContainText(renamed);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cell(page, THURSDAY)).toContainText(renamed);

  // Delete it from the panel, after a confirmation.
  await tabTo(page, cell(page, THURSDAY));
  await page.keyboard.press('Enter');
  await tabTo(page, thursday.getByRole('button', { name: `Delete ${renamed}` }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Delete event' }));
  await expect(confirm).toContainText(`Delete "${renamed}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Event deleted successfully!');
  await expect(cell(page, THURSDAY)).not.toContainText(renamed);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    await page.goto(`/calendar?date=${TUESDAY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(cell(page, TUESDAY)).toContainText(VANNA);
    await expectNoAxeViolations(page, `calendar (${theme})`);
    await tabTo(page, cell(page, TUESDAY));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: dayLabel(TUESDAY) }).getByText(DARA)).toBeVisible();
    await expectNoAxeViolations(page, `the day panel (${theme})`);
    await page.keyboard.press('Escape');
    await expect(cell(page, TUESDAY)).toBeFocused();
  }
});
