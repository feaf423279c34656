// An employee's tax details from the palette, keyboard only: residency and dependants set the tax on salary's relief;
// the contract's own rules answer a wrong number of children on its field.
import { expect, test } from '@playwright/test';
import { createEmployee, expectNoAxeViolations, expectToast, palette, paletteInput, signIn } from './helpers.ts';

const tag = Date.now().toString(36);

test('tax details of an employee: residency, spouse and children, by keyboard', async ({ page, request }) => {
  const first = `Taxa${tag}`;
  await createEmployee(
    request,
    { first, last: 'Sokun' },
    { name: `Tax Office ${tag}`, latitude: 12.25, longitude: 104.67, radius_m: 100 },
  );
  await signIn(page);

  await palette(page, 'tax details of', /^Tax details of/);
  await page.keyboard.type(first);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(first);
  await page.keyboard.press('Enter');
  await expect(paletteInput(page)).toHaveCount(0);

  const dialog = page.getByRole('dialog', { name: new RegExp(`Tax Details, ${first} Sokun`) });
  const resident = dialog.getByRole('checkbox', { name: 'Resident of Cambodia for tax' });
  await expect(resident).toBeChecked();
  await expect(resident).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Non-working spouse' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('children is at most 20.')).toBeVisible();
  await expectNoAxeViolations(page, 'Tax Details with a field error');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Tax details updated successfully!');
  await expect(dialog).toHaveCount(0);

  // Opened again, it shows what was saved.
  await palette(page, 'tax details of', /^Tax details of/);
  await page.keyboard.type(first);
  await expect(page.getByRole('dialog', { name: 'Command palette' }).getByRole('option').first()).toContainText(first);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Non-working spouse' })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'Dependent children' })).toHaveValue('2');
});
