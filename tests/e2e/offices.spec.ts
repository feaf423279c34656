// Offices: the keyboard journey (add by typing coordinates from the palette, see it on the list and its map, edit its
// radius, find it from the palette), the map placing the pin both ways, tiles from the server's setting and none needed
// at all, deletes refused while people work there, and axe.
import { expect, test, type Page, type Request } from '@playwright/test';
import { employees } from '../../contract/api/routes/employees.ts';
import { offices } from '../../contract/api/routes/offices.ts';
import { employeeBody } from '../api/directory-fixtures.ts';
import {
  api,
  expectNoAxeViolations,
  expectToast,
  focusRow,
  mod,
  palette,
  signIn,
  tabTo,
  paletteInput,
} from './helpers.ts';

const BASE_URL = process.env.E2E_BASE_URL!;

/** Every request the page makes that leaves the app's own origin (tiles, fonts, images, anything). */
function recordExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (r: Request) => {
    const url = r.url();
    if (!url.startsWith(BASE_URL) && !url.startsWith('data:') && !url.startsWith('blob:')) external.push(url);
  });
  return external;
}

/** Stylesheet rules of Leaflet present in the page: it must load only on the office pages. */
const leafletStylesLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].some((sheet) => {
      try {
        return [...sheet.cssRules].some((rule) => rule.cssText.includes('.leaflet-container'));
      } catch {
        return false;
      }
    }),
  );

/** A row of the offices table, by the office's name. */
const officeRow = (page: Page, name: string) =>
  page.getByRole('grid', { name: 'Offices' }).getByRole('row').filter({ hasText: name });

async function createOffice(page: Page, name: string): Promise<number> {
  const res = await api(page.request, 'POST', offices.create.path, {
    name,
    address: 'Phnom Penh',
    latitude: 11.55,
    longitude: 104.91,
    radius_m: 120,
  });
  return res.data.id;
}

test('offices: add by typing coordinates, see it listed and mapped, edit its radius, find it — keyboard only, offline', async ({
  page,
}) => {
  const external = recordExternalRequests(page);
  await signIn(page);
  expect(await leafletStylesLoaded(page), 'Leaflet loaded before any office page').toBe(false);

  // "Add office" from the palette: the add form, with a map named for screen readers and no tiles configured.
  await palette(page, 'Add office', /Add office/i);
  await expect(page).toHaveURL(/\/offices\/add$/);
  await expect(page).toHaveTitle('HRMS | Add Office');
  const map = page.getByRole('region', { name: 'Office location map' });
  await expect(map).toBeVisible();
  await expect(page.getByText('Plain map: no map tiles are configured on this server.')).toBeVisible();
  expect(await leafletStylesLoaded(page)).toBe(true);
  await expect(map.locator('.hrms-pin')).toHaveCount(0);

  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Mekong Riverside');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Address')).toBeFocused();
  await page.keyboard.type('Sisowath Quay, Phnom Penh');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Latitude')).toBeFocused();
  await page.keyboard.type('95');
  await page.keyboard.press('Tab');
  await page.keyboard.type('104.9312');
  await expect(map.locator('.hrms-pin'), 'no pin for an impossible latitude').toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Radius (m)')).toBeFocused();
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Latitude must be between -90 and 90.')).toBeVisible();
  await expect(page.getByLabel('Latitude')).toBeFocused();
  await expect(page.getByLabel('Latitude')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.type('11.5621');
  await expect(page.getByText('Latitude must be between -90 and 90.')).toBeHidden();
  // The fields drive the map: the pin and its geofence circle appear.
  await expect(map.locator('.hrms-pin')).toHaveCount(1);
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Office created successfully!');
  await expect(page).toHaveURL(/\/offices$/);

  // Listed with its coordinates, radius and head count, beside a map of every office.
  const table = page.getByRole('grid', { name: 'Offices' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'NO',
    'Name',
    'Address',
    'Coordinates',
    'Radius',
    'Employees',
    'Action',
  ]);
  const row = table.getByRole('row').filter({ hasText: 'Mekong Riverside' });
  await expect(row).toContainText('Sisowath Quay, Phnom Penh');
  await expect(row).toContainText('11.56210, 104.93120');
  await expect(row).toContainText('150 m');
  const officesMap = page.getByRole('region', { name: 'Map of offices' });
  await expect(officesMap.locator('.hrms-pin').first()).toBeVisible();

  // The new office's row has focus (focus lands where the work is), which selects it: its pin stands out and is
  // named on the map.
  await expect(row).toBeFocused();
  await focusRow(page, officeRow(page, 'Mekong Riverside'));
  await expect(officesMap.locator('.hrms-pin.is-selected')).toHaveCount(1);
  // Only its name is shown. The tooltip the marker had before stays in the page, empty and transparent, for
  // the 200 ms Leaflet takes to fade it out (longer on a busy machine): it has no text and is not counted.
  await expect(officesMap.getByRole('tooltip', { name: 'Mekong Riverside' })).toBeVisible();
  await expect(officesMap.locator('.leaflet-tooltip').filter({ hasText: /\S/ })).toHaveText('Mekong Riverside');

  // Edit its radius: `e` on the focused row.
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/\/offices\/edit\/\d+$/);
  await expect(page).toHaveTitle('HRMS | Edit Office');
  await expect(page.getByLabel('Name')).toHaveValue('Mekong Riverside');
  await expect(page.getByLabel('Latitude')).toHaveValue('11.5621');
  await tabTo(page, page.getByLabel('Radius (m)'));
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.type('250');
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Office updated successfully!');
  await expect(page).toHaveURL(/\/offices$/);
  await expect(table.getByRole('row').filter({ hasText: 'Mekong Riverside' })).toContainText('250 m');

  // Find it from the palette by name, then act on it.
  await page.keyboard.press(`${mod}+k`);
  await paletteInput(page).fill('Mekong River');
  await expect(page.getByRole('option').first()).toContainText('Mekong Riverside');
  await expect(page.getByRole('option').first()).toContainText('Office');
  await page.keyboard.press('Enter');
  await expect(paletteInput(page)).toHaveAttribute('placeholder', 'What to do with Mekong Riverside…');
  await expect(page.getByRole('option')).toHaveText([
    /Edit office…/,
    /Delete office…/,
    /Edit office schedule…/,
    /History of Mekong Riverside/,
  ]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offices\/edit\/\d+$/);
  await expect(page.getByLabel('Radius (m)')).toHaveValue('250');

  // Nothing outside the app was needed: no tile host, no CDN, no image.
  expect(external).toEqual([]);
});

