// The request queues with the keyboard alone: a team lead approves from the palette's queue, HR opens the
// request from a notification and acknowledges it on the list with `a` (the leave balance moves from pending
// to taken), the requester's notification opens the outcome; bulk approval with j/x and "Approve selected";
// bulk reject with one comment; reject asks for a comment; the /leave page of a user who only reads leave
// types; axe on the lists, the drawer and the reject dialog in light and dark; filters (employee, dates,
// status, team and department) and the filtered export.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { roles } from '../../contract/api/routes/roles.ts';
import { pathOf } from '../../contract/api/route.ts';
import { leaveRequests, overtimeRequests, postClockRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import {
  api,
  chooseOption,
  createUser,
  expectNoAxeViolations,
  expectToast,
  mod,
  paletteInput,
  signIn,
  tabTo,
  typeDate,
  dateText,
} from './helpers.ts';
import { addDays } from '../../contract/dates.ts';

const PASSWORD = 'Queue#Pass-2026';
const REQUEST_RESOURCES = ['leaveRequest', 'overtimeRequest', 'postClockRequest'];

// --- dates as the server counts them (Asia/Phnom_Penh business days)
const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** A Monday at least `days` ahead (leave counts working days only). */
function mondayAfter(days: number) {
  let d = addDays(today(), days);
  while (weekday(d) !== 1) d = addDays(d, 1);
  return d;
}
/** The latest working day at least `days` ago (overtime and post clock look back). */
function workdayAgo(days: number) {
  let d = addDays(today(), -days);
  while (weekday(d) === 0 || weekday(d) === 6) d = addDays(d, -1);
  return d;
}

// --- organisation, roles and users through the API (the link user → employee has no API: set in the file)
async function permissionIds(request: APIRequestContext, pairs: Array<[string, string]>): Promise<number[]> {
  const all = (await api(request, 'GET', roles.permissions.path)).data as Array<{
    id: number;
    resource: string;
    action: string;
  }>;
  return all.filter((p) => pairs.some(([r, a]) => p.resource === r && p.action === a)).map((p) => p.id);
}

async function ensureRole(request: APIRequestContext, name: string, pairs: Array<[string, string]>) {
  const existing = (await api(request, 'GET', roles.list.path)).data as Array<{ role_name: string }>;
  if (existing.some((r) => r.role_name === name)) return;
  await api(request, 'POST', roles.create.path, {
    role_name: name,
    description: `${name} (e2e)`,
    permission_ids: await permissionIds(request, pairs),
  });
}

const APPROVER: Array<[string, string]> = [
  ...REQUEST_RESOURCES.flatMap((r) => ['read', 'create', 'update'].map((a) => [r, a] as [string, string])),
  ['leaveType', 'read'],
  ['dashboard', 'read'],
];

function linkUser(username: string, employeeId: number) {
  const db = new Database(process.env.E2E_DB!);
  try {
    db.prepare('UPDATE sys_user SET employee_id = ? WHERE username = ?').run(employeeId, username);
  } finally {
    db.close();
  }
}

interface Person {
  id: number;
  first: string;
  full_name: string;
}

/** A department, a team whose lead has an approver account, and members (named `<first> <last>`). */
async function createTeam(request: APIRequestContext, tag: string, members: Array<[first: string, last: string]>) {
  // HR's powers are permissions: acknowledging (the HR step) and cancelling anyone's request.
  await ensureRole(request, 'HR Manager', [...APPROVER, ['approval', 'acknowledge'], ['approval', 'cancelOthers']]);
  await ensureRole(request, 'Approver', APPROVER);
  await ensureRole(request, 'Requester', [
    ['leaveRequest', 'read'],
    ['leaveRequest', 'create'],
    ['dashboard', 'read'],
  ]);
  const department = (await api(request, 'POST', departments.create.path, { name: `Queue ${tag}` })).data.id;
  const teamName = `Queue Team ${tag}`;
  const team = (await api(request, 'POST', teams.create.path, { name: teamName, department_id: department })).data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Queue Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.56,
      longitude: 104.92,
      radius_m: 100,
    })
  ).data.id;
  const employee = async (first: string, last: string): Promise<Person> => {
    const e = (
      await api(request, 'POST', employees.create.path, {
        first_name: first,
        last_name: last,
        gender: 'female',
        date_of_birth: '1990-01-01',
        phone: '+855 12 345 678',
        email: `${first}.${last}@example.com`.toLowerCase(),
        position: 'Officer',
        team_id: team,
        office_ids: [office],
        join_date: '2022-01-03',
        probation_end_date: '2022-04-03',
        salary_cents: 80_000,
      })
    ).data;
    return { id: e.id, first, full_name: e.full_name };
  };
  const lead = await employee(`Lead${tag}`, 'Queue');
  await api(request, 'PATCH', pathOf(teams.update, { id: team }), {
    name: teamName,
    department_id: department,
    lead_id: lead.id,
  });
  const people: Person[] = [];
  for (const [first, last] of members) people.push(await employee(first, last));
  const leadUser = { username: `lead_${tag}`, password: PASSWORD };
  await createUser(request, leadUser.username, PASSWORD, 'Approver');
  linkUser(leadUser.username, lead.id);
  return { lead, leadUser, people };
}

