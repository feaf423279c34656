// The whole month end in Khmer, by keyboard in Chromium: an HR officer switches the console to Khmer from the
// palette, opens a month's attendance sheet, reviews it, closes the month, previews, generates and approves its
// payroll and downloads a payslip, which is a Khmer PDF (the Khmer font embedded, its title's letters in it). Every
// screen and dialog on the way is named in Khmer (the catalogue's own texts), `<html lang="km">`, and shows no
// word of the English catalogue; back to English from the palette, without a reload.
//
// The month is seven months back: no other journey closes or generates it.
import IntlMessageFormat from 'intl-messageformat';
import { readFile } from 'node:fs/promises';
import { addMonths } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { employees } from '../../contract/api/routes/employees.ts';
import { payroll } from '../../contract/api/routes/payroll.ts';
import { pathOf } from '../../contract/api/route.ts';
import { STATUTORY_CODES } from '../../contract/api/payroll.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { en, type MessageKey } from '../../src/i18n/en.ts';
import { km } from '../../src/i18n/km.ts';
import { catalogueWords } from '../../src/i18n/catalogue-words.ts';
import { fontsOf } from '../pdf-fonts.ts';
import {
  api,
  apiToken,
  createEmployee,
  createUser,
  englishOnScreen,
  expectToast,
  focusRow,
  midMonthWorkdays,
  mod,
  paletteInput,
  signIn,
  tabTo,
} from './helpers.ts';

const tag = Date.now().toString(36).slice(-5);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Phnom_Penh' }).format(new Date());
const MONTH = addMonths(today().slice(0, 7), -7);
const OFFICER = { username: `hr_km_${tag}`, password: 'Khmer#Month-End1' };

/** A Khmer text of the catalogue, its arguments filled in. */
const kmText = (key: MessageKey, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(km[key], 'km').format(values));
/** A month as the console writes it in Khmer: the month's Khmer name and the year. */
const kmMonth = (month: string) =>
  `${new Intl.DateTimeFormat('km-KH', { month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))} ${month.slice(0, 4)}`;
/** A command's title in Khmer, as typed into the palette (without its "…"). */
const kmCommand = (id: string) => kmText(`command.${id}` as MessageKey).replace(/…$/, '');

/** The words the data on screen is written in: every employee's, office's, department's and team's name. */
async function dataWords(request: APIRequestContext): Promise<string[]> {
  const names: string[] = [];
  for (let page = 1; ; page++) {
    const found = await api(request, 'GET', `${employees.list.path}?limit=100&page=${page}`);
    for (const e of found.data) names.push(e.full_name, e.position, e.team?.name ?? '', e.department?.name ?? '');
    if (!found.metadata?.hasNext) break;
  }
  for (let page = 1; ; page++) {
    const found = await api(request, 'GET', `${offices.list.path}?limit=100&page=${page}`);
    for (const o of found.data) names.push(o.name);
    if (!found.metadata?.hasNext) break;
  }
  return names.join(' ').match(/[A-Za-z]{3,}/g) ?? [];
}

