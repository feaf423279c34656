// Tables never clip: every list screen at 1366×900 and as stacked cards at 390×844. On each: the page never scrolls
// sideways (nor does a grid at 1366 px), every row action sits wholly inside its row and its cell, text cut with an
// ellipsis carries its full value (title or accessible name), and axe passes. Then by keyboard: a row's menu of actions
// (Enter, arrows, Escape back to its button) and a card's actions.
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { calendarEvents } from '../../contract/api/routes/calendar.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { projects } from '../../contract/api/routes/projects.ts';
import { leaveRequests, overtimeRequests, postClockRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { api, createEmployee, expectNoAxeViolations, focusRow, openRowMenu, signIn, tabTo } from './helpers.ts';
import { addDays } from '../../contract/dates.ts';

const tag = Date.now().toString(36).slice(-5);
// Long on purpose: they must wrap or be cut with their full value on hover.
const FIRST = `Chanthavy${tag}`;
const LAST = 'Sreyneang-Vannarith';
const OFFICE = `Siem Reap Angkor Heritage Regional Operations Office ${tag}`;
const LEAVE_TYPE = `Annual leave for long service and family matters ${tag}`;

const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
function workday(from: string, step: 1 | -1) {
  let d = from;
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, step);
  return d;
}

/** A Saturday of this year (the holidays page shows this year; a weekend holiday changes no other journey's day). */
function saturdayThisYear() {
  let d = today();
  while (weekday(d) !== 6) d = addDays(d, 1);
  if (d.slice(0, 4) !== today().slice(0, 4)) d = addDays(d, -7);
  return d;
}

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What the page shows, measured in the browser: sideways scroll, actions outside their row or cell, cut text. */
async function measure(page: Page, desktop: boolean) {
  return page.evaluate((desktop) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    let rows = 0;
    for (const grid of document.querySelectorAll('[role=grid]')) {
      const name = grid.getAttribute('aria-label');
      if (desktop)
        for (const el of grid.querySelectorAll<HTMLElement>('*'))
          if (getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth)
            problems.push(`${name} scrolls sideways by ${el.scrollWidth - el.clientWidth}px`);
      for (const row of grid.querySelectorAll('[role=row][data-row-index]')) {
        rows++;
        const rowBox = row.getBoundingClientRect();
        for (const control of row.querySelectorAll('button, a')) {
          const box = control.getBoundingClientRect();
          const cell = control.closest('[role=gridcell]')!.getBoundingClientRect();
          if (!inside(box, rowBox) || !inside(box, cell))
            problems.push(
              `${name}: "${control.getAttribute('aria-label') ?? text(control)}" sticks out of its row or cell`,
            );
        }
        for (const el of row.querySelectorAll<HTMLElement>('*')) {
          const style = getComputedStyle(el);
          if (style.textOverflow !== 'ellipsis' || el.scrollWidth <= el.clientWidth) continue;
          const full = text(el);
          if (el.title.replace(/\s+/g, ' ').trim() !== full && el.getAttribute('aria-label') !== full)
            problems.push(`${name}: "${full}" is cut without its full value`);
        }
      }
    }
    return { problems, rows };
  }, desktop);
}