/** A team of `<first> <last>` people (see createTeam), each with an overtime request two working days ago. */
async function teamWithOvertime(request: APIRequestContext, tag: string, last: string, firsts: string[]) {
  const team = await createTeam(
    request,
    tag,
    firsts.map((first): [string, string] => [first, last]),
  );
  for (const p of team.people) {
    await api(request, 'POST', overtimeRequests.create.path, {
      employee_id: p.id,
      date: workdayAgo(2),
      start_time: '18:00',
      end_time: '20:00',
      reason: 'Release night',
    });
  }
  return team;
}

async function newUser(request: APIRequestContext, username: string, role: string, employeeId?: number) {
  await createUser(request, username, PASSWORD, role);
  if (employeeId) linkUser(username, employeeId);
  return { username, password: PASSWORD };
}

const fileLeave = async (request: APIRequestContext, employeeId: number, leaveTypeId: number, day: string) =>
  (
    await api(request, 'POST', leaveRequests.create.path, {
      employee_id: employeeId,
      leave_type_id: leaveTypeId,
      start_date: day,
      end_date: day,
      reason: 'Family matters',
    })
  ).data.id as number;

/** Each person in their own browser context, signed in with the keyboard-free form helper. */
async function as(browser: Browser, user: { username: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** The list's row of a person (their name is in the Employee cell). */
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function searchList(page: Page, text: string) {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await tabTo(page, search);
  await page.keyboard.type(text);
}

/** Tabs to a row of the table (rows are reached by Tab, then j/k). */
async function focusRow(page: Page, row: Locator) {
  await tabTo(page, row);
  await expect(row).toBeFocused();
}

/** In a reject dialog: Reject with no comment gets the field message and keeps focus in the field; then the
 * comment is typed and Reject pressed again. */
async function rejectByKeyboard(page: Page, dialog: Locator, text: string) {
  const comment = dialog.getByRole('textbox', { name: 'Comment' });
  await tabTo(page, dialog.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Comment is required.')).toBeVisible();
  await expect(comment).toBeFocused();
  await page.keyboard.type(text);
  await tabTo(page, dialog.getByRole('button', { name: 'Reject' }));
  await page.keyboard.press('Enter');
}

async function openNotification(page: Page, text: RegExp) {
  await page.keyboard.press('Shift+N');
  const item = page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: text });
  await expect(item).toBeVisible();
  await tabTo(page, item);
  await page.keyboard.press('Enter');
}

test('a lead approves from the palette, HR acknowledges with a on the list, the balance moves, notifications open the drawer', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const { leadUser, people } = await createTeam(request, tag, [[`Req${tag}`, 'Person']]);
  const requester = people[0];
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Annual ${tag}`, paid: true, days_per_year: 10 })
  ).data.id;
  const id = await fileLeave(request, requester.id, leaveType, mondayAfter(14));
  const hrUser = await newUser(request, `hr_${tag}`, 'HR Manager');
  const requesterUser = await newUser(request, `req_${tag}`, 'Requester', requester.id);

  // The lead: "Approve leave request…", then the queue of what they can act on; pick by name.
  const lead = await as(browser, leadUser);
  await lead.keyboard.press(`${mod}+k`);
  await paletteInput(lead).fill('approve leave');
  await chooseOption(lead, /^Approve leave request…/);
  await expect(paletteInput(lead)).toHaveAttribute('placeholder', 'Pick a leave request…');
  await paletteInput(lead).fill(requester.first);
  await chooseOption(lead, new RegExp(`${requester.full_name}.*Pending`));
  await expectToast(lead, 'Leave request step approved successfully!');

  // HR: told that the request waits for them; the notification opens the drawer.
  const hr = await as(browser, hrUser);
  await openNotification(hr, new RegExp(requester.full_name));
  await expect(hr).toHaveURL(new RegExp(`/leave\\?request_id=${id}$`));
  const drawer = hr.getByRole('dialog', { name: `Leave request: ${requester.full_name}` });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(drawer.getByText('Pending acknowledge')).toBeVisible();
  const steps = drawer.getByRole('list', { name: 'Approval steps' }).getByRole('listitem');
  await expect(steps.nth(0)).toContainText('Lead manager approval');
  await expect(steps.nth(0)).toContainText(`Approved by ${leadUser.username}`);
  await expect(steps.nth(1)).toContainText('HR acknowledgement');
  // The balance on the leave's first day, from the ledger: balance, pending, booked, available.
  const balance = drawer.getByRole('region', { name: new RegExp(`^Annual ${tag} balance on `) });
  await expect(balance.getByRole('definition')).toHaveText(['10 days', '1 day', '0 days', '9 days']);
  await expect(drawer.getByRole('button', { name: /^Acknowledged / })).toBeVisible();

  // Escape closes the drawer, drops request_id and puts focus on the request's row; `a` acknowledges it.
  await hr.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hr).toHaveURL(/\/leave$/);
  const row = rowOf(hr, requester.full_name);
  await expect(row).toBeFocused();
  await expect(row.getByRole('button', { name: /^Acknowledged / })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Approve / })).toHaveCount(0);
  await hr.keyboard.press('a');
  await expectToast(hr, 'Leave request approved successfully!');
  await expect(row).toContainText('Approved');
  await expect(row.getByRole('button', { name: /^Acknowledged / })).toHaveCount(0);

  // Enter opens it again: the day is taken on its first day (no longer pending), and both steps are done.
  await expect(row).toBeFocused();
  await hr.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expect(balance.getByRole('definition')).toHaveText(['9 days', '0 days', '0 days', '9 days']);
  await expect(steps.nth(1)).toContainText(`Acknowledged by ${hrUser.username}`);
  await hr.keyboard.press('Escape');
  await expect(row).toBeFocused();

  // The requester hears of the outcome; their notification opens the same request.
  const own = await as(browser, requesterUser);
  await openNotification(own, new RegExp(requester.full_name));
  const ownDrawer = own.getByRole('dialog', { name: `Leave request: ${requester.full_name}` });
  await expect(ownDrawer).toBeVisible();
  await expect(ownDrawer.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(ownDrawer.getByRole('list', { name: 'Approval steps' })).toContainText(
    `Acknowledged by ${hrUser.username}`,
  );
});

test('bulk approval by keyboard: j and x on three rows, Approve selected; then HR selects the page', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const last = `Bulk${tag}`;
  const { leadUser, people } = await teamWithOvertime(request, tag, last, ['Ana', 'Bora', 'Chea']);
  const hrUser = await newUser(request, `hrb_${tag}`, 'HR Manager');

  const lead = await as(browser, leadUser);
  await lead.keyboard.press('g');
  await lead.keyboard.press('o');
  await expect(lead.getByRole('heading', { level: 1, name: 'OT' })).toBeVisible();
  await searchList(lead, last);
  await expect(lead.getByRole('status').filter({ hasText: /^3 overtime requests$/ })).toBeVisible();
  await focusRow(lead, lead.getByRole('row').nth(1));
  await lead.keyboard.press('x');
  await expect(lead.getByText('1 selected')).toBeVisible();
  await lead.keyboard.press('j');
  await lead.keyboard.press('x');
  await lead.keyboard.press('j');
  await lead.keyboard.press('x');
  await expect(lead.getByText('3 selected')).toBeVisible();
  await expect(lead.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
  await expect(lead.getByRole('button', { name: 'Approve selected' })).toBeVisible();

  await lead.keyboard.press(`${mod}+k`);
  await paletteInput(lead).fill('approve selected');
  await chooseOption(lead, /^Approve selected overtime requests/);
  await expectToast(lead, '3 approved.');
  await expect(lead.getByText('3 selected')).toHaveCount(0);
  await expect(lead.getByRole('button', { name: 'Approve selected' })).toHaveCount(0);
  for (const p of people) await expect(rowOf(lead, p.full_name)).toContainText('Pending acknowledge');

  // HR: the header checkbox selects the page; Approve selected in the toolbar acknowledges all three.
  const hr = await as(browser, hrUser);
  await hr.goto('/ot');
  await searchList(hr, last);
  await expect(hr.getByRole('status').filter({ hasText: /^3 overtime requests$/ })).toBeVisible();
  const all = hr.getByRole('checkbox', { name: 'Select all on this page' });
  await tabTo(hr, all);
  await hr.keyboard.press('Space');
  await expect(hr.getByText('3 selected')).toBeVisible();
  await tabTo(hr, hr.getByRole('button', { name: 'Approve selected' }), { back: true });
  await hr.keyboard.press('Enter');
  await expectToast(hr, '3 approved.');
  for (const p of people) await expect(rowOf(hr, p.full_name)).toContainText('Approved');
});

test('bulk reject by keyboard: j and x on two of three rows, Reject selected asks one comment for both', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const last = `Nay${tag}`;
  const { leadUser, people } = await teamWithOvertime(request, tag, last, ['Dara', 'Eng', 'Fina']);
  const lead = await as(browser, leadUser);
  await lead.goto('/ot');
  await searchList(lead, last);
  await expect(lead.getByRole('status').filter({ hasText: /^3 overtime requests$/ })).toBeVisible();
  // The first two rows are ticked, whoever the list's order puts there.
  const rows = lead.getByRole('grid', { name: 'Overtime requests' }).getByRole('row');
  const shown = await Promise.all([1, 2, 3].map(async (i) => (await rows.nth(i).textContent()) ?? ''));
  const [first, second, third] = shown.map((text) => people.find((p) => text.includes(p.full_name))!);
  const [ticked, alsoTicked, untouched] = [first, second, third].map((p) => rowOf(lead, p.full_name));
  await focusRow(lead, ticked);
  await lead.keyboard.press('x');
  await lead.keyboard.press('j');
  await expect(alsoTicked).toBeFocused();
  await lead.keyboard.press('x');
  await expect(lead.getByText('2 selected')).toBeVisible();

  await lead.keyboard.press(`${mod}+k`);
  await paletteInput(lead).fill('reject selected');
  await chooseOption(lead, /^Reject selected overtime requests/);
  const dialog = lead.getByRole('dialog', { name: 'Reject 2 overtime requests' });
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  // Both are named, so the lead sees what one comment will answer.
  for (const p of [first, second]) await expect(dialog).toContainText(p.full_name);
  await expect(dialog).not.toContainText(third.full_name);
  await rejectByKeyboard(lead, dialog, 'The count was moved to Saturday.');
  await expectToast(lead, '2 rejected.');
  await expect(dialog).toBeHidden();
  await expect(lead.getByText('2 selected')).toHaveCount(0);
  await expect(ticked).toContainText('Rejected');
  await expect(alsoTicked).toContainText('Rejected');
  await expect(untouched).not.toContainText('Rejected');
  await expect(untouched).toContainText('Pending');
});

test('reject asks for a comment: empty gets the field message, then the request is rejected', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const { people } = await createTeam(request, tag, [[`Rej${tag}`, 'Person']]);
  const person = people[0];
  await api(request, 'POST', postClockRequests.create.path, {
    employee_id: person.id,
    type: 'forget_clock_in',
    date: workdayAgo(4),
    time: '08:10',
    reason: 'Door open',
  });
  await api(request, 'POST', postClockRequests.create.path, {
    employee_id: person.id,
    type: 'forget_clock_out',
    date: workdayAgo(3),
    time: '17:45',
    reason: 'Badge left home',
  });

  await signIn(page);
  await page.goto('/post-clock-request');
  await searchList(page, person.first);
  const row = rowOf(page, person.full_name).filter({ hasText: 'Forget Clock Out' });
  await expect(row).toContainText('05:45PM');
  await focusRow(page, row);
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject post clock request' });
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toBeFocused();
  await rejectByKeyboard(page, dialog, 'No clock-out is missing: the badge log shows 17:46.');
  await expectToast(page, 'Post clock request rejected successfully!');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Rejected');
  await expect(row).toBeFocused();

  // The drawer shows the decision and why.
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Post clock request: ${person.full_name}` });
  await expect(drawer.getByText('No clock-out is missing: the badge log shows 17:46.').first()).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Reject / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toBeFocused();

  // The other one is cancelled from its drawer: the confirmation opens over it, focus stays in the drawer.
  await page.keyboard.press('j');
  const other = rowOf(page, person.full_name).filter({ hasText: 'Forget Clock In' });
  await expect(other).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('button', { name: /^Cancel / }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Cancel post clock request' });
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, cancel request' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Post clock request cancelled successfully!');
  await expect(drawer.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(drawer.getByRole('heading', { name: `Post clock request: ${person.full_name}` })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(other).toContainText('Cancelled');
  await expect(other).toBeFocused();
});