test('offices: the map places the pin by click and drag, the fields follow and lead', async ({ page }) => {
  await signIn(page);
  await page.goto('/offices/add');
  const map = page.getByRole('region', { name: 'Office location map' });
  await expect(map).toBeVisible();
  const latitude = page.getByLabel('Latitude');
  const longitude = page.getByLabel('Longitude');

  // A click places the pin and writes its coordinates (six decimals at most) into the fields.
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(map.locator('.hrms-pin')).toHaveCount(1);
  await expect(latitude).toHaveValue(/^11\.5\d{0,5}$/);
  await expect(longitude).toHaveValue(/^104\.9\d{0,5}$/);
  const clicked = [await latitude.inputValue(), await longitude.inputValue()];

  // Dragging the pin moves it, and the fields with it.
  const pin = (await map.locator('.hrms-pin').boundingBox())!;
  await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height - 6);
  await page.mouse.down();
  await page.mouse.move(pin.x + pin.width / 2 + 60, pin.y + pin.height + 40, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => [await latitude.inputValue(), await longitude.inputValue()]).not.toEqual(clicked);
  expect(Number(await latitude.inputValue())).toBeLessThan(Number(clicked[0])); // dragged south
  expect(Number(await longitude.inputValue())).toBeGreaterThan(Number(clicked[1])); // and east

  // The fields lead: a half-typed coordinate hides the pin, a complete one brings it back, and a wider
  // radius reframes the map (its scale grows).
  await latitude.fill('-');
  await expect(map.locator('.hrms-pin')).toHaveCount(0);
  await latitude.fill('11.5449');
  await longitude.fill('104.8922');
  await expect(map.locator('.hrms-pin')).toHaveCount(1);
  const radius = page.getByLabel('Radius (m)');
  await radius.fill('50');
  const scale = map.locator('.leaflet-control-scale-line');
  await expect(scale).toHaveText(/^\d+ m$/);
  const before = await scale.innerText();
  await radius.fill('5000');
  await expect(scale).not.toHaveText(before);
  await expect(scale).toHaveText(/km$/);

  // Pasting "lat, lng" into Latitude fills both.
  await latitude.fill('11.5564, 104.9282');
  await expect(latitude).toHaveValue('11.5564');
  await expect(longitude).toHaveValue('104.9282');
});

