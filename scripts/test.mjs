// `npm test`: typecheck, lint (and formatting), unit + API suites (vitest), browser journeys (Playwright), then one summary
// line "N passed, N failed". API suites also run on PostgreSQL when TEST_PG_URL is set.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hrms-test-results-'));
const results = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

if (run('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']) !== 0) broken = true;
if (run('lint', 'npm', ['run', '--silent', 'lint']) !== 0) broken = true; // eslint, then prettier --check

const vitestJson = path.join(out, 'vitest.json');
const vitestStatus = run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  results.passed += r.numPassedTests;
  results.failed += r.numFailedTests;
  results.skipped += r.numPendingTests + r.numTodoTests;
}
if (vitestStatus !== 0) broken = true;

if (fs.existsSync('playwright.config.ts') && !process.argv.includes('--no-e2e')) {
  const pwJson = path.join(out, 'playwright.json');
  const status = run('browser end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (fs.existsSync(pwJson)) {
    const s = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats;
    results.passed += s.expected + (s.flaky ?? 0);
    results.failed += s.unexpected;
    results.skipped += s.skipped;
  }
  if (status !== 0) broken = true;
}

fs.rmSync(out, { recursive: true, force: true });
if (broken && results.failed === 0) results.failed = 1; // a typecheck, lint or runner failure counts too
console.log(`\nTests: ${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(broken ? 1 : 0);