test('month end in Khmer by keyboard: attendance, close, payroll, approve, a Khmer payslip; back to English', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  const [present, late] = midMonthWorkdays(MONTH);
  const person = await createEmployee(
    request,
    { first: `Sreymom${tag}`, last: 'Chan' },
    { name: `Kampot ${tag}`, latitude: 11.58, longitude: 104.94, radius_m: 100 },
  );
  // A day on time and a day late, each clocked in and out.
  const punches = await request.post(attendance.import.path, {
    headers: { Authorization: `Bearer ${await apiToken(request)}`, 'Content-Type': 'text/csv' },
    data: Buffer.from(
      `staff_id,timestamp,device\r\n${[`${present} 07:55`, `${present} 17:05`, `${late} 08:40`, `${late} 17:10`]
        .map((at) => `${person.staff_id},${at},Door A`)
        .join('\r\n')}\r\n`,
    ),
  });
  expect(punches.status(), await punches.text()).toBe(201);
  await createUser(request, OFFICER.username, OFFICER.password);
  // Words Khmer keeps as they are (HRMS, NSSF, PDF) and the data's names are not English left over.
  const allowed = [...catalogueWords(km), ...(await dataWords(request))];
  const noEnglish = async (screen: string) =>
    expect(await englishOnScreen(page, en, allowed), `English on ${screen}`).toEqual([]);

  await signIn(page, OFFICER);
  // A reload would lose this: the language changes in place.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // Khmer from the palette, asked for in Khmer.
  await page.keyboard.press(`${mod}+k`);
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type('ខ្មែរ');
  const english = page.getByRole('dialog', { name: en['palette.title'] });
  await expect(english.getByRole('option').first()).toHaveText(/^Language: ខ្មែរ/);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('navigation', { name: km['shell.mainNavigation'] })).toBeVisible();
  await noEnglish('the dashboard');

  const palette = page.getByRole('dialog', { name: km['palette.title'] });
  const options = palette.getByRole('option');
  const input = palette.getByRole('combobox');
  /** Ctrl+K, a command by its Khmer title, Enter. */
  const run = async (id: string) => {
    await page.keyboard.press(`${mod}+k`);
    await expect(input).toBeFocused();
    await page.keyboard.type(kmCommand(id));
    await expect(options.first()).toHaveText(new RegExp(`^${kmCommand(id)}`));
    await page.keyboard.press('Enter');
  };
  /** In a month picker: the month typed as MM/YYYY, offered by its Khmer name, taken. */
  const pickMonth = async () => {
    await page.keyboard.type(`${MONTH.slice(5)}/${MONTH.slice(0, 4)}`);
    await expect(options.first()).toContainText(kmMonth(MONTH));
    await noEnglish('the palette');
    await page.keyboard.press('Enter');
  };

  // The month's attendance sheet.
  await run('attendance.sheet');
  await pickMonth();
  await expect(page).toHaveURL(new RegExp(`/attendance/sheet\\?month=${MONTH}`));
  await expect(page.getByRole('heading', { level: 1, name: km['page./attendance/sheet'] })).toBeFocused();
  const grid = page.getByRole('grid', { name: kmText('attendance.sheetLabel', { month: kmMonth(MONTH) }) });
  await tabTo(page, page.getByRole('searchbox', { name: km['common.search'] }));
  await page.keyboard.type(`Sreymom${tag}`);
  await expect(
    page.getByRole('status').filter({ hasText: kmText('attendance.employees', { count: 1 }) }),
  ).toBeVisible();
  await expect(grid.getByRole('rowheader')).toHaveCount(1);
  await noEnglish('the attendance sheet');

  // Reviewed by the arrow keys: the day on time and the late one, in Khmer.
  await tabTo(page, grid.getByRole('rowheader', { name: new RegExp(person.staff_id) }));
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const toDay = async (date: string) => {
    await page.keyboard.press('Home');
    for (let i = 0; i < Number(date.slice(8)); i++) await page.keyboard.press('ArrowRight');
  };
  await toDay(present);
  expect(await focusedText()).toContain(km['attendance.status.present']);
  await toDay(late);
  expect(await focusedText()).toContain(km['attendance.status.late']);

  // The month closed from the sheet, through its confirmation.
  await tabTo(page, page.getByRole('button', { name: km['attendance.closeMonth'] }), { back: true });
  await page.keyboard.press('Enter');
  const close = page.getByRole('dialog', { name: km['attendance.closeMonth'] });
  await expect(close).toContainText(kmText('attendance.closeQuestion', { month: kmMonth(MONTH) }));
  await noEnglish('the close month dialog');
  await tabTo(page, close.getByRole('button', { name: km['attendance.closeMonth'] }));
  await page.keyboard.press('Enter');
  await expectToast(page, kmText('toast.attendance.periodClosed', { period: MONTH }));
  await expect(close).toBeHidden();
  await expect(page.getByText(new RegExp(`· ${km['attendance.closedPeriod']}`))).toBeVisible();
  await noEnglish('the closed attendance sheet');

  // Payroll by its go-to chord, then the month's preview.
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page).toHaveURL(/\/payroll$/);
  await expect(page.getByRole('heading', { level: 1, name: km['page./payroll'] })).toBeVisible();
  await noEnglish('the payroll runs');
  await run('payroll.generateFor');
  await pickMonth();
  await expect(page).toHaveURL(new RegExp(`/payroll/generate\\?month=${MONTH}`));
  // The rate typed (no earlier run may have given one).
  const rate = page.getByLabel(km['payroll.generate.rate']);
  await tabTo(page, rate);
  await page.keyboard.press(`${mod}+A`);
  await page.keyboard.type('4100');
  await expect(page.getByRole('region', { name: km['payroll.preview.warnings'] })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await noEnglish('the payroll preview');

  // Generated, through its confirmation.
  await tabTo(page, page.getByRole('button', { name: kmText('payroll.generate.forMonth', { month: kmMonth(MONTH) }) }));
  await page.keyboard.press('Enter');
  const generate = page.getByRole('dialog', { name: km['payroll.generatePayroll'] });
  await expect(generate).toBeVisible();
  await noEnglish('the generate confirmation');
  await tabTo(page, generate.getByRole('button', { name: km['payroll.generate.confirm'], exact: true }));
  await page.keyboard.press('Enter');
  await expectToast(page, km['toast.payroll.generated']);
  await expect(page).toHaveURL(new RegExp(`/payroll\\?month=${MONTH}`));
  const runTitle = kmText('payroll.runTitle', { month: kmMonth(MONTH) });
  await expect(page.getByRole('heading', { level: 1, name: runTitle })).toBeVisible();
  await expect(page.getByText(km['payroll.status.draft'], { exact: true })).toBeVisible();
  await noEnglish('the draft run');

  // Approved from the palette: the run on screen is offered first.
  await run('payroll.approve');
  await expect(options.first()).toContainText(kmMonth(MONTH));
  await page.keyboard.press('Enter');
  const approve = page.getByRole('dialog', { name: km['confirm.payroll.approve'] });
  await expect(approve).toBeVisible();
  await noEnglish('the approve confirmation');
  await tabTo(page, approve.getByRole('button', { name: km['confirm.payroll.approveButton'], exact: true }));
  await page.keyboard.press('Enter');
  await expectToast(page, km['toast.payroll.approved']);
  await expect(page.getByText(km['payroll.status.approved'], { exact: true })).toBeVisible();
  await noEnglish('the approved run');

  // Her payslip's lines of leave and absence are named by the server as it generates them (with their days): data.
  const slipId = (await api(request, 'GET', `${payroll.payslips.path}?employee_id=${person.id}`)).data[0].id;
  const slip = (await api(request, 'GET', pathOf(payroll.payslip, { id: slipId }))).data;
  for (const l of [...slip.lines, ...slip.employer_lines] as { code: string; name: string }[])
    if (l.code !== 'base' && !(STATUTORY_CODES as readonly string[]).includes(l.code))
      allowed.push(...(l.name.match(/[A-Za-z]{3,}/g) ?? []));

  // Her payslip: j/k to her row of the register, Enter opens the drawer, its link the payslip's page.
  const register = page.getByRole('grid', { name: kmText('payroll.registerOf', { month: kmMonth(MONTH) }) });
  await focusRow(page, register.getByRole('row').filter({ hasText: person.staff_id }));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', {
    name: new RegExp(`^${kmText('payroll.payslipOf', { name: `Sreymom${tag}` })}`),
  });
  await expect(drawer.getByRole('button', { name: km['common.close'] })).toBeFocused();
  await noEnglish('the payslip drawer');
  await tabTo(page, drawer.getByRole('link', { name: km['payroll.openPayslipPage'] }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payslip\?id=\d+/);
  const slipTitle = kmText('payroll.payslip.ofMonth', { name: `Sreymom${tag} Chan`, month: kmMonth(MONTH) });
  await expect(page.getByRole('heading', { level: 1, name: slipTitle })).toBeVisible();
  await noEnglish('the payslip page');

  // The PDF in Khmer: the Khmer font embedded, the title's letters (a subscript sign among them) drawn with it.
  await tabTo(page, page.getByRole('button', { name: km['payroll.payslip.downloadPdf'] }));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await readFile((await (await download).path())!);
  const { fonts, embedded, characters } = fontsOf(pdf);
  expect(fonts).toEqual(expect.arrayContaining(['NotoSansKhmer-Regular']));
  expect(embedded).toBe(true);
  for (const c of 'បងកានដៃវត្សរ៍') expect(characters).toContain(c);

  // Back to English from the palette, typed in English: the same page, not reloaded.
  await page.keyboard.press(`${mod}+k`);
  await expect(input).toBeFocused();
  await page.keyboard.type('English');
  await expect(options.first()).toHaveText(new RegExp(`^${km['command.language.en']}`));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Payslip of Sreymom${tag} Chan, `) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: en['payroll.payslip.downloadPdf'] })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  test.info().annotations.push({ type: 'duration', description: `${((Date.now() - started) / 1000).toFixed(1)} s` });
});
