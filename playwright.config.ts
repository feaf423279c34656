import { defineConfig } from '@playwright/test';

// Journeys run against the real `npm start` (the compiled server) on a fresh SQLite file (one per run), in the system Chromium
// (Playwright cannot download browsers here). One worker: the journeys share that database.
const port = Number(process.env.E2E_PORT ?? 3117);
process.env.E2E_DB ??= `data/e2e-${Date.now()}.sqlite`;
process.env.E2E_ADMIN_PASSWORD ??= 'E2e#Admin-Pass1';
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The production start: builds the web app and the server (dist/, dist-server/) when their sources changed.
    command: 'npm start',
    url: `${process.env.E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:./${process.env.E2E_DB}`,
      HRMS_ADMIN_USERNAME: 'admin',
      HRMS_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      HRMS_WEB_DIST: process.env.HRMS_WEB_DIST ?? 'dist',
    },
  },
});
