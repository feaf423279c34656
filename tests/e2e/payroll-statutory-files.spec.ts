// An approved run's statutory files in Chromium: the run page's actions menu offers the tax return, the NSSF
// contribution list and the payroll ledger, and the palette's "Download tax return for <month>…" downloads it too,
// each named with its month. The month is ten months back, a month no other journey closes or generates.
import { addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pathOf } from '../../contract/api/route.ts';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { payroll } from '../../contract/api/routes/payroll.ts';
import { api, expectNoAxeViolations, openPage, palette, signIn } from './helpers.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const MONTH = addMonths(today().slice(0, 7), -10);
const LABEL = monthLabel(MONTH);

/** The month closed, generated and approved (once per database). */
async function approvedRun(request: APIRequestContext) {
  const runs = await api(request, 'GET', `${payroll.list.path}?limit=100`);
  if (runs.data.some((r: { month: string }) => r.month === MONTH)) return;
  await api(request, 'POST', attendance.close.path, { month: MONTH });
  const run = await api(request, 'POST', payroll.generate.path, { month: MONTH, exchange_rate: 4100 });
  await api(request, 'POST', pathOf(payroll.approve, { id: run.data.id }));
}

test('an approved run’s tax return, NSSF list and payroll ledger from its page and from the palette', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // the run is generated and approved first, and three files are built on workers
  await approvedRun(request);
  await signIn(page);
  await openPage(page, `/payroll?month=${MONTH}`);
  await expect(page.getByRole('heading', { level: 1, name: `Payroll ${LABEL}` })).toBeVisible();

  const actions = page.getByRole('button', { name: `Actions for ${LABEL}` });
  const menu = page.getByRole('menu', { name: `Actions for ${LABEL}` });
  for (const [item, name] of [
    [`Download tax return for ${LABEL}…`, `tax-on-salary-${MONTH}.xlsx`],
    [`Download NSSF contribution list for ${LABEL}…`, `nssf-contributions-${MONTH}.xlsx`],
    [`Download payroll ledger for ${LABEL}…`, `payroll-ledger-${MONTH}.xlsx`],
  ]) {
    await actions.click();
    await expect(menu).toBeVisible();
    if (item.includes('tax return')) await expectNoAxeViolations(page, 'run actions menu with the statutory files');
    const download = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: item, exact: true }).click();
    expect((await download).suggestedFilename()).toBe(name);
  }

  const download = page.waitForEvent('download');
  await palette(page, 'Download tax return', /Download tax return/);
  await page.keyboard.type(LABEL);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(LABEL);
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe(`tax-on-salary-${MONTH}.xlsx`);
});
