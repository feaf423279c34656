// Starts the server: `npm start`.
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { logStream, serve } from './serve.ts';

const config = readConfig();
const app = await buildApp({ config, logger: true, logStream: logStream() });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await serve(app, config);
