// Payroll in Chromium, by keyboard alone: add a pay line from the palette, generate a month from the palette and
// review its differences from last month, approve the run, download the register, walk the register with j/k into a
// payslip's drawer and open the payslip page; axe on every new screen and dialog, light and dark.
//
// The months are three and four months back, so this journey's closed and approved months never meet the
// attendance journey's (last month, closed and reopened there). The earlier month is generated and approved
// through the API: it is "last month" the differences are measured from.
import { addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { departments, teams } from '../../contract/api/routes/departments.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { roles } from '../../contract/api/routes/roles.ts';
import { users } from '../../contract/api/routes/users.ts';
import { pathOf } from '../../contract/api/route.ts';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { payroll } from '../../contract/api/routes/payroll.ts';
import {
  api,
  createUser,
  expectNoAxeViolations,
  expectToast,
  focusRow,
  openPage,
  palette,
  roleId,
  signIn,
  tabTo,
  walkUntilRendered,
} from './helpers.ts';

// One tag per run (the run's database), the same in every worker: a failed journey restarts the worker.
const tag = Number(process.env.E2E_DB!.replace(/\D/g, '').slice(-9)).toString(36);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const MONTH = addMonths(today().slice(0, 7), -3);
const PREVIOUS = addMonths(MONTH, -1);
const LABEL = monthLabel(MONTH);
const FIRST = `Pay${tag}`;

interface Person {
  id: number;
  staff_id: string;
  full_name: string;
}

/** Dara and Nita are paid into a bank; Chenda has no bank account (a warning in the preview). */
async function createPeople(request: APIRequestContext): Promise<Person[]> {
  const found = await api(request, 'GET', `${employees.list.path}?q=${FIRST}&sort=name`);
  if (found.data.length === 3) return found.data;
  const department = (await api(request, 'POST', departments.create.path, { name: `Payroll Dept ${tag}` })).data.id;
  const team = (
    await api(request, 'POST', teams.create.path, { name: `Payroll Squad ${tag}`, department_id: department })
  ).data.id;
  const office = (
    await api(request, 'POST', offices.create.path, {
      name: `Payroll Office ${tag}`,
      address: 'Phnom Penh',
      latitude: 11.56,
      longitude: 104.91,
      radius_m: 150,
    })
  ).data.id;
  const people: Person[] = [];
  for (const [last, salary, bank] of [
    ['Chenda', 50_000, ''],
    ['Dara', 80_000, '000 111 222'],
    ['Nita', 120_000, '000 333 444'],
  ] as const) {
    const res = await api(request, 'POST', employees.create.path, {
      first_name: FIRST,
      last_name: last,
      gender: 'female',
      date_of_birth: '1990-05-06',
      phone: '+855 12 000 444',
      email: `pay.${last}.${tag}@example.com`.toLowerCase(),
      position: 'Accountant',
      team_id: team,
      office_ids: [office],
      join_date: '2022-01-03',
      probation_end_date: '2022-04-03',
      salary_cents: salary,
      bank_name: bank ? 'ABA Bank' : '',
      bank_account: bank,
    });
    people.push(res.data);
  }
  return people;
}

/** Both months closed; the earlier one generated at 4,100 riel and approved (once per database). */
async function preparePreviousMonth(request: APIRequestContext) {
  const runs = await api(request, 'GET', `${payroll.list.path}?limit=100`);
  if (runs.data.some((r: { month: string }) => r.month === PREVIOUS)) return;
  for (const month of [PREVIOUS, MONTH]) await api(request, 'POST', attendance.close.path, { month });
  const run = await api(request, 'POST', payroll.generate.path, { month: PREVIOUS, exchange_rate: 4100 });
  await api(request, 'POST', pathOf(payroll.approve, { id: run.data.id }));
}

/** In the palette's picker of a scoped command: type the entity's name and take the first match. */
async function pick(page: Page, name: string) {
  await page.keyboard.type(name);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(name);
  await page.keyboard.press('Enter');
}

test('add a pay line, generate a month from the palette, review, approve, export and open a payslip', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const [chenda, dara] = await createPeople(request);
  await preparePreviousMonth(request);
  await signIn(page);

  // A transport allowance for Dara in the month, from the palette on the pay lines tab.
  await page.goto('/payroll?tab=lines');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await palette(page, 'Add pay line', /Add pay line/);
  const add = page.getByRole('dialog', { name: 'Add Pay Line' });
  await expect(add.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(`Transport ${tag}`);
  await tabTo(page, add.getByLabel('Amount (USD)'));
  await page.keyboard.type('25');
  await tabTo(page, add.getByRole('radio', { name: 'Everyone' }));
  await page.keyboard.press('ArrowRight');
  await expect(add.getByRole('radio', { name: 'One employee' })).toBeChecked();
  await tabTo(page, add.getByRole('combobox', { name: 'Employee' }));
  await page.keyboard.type(`${FIRST} Dara`);
  await expect(page.getByRole('option', { name: new RegExp(dara.staff_id) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(add.getByRole('combobox', { name: 'Employee' })).toHaveValue(new RegExp(dara.staff_id));
  await tabTo(page, add.getByLabel('Month', { exact: true }));
  await add.getByLabel('Month', { exact: true }).fill(MONTH);
  await expectNoAxeViolations(page, 'add pay line dialog');
  await tabTo(page, add.getByRole('button', { name: 'Create' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Pay line created successfully!');
  await expect(add).toBeHidden();
  const lines = page.getByRole('grid', { name: 'Pay lines' });
  await expect(lines.getByRole('row').filter({ hasText: `Transport ${tag}` })).toContainText('$25.00');
  await expect(lines.getByRole('row').filter({ hasText: `Transport ${tag}` })).toContainText(LABEL);

  // Generate the month from the palette: the preview and its differences from last month.
  await palette(page, 'Generate payroll for', /Generate payroll for/);
  await pick(page, LABEL);
  await expect(page).toHaveURL(new RegExp(`/payroll/generate\\?month=${MONTH}`));
  await expect(page.getByLabel('Exchange rate (riel per US dollar)')).toHaveValue('4100');
  const differences = page.getByRole('grid', { name: `Differences from ${monthLabel(PREVIOUS)}` });
  const daraRow = differences.getByRole('row').filter({ hasText: dara.staff_id });
  // The table is virtualised and other journeys' people change too: walk down to her row as a keyboard user would.
  await tabTo(page, differences.getByRole('row').nth(1));
  await walkUntilRendered(page, daraRow, 'ArrowDown');
  await expect(daraRow).toContainText('Pay lines');
  // Her pay moved for the pay line (and for the month's absences, which differ from last month's).
  await expect(daraRow).toContainText(/[+-]\$\d/);
  const warnings = page.getByRole('region', { name: 'Warnings' });
  await expect(warnings).toContainText('No bank account');
  // Other journeys' people lack accounts too: past the first five names, "Show all" lists everyone.
  const noAccount = warnings.getByRole('listitem').filter({ hasText: 'No bank account' });
  const showAll = noAccount.getByText(/^Show all \d+$/);
  if (await showAll.count()) {
    await tabTo(page, showAll);
    await page.keyboard.press('Enter');
  }
  await expect(noAccount.getByText(chenda.full_name, { exact: false }).last()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'generate payroll with its preview');

  await tabTo(page, page.getByRole('button', { name: `Generate payroll for ${LABEL}` }));
  await page.keyboard.press('Enter');
  const confirmGenerate = page.getByRole('dialog', { name: 'Generate payroll' });
  await expect(confirmGenerate).toContainText(`Generate the payroll of ${LABEL}`);
  await confirmGenerate.getByRole('button', { name: 'Generate' }).press('Enter');
  await expectToast(page, 'Payroll generated successfully!');
  await expect(page).toHaveURL(new RegExp(`/payroll\\?month=${MONTH}`));
  await expect(page.getByRole('heading', { level: 1, name: `Payroll ${LABEL}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Approve from the palette, through its confirmation.
  await palette(page, 'Approve run', /Approve run/);
  await pick(page, LABEL);
  const confirmApprove = page.getByRole('dialog', { name: 'Approve payroll' });
  await expect(confirmApprove).toContainText(`Approve the payroll of ${LABEL}?`);
  await expectNoAxeViolations(page, 'approve payroll confirmation');
  await confirmApprove.getByRole('button', { name: 'Approve' }).press('Enter');
  await expectToast(page, 'Payroll approved successfully!');
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  const statutory = page.getByRole('region', { name: 'NSSF and tax' });
  await expect(statutory.getByRole('row', { name: /To the NSSF/ })).toContainText('riel');
  await expect(statutory.getByRole('row', { name: /Tax on salary withheld/ })).toBeVisible();

  // A correction to the approved run goes into a later month as an adjustment: the run never changes.
  await expect(page.getByRole('button', { name: `Approve ${LABEL}` })).toHaveCount(0);
  await palette(page, 'Add adjustment', /Add adjustment/);
  await pick(page, LABEL);
  const adjust = page.getByRole('dialog', { name: `Add Adjustment, ${LABEL}` });
  await expect(adjust.getByLabel('Name')).toBeFocused();
  await page.keyboard.type(`Missed overtime ${tag}`);
  const person = adjust.getByRole('combobox', { name: 'Employee' });
  await page.keyboard.press('Tab');
  await expect(person).toBeFocused();
  await page.keyboard.type(`${FIRST} Dara`);
  await expect(page.getByRole('option', { name: new RegExp(dara.staff_id) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(person).toHaveValue(new RegExp(dara.staff_id));
  await tabTo(page, adjust.getByLabel('Amount (USD)'));
  await page.keyboard.type('12.50');
  await expectNoAxeViolations(page, 'add adjustment dialog');
  await tabTo(page, adjust.getByRole('button', { name: 'Add adjustment' }));
  await page.keyboard.press('Enter');
  await expectToast(page, `Adjustment added to the payroll of ${addMonths(MONTH, 1)} successfully!`);
  await expect(adjust).toBeHidden();

  // The register from the palette's "Export report.xlsx…", named with its month.
  const download = page.waitForEvent('download');
  await palette(page, 'Export report.xlsx', /Export report.xlsx/);
  await pick(page, LABEL);
  expect((await download).suggestedFilename()).toBe(`payroll-${MONTH}.xlsx`);

  // The register by keyboard: j/k to Dara's row, Enter opens the payslip drawer, Escape returns to the row.
  const register = page.getByRole('grid', { name: `Register, ${LABEL}` });
  const row = register.getByRole('row').filter({ hasText: dara.staff_id });
  await focusRow(page, row);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: new RegExp(`Payslip: .*Dara`) });
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(drawer.getByRole('row', { name: new RegExp(`Transport ${tag}`) })).toContainText('$25.00');
  await expect(drawer).toContainText('Net pay');
  await expectNoAxeViolations(page, 'payslip drawer');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toBeFocused();

  // The payslip page, from the drawer.
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(drawer.getByRole('link', { name: 'Open payslip page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payslip\?id=\d+/);
  const payslipUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Payslip of .*Dara, ${LABEL}`) })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('000 111 222');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();

  // The adjustment among the pay lines, with the run it corrects.
  await page.goto('/payroll?tab=lines');
  const adjustment = page
    .getByRole('grid', { name: 'Pay lines' })
    .getByRole('row')
    .filter({ hasText: `Missed overtime ${tag}` });
  await expect(adjustment).toContainText(`Corrects ${LABEL}`);
  await expect(adjustment).toContainText('$12.50');

  // The statutory rules, each a timeline of its versions in words with their sources.
  await page.goto('/payroll?tab=rules');
  const tax = page.getByRole('region', { name: 'Tax on salary (residents)' });
  await expect(tax.getByRole('listitem').filter({ hasText: 'In force' })).toContainText('1,500,000');
  await expect(tax).toContainText('Sub-decree No. 196');
  const pension = page.getByRole('region', { name: 'NSSF pension' });
  await expect(pension.getByRole('listitem').filter({ hasText: 'Upcoming' })).toContainText('4% employee');

  // axe on every new screen, light and dark.
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    for (const [path, heading] of [
      ['/payroll', 'Payroll'],
      ['/payroll?tab=lines', 'Payroll'],
      ['/payroll?tab=rules', 'Payroll'],
      [`/payroll/generate?month=${addMonths(MONTH, 1)}`, 'Generate Payroll'],
      [`/payroll?month=${MONTH}`, `Payroll ${LABEL}`],
      ['/payslip', 'Payslips'],
      [payslipUrl, new RegExp(`Payslip of .*Dara`)],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expect(page.getByText(/^Computing the preview/)).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} (${theme})`);
    }
  }
});

test('the runs tab shows the trend and each run; a generated month is refused with the reason', async ({
  page,
  request,
}) => {
  const [, , nita] = await createPeople(request);
  await preparePreviousMonth(request);
  await signIn(page);
  await page.goto('/payroll');
  const runs = page.getByRole('grid', { name: 'Payroll runs' });
  const previous = runs.getByRole('row').filter({ hasText: monthLabel(PREVIOUS) });
  await expect(previous).toContainText('Approved');
  // The trend's figures are there for screen readers as a table.
  await expect(page.getByRole('table', { name: 'Payroll cost by month, last 12 months' })).toBeAttached();

  // Enter on a run opens it.
  await focusRow(page, previous);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Payroll ${monthLabel(PREVIOUS)}` })).toBeVisible();

  // The server's refusals in its own words: a month not over yet, a month whose attendance is not closed.
  const future = addMonths(today().slice(0, 7), 1);
  await page.goto(`/payroll/generate?month=${future}`);
  await expect(page.getByRole('alert')).toHaveText(
    `${future} has not ended yet: payroll can only be generated for a past month.`,
  );
  const open = addMonths(MONTH, 1);
  await page.goto(`/payroll/generate?month=${open}`);
  await tabTo(page, page.getByRole('button', { name: `Generate payroll for ${monthLabel(open)}` }));
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Generate payroll' }).getByRole('button', { name: 'Generate' }).press('Enter');
  // The page's own alert (the error toast beside it is an alert too).
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'is not closed' })).toHaveText(
    `Attendance for ${open} is not closed: close it before generating payroll.`,
  );
  await expect(page).toHaveURL(new RegExp(`/payroll/generate\\?month=${open}`));

  // A month's pay lines from a file, into the month still running.
  const thisMonth = today().slice(0, 7);
  await openPage(page, '/payroll?tab=lines');
  await palette(page, 'Import pay lines for', /Import pay lines for/);
  await pick(page, monthLabel(thisMonth));
  const importDialog = page.getByRole('dialog', { name: `Import Pay Lines, ${monthLabel(thisMonth)}` });
  const file = importDialog.getByLabel('File (.csv or .xlsx)');
  await expect(file).toBeFocused();
  await file.setInputFiles({
    name: `pay-lines-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`staff_id,kind,name,amount,taxable\r\n${nita.staff_id},earning,Bonus ${tag},40.00,yes\r\n`),
  });
  await tabTo(page, importDialog.getByRole('button', { name: 'Import' }));
  await page.keyboard.press('Enter');
  await expect(importDialog.getByRole('status')).toHaveText(`1 pay line imported into ${thisMonth} successfully!`);
  await expectNoAxeViolations(page, 'import pay lines dialog after an import');
  await page.keyboard.press('Escape');
  await expect(importDialog).toBeHidden();
  const imported = page
    .getByRole('grid', { name: 'Pay lines' })
    .getByRole('row')
    .filter({ hasText: `Bonus ${tag}` });
  await expect(imported).toContainText('$40.00');
  await expect(imported).toContainText('Yes');

  // An approved month cannot be generated again: the palette says why.
  await palette(page, 'Generate payroll for', /Generate payroll for/);
  await pick(page, `${monthLabel(PREVIOUS)} (generated)`);
  await expectToast(page, `Payroll for ${PREVIOUS} has already been generated.`);
});

test('a user linked to an employee sees their own payslips only, as an A4 page with its PDF', async ({
  page,
  request,
}) => {
  const [chenda, dara] = await createPeople(request);
  await preparePreviousMonth(request);
  const perms = await api(request, 'GET', roles.permissions.path);
  const dashboardRead = perms.data.find(
    (p: { resource: string; action: string }) => p.resource === 'dashboard' && p.action === 'read',
  ).id;
  const role = `Payslips ${tag}`;
  await api(request, 'POST', roles.create.path, {
    role_name: role,
    description: 'Own payslips',
    permission_ids: [dashboardRead],
  });
  const username = `dara_${tag}`.toLowerCase();
  const user = (await createUser(request, username, 'Dara#Pay12345', role)).data;
  await api(request, 'PATCH', pathOf(users.updateRole, { id: user.id }), {
    username,
    role_id: await roleId(request, role),
    employee_id: dara.id,
  });
  await signIn(page, { username, password: 'Dara#Pay12345' });

  await page.goto('/payslip');
  await expect(page.getByRole('heading', { level: 1, name: 'Payslips' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Payslips' });
  const previous = table.getByRole('row').filter({ hasText: monthLabel(PREVIOUS) });
  await expect(previous).toContainText(dara.staff_id);
  await expect(table.getByRole('row').filter({ hasText: chenda.staff_id })).toHaveCount(0);

  await focusRow(page, previous);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Payslip of .*Dara, ${monthLabel(PREVIOUS)}`) }),
  ).toBeVisible();
  const pdf = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Download PDF' }));
  await page.keyboard.press('Enter');
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

  // Payroll itself is not theirs.
  await page.goto('/payroll');
  await expect(page).toHaveURL(/\/$/);
});
