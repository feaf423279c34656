// `npm start`, `npm run demo` and `npm run admin` run the compiled server (dist-server/, tsconfig.server.json), not
// tsx, which is a devDependency: this builds it when it is missing or older than its sources (always with --force:
// `npm run build:server`). The build goes to a fresh folder that replaces the old one only once tsc has succeeded
// (a type error stops the start), under a lock so that two starts at once build it once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['server', 'contract', 'tsconfig.json', 'tsconfig.server.json', 'package.json'];
const outDir = 'dist-server';
const stamp = path.join(outDir, '.built');
const lock = `${outDir}.lock`;

/** The newest change under a path; a folder's own time counts, as a deleted or renamed file changes it. */
function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return entry.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const force = process.argv.includes('--force');
const upToDate = () => {
  if (force) return false;
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return builtAt > 0 && SOURCES.every((s) => newestMtime(s) <= builtAt);
};

/** Whether the lock was left by a build that is gone (killed mid-build: a signal skips `finally`). */
function isStale() {
  let owner = 0;
  try {
    owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // not written yet (the owner is between mkdir and write), or the lock is already gone
  }
  if (!owner) return Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 5_000;
  try {
    process.kill(owner, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

function withLock(fn) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (isStale()) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`${lock} is held for too long; remove it if no build is running.`, { cause: error });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

const tsc = 'node_modules/typescript/bin/tsc';
if (!upToDate()) {
  if (!fs.existsSync(tsc)) {
    console.error('typescript is not installed: run `npm install` (or `npm install --omit=dev`) first.');
    process.exit(1);
  }
  withLock(() => {
    if (upToDate()) return; // another start built it meanwhile
    console.log(fs.existsSync(stamp) ? 'Server sources changed: rebuilding…' : 'Building the server…');
    const startedAt = Date.now();
    const fresh = `${outDir}.${process.pid}.tmp`;
    fs.rmSync(fresh, { recursive: true, force: true });
    try {
      execFileSync(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--outDir', fresh], { stdio: 'inherit' });
    } catch {
      fs.rmSync(fresh, { recursive: true, force: true });
      console.error('The server does not compile (see above); nothing was started.');
      process.exit(1);
    }
    // Stamped with the time the build began: a source saved during the build is newer, so the next start rebuilds.
    fs.writeFileSync(path.join(fresh, '.built'), '');
    fs.utimesSync(path.join(fresh, '.built'), new Date(startedAt), new Date(startedAt));
    const old = `${outDir}.${process.pid}.old`;
    if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
    fs.renameSync(fresh, outDir);
    fs.rmSync(old, { recursive: true, force: true });
  });
}
