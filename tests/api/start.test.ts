// `npm start` as a person at a terminal and a log collector each see it: server/main.ts run as a child process on
// a fresh SQLite file. A port in use ends the start with one line on stderr and exit code 1; on a terminal the log
// is readable lines and the generated password is set apart; anywhere else the log stays pino's JSON lines. The
// printed password is the one that signs in. (What is tested is the process's output, so one dialect is enough.)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from '../../server/testing/server-process.ts';
import { BASE } from './helpers.ts';

/** Each start runs tsx and migrates a new database, which a busy machine makes slow: a limit, not a measurement. */
const START = 120_000;

let dir: string;
let children: ChildProcess[] = [];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-start-'));
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children = [];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  /** Resolves once `pattern` is in stdout (or rejects when the process ends without it). */
  waitFor: (pattern: RegExp) => Promise<RegExpExecArray>;
  exited: Promise<number | null>;
}

/** server/main.ts on a new database; `terminal` runs it under script(1), whose pseudo-terminal is its stdout. */
function start(
  port: number,
  { terminal = false, env = {} }: { terminal?: boolean; env?: Record<string, string> } = {},
) {
  const database = path.join(dir, `${port}-${Date.now()}.sqlite`);
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const [command, args] = terminal
    ? ['script', ['-qec', node.map((a) => JSON.stringify(a)).join(' '), '/dev/null']]
    : [node[0], node.slice(1)];
  const child = spawn(command, args as string[], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${database}`,
      HRMS_WEB_DIST: path.join(dir, 'no-web-build'),
      HRMS_ADMIN_USERNAME: 'admin',
      HRMS_ADMIN_PASSWORD: '',
      LOG_LEVEL: 'info',
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const found = pattern.exec(stdout);
        if (found) {
          child.stdout!.off('data', check);
          resolve(found);
        }
      };
      child.stdout!.on('data', check);
      check();
      void exited.then(() => reject(new Error(`exited without ${pattern}:\n${stdout}\n${stderr}`)));
    });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, output: () => ({ stdout, stderr }), waitFor, exited } satisfies Started;
}

async function signsIn(port: number, password: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${BASE}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return res.status;
}

async function stop(server: Started): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('npm start', () => {
  it(
    'on a port in use ends with one line on stderr and exit code 1, the generated password still shown',
    async () => {
      const port = await freePort();
      const holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
      try {
        const server = start(port);
        expect(await server.exited).toBe(1);
        const { stdout, stderr } = server.output();
        expect(stderr).toBe(
          `Cannot start: port ${port} on 127.0.0.1 is already in use. Stop what is using it, or choose another port with PORT.\n`,
        );
        expect(stdout).not.toContain('EADDRINUSE');
        expect(stdout).toMatch(/^First administrator created: username "admin", password "\S+"$/m);
      } finally {
        await new Promise((resolve) => holder.close(resolve));
      }
    },
    START,
  );

  it(
    'on an address the machine does not have ends with one line naming it',
    async () => {
      const port = await freePort();
      const server = start(port, { env: { HOST: '192.0.2.1' } }); // a documentation address: never assigned
      expect(await server.exited).toBe(1);
      expect(server.output().stderr).toBe(
        `Cannot start: cannot listen on 192.0.2.1:${port} (EADDRNOTAVAIL). Check HOST and PORT.\n`,
      );
    },
    START,
  );

  it(
    'writes JSON log lines when stdout is not a terminal, and the generated password on a line of its own',
    async () => {
      const port = await freePort();
      const server = start(port);
      const [, password] = await server.waitFor(/^First administrator created: username "admin", password "(\S+)"$/m);
      expect(await signsIn(port, password)).toBe(200);
      await server.waitFor(/"msg":"request completed"/);
      await stop(server);
      const lines = server
        .output()
        .stdout.split('\n')
        .filter((line) => line !== '' && !line.startsWith('First administrator created'));
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines)
        expect(JSON.parse(line), line).toMatchObject({ level: expect.any(Number), msg: expect.any(String) });
      expect(lines.some((line) => line.includes('Server listening at'))).toBe(true);
    },
    START,
  );

  it(
    'writes readable lines on a terminal, with the generated password set apart',
    async () => {
      const port = await freePort();
      const server = start(port, { terminal: true });
      const [, password] = await server.waitFor(/^ {6}password {2}(\S+)\r?$/m);
      const { stdout } = server.output();
      expect(stdout).toContain(`First administrator created. Sign in at http://127.0.0.1:${port} with`);
      expect(stdout).toMatch(/^ {6}username {2}admin\r?$/m);
      expect(await signsIn(port, password)).toBe(200);
      await server.waitFor(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}req-\d+ request completed 200 in [\d.]+ ms\r?$/m);
      await stop(server);
      const lines = server.output().stdout.split(/\r?\n/);
      expect(lines).toContainEqual(
        expect.stringMatching(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Server listening at http:\/\/127\.0\.0\.1:\d+$/),
      );
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    },
    START,
  );
});
