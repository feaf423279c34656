// Clocking in and out from the console: a user linked to an employee runs "Clock in" from the palette where the browser
// puts them; inside the office's geofence the punch is taken and the toast names the office, away from it the server
// refuses and names the office and the distance; the daily view offers the same as buttons. The office is in Siem Reap,
// far from every other office of the run, so it is the nearest.
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { createEmployee, createUser, expectNoAxeViolations, expectToast, palette, signIn } from './helpers.ts';

const tag = Date.now().toString(36);
const OFFICE = { latitude: 13.3633, longitude: 103.8564 };
const INSIDE = { latitude: 13.3634, longitude: 103.8565, accuracy: 15 };
// About 1.1 km north of the office.
const AWAY = { latitude: 13.3733, longitude: 103.8564, accuracy: 15 };

test('clock in and out from the palette inside the geofence; refused away from it, naming the office', async ({
  browser,
  request,
}) => {
  const { id: employee } = await createEmployee(
    request,
    { first: `Clock${tag}`, last: 'Dara' },
    { name: `Siem Reap Office ${tag}`, ...OFFICE, radius_m: 200 },
  );
  const user = { username: `clock_${tag}`, password: 'Clock#Pass-123' };
  const created = await createUser(request, user.username, user.password);
  // The console has no screen that links a user to an employee yet: the link is made in the database.
  const db = new Database(process.env.E2E_DB!);
  try {
    db.prepare('UPDATE sys_user SET employee_id = ? WHERE id = ?').run(employee, created.data.id);
  } finally {
    db.close();
  }

  const context = await browser.newContext({ geolocation: AWAY, permissions: ['geolocation'] });
  const page = await context.newPage();
  await signIn(page, user);

  await palette(page, 'clock in', /^Clock in/);
  await expectToast(page, `from Siem Reap Office ${tag}, outside its geofence; move closer to clock in.`);

  await context.setGeolocation(INSIDE);
  await palette(page, 'clock in', /^Clock in/);
  await expectToast(page, `at Siem Reap Office ${tag}.`);

  await palette(page, 'clock in', /^Clock in/);
  await expectToast(page, 'You already clocked in today at');

  // The daily view offers the same as buttons.
  await page.goto('/attendance');
  const clockOut = page.getByRole('button', { name: 'Clock out' });
  await expect(page.getByRole('button', { name: 'Clock in' })).toBeVisible();
  await expectNoAxeViolations(page, 'attendance day with the clock buttons');
  await clockOut.click();
  await expectToast(page, `at Siem Reap Office ${tag}.`);
  await context.close();
});