test('offices: tiles come from the server setting, and the page works when they cannot load', async ({ page }) => {
  await signIn(page);
  const tilePng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  let tiles = 0;
  await page.route('**/api/v1/admin/config', (route) =>
    route.fulfill({
      json: {
        message: 'OK',
        data: { map: { tileUrl: '/e2e-tiles/{z}/{x}/{y}.png', attribution: 'Survey <b>E2E</b>' } },
      },
    }),
  );
  await page.route('**/e2e-tiles/**', (route) => {
    tiles++;
    return route.fulfill({ contentType: 'image/png', body: tilePng });
  });
  await page.goto('/offices/add');
  const map = page.getByRole('region', { name: 'Office location map' });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  expect(tiles).toBeGreaterThan(0);
  // The credit is text, never markup.
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Survey <b>E2E</b>');
  await expect(page.getByText(/^Plain map/)).toHaveCount(0);

  // Tile host unreachable: a plain map with a note, and the pin, circle and fields all still work.
  await page.unroute('**/e2e-tiles/**');
  await page.route('**/e2e-tiles/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/offices/add');
  await expect(page.getByText('Plain map: the map tiles could not be loaded.')).toBeVisible();
  await page.getByLabel('Latitude').fill('11.5621');
  await page.getByLabel('Longitude').fill('104.9312');
  await expect(map.locator('.hrms-pin')).toHaveCount(1);
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(1);
});

test('offices: server refusals land on the fields or in a toast — taken name, 400 validators, delete while staffed', async ({
  page,
}) => {
  await signIn(page);
  const staffed = 'Staffed Office';
  const staffedId = await createOffice(page, staffed);
  await api(page.request, 'POST', employees.create.path, employeeBody([staffedId]));
  await createOffice(page, 'Empty Office');

  // A taken name is the server's 409, shown at the Name field.
  await page.goto('/offices/add');
  await page.getByLabel('Name').fill('staffed office');
  await page.getByLabel('Address').fill('Street 2004');
  await page.getByLabel('Latitude').fill('11.6');
  await page.getByLabel('Longitude').fill('104.9');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText("office 'staffed office' already exists.")).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();

  // The server's 400 validators land on their fields (a request altered on the way, as an older page might send).
  await page.route('**/api/v1/admin/office', (route) =>
    route.request().method() === 'POST'
      ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), radius_m: 20_000 }) })
      : route.continue(),
  );
  await page.getByLabel('Name').fill('Altered Office');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Radius must be between 10 and 10,000 metres.')).toBeVisible();
  await expect(page.getByLabel('Radius (m)')).toBeFocused();
  await page.unroute('**/api/v1/admin/office');

  // Delete from the row: refused with the server's message while someone works there, done when empty.
  await page.goto('/offices');
  const row = await focusRow(page, officeRow(page, staffed));
  // By its column: beside the map at 1280 px the list is stacked cards, without the running number.
  await expect(row.locator('[role=gridcell][data-label="Employees"]')).toHaveText('1');
  await tabTo(page, row.getByRole('button', { name: `Delete ${staffed}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Delete office' })).toContainText(
    `Delete office "${staffed}"? This cannot be undone.`,
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'This office still has 1 employee; move them first.');
  await expect(row).toBeVisible();

  // From the top of the list: it is in name order, and other journeys' offices can sit between the two.
  await page.goto('/offices');
  const empty = await focusRow(page, officeRow(page, 'Empty Office'));
  await tabTo(page, empty.getByRole('button', { name: 'Delete Empty Office' }));
  await page.keyboard.press('Enter');
  // The dialog first (focus on Cancel), then Tab to Delete: a key pressed before it opens goes to the page.
  await expect(page.getByRole('dialog', { name: 'Delete office' })).toContainText('"Empty Office"');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Office deleted successfully!');
  await expect(empty).toHaveCount(0);
});

test('offices: no axe violations on the list and the form, light and dark', async ({ page }) => {
  await signIn(page);
  const id = await createOffice(page, 'Axe Office');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('hrms.theme', t), theme);
    await page.goto('/offices');
    await expect(page.getByRole('heading', { level: 1, name: 'Offices' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of offices' }).locator('.hrms-pin').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await focusRow(page, officeRow(page, 'Axe Office'));
    // The focused row's office is named on the map: Leaflet adds its tooltip before the name is drawn into it.
    await expect(page.getByRole('tooltip', { name: 'Axe Office' })).toBeVisible();
    await expectNoAxeViolations(page, `/offices (${theme})`);

    await page.goto(`/offices/edit/${id}`);
    await expect(page.getByLabel('Name')).toHaveValue('Axe Office');
    await expect(page.getByRole('region', { name: 'Office location map' }).locator('.hrms-pin')).toHaveCount(1);
    await expectNoAxeViolations(page, `/offices/edit (${theme})`);

    await page.goto('/offices/add');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expectNoAxeViolations(page, `/offices/add with errors (${theme})`);
  }
});
