// A server in its own OS process, as production runs it behind a load balancer: the bench measures it, and the
// several-processes suite starts two on one database. tsx runs the sources, so no build is needed first.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/**
 * The Node flags `npm start` runs the server with (package.json's start script), so that what is measured here runs
 * the way production does: `node --max-semi-space-size=64 dist-server/server/main.js` gives `--max-semi-space-size=64`.
 */
export function startFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const run = /\bnode((?: --\S+)*) dist-server\/server\/main\.js/.exec(pkg.scripts.start);
  if (!run) throw new Error('package.json: the start script no longer ends in node … dist-server/server/main.js');
  return run[1].split(' ').filter(Boolean);
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  /** SIGTERM, then SIGKILL after 3 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // Detached children lead their own process group: this reaches tsx and the node process it starts.
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}

/**
 * Starts `script` (a path from the repository root) with `env` on a free port and resolves once `readyPath`
 * answers 2xx. `onStart` sees the child at once, so a caller can track it even if start-up fails.
 */
export async function startServerProcess(
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
  onStart: (child: ChildProcess) => void = () => {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(TSX, [...startFlags(), path.resolve(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  onStart(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3000);
    await gone;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`${name} exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer ${readyPath} within 60 s:\n${output}`);
    }
    try {
      const res = await fetch(baseUrl + readyPath);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, pid: child.pid!, child, stop };
}
