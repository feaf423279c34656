// `npm start` builds the web app when dist/ is missing or older than its sources. The build's last step writes
// the files' compressed copies (scripts/precompress-web.ts), index.html's gzip copy last: that file is the mark
// of a finished build, so a build stopped before its copies were written is made again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'commands',
  'contract',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'scripts/precompress-web.ts',
];
// HRMS_WEB_DIST (as the server reads it) lets parallel runs each build and serve their own copy.
const outDir = process.env.HRMS_WEB_DIST ?? 'dist';
const target = path.join(outDir, 'index.html.gz');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

if (!fs.existsSync('vite.config.ts')) process.exit(0);
const builtAt = fs.existsSync(target) ? fs.statSync(target).mtimeMs : 0;
if (builtAt === 0 || SOURCES.some((s) => newestMtime(s) > builtAt)) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  // vite from this project's node_modules (a dependency, as `npm start` needs it), never one npx would download.
  const vite = 'node_modules/vite/bin/vite.js';
  if (!fs.existsSync(vite)) {
    console.error('vite is not installed: run `npm install` (or `npm install --omit=dev`) first.');
    process.exit(1);
  }
  try {
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      stdio: 'inherit',
    });
  } catch {
    console.error('The web app does not build (see above); nothing was started.');
    process.exit(1);
  }
}
