// A first visit over a slow mobile link, as an HR officer on mobile data meets the console: Chromium with a cold
// cache and the network throttled to slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip), from opening
// /login to the dashboard's first card after signing in. The time the user spends typing is left out: the clock
// runs while the login page loads, and again from pressing Sign In to the first card. Bytes are what came over
// the wire (Chromium's encoded lengths: headers and compressed bodies).
import type { Browser } from '@playwright/test';

export const SLOW_4G = {
  downloadBytesPerSecond: (1.6 * 1_000_000) / 8,
  uploadBytesPerSecond: (750 * 1_000) / 8,
  roundTripMs: 150,
};

export interface FirstVisitFigures {
  /** Opening /login until its Sign In button shows, plus pressing it until the dashboard's first card shows. */
  firstVisitMs: number;
  loginPageMs: number;
  signInToCardMs: number;
  /** Everything the browser received, login page and dashboard together. */
  firstVisitKb: number;
  requests: number;
}

export async function measureFirstVisit(
  browser: Browser,
  opts: { baseUrl: string; username: string; password: string },
): Promise<FirstVisitFigures> {
  const context = await browser.newContext(); // a new context: nothing cached, no session stored
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.roundTripMs,
      downloadThroughput: SLOW_4G.downloadBytesPerSecond,
      uploadThroughput: SLOW_4G.uploadBytesPerSecond,
    });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });

    const opened = performance.now();
    await page.goto(`${opts.baseUrl}/login`);
    const signIn = page.getByRole('button', { name: 'Sign In' });
    await signIn.waitFor();
    const loginPageMs = performance.now() - opened;

    await page.getByLabel('Username').fill(opts.username);
    await page.getByLabel('Password').fill(opts.password);
    const pressed = performance.now();
    await signIn.click();
    // A dashboard card is a region (a section named by its heading) inside the main landmark.
    await page.getByRole('main').getByRole('region').first().waitFor({ timeout: 60_000 });
    const signInToCardMs = performance.now() - pressed;

    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      firstVisitMs: Math.round(loginPageMs + signInToCardMs),
      loginPageMs: Math.round(loginPageMs),
      signInToCardMs: Math.round(signInToCardMs),
      firstVisitKb: round(bytes / 1024),
      requests,
    };
  } finally {
    await context.close();
  }
}
