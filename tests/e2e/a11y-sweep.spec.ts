// axe (WCAG 2.2 AA and best practice, helpers' AXE_TAGS) on every route of commands/routes.ts, detail pages
// included, and on the overlays that open over them: light and dark, at 1366×900 and at 390×844. One sign-in,
// one page: screens are reached through the router (no reloads), the theme through its header button.
// Violations are collected per screen and reported together, so one run names every screen that needs work.
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { ROUTES } from '../../commands/routes.ts';
import { addDays, weekdayIndex } from '../../contract/dates.ts';
import { api, axeViolations, createEmployee, describeViolation, insertNotifications, mod, signIn } from './helpers.ts';

const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Goes to `path` as a link would (the router, no reload) and waits until the screen has loaded. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await settle(page);
}

async function settle(page: Page) {
  // A route that is a dialog over its page (/users/1/edit) hides the page's heading behind it.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await expect(page.getByText(/^Loading…$/)).toHaveCount(0);
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

test('axe finds nothing on any screen or overlay, light and dark, desktop and phone', async ({ page, request }) => {
  test.setTimeout(900_000); // about 160 axe runs: 4.3 min at a load of 6 on two cores, 8.9 min at a load of 15
  // Records for the detail pages: an office, a department with a team, an employee of them, a leave request.
  const person = await createEmployee(
    request,
    { first: `Sweep${tag}`, last: 'Axe' },
    { name: `Sweep Office ${tag}`, latitude: 11.55, longitude: 104.92, radius_m: 150 },
  );
  const department = (await api(request, 'GET', pathOf(employees.get, { id: person.id }))).data.department.id;
  const type = (
    await api(request, 'POST', leaveTypes.create.path, {
      name: `Sweep Leave ${tag}`,
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
  const check = async (screen: string) => {
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

  // The sign-in page, empty and with its errors, in both sizes and themes.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark']) {
      await page.goto('/login');
      await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(`/login (${theme}, ${size.name})`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('username is required.')).toBeVisible();
      await check(`/login with errors (${theme}, ${size.name})`);
    }
  }
  await page.evaluate(() => localStorage.setItem('hrms.theme', 'light'));
  await page.setViewportSize(SIZES[0]);
  await signIn(page);

  const sideways: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark'] as const) {
      await test.step(`${size.name}, ${theme}`, async () => {
        const toggle = page.getByRole('button', {
          name: theme === 'dark' ? 'Switch to dark theme' : 'Switch to light theme',
        });
        if (await toggle.isVisible()) await toggle.click();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        for (const path of paths) {
          await visit(page, path);
          const screen = `${path} (${theme}, ${size.name})`;
          await check(screen);
          if (size.name === 'phone' && (await sidewaysScroll(page))) sideways.push(screen);
          // A route that is a dialog over its page (/users/1/edit): close it before the next screen.
          if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
        }
        await overlays(page, `${theme}, ${size.name}`, size.name === 'phone', check);
      });
    }
  }

  expect(sideways, 'screens that scroll sideways at 390 px').toEqual([]);
  expect(found, 'axe violations per screen, outside tables').toEqual({});
  expect(inTables, 'axe violations per screen, inside tables').toEqual({});
});

/** The overlays any screen can open: palette, shortcut sheet, profile, notifications, the phone's menu, a form's errors. */
async function overlays(page: Page, where: string, phone: boolean, check: (screen: string) => Promise<void>) {
  await visit(page, '/users');
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('role is required.')).toBeVisible();
  await check(`add user dialog with errors (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press(`${mod}+k`);
  await page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox').fill('user');
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toBeVisible();
  await check(`palette (${where})`);
  await page.keyboard.press('Escape');

  await page.getByRole('main').focus();
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await check(`shortcut sheet (${where})`);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Shift+P');
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await check(`profile (${where})`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await check(`notifications (${where})`);
  await page.keyboard.press('Escape');

  await visit(page, '/leave');
  await page.getByRole('main').focus();
  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await check(`leave request drawer (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await check(`mobile menu (${where})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await visit(page, '/employee');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAttribute('aria-expanded', 'true');
    await check(`employee filters open (${where})`);
    await page.getByRole('button', { name: /^Filters/ }).click();
  }
}
