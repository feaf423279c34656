// Shared steps for the journeys: sign in, call the API as the admin, seed notifications, run axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { auth } from '../../contract/api/routes/auth.ts';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { roles } from '../../contract/api/routes/roles.ts';
import { users } from '../../contract/api/routes/users.ts';
import { addDays, dayLabel, weekdayIndex } from '../../contract/dates.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { ROUTES } from '../../commands/routes.ts';
import { pathOf } from '../../contract/api/route.ts';
import { catalogueWords } from '../../src/i18n/catalogue-words.ts';

export const ADMIN = { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD! };
export const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

export async function signIn(page: Page, user = ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Opens a page of the console and waits until it shows: the console's keys work from then on (they load with it). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

export async function apiToken(request: APIRequestContext, user = ADMIN): Promise<string> {
  const res = await request.post(auth.login.path, { data: user });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.accessToken;
}

export async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const token = await apiToken(request);
  const res = await request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

export async function roleId(request: APIRequestContext, name: string): Promise<number> {
  const all = await api(request, 'GET', roles.list.path);
  return all.data.find((r: { role_name: string }) => r.role_name === name).id;
}

export async function createUser(request: APIRequestContext, username: string, password: string, role = 'Super Admin') {
  return api(request, 'POST', users.create.path, { username, password, role_id: [await roleId(request, role)] });
}

/** The palette's input (a list page's filter selects are comboboxes too). */
export const paletteInput = (page: Page) => page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');

/** Opens the palette, takes the command typed (one that asks for a date), then the date typed as the tables write
 * it, once the palette offers that day. */
export async function paletteDate(page: Page, command: string, date: string) {
  await page.keyboard.press(`${mod}+k`);
  const input = paletteInput(page);
  await expect(input).toBeFocused();
  await input.fill(command);
  await page.keyboard.press('Enter');
  await expect(input).toHaveAttribute('placeholder', 'Pick a date…');
  await input.fill(dateText(date));
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(
    dayLabel(date),
  );
  await page.keyboard.press('Enter');
}

/** Types into a form's employee picker and takes the one person it offers. */
export async function pickEmployee(page: Page, picker: Locator, text: string, staffId: string) {
  await expect(picker).toBeFocused();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(staffId) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(new RegExp(staffId));
}

/** Opens the palette with the keyboard and runs the first entry matching `query`. */
export async function palette(page: Page, query: string, option?: string | RegExp) {
  await test.step(`palette: ${query}`, async () => {
    await page.keyboard.press(`${mod}+k`);
    const input = paletteInput(page);
    await expect(input).toBeFocused();
    await input.fill(query);
    // The palette's own options: a list page's filter <select>s have options too.
    if (option)
      await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toHaveText(
        option,
      );
    await page.keyboard.press('Enter');
  });
}

/** In the open palette, arrow down to the option named `name` and take it (Enter). */
export async function chooseOption(page: Page, name: string | RegExp) {
  const option = page.getByRole('dialog', { name: 'Command palette' }).getByRole('option', { name });
  await expect(option).toBeVisible();
  for (let i = 0; i < 30 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

/** Starts a notification test from an empty inbox. */
export function clearNotifications(userId = 1) {
  const db = new Database(process.env.E2E_DB!);
  try {
    db.prepare('DELETE FROM notification WHERE user_id = ?').run(userId);
  } finally {
    db.close();
  }
}

export function insertNotifications(
  rows: Array<{
    type: string;
    request_id: number | null;
    employee_name: string;
    is_read?: boolean;
    ageSeconds?: number;
  }>,
  userId = 1,
) {
  const db = new Database(process.env.E2E_DB!);
  try {
    const stmt = db.prepare(
      'INSERT INTO notification (user_id, type, request_id, employee_name, is_read, url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const r of rows) {
      stmt.run(
        userId,
        r.type,
        r.request_id,
        r.employee_name,
        r.is_read ? 1 : 0,
        null,
        new Date(Date.now() - (r.ageSeconds ?? 0) * 1000).toISOString(),
      );
    }
  } finally {
    db.close();
  }
}

/** The rules every screen is held to: WCAG 2.0, 2.1 and 2.2 A and AA (target-size among them) and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  help: string;
  /** One CSS selector per element that breaks the rule. */
  targets: string[];
}

/**
 * Waits (up to 3 s) for the page's finite animations to end: axe reads colours as they are drawn, and a toast
 * fading in reads as low contrast half-way (react-hot-toast's enter animation failed a run that way). Endless ones
 * (spinners, pulses) are not waited for; if the page is still animating after the wait, axe checks it as it is.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
}

/** While axe reads the page, everything is drawn at rest: an animation that starts during the analysis (a toast
 * whose time is up fades out; it failed a run at half opacity) would otherwise be read half-way. */
const AT_REST = '*, *::before, *::after { animation: none !important; transition: none !important; }';

/** axe's violations on the page as it is once its animations have ended (only violations are gathered: the passes
 * cost time and say nothing). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsSettled(page);
  const atRest = await page.addStyleTag({ content: AT_REST });
  try {
    const results = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  } finally {
    await atRest.evaluate((style) => style.parentNode?.removeChild(style)).catch(() => {});
  }
}

export const describeViolation = (v: AxeViolation) => `${v.id}: ${v.help} (${v.targets.join(', ')})`;

export async function expectNoAxeViolations(page: Page, name: string) {
  expect((await axeViolations(page)).map(describeViolation), `axe on ${name}`).toEqual([]);
}

/** A toast with `text`: a status, or an alert when it reports an error. */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('status').or(page.getByRole('alert'));
  await expect(toast.filter({ hasText: text }).first()).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until `target` has focus: reaching a control the way a keyboard user does. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Walks a table's rows with j (down) and k (up), as a keyboard user does, until `row` has focus. It steers by
 * aria-rowindex and reads only document.activeElement: the virtualised table drops rows that scroll away, and
 * a locator held on such a row would wait for it forever.
 */
export async function focusRow(page: Page, row: Locator, max = 80) {
  await walkUntilRendered(page, row, 'j', max);
  await expect(row).toBeVisible();
  const target = Number(await row.getAttribute('aria-rowindex'));
  const focusedIndex = () => Number(document.activeElement?.getAttribute('aria-rowindex') ?? 0);
  for (let i = 0; i < max; i++) {
    const at = await page.evaluate(focusedIndex);
    if (at === target) break;
    await page.keyboard.press(at > target ? 'k' : 'j');
    // A row outside the rendered window takes focus when the table has rendered it: read where focus went
    // before pressing again, or the walk overshoots and a late move takes focus off the row it stopped on.
    await page
      .waitForFunction((before) => Number(document.activeElement?.getAttribute('aria-rowindex') ?? 0) !== before, at, {
        timeout: 2000,
      })
      .catch(() => {});
  }
  await expect(row).toBeFocused();
  return row;
}

/**
 * A row far down a virtualised table is not rendered until the table scrolls to it: press `key` (j, or ArrowDown
 * inside a table whose page has no j) until it is, reading where focus went after each press.
 */
export async function walkUntilRendered(page: Page, row: Locator, key: 'j' | 'ArrowDown', max = 300) {
  for (let i = 0; i < max && (await row.count()) === 0; i++) {
    const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex') ?? '');
    await page.keyboard.press(key);
    await page
      .waitForFunction((b) => (document.activeElement?.getAttribute('aria-rowindex') ?? '') !== b, before, {
        timeout: 2000,
      })
      .catch(() => {});
  }
}

/** A date (YYYY-MM-DD) as the screens show a day: DD MMM YYYY. */
export const dayText = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m) - 1]} ${y}`;
};

/** A date (YYYY-MM-DD) as a date field reads and writes it: DD/MM/YYYY. */
export const dateText = (iso: string) => iso.split('-').reverse().join('/');

/** Types a date into a focused date field as DD/MM/YYYY, replacing what it held. */
export async function typeDate(page: Page, field: Locator, iso: string) {
  await expect(field).toBeFocused();
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type(dateText(iso));
  await expect(field).toHaveValue(dateText(iso));
}

/** An office, a department with a team, and one employee of them, made through the API; `name` is unique. */
export async function createEmployee(
  request: APIRequestContext,
  name: { first: string; last: string },
  office: { name: string; latitude: number; longitude: number; radius_m: number },
): Promise<{ id: number; staff_id: string; office: number }> {
  const officeId = (await api(request, 'POST', offices.create.path, { address: 'Cambodia', ...office })).data.id;
  const department = (await api(request, 'POST', departments.create.path, { name: `${name.first} Dept` })).data.id;
  const team = (
    await api(request, 'POST', teams.create.path, { name: `${name.first} Team`, department_id: department })
  ).data.id;
  const employee = (
    await api(request, 'POST', employees.create.path, {
      first_name: name.first,
      last_name: name.last,
      gender: 'female',
      date_of_birth: '1992-05-06',
      phone: '+855 12 000 444',
      email: `${name.first}.${name.last}@example.com`.toLowerCase(),
      position: 'Officer',
      team_id: team,
      office_ids: [officeId],
      join_date: '2023-01-02',
      probation_end_date: '2023-04-02',
      salary_cents: 60_000,
    })
  ).data;
  return { id: employee.id, staff_id: employee.staff_id, office: officeId };
}

/**
 * Runs one of a row's actions through its "Actions for <name>" menu by keyboard: Tab to the button, Enter opens
 * the menu, ArrowDown walks to `action`, Enter runs it. Answers the menu, open until the action runs.
 */
export async function chooseRowAction(page: Page, row: Locator, rowName: string, action: string) {
  const menu = await openRowMenu(page, row, rowName);
  const item = menu.getByRole('menuitem', { name: action, exact: true });
  await expect(item).toBeVisible();
  const id = await item.getAttribute('id');
  for (let i = 0; i < 10 && (await menu.getAttribute('aria-activedescendant')) !== id; i++)
    await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('aria-activedescendant', id!);
  await page.keyboard.press('Enter');
}

/** Tabs to a row's "Actions for <name>" button and opens its menu with Enter. */
export async function openRowMenu(page: Page, row: Locator, rowName: string) {
  await tabTo(page, row.getByRole('button', { name: `Actions for ${rowName}` }));
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Actions for ${rowName}` });
  await expect(menu).toBeVisible();
  return menu;
}

