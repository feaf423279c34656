// Starts the server: `npm start`.
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const app = await buildApp({ config, logger: true });
const admin = app.hrms.firstAdmin;
if (admin?.generatedPassword) {
  // Shown once: the hash is all that is stored.
  console.log(`\nFirst administrator created: username "${admin.username}", password "${admin.generatedPassword}"\n`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
