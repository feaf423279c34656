// Nothing clipped in a longer language: every route of commands/routes.ts (detail pages included) and the common
// overlays (the palette, an add dialog, a row's menu) in the pseudo-locale, whose every text is 40% longer than
// English, at 1366×900 and at 390×844. A control or heading fails when its text is cut without an ellipsis and its
// full value, when its content overflows its box, or when it sticks out of a box that clips it or of the window;
// the page fails when it scrolls sideways. Offenders are collected per screen and reported together. One sign-in,
// one page load into the pseudo-locale; screens are reached through the router.
import { expect, test, type Page } from '@playwright/test';
import { overtimeRequests, postClockRequests } from '../../contract/api/routes/requests.ts';
import { addDays, weekdayIndex } from '../../contract/dates.ts';
import { api, mod, recordsForEveryRoute, signIn, visitByRouter } from './helpers.ts';

const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// "Loading…" in the pseudo-locale.
const LOADING = /^\[Ĺöàđíñĝ…/;

/** What is clipped on the screen shown, measured in the browser: one line per offender. */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth + 1)
      problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth}px`);
    const main = document.getElementById('main');
    if (main && main.scrollWidth > main.clientWidth + 1)
      problems.push(`main scrolls sideways by ${main.scrollWidth - main.clientWidth}px`);

    const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    // Not drawn, or read by screen readers only (clipped to nothing: the element or a box around it).
    const hidden = (el: Element) => {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') return true;
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.clipPath === 'inset(50%)' || s.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    // Cut on purpose: an ellipsis, with the full text in a title or the accessible name.
    const cutWithValue = (el: Element, control: Element) => {
      const style = getComputedStyle(el);
      if (style.textOverflow !== 'ellipsis' && style.webkitLineClamp === 'none') return false;
      const full = text(el);
      return [el, control].some(
        (e) =>
          (e.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim() === full || e.getAttribute('aria-label') === full,
      );
    };

    const CONTROLS =
      'button, a[href], [role=button], [role=tab], [role=menuitem], [role=option], label, h1, h2, h3, h4, legend, th, [role=columnheader]';
    for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
      if (!text(control) || hidden(control)) continue;
      const name = `${control.getAttribute('role') ?? control.tagName.toLowerCase()} "${text(control).slice(0, 60)}"`;
      // Its text, or a part of it, overflows its box.
      for (const el of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        if (el instanceof SVGElement || !el.clientWidth || hidden(el)) continue;
        const wide = el.scrollWidth > el.clientWidth + 1;
        const tall = el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible';
        if ((wide || tall) && !cutWithValue(el, control)) {
          problems.push(`${name} is cut (${wide ? `${el.scrollWidth - el.clientWidth}px too wide` : 'too tall'})`);
          break;
        }
      }
      // It sticks out of a box that clips it, or of the window. A table that scrolls sideways inside itself shows
      // the rest by scrolling: there the box that scrolls is the edge.
      const box = control.getBoundingClientRect();
      const cell = control.parentElement?.closest('[role=gridcell]')?.getBoundingClientRect();
      if (cell && (box.left < cell.left - 1 || box.right > cell.right + 1)) {
        // A table's cell does not clip, but a control wider than its cell covers the next one.
        problems.push(`${name} sticks out of its cell`);
        continue;
      }
      let scrolls = false;
      for (let up = control.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === 'visible') continue;
        scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && up.scrollWidth > up.clientWidth + 1;
        if (scrolls) break;
        const outer = up.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          problems.push(`${name} sticks out of its container`);
          break;
        }
      }
      if (!scrolls && (box.left < -1 || box.right > window.innerWidth + 1))
        problems.push(`${name} sticks out of the window`);
    }
    return [...new Set(problems)];
  });
}

test('nothing is clipped in the pseudo-locale: every screen and the common overlays, desktop and phone', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  // Records for every route's screen, and an overtime and a post-clock request waiting for a decision (their row
  // actions).
  const { person, paths } = await recordsForEveryRoute(request, `Pseudo${tag}`);
  let before = addDays(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10), -3);
  while (weekdayIndex(before) >= 5) before = addDays(before, -1);
  await api(request, 'POST', overtimeRequests.create.path, {
    employee_id: person.id,
    date: before,
    start_time: '18:00',
    end_time: '20:00',
    reason: 'Pseudo clipping',
  });
  await api(request, 'POST', postClockRequests.create.path, {
    employee_id: person.id,
    type: 'forget_clock_out',
    date: before,
    time: '17:45',
    reason: 'Pseudo clipping',
  });

  await page.setViewportSize(SIZES[0]);
  await signIn(page);
  // The pseudo-locale is chosen as the app starts: one load after setting it.
  await page.evaluate(() => localStorage.setItem('hrms.pseudo', 'on'));
  await page.reload();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^\[.*\]$/);

  const found: Record<string, string[]> = {};
  const check = async (screen: string) => {
    const problems = await clipped(page);
    if (problems.length) found[screen] = problems;
  };
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await test.step(size.name, async () => {
      for (const path of paths) {
        await visitByRouter(page, path, LOADING);
        await check(`${path} (${size.name})`);
        // A route that is a dialog over its page (/users/1/edit): close it before the next screen.
        if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
      }
      await overlays(page, size.name, check);
    });
  }
  expect(found, 'clipped or overflowing controls per screen, in the pseudo-locale').toEqual({});
});

/** The palette, an add dialog and a row's menu. */
async function overlays(page: Page, where: string, check: (screen: string) => Promise<void>) {
  await visitByRouter(page, '/users', LOADING);
  await page.getByRole('main').focus();
  await page.keyboard.press('c');
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(`add user dialog (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.keyboard.press(`${mod}+k`);
  await page.getByRole('dialog').getByRole('combobox').fill('user');
  await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
  await check(`palette (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await visitByRouter(page, '/employee', LOADING);
  const row = page.getByRole('grid').first().locator('[role=row][data-row-index]').first();
  await row.locator('button[aria-haspopup]').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check(`employee row menu (${where})`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}
