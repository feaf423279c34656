// The dashboard by keyboard: j moves through my pending approvals, `a` approves the focused one in place (the requests
// area's own command and toast), `r` opens the reject dialog; a card's title link leads to its list with the filters
// set; the cards fit at 1366×900 and 390×844 without clipping; axe in light and dark.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { leaveRequests, overtimeRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import { api, expectNoAxeViolations, expectToast, focusRow, signIn, tabTo } from './helpers.ts';
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

/** A department and team with two people, one with a pending leave and one with a pending overtime request. */
async function seed(request: APIRequestContext, tag: string) {
  const department = (await api(request, 'POST', departments.create.path, { name: `Dash ${tag}` })).data.id;
  const team = (await api(request, 'POST', teams.create.path, { name: `Dash Team ${tag}`, department_id: department }))
    .data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Dash Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.56,
      longitude: 104.92,
      radius_m: 100,
    })
  ).data.id;
  const employee = async (first: string) =>
    (
      await api(request, 'POST', employees.create.path, {
        first_name: first,
        last_name: tag,
        gender: 'female',
        date_of_birth: '1990-01-01',
        phone: '+855 12 345 678',
        email: `${first}.${tag}@example.com`.toLowerCase(),
        position: 'Officer',
        team_id: team,
        office_ids: [office],
        join_date: '2022-01-03',
        probation_end_date: addDays(today(), 12),
        salary_cents: 80_000,
      })
    ).data as { id: number; full_name: string };
  const leaver = await employee('Leaver');
  const worker = await employee('Worker');
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Annual ${tag}`, paid: true, days_per_year: 10 })
  ).data.id;
  await api(request, 'POST', leaveRequests.create.path, {
    employee_id: leaver.id,
    leave_type_id: leaveType,
    start_date: mondayAfter(14),
    end_date: mondayAfter(14),
    reason: 'Family matters',
  });
  await api(request, 'POST', overtimeRequests.create.path, {
    employee_id: worker.id,
    date: workdayAgo(2),
    start_time: '18:00',
    end_time: '20:00',
    reason: 'Release night',
  });
  return { leaver, worker };
}

const approvals = (page: Page) => page.getByRole('region', { name: /^My pending approvals/ });
const rowOf = (page: Page, name: string) =>
  approvals(page)
    .getByRole('row')
    .filter({ has: page.getByText(name, { exact: true }) });

/** Nothing sticks out of the page or of a card (the approvals table scrolls inside its own box). */
async function expectNoClipping(page: Page, size: string) {
  const overflow = await page.evaluate(() => {
    const out: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push('page scrolls sideways');
    for (const card of document.querySelectorAll<HTMLElement>('main section[aria-labelledby]')) {
      const title = card.querySelector('h2')?.textContent ?? '?';
      if (card.scrollWidth > card.clientWidth + 1) out.push(`${title}: ${card.scrollWidth} > ${card.clientWidth}`);
      for (const el of card.querySelectorAll<HTMLElement>('h2, h3, li, dt, dd, p')) {
        const box = el.getBoundingClientRect();
        const frame = card.getBoundingClientRect();
        if (box.width > 0 && (box.right > frame.right + 1 || box.left < frame.left - 1))
          out.push(`${title}: "${el.textContent?.slice(0, 30)}" outside its card`);
      }
    }
    return out;
  });
  expect(overflow, `clipping at ${size}`).toEqual([]);
}

test('act on pending approvals from the dashboard by keyboard, follow a card to its list', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = `D${Date.now().toString(36)}`;
  const { leaver, worker } = await seed(request, tag);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Every card the admin may see is there, each titled by a link.
  for (const title of [
    /^My pending approvals/,
    "Today's attendance",
    'Who is out',
    /^This month/,
    'Upcoming holidays',
    /^Probations ending in 30 days/,
    /^Headcount by department/,
    /^Payroll cost/,
  ])
    await expect(page.getByRole('region', { name: title }).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Probations/ })).toContainText(leaver.full_name);
  await expect(page.getByRole('table', { name: 'Active employees by department' })).toContainText(`Dash ${tag}`);
  await expectNoClipping(page, '1366×900');

  // j to the leave row, `a`: the lead step is approved; it now waits for HR acknowledgement (still mine).
  const leaveRow = rowOf(page, leaver.full_name);
  await tabTo(page, approvals(page).getByRole('row').nth(1));
  await focusRow(page, leaveRow);
  await page.keyboard.press('a');
  await expectToast(page, 'approved');
  await expect(leaveRow).toContainText('Pending acknowledge');

  // `r` on the overtime row opens the requests area's reject dialog; a comment rejects it and it leaves the queue.
  const otRow = rowOf(page, worker.full_name);
  await focusRow(page, otRow);
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject overtime request' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Not this week');
  await tabTo(page, dialog.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'rejected');
  await expect(otRow).toHaveCount(0);

  // Light and dark, with the charts drawn.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: /^Headcount by department/ })
        .locator('svg')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `dashboard (${theme})`);
  }

  // On a phone the cards stack and nothing is cut.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(approvals(page)).toBeVisible();
  await expectNoClipping(page, '390×844');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The approvals card's title leads to the leave list filtered to pending requests.
  const link = approvals(page).getByRole('link', { name: /^My pending approvals/ });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/leave$/);
  const filters = page.getByRole('search', { name: 'Leave requests' });
  await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
  await expect(page.getByRole('row').filter({ hasText: leaver.full_name })).toContainText('Pending acknowledge');
});
