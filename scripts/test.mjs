// `npm test`: every suite. Unit and component tests, the API on SQLite, the API on PostgreSQL when
// TEST_DATABASE_URL is set, and the browser tests against the built app served by the real server.
// A suite that cannot run here says so in one line; the last line sums up every suite.
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'hub-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = [];

function vitest(label, projects, env = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  console.log(`\n▶ ${label}`);
  const res = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
  if (res.status !== 0) failedSuites.push(label);
}

vitest('unit + component', ['unit', 'component']);
vitest('API on SQLite', ['api'], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('API on PostgreSQL', ['api']);
else
  console.log('\n▷ API on PostgreSQL: TEST_DATABASE_URL is not set, so this suite is skipped (CI sets it).');

if (existsSync(chromium)) {
  console.log('\n▶ building the app for the browser tests');
  execSync('npm run build', { stdio: 'inherit' });
  vitest('browser (e2e)', ['e2e']);
} else {
  console.log(`\n▷ browser (e2e): no Chromium at ${chromium}, so this suite is skipped (CI installs it).`);
}

rmSync(reports, { recursive: true, force: true });
if (failedSuites.length) console.log(`\nFailed suites: ${failedSuites.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length ? 1 : 0);
