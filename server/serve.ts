// What `npm start` and `npm run demo` do once the app is built: choose how the log reads, listen, and show the
// first administrator's generated password to whoever started the server. A port that cannot be had ends the
// start with one line saying so and exit code 1, not an error's stack.
import type { FastifyInstance } from 'fastify';
import type { FirstAdmin } from './auth/bootstrap.ts';
import type { Config } from './config.ts';
import { readableLog } from './lib/log-lines.ts';

const onTerminal = () => Boolean(process.stdout.isTTY);
const colour = () => onTerminal() && !process.env.NO_COLOR;

/** Readable lines when stdout is a terminal; otherwise undefined, and pino writes its JSON lines to stdout. */
export function logStream(): { write(line: string): void } | undefined {
  return onTerminal() ? readableLog(process.stdout, colour()) : undefined;
}

/** The one line a failed listen ends the start with, or undefined when the failure is not about the address. */
export function listenRefusal(error: unknown, config: Pick<Config, 'host' | 'port'>): string | undefined {
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (syscall !== 'listen' && syscall !== 'getaddrinfo') return undefined;
  if (code === 'EADDRINUSE') {
    return `Cannot start: port ${config.port} on ${config.host} is already in use. Stop what is using it, or choose another port with PORT.`;
  }
  return `Cannot start: cannot listen on ${config.host}:${config.port} (${code}). Check HOST and PORT.`;
}

/** Listens on config's host and port; a refused address prints listenRefusal's line and exits with code 1. */
export async function serve(app: FastifyInstance, config: Config): Promise<void> {
  let refusal: string | undefined;
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    refusal = listenRefusal(error, config);
    if (refusal === undefined) {
      showFirstAdmin(app.hrms.firstAdmin);
      throw error;
    }
  }
  showFirstAdmin(app.hrms.firstAdmin, refusal === undefined ? `http://${config.host}:${config.port}` : undefined);
  if (refusal !== undefined) {
    console.error(refusal);
    await app.close();
    process.exit(1);
  }
}

/**
 * The generated password, shown once (only its hash is stored): set apart and highlighted on a terminal, one
 * plain line otherwise. Shown even when the start fails after creating the account, or the password is lost.
 */
function showFirstAdmin(admin: FirstAdmin | null, url?: string): void {
  if (!admin?.generatedPassword) return;
  if (!onTerminal()) {
    console.log(`\nFirst administrator created: username "${admin.username}", password "${admin.generatedPassword}"\n`);
    return;
  }
  const strong = (text: string) => (colour() ? `\u001b[1;33m${text}\u001b[0m` : text);
  console.log(
    [
      '',
      `  ${strong('First administrator created.')}${url ? ` Sign in at ${url} with` : ''}`,
      `      username  ${strong(admin.username)}`,
      `      password  ${strong(admin.generatedPassword)}`,
      `  This password is shown only this once. npm run admin -- reset-password ${admin.username} sets a new one.`,
      '',
    ].join('\n'),
  );
}
