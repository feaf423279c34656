// `npm run demo`: the app on its own database, filled with the demo organisation.
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { logStream, serve } from './serve.ts';
import { seedDirectory } from './demo/seed-directory.ts';
import { DEMO_PASSWORD, seedFoundation } from './demo/seed-foundation.ts';
import { seedRequests } from './demo/seed-requests.ts';
import { seedAdminInbox } from './demo/seed-admin-inbox.ts';
import { seedCompanyEvents } from './demo/seed-company-events.ts';
import { seedActivity } from './demo/seed-activity.ts';
import { seedPayroll } from './demo/seed-payroll.ts';
import { demoRefusal, markDemoDatabase } from './demo/demo-guard.ts';
import { openDatabase } from './db/database.ts';
import { databaseName } from './db/database-name.ts';
import { DEMO_TOTP_SECRET, seedTwoFactor } from './demo/seed-two-factor.ts';

const config = readConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'file:./data/demo.sqlite',
  HRMS_ADMIN_PASSWORD: process.env.HRMS_ADMIN_PASSWORD ?? 'Admin#12345',
  HRMS_COMPANY_NAME: process.env.HRMS_COMPANY_NAME ?? 'Mekong Trading Co., Ltd.',
});
// Someone's real database is refused before anything is written to it, migrations included.
const db = openDatabase(config.databaseUrl);
const refusal = await demoRefusal(db, databaseName(config.databaseUrl));
if (refusal) {
  console.error(refusal);
  await db.close();
  process.exit(1);
}
const app = await buildApp({ config, db, logger: true, logStream: logStream() });
await markDemoDatabase(app.hrms.db);
await seedFoundation(app.hrms.db, config.adminUsername);
await seedDirectory(app.hrms.db);
await seedRequests(app.hrms.db);
await seedCompanyEvents(app.hrms.db);
await seedAdminInbox(app.hrms.db, config.adminUsername);
await seedPayroll(app.hrms.db);
await seedActivity(app, { username: config.adminUsername, password: config.adminPassword ?? null });
await seedTwoFactor(app.hrms.db, config.adminUsername);
console.log(
  `\nDemo ready at http://${config.host}:${config.port}\n` +
    `  administrator: ${config.adminUsername} / ${config.adminPassword ?? '(as set when the demo database was created)'}\n` +
    `  other users (password ${DEMO_PASSWORD}): hr_manager, sokha_hr, lead_manager, dara_lead, viewer\n` +
    `  two-factor: ${config.adminUsername} and hr_manager use the authenticator key ${DEMO_TOTP_SECRET}; sokha_hr sets one up\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void app.close().then(() => process.exit(0)));
await serve(app, config);
