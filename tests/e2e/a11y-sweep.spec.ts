// axe (WCAG 2.2 AA and best practice, helpers' AXE_TAGS) on every route of commands/routes.ts, detail pages
// included, and on the overlays that open over them: light and dark, at 1366×900 and at 390×844, in each language
// the console speaks. One sign-in per language, one page: screens are reached through the router (no reloads), the
// theme through its header button. Violations are collected per screen and reported together, so one run names
// every screen that needs work; in Khmer, so is every English word left on a screen (english-left.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { ROUTES } from '../../commands/routes.ts';
import { auth } from '../../contract/api/routes/auth.ts';
import { addDays, weekdayIndex } from '../../contract/dates.ts';
import { LANGUAGES, type Language } from '../../contract/languages.ts';
import { en, type MessageKey } from '../../src/i18n/en.ts';
import { km } from '../../src/i18n/km.ts';
import { englishLeft, shownTexts } from './english-left.ts';
import { ADMIN, api, axeViolations, createEmployee, describeViolation, insertNotifications, mod } from './helpers.ts';

const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A text of the console in the language under test (keys without arguments). */
type Say = (key: MessageKey) => string;
const CATALOGUES = { en, km } as const;

/** Goes to `path` as a link would (the router, no reload) and waits until the screen has loaded. */
async function visit(page: Page, say: Say, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await settle(page, say);
}

async function settle(page: Page, say: Say) {
  // A route that is a dialog over its page (/users/1/edit) hides the page's heading behind it.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByText(say('shell.loading'), { exact: true })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Screens that scroll sideways at this width (a table may scroll inside itself: tables-fit.spec.ts checks those). */
async function sidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    const main = document.getElementById('main');
    return root.scrollWidth > root.clientWidth + 1 || (!!main && main.scrollWidth > main.clientWidth + 1);
  });
}

for (const language of ['en', 'km'] as const) {
  const title = 'axe finds nothing on any screen or overlay, light and dark, desktop and phone';
  test(language === 'en' ? title : `${title}, in Khmer, with no English left`, ({ page, request }) =>
    sweep(page, request, language),
  );
}

/** The records a sweep in `language` writes: apart from the other language's, as both sweeps share a database. */
function recordNames(language: Language) {
  const suffix = `${tag}${language === 'en' ? '' : language}`;
  return { first: `Sweep${suffix}`, office: `Sweep Office ${suffix}`, leave: `Sweep Leave ${suffix}` };
}

