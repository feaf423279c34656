// What Chromium receives from `npm start`: the page, its scripts and stylesheets as the compressed copies the
// build wrote, and every API answer above the compression threshold compressed too.
import { expect, test, type Response } from '@playwright/test';
import { signIn } from './helpers.ts';

const COMPRESS_THRESHOLD = 1024;

test('the app files and the larger API answers reach the browser compressed', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sent = await Promise.all(
    responses.map(async (response) => ({
      url: new URL(response.url()).pathname,
      kind: response.request().resourceType(),
      encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
      vary: (await response.allHeaders()).vary ?? '',
      // Playwright hands over the decoded body: its size is what the answer holds.
      bytes: response.status() === 200 ? (await response.body()).length : 0,
    })),
  );
  const files = sent.filter((r) => ['document', 'script', 'stylesheet'].includes(r.kind));
  expect(files.map((r) => r.kind)).toEqual(expect.arrayContaining(['document', 'script', 'stylesheet']));
  for (const file of files)
    expect(file, file.url).toMatchObject({ encoding: expect.stringMatching(/^(br|gzip)$/), vary: 'Accept-Encoding' });

  const answers = sent.filter((r) => r.url.startsWith('/api/') && r.bytes > COMPRESS_THRESHOLD);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers)
    expect(answer, answer.url).toMatchObject({ encoding: expect.stringMatching(/^(br|gzip)$/) });
});
