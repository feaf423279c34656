// Closing a month by keyboard in Chromium: the palette's "Close month…" offers only the months that can be closed
// (never the running one nor a future one), the last ended open month first and highlighted; its dialog lists
// what still blocks a clean month (a pending leave request, a day clocked in and never out), a blocker opens by
// keyboard, and the month then closes on the first try.
import { addMonths, monthLabel } from '../../contract/dates.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { attendance } from '../../contract/api/routes/attendance.ts';
import { leaveRequests } from '../../contract/api/routes/requests.ts';
import { leaveTypes } from '../../contract/api/routes/leave.ts';
import {
  api,
  apiToken,
  createEmployee,
  expectNoAxeViolations,
  expectToast,
  midMonthWorkdays,
  mod,
  paletteInput,
  signIn,
  tabTo,
} from './helpers.ts';

/** The month the palette should put first: the newest month before the running one that is not closed. */
async function lastEndedOpenMonth(request: APIRequestContext) {
  const { current_period, closed_periods } = (await api(request, 'GET', attendance.settings.path)).data;
  const closed = new Set((closed_periods as { month: string }[]).map((p) => p.month));
  let month = addMonths(current_period.month, -1);
  while (closed.has(month)) month = addMonths(month, -1);
  return { running: current_period.month as string, month };
}

test('Close month… offers closable months, lists the blockers, opens one, and closes on the first try', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  const { running, month } = await lastEndedOpenMonth(request);
  const [leaveDay, openDay] = midMonthWorkdays(month);
  const onLeave = await createEmployee(
    request,
    { first: `Close${tag}`, last: 'Leave' },
    { name: `Close Office ${tag}`, latitude: 11.56, longitude: 104.92, radius_m: 100 },
  );
  const forgot = await createEmployee(
    request,
    { first: `Forgot${tag}`, last: 'Close' },
    { name: `Close Office B ${tag}`, latitude: 11.57, longitude: 104.93, radius_m: 100 },
  );
  const leaveType = (
    await api(request, 'POST', leaveTypes.create.path, { name: `Close ${tag}`, paid: true, days_per_year: 10 })
  ).data.id;
  const leave = (
    await api(request, 'POST', leaveRequests.create.path, {
      employee_id: onLeave.id,
      leave_type_id: leaveType,
      start_date: leaveDay,
      end_date: leaveDay,
      reason: 'Family matters',
    })
  ).data.id;
  // One punch in the morning and none after: a day with a clock-in and no clock-out.
  const punches = await request.post(attendance.import.path, {
    headers: { Authorization: `Bearer ${await apiToken(request)}`, 'Content-Type': 'text/csv' },
    data: Buffer.from(`staff_id,timestamp,device\r\n${forgot.staff_id},${openDay} 08:03,Door A\r\n`),
  });
  expect(punches.status(), await punches.text()).toBe(201);

  await signIn(page);
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const pickMonth = async () => {
    await page.keyboard.press(`${mod}+k`);
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.type('Close month');
    await expect(palette.getByRole('option').first()).toHaveText(/Close month/);
    await page.keyboard.press('Enter');
    // The last ended open month first and highlighted; never the running month or one after it.
    const first = palette.getByRole('option').first();
    await expect(first).toHaveText(new RegExp(`^${monthLabel(month)}`));
    await expect(first).toHaveAttribute('aria-selected', 'true');
    for (const shut of [running, addMonths(running, 1)])
      await expect(palette.getByRole('option').filter({ hasText: monthLabel(shut) })).toHaveCount(0);
  };

  await pickMonth();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Close month' });
  await expect(dialog).toContainText(`Close ${monthLabel(month)}?`);
  const leaveLink = dialog.getByRole('link', { name: new RegExp(`^Pending leave request: Close${tag} Leave`) });
  await expect(leaveLink).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^No clock-out: Forgot${tag} Close .*in at 08:03AM`) }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'close month dialog with blockers');

  // The request opens by keyboard, in its own drawer.
  await tabTo(page, leaveLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/leave\\?request_id=${leave}`));
  await expect(page.getByRole('dialog', { name: `Leave request: Close${tag} Leave` })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back to closing: one try.
  await pickMonth();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Close month' }));
  await page.keyboard.press('Enter');
  await expectToast(page, `Attendance for ${month} closed.`);
  await expect(dialog).toBeHidden();
  const settings = (await api(request, 'GET', attendance.settings.path)).data;
  expect(settings.closed_periods.map((p: { month: string }) => p.month)).toContain(month);

  // Leave the month open again for the journeys after this one.
  await api(request, 'POST', attendance.reopen.path, { month });
});