test('a request asked for while the palette is open waits for it to close, and the palette keeps working', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const { people } = await createTeam(request, tag, [[`Wait${tag}`, 'Person']]);
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Waiting ${tag}`, paid: true, days_per_year: 5 })
  ).data.id;
  const id = await fileLeave(request, people[0].id, leaveType, mondayAfter(28));
  await signIn(page);
  await page.goto('/leave');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  // A notification or a late navigation asks for the request while the palette is open.
  await page.evaluate((requestId) => {
    history.pushState({}, '', `/leave?request_id=${requestId}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, id);
  await expect(page).toHaveURL(new RegExp(`request_id=${id}$`));
  await page.keyboard.type('Go to OT');
  await expect(paletteInput(page)).toHaveValue('Go to OT');
  await expect(page.getByRole('dialog', { name: /^Leave request: / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Leave request: ${people[0].full_name}` })).toBeVisible();
});

test('/leave for a user who reads only leave types: the leave tabs and a note instead of the list', async ({
  page,
  request,
}) => {
  await ensureRole(request, 'Leave types reader', [
    ['leaveType', 'read'],
    ['dashboard', 'read'],
  ]);
  const user = await newUser(request, `types_${Date.now().toString(36).slice(-5)}`, 'Leave types reader');
  await signIn(page, user);
  await page.goto('/leave');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Leave pages' }).getByRole('link', { name: 'Leave types' }),
  ).toBeVisible();
  await expect(page.getByText('Your role does not include leave requests.')).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
});

test('requests: no axe violations on the three lists, the drawer and the reject dialog, light and dark', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // six screens and two overlays through axe with WCAG 2.2 and best practice
  const tag = Date.now().toString(36).slice(-5);
  const { people } = await createTeam(request, tag, [[`Axe${tag}`, 'Person']]);
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Sick ${tag}`, paid: true, days_per_year: 5 })
  ).data.id;
  await fileLeave(request, people[0].id, leaveType, mondayAfter(21));
  await api(request, 'POST', overtimeRequests.create.path, {
    employee_id: people[0].id,
    date: workdayAgo(1),
    hours: 1.5,
    reason: 'Audit',
  });
  await api(request, 'POST', postClockRequests.create.path, {
    employee_id: people[0].id,
    type: 'forget_clock_in',
    date: workdayAgo(1),
    time: '08:05',
    reason: 'Forgot',
  });

  await signIn(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    for (const [path, heading] of [
      ['/leave', 'Leave'],
      ['/ot', 'OT'],
      ['/post-clock-request', 'Post Clock Request'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(rowOf(page, people[0].full_name).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
    await page.goto('/leave');
    const row = rowOf(page, people[0].full_name).first();
    await focusRow(page, row);
    await page.keyboard.press('x');
    await expect(page.getByText('1 selected')).toBeVisible();
    await expectNoAxeViolations(page, `/leave with a selection (${theme})`);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: `Leave request: ${people[0].full_name}` });
    await expect(
      drawer
        .getByRole('region', { name: /balance/ })
        .getByRole('definition')
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `request drawer (${theme})`);
    // Reject from the drawer: the dialog opens over it, and Escape steps back out one layer at a time.
    const reject = drawer.getByRole('button', { name: /^Reject / });
    await tabTo(page, reject);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reject leave request' });
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'Reject' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Comment is required.')).toBeVisible();
    await expectNoAxeViolations(page, `reject dialog with errors (${theme})`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reject).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(row).toBeFocused();
  }
});

