// A navigation chord never runs a row's single key: on every list page, with a row focused (a pending request
// where the page lists requests), each chord of the shortcut sheet ('g a', 'g r', …) only navigates. 'g a' once
// went to Attendance *and* approved the focused request; 'g r' opened Reject over the Roles page. The pages and
// the chords come from the registry, so a new list or a new chord is covered as it is added.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AREAS } from '../../commands/all-areas.ts';
import { registry } from '../../commands/all-commands.ts';
import { calendarEvents } from '../../contract/api/routes/calendar.ts';
import { projects } from '../../contract/api/routes/projects.ts';
import { payLines } from '../../contract/api/routes/payroll.ts';
import { pathOf } from '../../contract/api/route.ts';
import { leaveRequests, overtimeRequests, postClockRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { api, createEmployee, signIn } from './helpers.ts';
import { addDays } from '../../contract/dates.ts';

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
function mondayAfter(days: number) {
  let d = addDays(today(), days);
  while (weekday(d) !== 1) d = addDays(d, 1);
  return d;
}
function workdayAgo(days: number) {
  let d = addDays(today(), -days);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
}

/** Every chord of the shortcut sheet with the page it goes to (the admin may use them all). */
const CHORDS = registry
  .all()
  .filter((c) => c.shortcut?.includes(' '))
  .map((c) => ({ keys: c.shortcut!.split(' '), route: c.route! }));
/** Every page with row keys: each key context's list page (each has j/k/Enter, most their own row keys too). */
// Payslips exist only once a month is generated and approved; the page's keys are the list keys every other page
// has, so it is left out rather than generating a payroll here.
const LIST_PAGES = [...new Set(AREAS.flatMap((a) => a.keyContexts ?? []).map((k) => k.page))].filter(
  (p) => p !== '/payslip',
);
/** Where each list has a row: nobody has clocked in today, so attendance opens on the last working day; payroll
 * on its pay lines (a run needs a closed month). */
const OPEN_AT: Record<string, string> = {
  '/attendance': `/attendance?date=${workdayAgo(1)}`,
  '/payroll': '/payroll?tab=lines',
};
const openAt = (list: string) => OPEN_AT[list] ?? list;

/** One employee with a pending leave, overtime and post clock request, a project, a pay line and a holiday: rows on every list. */
async function seed(request: APIRequestContext) {
  const tag = Date.now().toString(36).slice(-5);
  const person = await createEmployee(
    request,
    { first: `Chord${tag}`, last: 'Keys' },
    { name: `Chord Office ${tag}`, latitude: 11.56, longitude: 104.92, radius_m: 100 },
  );
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Annual ${tag}`, paid: true, days_per_year: 10 })
  ).data.id;
  const day = mondayAfter(14);
  const requests = [
    (
      await api(request, 'POST', leaveRequests.create.path, {
        employee_id: person.id,
        leave_type_id: leaveType,
        start_date: day,
        end_date: day,
        reason: 'Family matters',
      })
    ).data.id,
    (
      await api(request, 'POST', overtimeRequests.create.path, {
        employee_id: person.id,
        date: workdayAgo(2),
        start_time: '18:00',
        end_time: '20:00',
        reason: 'Release night',
      })
    ).data.id,
    (
      await api(request, 'POST', postClockRequests.create.path, {
        employee_id: person.id,
        type: 'forget_clock_out',
        date: workdayAgo(3),
        time: '17:45',
        reason: 'Badge left at home',
      })
    ).data.id,
  ];
  await api(request, 'POST', projects.create.path, { name: `Chord survey ${tag}`, code: `CH-${tag}`, start_date: day });
  await api(request, 'POST', payLines.create.path, {
    employee_id: person.id,
    kind: 'earning',
    name: `Chord bonus ${tag}`,
    amount_cents: 5_000,
    from_month: today().slice(0, 7),
  });
  await api(request, 'POST', calendarEvents.create.path, {
    title: `Chord day ${tag}`,
    event_date: `${today().slice(0, 4)}-07-01`,
  });
  return [leaveRequests, overtimeRequests, postClockRequests].map((routes, i) =>
    pathOf(routes.get, { id: requests[i] }),
  );
}

/** Whether focus is on a row or cell of a grid (a list's row, a sheet's or calendar's cell). */
const focusInGrid = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !!el && el.closest('[role="grid"]') !== null && el.matches('[role="row"], [role="gridcell"], td, th');
  });

/** Puts focus on the list's first row the way a keyboard user does: j, or Tab into the grid. */
async function focusRow(page: Page) {
  // Its rows first: back from a chord, the list may still be fetching them, and j has nothing to move to.
  await expect(page.getByRole('grid').first().getByRole('gridcell').first()).toBeVisible();
  await page.keyboard.press('j');
  for (let i = 0; i < 80 && !(await focusInGrid(page)); i++) await page.keyboard.press('Tab');
  expect(await focusInGrid(page), `a row of ${page.url()} has focus`).toBe(true);
}

test('every chord on every list with a row focused only navigates: nothing approved, no dialog', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const requests = await seed(request);
  await signIn(page);
  const dialogs = page.getByRole('dialog');
  for (const list of LIST_PAGES) {
    await test.step(list, async () => {
      await page.goto(openAt(list));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('grid').first()).toBeVisible();
      await focusRow(page);
      for (const chord of CHORDS) {
        const what = `${chord.keys.join(' ')} on ${list}`;
        for (const key of chord.keys) await page.keyboard.press(key);
        await expect(page, what).toHaveURL((u) => u.pathname === chord.route);
        // The page's heading takes focus once the navigation is done (the page's own chord stays where it is).
        if (chord.route !== list) await expect(page.getByRole('heading', { level: 1 }), what).toBeFocused();
        await expect(dialogs, `${what} opened nothing`).toHaveCount(0);
        // Back to the list as it was (the page's own chord may have dropped its query, such as the day shown).
        if (chord.route === list) await page.goto(openAt(list));
        else await page.goBack();
        await expect(page).toHaveURL((u) => u.pathname === list);
        await focusRow(page);
      }
    });
  }
  // Nothing but the navigation happened: each request is still pending.
  for (const path of requests) expect((await api(request, 'GET', path)).data.status, path).toBe('pending');
  await expect(dialogs).toHaveCount(0);
});