test('tables fit: every list at 1366×900 and as cards at 390×844, actions inside their rows, no cut text without its value, axe', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const person = await createEmployee(
    request,
    { first: FIRST, last: LAST },
    { name: OFFICE, latitude: 13.3633, longitude: 103.8564, radius_m: 250 },
  );
  const department = (await api(request, 'GET', pathOf(employees.get, { id: person.id }))).data.department as {
    id: number;
  };
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: LEAVE_TYPE, paid: true, days_per_year: 18 })
  ).data.id;
  const start = workday(addDays(today(), 21), 1);
  await api(request, 'POST', leaveRequests.create.path, {
    employee_id: person.id,
    leave_type_id: leaveType,
    start_date: start,
    end_date: workday(addDays(start, 1), 1),
    reason: 'Family matters',
  });
  const lastWorkday = workday(addDays(today(), -2), -1);
  await api(request, 'POST', overtimeRequests.create.path, {
    employee_id: person.id,
    date: lastWorkday,
    start_time: '18:00',
    end_time: '20:30',
    reason: 'Release night',
  });
  await api(request, 'POST', postClockRequests.create.path, {
    employee_id: person.id,
    type: 'forget_clock_out',
    date: lastWorkday,
    time: '17:45',
    reason: 'Badge left at home',
  });
  await api(request, 'POST', projects.create.path, {
    name: `Heritage site survey ${tag}`,
    code: `HSS-${tag}`,
    start_date: start,
  });
  await api(request, 'POST', calendarEvents.create.path, {
    title: `Commemoration Day of King Father Norodom Sihanouk ${tag}`,
    event_date: saturdayThisYear(),
    description: 'A public holiday with a long description that will not fit in its column on any screen',
  });

  const screens = [
    '/',
    '/users',
    '/roles',
    '/employee',
    `/department`,
    `/department/${department.id}`,
    '/offices',
    '/projects',
    '/attendance',
    '/leave',
    '/leave/balances',
    `/leave/balances?on=${today()}`,
    '/leave/types',
    `/leave/holidays`,
    '/ot',
    '/post-clock-request',
    '/payroll',
    '/activity-log',
  ];

  // Today's attendance and the balances may have nothing to show; every other list has the rows made above.
  const NO_ROWS_NEEDED = ['/attendance', '/leave/balances', `/leave/balances?on=${today()}`];
  await signIn(page);
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of screens) {
      await test.step(`${path} at ${size.width}×${size.height}`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path !== '/' && path !== '/payroll') {
          await expect(page.getByRole('grid').first()).toBeVisible();
          await expect(page.locator('[role=grid][aria-busy=true]')).toHaveCount(0);
          if (!NO_ROWS_NEEDED.includes(path))
            await expect(page.getByRole('grid').first().locator('[role=row][data-row-index]').first()).toBeVisible();
        }
        const { problems } = await measure(page, size.name === 'desktop');
        expect(problems, `${path} at ${size.width}px`).toEqual([]);
        await expectNoAxeViolations(page, `${path} at ${size.width}px`);
      });
    }
  }

  // The long leave type is shown whole on /leave (wrapped), never "Annual …".
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/leave');
  const leaveRow = page.getByRole('grid', { name: 'Leave requests' }).getByRole('row').filter({ hasText: FIRST });
  await expect(leaveRow.getByText(LEAVE_TYPE, { exact: true })).toBeVisible();

  // A row's actions behind one menu, by keyboard: Enter opens it on its first item, arrows walk it, Escape closes
  // it and hands focus back to its button.
  await page.goto('/employee');
  const grid = page.getByRole('grid', { name: 'Employees' });
  await page.keyboard.press('j');
  const row = grid.getByRole('row').filter({ hasText: FIRST });
  await focusRow(page, row);
  const name = `${FIRST} ${LAST} · ${person.staff_id}`;
  const menu = await openRowMenu(page, row, name);
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveText(['Edit', 'Move', 'Resign', 'Delete']);
  await expect(menu).toHaveAttribute('aria-activedescendant', (await items.nth(0).getAttribute('id'))!);
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('aria-activedescendant', (await items.nth(1).getAttribute('id'))!);
  await page.keyboard.press('End');
  await expect(menu).toHaveAttribute('aria-activedescendant', (await items.nth(3).getAttribute('id'))!);
  await expectNoAxeViolations(page, 'row actions menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(row.getByRole('button', { name: `Actions for ${name}` })).toBeFocused();
  // Move from the menu opens its dialog about this employee.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('aria-activedescendant', (await items.nth(1).getAttribute('id'))!);
  await page.keyboard.press('Enter');
  const move = page.getByRole('dialog', { name: 'Move to team' });
  await expect(move).toContainText(FIRST);
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();

  // On a phone each request is a card with its status and its actions, reached from its row by Tab.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ot');
  const ot = page.getByRole('grid', { name: 'Overtime requests' });
  await page.keyboard.press('j');
  const card = ot.getByRole('row').filter({ hasText: FIRST });
  await focusRow(page, card);
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  const reject = card.getByRole('button', { name: new RegExp(`^Reject ${FIRST}`) });
  await tabTo(page, reject);
  await expect(reject).toBeInViewport();
});