async function sweep(page: Page, request: APIRequestContext, language: Language) {
  test.setTimeout(900_000); // about 160 axe runs: 4.3 min at a load of 6 on two cores, 8.9 min at a load of 15
  const say: Say = (key) => CATALOGUES[language][key];
  // Records for the detail pages: an office, a department with a team, an employee of them, a leave request.
  const { first, office, leave } = recordNames(language);
  const person = await createEmployee(
    request,
    { first, last: 'Axe' },
    { name: office, latitude: 11.55, longitude: 104.92, radius_m: 150 },
  );
  const department = (await api(request, 'GET', pathOf(employees.get, { id: person.id }))).data.department.id;
  const type = (
    await api(request, 'POST', leaveTypes.create.path, {
      name: leave,
      paid: true,
      days_per_year: 12,
      carry_over_limit: 0,
      needs_attachment: false,
    })
  ).data.id;
  // A working day about two weeks ahead (Monday to Friday): a day that falls on a weekend holds no leave to ask for.
  let inTwoWeeks = addDays(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), 14);
  while (weekdayIndex(inTwoWeeks) >= 5) inTwoWeeks = addDays(inTwoWeeks, 1);
  await api(request, 'POST', leaveRequests.create.path, {
    employee_id: person.id,
    leave_type_id: type,
    start_date: inTwoWeeks,
    end_date: inTwoWeeks,
    reason: 'Axe sweep',
  });
  insertNotifications([{ type: 'leave_request', request_id: 1, employee_name: 'Axe Person' }]);

  const params: Record<string, number> = { id: 1, officeId: person.office };
  const detail: Record<string, string> = {
    '/employee/edit/:id': `/employee/edit/${person.id}`,
    '/department/:id': `/department/${department}`,
  };
  const paths = ROUTES.map(
    (r) => detail[r.path] ?? r.path.replace(/:([A-Za-z]+)/g, (_, name: string) => String(params[name])),
  );

  const found: Record<string, string[]> = {};
  const inTables: Record<string, string[]> = {};
  const english: Record<string, string[]> = {};
  // What the sweeps wrote, this one's and the other language's before it in the same database (and the admin's
  // username), is data, shown as it was typed in any language; so is the administrator role the server makes at
  // its first start (its name and description).
  const data = [
    ...LANGUAGES.flatMap((l) => {
      const names = recordNames(l);
      return [names.first, names.office, names.leave, `${names.first} Dept`, `${names.first} Team`];
    }),
    'Axe sweep',
    'Axe Person',
    'Axe',
    'Cambodia',
    'Officer',
    ADMIN.username,
    'Super Admin',
    'Every permission',
  ];
  const check = async (screen: string) => {
    if (language !== 'en') {
      const left = englishLeft(await shownTexts(page), data);
      if (left.length) english[screen] = left;
    }
    for (const v of await axeViolations(page)) {
      // Each element on its own: one inside a data table is listed apart from one anywhere else.
      const tabled = await page.evaluate(
        (targets) => targets.map((t) => !!document.querySelector(t)?.closest('[role="table"], [role="grid"], table')),
        v.targets,
      );
      for (const [bucket, inTable] of [
        [found, false],
        [inTables, true],
      ] as const) {
        const targets = v.targets.filter((_, i) => tabled[i] === inTable);
        if (targets.length) (bucket[screen] ??= []).push(describeViolation({ ...v, targets }));
      }
    }
  };

  // The sign-in page, empty and with its errors, in both sizes and themes, in this device's language (the choice
  // the console remembers before anyone signs in).
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark']) {
      await page.goto('/login');
      await page.evaluate(
        ([t, l]) => {
          localStorage.setItem('hrms.theme', t);
          localStorage.setItem('hrms.language', l);
        },
        [theme, language],
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(`/login (${theme}, ${size.name})`);
      await page.getByRole('button', { name: say('signIn.submit') }).click();
      await expect(page.getByText(say('validation.usernameRequired'))).toBeVisible();
      await check(`/login with errors (${theme}, ${size.name})`);
    }
  }
  await page.evaluate(() => localStorage.setItem('hrms.theme', 'light'));
  await page.setViewportSize(SIZES[0]);
  // The account's language, as the profile dialog keeps it; English again at the end, for the journeys after this.
  await api(request, 'PATCH', auth.setLanguage.path, { language });
  let sideways: string[];
  try {
    await page.getByLabel(say('signIn.username')).fill(ADMIN.username);
    await page.getByLabel(say('signIn.password')).fill(ADMIN.password);
    await page.getByRole('button', { name: say('signIn.submit') }).click();
    await expect(page.getByRole('navigation', { name: say('shell.mainNavigation') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    sideways = await screens(page, say, paths, check);
  } finally {
    await api(request, 'PATCH', auth.setLanguage.path, { language: 'en' });
  }
  expect(sideways, 'screens that scroll sideways at 390 px').toEqual([]);
  expect(found, 'axe violations per screen, outside tables').toEqual({});
  expect(inTables, 'axe violations per screen, inside tables').toEqual({});
  expect(english, 'English words left per screen (* a word of the English catalogue)').toEqual({});
}

/** Checks every screen, then the overlays, at each size and in each theme; answers the screens that scroll
 * sideways on the phone. */
async function screens(
  page: Page,
  say: Say,
  paths: string[],
  check: (screen: string) => Promise<void>,
): Promise<string[]> {
  const sideways: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${size.name}, ${theme}`, async () => {
        const toggle = page.getByRole('button', {
          name: say(theme === 'dark' ? 'shell.darkTheme' : 'shell.lightTheme'),
        });
        if (await toggle.isVisible()) await toggle.click();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        for (const path of paths) {
          await visit(page, say, path);
          const screen = `${path} (${theme}, ${size.name})`;
          await check(screen);
          if (size.name === 'phone' && (await sidewaysScroll(page))) sideways.push(screen);
          // A route that is a dialog over its page (/users/1/edit): close it before the next screen.
          if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
        }
        await overlays(page, say, `${theme}, ${size.name}`, size.name === 'phone', check);
      });
    }
  }
  return sideways;
}

/** The overlays any screen can open: palette, shortcut sheet, profile, notifications, the phone's menu, a form's errors. */
async function overlays(page: Page, say: Say, where: string, phone: boolean, check: (screen: string) => Promise<void>) {
  await visit(page, say, '/users');
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog', { name: say('label.user.add') })).toBeVisible();
  await page.getByRole('button', { name: say('ui.create') }).click();
  await expect(page.getByText(say('validation.roleRequired'))).toBeVisible();
  await check(`add user dialog with errors (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press(`${mod}+k`);
  await page
    .getByRole('dialog', { name: say('palette.title') })
    .getByRole('combobox')
    .fill('user');
  await expect(
    page
      .getByRole('dialog', { name: say('palette.title') })
      .getByRole('option')
      .first(),
  ).toBeVisible();
  await check(`palette (${where})`);
  await page.keyboard.press('Escape');

  await page.getByRole('main').focus();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: say('shortcuts.title') })).toBeVisible();
  await check(`shortcut sheet (${where})`);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Shift+P');
  await expect(page.getByRole('dialog', { name: say('profile.title') })).toBeVisible();
  await check(`profile (${where})`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: new RegExp(`^${say('notifications.title')}`) }).click();
  await expect(page.getByRole('dialog', { name: say('notifications.title') })).toBeVisible();
  await check(`notifications (${where})`);
  await page.keyboard.press('Escape');

  await visit(page, say, '/leave');
  await page.getByRole('main').focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await check(`leave request drawer (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  if (phone) {
    await page.getByRole('button', { name: say('shell.openMenu') }).click();
    await expect(
      page.getByRole('dialog', { name: say('shell.menu') }).getByRole('button', { name: say('shell.signOut') }),
    ).toBeVisible();
    await check(`mobile menu (${where})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await visit(page, say, '/employee');
    await page.getByRole('button', { name: new RegExp(`^${say('ui.filters')}`) }).click();
    await expect(page.getByRole('button', { name: new RegExp(`^${say('ui.filters')}`) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await check(`employee filters open (${where})`);
    await page.getByRole('button', { name: new RegExp(`^${say('ui.filters')}`) }).click();
  }
}
