// `npm test`: every suite. Unit and component tests, the API on SQLite, the API on PostgreSQL when
// TEST_DATABASE_URL is set, the browser tests against the built app served by the real server, and two
// instances of the built server behind HAProxy (PostgreSQL, Redis and haproxy needed).
// A suite that cannot run here says so in one line; the last line sums up every suite.
import { spawnSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

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

let built = false;
if (existsSync(chromium)) {
  console.log('\n▶ building the app for the browser tests');
  execSync('npm run build', { stdio: 'inherit' });
  built = true;
  vitest('browser (e2e)', ['e2e']);
} else {
  console.log(`\n▷ browser (e2e): no Chromium at ${chromium}, so this suite is skipped (CI installs it).`);
}

async function redisAnswers(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const clusterSkipped = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : spawnSync('haproxy', ['-v']).status !== 0
    ? 'haproxy is not on PATH'
    : !(await redisAnswers(redisUrl))
      ? `Redis does not answer at ${redisUrl}`
      : undefined;
if (clusterSkipped) {
  console.log(`\n▷ cluster (HAProxy): ${clusterSkipped}, so this suite is skipped (CI provides all three).`);
} else {
  if (!built) {
    console.log('\n▶ building the app for the cluster tests');
    execSync('npm run build', { stdio: 'inherit' });
  }
  vitest('cluster (two instances behind HAProxy)', ['cluster']);
}

rmSync(reports, { recursive: true, force: true });
if (failedSuites.length) console.log(`\nFailed suites: ${failedSuites.join(', ')}`);
console.log(`\nTotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length ? 1 : 0);
