// An office's own work schedule, added, edited and removed in the attendance settings dialog, keyboard only, with the
// default's validation messages, each change in the activity log; axe on the dialog; and "Edit office schedule…" from
// the palette, which opens the dialog at the chosen office's schedule.
import { expect, test, type Page } from '@playwright/test';
import { activityLog } from '../../contract/api/routes/activity-log.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { attendance } from '../../contract/api/routes/attendance.ts';
import {
  api,
  chooseOption,
  expectNoAxeViolations,
  expectToast,
  palette,
  paletteInput,
  signIn,
  tabTo,
} from './helpers.ts';

const stamp = Date.now().toString(36);
const OFFICE = `Schedule Office ${stamp}`;

async function officeOverride(page: Page, officeId: number) {
  const settings = await api(page.request, 'GET', attendance.settings.path);
  return settings.data.offices.find((o: { office: { id: number } }) => o.office.id === officeId)?.schedule ?? null;
}

async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test('an office schedule: add, validate, edit, remove in the settings dialog — keyboard only', async ({ page }) => {
  const officeId = (
    await api(page.request, 'POST', offices.create.path, {
      name: OFFICE,
      address: 'Phnom Penh',
      latitude: 11.6,
      longitude: 104.8,
      radius_m: 100,
    })
  ).data.id;
  await signIn(page);
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/attendance/);
  await palette(page, 'Attendance settings', /Attendance settings/);
  const dialog = page.getByRole('dialog', { name: 'Attendance Settings' });
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeFocused();
  const schedules = dialog.getByRole('region', { name: 'Office schedules' });
  await expect(schedules).toBeVisible();

  // Add: the office is required; the schedule's rules give the default's own messages.
  await tabTo(page, schedules.getByRole('button', { name: 'Add office schedule' }));
  await page.keyboard.press('Enter');
  const form = dialog.getByRole('form', { name: 'Add office schedule' });
  await expect(form.getByLabel('Office')).toBeFocused();
  await tabTo(page, form.getByLabel('Break (minutes)'));
  await retype(page, '600');
  await tabTo(page, form.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Select an office.')).toBeVisible();
  await expect(form.getByText('break must be at most 480 minutes.')).toBeVisible();
  await expectNoAxeViolations(page, 'office schedule form with errors');

  await tabTo(page, form.getByLabel('Office'), { back: true });
  await page.keyboard.type(OFFICE); // a closed select picks the option typed
  await expect(form.getByLabel('Office')).toHaveValue(String(officeId));
  await tabTo(page, form.getByRole('checkbox', { name: 'Saturday' }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByLabel('Break (minutes)'));
  await retype(page, '30');
  await tabTo(page, form.getByLabel('Late grace (minutes)'));
  await retype(page, '15');
  await page.keyboard.press('Enter');
  await expectToast(page, `Work schedule of ${OFFICE} saved successfully!`);
  await expect(form).toBeHidden();
  const item = schedules.getByRole('listitem').filter({ hasText: OFFICE });
  await expect(item).toContainText('Mon Tue Wed Thu Fri Sat; break 30 min, grace 15/10 min');
  expect(await officeOverride(page, officeId)).toMatchObject({
    working_days: [1, 2, 3, 4, 5, 6],
    break_minutes: 30,
    late_grace_minutes: 15,
  });
  await expectNoAxeViolations(page, 'attendance settings with an office schedule');

  // Edit: it starts from the office's own schedule.
  await tabTo(page, schedules.getByRole('button', { name: `Edit schedule of ${OFFICE}` }));
  await page.keyboard.press('Enter');
  const edit = dialog.getByRole('form', { name: `Schedule of ${OFFICE}` });
  await expect(edit.getByRole('checkbox', { name: 'Monday' })).toBeFocused();
  await expect(edit.getByLabel('Break (minutes)')).toHaveValue('30');
  await tabTo(page, edit.getByLabel('Late grace (minutes)'));
  await retype(page, '5');
  await page.keyboard.press('Enter');
  await expectToast(page, `Work schedule of ${OFFICE} saved successfully!`);
  await expect(item).toContainText('grace 5/10 min');
  expect((await officeOverride(page, officeId)).late_grace_minutes).toBe(5);

  // Remove: the office follows the company schedule again; focus goes on to Add.
  await tabTo(page, schedules.getByRole('button', { name: `Remove schedule of ${OFFICE}` }));
  await page.keyboard.press('Enter');
  await expectToast(page, `${OFFICE} follows the company schedule again.`);
  await expect(item).toHaveCount(0);
  await expect(schedules.getByRole('button', { name: 'Add office schedule' })).toBeFocused();
  expect(await officeOverride(page, officeId)).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Each change is in the activity log, with the office's schedule before and after.
  const log = await api(
    page.request,
    'GET',
    `${activityLog.list.path}?resource=attendance&record_id=settings&limit=10`,
  );
  const mentions = (snapshot: { offices?: Array<{ office: { id: number } }> } | null) =>
    !!snapshot?.offices?.some((o) => o.office.id === officeId);
  const entries = log.data.filter(
    (e: { before: never; after: never }) => mentions(e.before) || mentions(e.after),
  ) as Array<{ before: never; after: never }>;
  expect(entries.filter((e) => !mentions(e.before) && mentions(e.after))).toHaveLength(1); // added
  expect(entries.filter((e) => mentions(e.before) && mentions(e.after))).toHaveLength(1); // edited
  expect(entries.filter((e) => mentions(e.before) && !mentions(e.after))).toHaveLength(1); // removed
});

test('"Edit office schedule…" from the palette opens the settings at that office\'s schedule', async ({ page }) => {
  const name = `Palette Office ${stamp}`;
  const officeId = (
    await api(page.request, 'POST', offices.create.path, {
      name,
      address: 'Siem Reap',
      latitude: 13.36,
      longitude: 103.86,
      radius_m: 150,
    })
  ).data.id;
  await signIn(page);
  await palette(page, 'office schedule', /Edit office schedule/);
  await paletteInput(page).fill(name);
  await chooseOption(page, new RegExp(name));

  // Straight to the office's form, starting from the company's schedule; saved, the settings list it.
  const dialog = page.getByRole('dialog', { name: 'Attendance Settings' });
  const form = dialog.getByRole('form', { name: `Schedule of ${name}` });
  await expect(form.getByRole('checkbox', { name: 'Monday' })).toBeFocused();
  await expect(form.getByLabel('Break (minutes)')).toHaveValue('60');
  await expectNoAxeViolations(page, 'an office schedule opened from the palette');
  await tabTo(page, form.getByLabel('Late grace (minutes)'));
  await retype(page, '20');
  await page.keyboard.press('Enter');
  await expectToast(page, `Work schedule of ${name} saved successfully!`);
  const schedules = dialog.getByRole('region', { name: 'Office schedules' });
  await expect(schedules.getByRole('listitem').filter({ hasText: name })).toContainText('grace 20/10 min');
  expect((await officeOverride(page, officeId)).late_grace_minutes).toBe(20);
});