test('filters by keyboard: one employee, a date range and a status narrow /leave, and the .csv export has the same rows', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  // Two teams in two departments; `o…` so that no name is the start of the other's.
  const otherTag = `o${tag}`;
  const [person] = (await createTeam(request, tag, [[`Filt${tag}`, 'Person']])).people;
  const [other] = (await createTeam(request, otherTag, [[`Other${tag}`, 'Person']])).people;
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Filter ${tag}`, paid: true, days_per_year: 10 })
  ).data.id;
  const monday = mondayAfter(42);
  const [tuesday, wednesday, friday] = [1, 2, 4].map((n) => addDays(monday, n));
  const onMonday = await fileLeave(request, person.id, leaveType, monday);
  const onTuesday = await fileLeave(request, person.id, leaveType, tuesday);
  const onWednesday = await fileLeave(request, person.id, leaveType, wednesday);
  await fileLeave(request, person.id, leaveType, addDays(monday, 14));
  await fileLeave(request, other.id, leaveType, monday);
  await api(request, 'POST', pathOf(leaveRequests.reject, { id: onTuesday }), {
    comment: 'Release week',
    version: 1,
  });

  await signIn(page);
  await page.goto('/leave');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Leave requests' });
  const count = page.getByRole('status').filter({ hasText: / leave requests?$/ });
  const rows = rowOf(page, person.full_name);

  // The employee: type, wait for the option, arrow to it, Enter.
  const picker = filters.getByRole('combobox', { name: 'Employee' });
  await tabTo(page, picker);
  await page.keyboard.type(person.first);
  await expect(page.getByRole('option', { name: new RegExp(person.full_name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(new RegExp(person.full_name));
  await expect(count).toHaveText('4 leave requests');
  await expect(rowOf(page, other.full_name)).toHaveCount(0);

  // The week of the first three, then Pending: the rejected Tuesday goes too.
  await tabTo(page, filters.getByLabel('From', { exact: true }));
  await typeDate(page, filters.getByLabel('From', { exact: true }), monday);
  await tabTo(page, filters.getByLabel('To', { exact: true }));
  await typeDate(page, filters.getByLabel('To', { exact: true }), friday);
  await expect(count).toHaveText('3 leave requests');
  const status = filters.getByRole('combobox', { name: 'Status' });
  await tabTo(page, status, { back: true });
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('pending');
  await expect(count).toHaveText('2 leave requests');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: dateText(monday) })).toContainText('Pending');
  await expect(rows.filter({ hasText: dateText(wednesday) })).toContainText('Pending');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, '/leave filtered by employee, dates and status');

  // The export from the palette exports what the list shows: the same two requests (the id comes first).
  const download = page.waitForEvent('download');
  await page.keyboard.press(`${mod}+k`);
  await paletteInput(page).fill('export leave csv');
  await chooseOption(page, /^Export leave requests \(\.csv\)/);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...lines] = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split(/\r\n/);
  expect(header).toMatch(/^\W*ID,/i);
  expect(lines.map((l) => Number(l.split(',')[0])).sort((a, b) => a - b)).toEqual(
    [onMonday, onWednesday].sort((a, b) => a - b),
  );
  expect(lines.every((l) => l.includes(person.full_name))).toBe(true);

  // Emptying the picker's text by keyboard drops the employee filter: the other person's Monday is back,
  // and Tab moves on without picking anyone again.
  await tabTo(page, picker);
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.press('Backspace');
  await expect(rowOf(page, other.full_name)).toHaveCount(1);
  await expect(rows).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(filters.getByLabel('From', { exact: true })).toBeFocused();
  await expect(picker).toHaveValue('');
  await expect(rowOf(page, other.full_name)).toHaveCount(1);

  // A team, chosen by typing its name: only the other person's request. Then the first person's department,
  // which that team is not in: the team filter goes with it, and the first person's two requests are back.
  const team = filters.getByRole('combobox', { name: 'Team' });
  await tabTo(page, team, { back: true });
  await page.keyboard.type(`Queue Team ${otherTag}`);
  await expect(team.locator('option:checked')).toHaveText(`Queue Team ${otherTag} (Queue ${otherTag})`);
  await expect(count).toHaveText('1 leave request');
  await expect(rowOf(page, other.full_name)).toHaveCount(1);
  await expect(rows).toHaveCount(0);
  const department = filters.getByRole('combobox', { name: 'Department' });
  await tabTo(page, department, { back: true });
  await page.keyboard.type(`Queue ${tag}`);
  await expect(department.locator('option:checked')).toHaveText(`Queue ${tag}`);
  await expect(team).toHaveValue('');
  await expect(count).toHaveText('2 leave requests');
  await expect(rowOf(page, other.full_name)).toHaveCount(0);
  await expect(team.locator('option')).toHaveText(['All teams', `Queue Team ${tag}`]);
});