/** Goes to `path` as a link would (the router, no reload) and waits until its screen has loaded: its heading (or
 * the dialog a route opens over its page) shown, nothing loading. `loading` is the loading text in the language
 * on screen. */
export async function visitByRouter(page: Page, path: string, loading: RegExp = /^Loading…$/) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByText(loading)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Records every route's screen has something to show (an office, a department with a team, an employee of them, a
 * leave type, a leave request two weeks ahead), and the address of every route of commands/routes.ts, detail pages
 * included, for a sweep of them all. `name` is unique to the run.
 */
export async function recordsForEveryRoute(request: APIRequestContext, name: string) {
  const person = await createEmployee(
    request,
    { first: name, last: 'Sweep' },
    { name: `${name} Office`, latitude: 11.55, longitude: 104.92, radius_m: 150 },
  );
  const department = (await api(request, 'GET', pathOf(employees.get, { id: person.id }))).data.department.id;
  const type = (
    await api(request, 'POST', leaveTypes.create.path, {
      name: `${name} Leave`,
      paid: true,
      days_per_year: 12,
      carry_over_limit: 0,
      needs_attachment: false,
    })
  ).data.id;
  // A working day about two weeks ahead: a day that falls on a weekend holds no leave to ask for.
  let day = addDays(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), 14);
  while (weekdayIndex(day) >= 5) day = addDays(day, 1);
  await api(request, 'POST', leaveRequests.create.path, {
    employee_id: person.id,
    leave_type_id: type,
    start_date: day,
    end_date: day,
    reason: 'Sweep',
  });
  const params: Record<string, number> = { id: 1, officeId: person.office };
  const detail: Record<string, string> = {
    '/employee/edit/:id': `/employee/edit/${person.id}`,
    '/department/:id': `/department/${department}`,
  };
  const paths = ROUTES.map(
    (r) => detail[r.path] ?? r.path.replace(/:([A-Za-z]+)/g, (_, key: string) => String(params[key])),
  );
  return { person, paths };
}

