// `npm run test:prod-install`: does `npm install --omit=dev && npm start` work? The repository's files are copied to
// a scratch folder beside a node_modules/ that holds only what that install would (the lockfile's packages that
// are not dev-only, linked from the installed tree rather than downloaded and compiled again); there `npm start`
// must build the web app and the server, migrate a new SQLite file and answer. A package that the start needs but
// that is listed under devDependencies fails it. CI runs it before `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-prod-install-'));
const startedAt = Date.now();

/** Hard links where the file system allows them (a copy otherwise); a package's own node_modules/ is left out. */
function linkTree(from, to, top = true) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (top && entry.name === 'node_modules') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target, false);
    else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else {
      try {
        fs.linkSync(source, target);
      } catch (error) {
        if (error.code !== 'EXDEV') throw error;
        fs.copyFileSync(source, target);
      }
    }
  }
}

function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(root, file);
    if (!fs.existsSync(source)) continue; // deleted in the work tree, not yet in git
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(source, path.join(scratch, file));
  }
  return files.length;
}

/** The packages `npm install --omit=dev` installs, as the lockfile places them; dev-optional ones are left out too. */
function linkProductionPackages() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  let count = 0;
  for (const [where, pkg] of Object.entries(lock.packages)) {
    if (!where.startsWith('node_modules/') || pkg.dev || pkg.devOptional) continue;
    const installed = path.join(root, where);
    if (!fs.existsSync(installed)) {
      if (pkg.optional) continue; // another platform's binary
      throw new Error(`${where} is in package-lock.json but not installed: run npm install first.`);
    }
    linkTree(installed, path.join(scratch, where));
    count++;
  }
  return count;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function get(url) {
  const res = await fetch(url);
  return { status: res.status, text: await res.text() };
}

let child;
let output = '';
try {
  const files = copyRepository();
  const packages = linkProductionPackages();
  console.log(`Production install check: ${files} files and ${packages} packages (no devDependencies) in ${scratch}`);

  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  env.DATABASE_URL = `file:${path.join(scratch, 'data', 'check.sqlite')}`;
  env.HRMS_ADMIN_PASSWORD = 'Prod#Check-2026';
  for (const name of ['HRMS_WEB_DIST', 'NODE_PATH', 'NODE_OPTIONS']) delete env[name];
  child = spawn('npm', ['start'], { cwd: scratch, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));

  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw new Error('npm start ended before it answered');
    if (Date.now() - startedAt > 15 * 60_000) throw new Error('npm start did not answer within 15 minutes');
    const health = await get(`${base}/healthz`).catch(() => null);
    if (health?.status === 200) break;
    await sleep(500);
  }
  const page = await get(`${base}/`);
  if (page.status !== 200 || !page.text.includes('<script')) throw new Error(`GET / answered ${page.status}`);
  const ready = await get(`${base}/readyz`);
  if (ready.status !== 200) throw new Error(`GET /readyz answered ${ready.status}`);
  console.log(
    `Production install check: npm start built the web app and the server and answered (${Math.round((Date.now() - startedAt) / 1000)} s).`,
  );
} catch (error) {
  console.error(`Production install check failed: ${error.message}\n--- npm start's output ---\n${output}`);
  process.exitCode = 1;
} finally {
  if (child?.pid && child.exitCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM'); // npm and the server it started
    } catch {
      // already gone
    }
    await gone;
  }
  fs.rmSync(scratch, { recursive: true, force: true });
}
