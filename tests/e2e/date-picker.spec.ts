// The date field in Chromium, keyboard only: a typed date that cannot be one is refused at the field; the calendar
// dialog opens from the field's button, walks by arrows, Home/End and PageUp/PageDown, picks with Enter and closes
// with Escape, focus back on its button each time; inside a dialog, Escape closes only the calendar. Axe with the
// error shown and with the calendar open.
import { addDays, addMonthsToDate as addMonths, dayLabel, monthLabel, weekdayIndex } from '../../contract/dates.ts';
import { expect, test, type Page } from '@playwright/test';
import { dateText, expectNoAxeViolations, mod, openPage, palette, signIn, tabTo } from './helpers.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());

/** The focused day of the open calendar, by its name. */
async function expectFocusedDay(page: Page, date: string) {
  const day = page.getByRole('gridcell', { name: dayLabel(date) });
  await expect(day).toBeFocused();
  await expect(page.getByRole('grid', { name: monthLabel(date) })).toBeVisible();
}

test('pick dates by keyboard only: a filter and the Event Date of a dialog', async ({ page }) => {
  await signIn(page);
  await page.goto('/activity-log');
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const fromCalendar = page.getByRole('button', { name: 'Open calendar' }).first();

  // An impossible date is refused at the field, and the list is not asked for it.
  await tabTo(page, from);
  await page.keyboard.type('31/02/2026');
  await page.keyboard.press('Tab');
  await expect(fromCalendar).toBeFocused();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription('31/02/2026 is not a date: February 2026 has 28 days.');
  await expect(page).not.toHaveURL(/from=/);
  await expectNoAxeViolations(page, '/activity-log with a refused date');

  // The calendar opens on today (the field holds no date): a month back, the week's start, two days on.
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Choose From' });
  await expect(calendar).toBeVisible();
  await expectFocusedDay(page, today());
  await expect(page.getByRole('gridcell', { name: dayLabel(today()) })).toHaveAttribute('aria-current', 'date');
  await expectNoAxeViolations(page, '/activity-log with the calendar open');
  await page.keyboard.press('PageUp');
  let day = addMonths(today(), -1);
  await expectFocusedDay(page, day);
  await page.keyboard.press('Home');
  day = addDays(day, -weekdayIndex(day));
  await expectFocusedDay(page, day);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  day = addDays(day, 2);
  await expectFocusedDay(page, day);
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue(dateText(day));
  await expect(from).not.toHaveAttribute('aria-invalid');
  await expect(fromCalendar).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`from=${day}`));

  // Reopened on the chosen day; Escape closes it without a change.
  await page.keyboard.press('Enter');
  await expectFocusedDay(page, day);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(from).toHaveValue(dateText(day));
  await expect(fromCalendar).toBeFocused();

  // Inside a dialog: the Event Date picker. Escape closes the calendar, not the dialog.
  await openPage(page, '/calendar');
  await palette(page, 'Add event');
  const add = page.getByRole('dialog', { name: 'Add Event' });
  await expect(add.getByLabel('Title')).toBeFocused();
  await page.keyboard.type('Picked by keyboard');
  const eventDate = add.getByRole('textbox', { name: 'Event Date', exact: true });
  await tabTo(page, eventDate);
  await page.keyboard.press('Alt+ArrowDown');
  const eventCalendar = page.getByRole('dialog', { name: 'Choose Event Date' });
  await expect(eventCalendar).toBeVisible();
  const start = (await eventDate.inputValue()) ? null : today();
  if (start) await expectFocusedDay(page, start);
  await page.keyboard.press('Escape');
  await expect(eventCalendar).toBeHidden();
  await expect(add).toBeVisible();
  const eventCalendarButton = add.getByRole('button', { name: 'Open calendar' }).first();
  await expect(eventCalendarButton).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(eventCalendar).toBeVisible();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? '');
  expect(weekdayIndex(focused)).toBe(6);
  await expectNoAxeViolations(page, 'Add Event with the calendar open');
  await page.keyboard.press('Enter');
  await expect(eventCalendar).toBeHidden();
  await expect(eventDate).toHaveValue(dateText(focused));
  await expect(eventCalendarButton).toBeFocused();

  // Typed over by keyboard too, then the dialog is left without saving.
  await tabTo(page, eventDate, { back: true });
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type('29/02/2027');
  await page.keyboard.press('Tab');
  await expect(eventDate).toHaveAccessibleDescription('29/02/2027 is not a date: February 2027 has 28 days.');
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
});