// A screen in Khmer, read as the browser draws it.

/**
 * The words of the `english` catalogue still on the screen: in the text drawn (screen-reader-only text too), the
 * labels, titles and placeholders of what is shown, and the tab's title. `allowed`: words the data shown is
 * written in (names), and those the Khmer catalogue keeps as they are (HRMS, PDF).
 */
export async function englishOnScreen(
  page: Page,
  english: Record<string, string>,
  allowed: Iterable<string> = [],
): Promise<string[]> {
  const words = catalogueWords(english);
  for (const w of allowed) words.delete(w.toLowerCase());
  const shown = await page.evaluate(() => {
    const labelled = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].filter((el) =>
      el.checkVisibility(),
    );
    const labels = labelled.map((el) => ['aria-label', 'title', 'placeholder'].map((a) => el.getAttribute(a) ?? ''));
    return [document.title, document.body.innerText, ...labels.flat()].join(' ');
  });
  return [...new Set((shown.match(/[A-Za-z]{3,}/g) ?? []).map((w) => w.toLowerCase()).filter((w) => words.has(w)))];
}

/** Two working days in the middle of a month: inside its period whatever day periods start on. */
export function midMonthWorkdays(month: string): string[] {
  const days: string[] = [];
  for (let d = `${month}-10`; days.length < 2; d = addDays(d, 1)) {
    const w = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (w !== 0 && w !== 6) days.push(d);
  }
  return days;
}
