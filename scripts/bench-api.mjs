// API budget (DESIGN.md §9, issue 10): GET /api/me and POST /api/events (one new event) at 50 connections, on
// SQLite and on PostgreSQL, against a bare Fastify route measured in the same run. Requests come from 50
// learners in turn (a learner's app sends one batch at a time; 50 at once from one account would only
// measure its row lock). Prints requests/s and p99 latency; asserts nothing.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { waitFor } from './lib/wait-for.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
if (!existsSync('dist-server/server/index.js')) execSync('npm run build', { stdio: 'inherit' });

const port = 3312;
const PG_URL =
  process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// The bare route runs in its own process too, so both compete for the same two cores the same way.
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ ok: true })); await app.listen({ port: ${port + 1}, host: '127.0.0.1' });`,
  ],
  { stdio: 'inherit' },
);

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
const line = (name, r, ref) =>
  console.log(
    `  ${name.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}${ref ? `   ${Math.round((r.requests.average / ref) * 100)}% of bare` : ''}`,
  );

/** A fresh PostgreSQL database for the run, or null when PostgreSQL does not answer. */
async function freshPostgres() {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `hub_bench_api_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchDatabase(label, databaseUrl, bareRes) {
  const server = spawn(process.execPath, ['dist-server/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      AUTH_RATE_LIMIT: '100000',
      // A benchmark sends far more than one learner may (decision 021): measure the path, not the refusals.
      SIGNUP_DAILY_LIMIT: '100000',
      EVENTS_RATE_LIMIT: '100000000',
      EVENTS_DAILY_LIMIT: '100000000',
      EVENTS_DAILY_BYTES: '100000000000',
      LEARNER_QUOTA_BYTES: '100000000000',
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const cookies = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      const reg = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench Aprendiz',
          email: `bench${Date.now()}.${n}@exemplo.com.br`,
          password: 'senha-bench-123',
        }),
      });
      cookies.push(reg.headers.get('set-cookie').split(';')[0]);
    }
    const chapters = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
    let i = 0;
    let m = 0;
    console.log(`${label}:`);
    const me = await run({
      url: `${base}/api/me`,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, cookie: cookies[m++ % cookies.length] },
          }),
        },
      ],
    });
    line('GET /api/me', me, bareRes.requests.average);
    const events = await run({
      url: `${base}/api/events`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, cookie: cookies[i % cookies.length] },
            body: JSON.stringify({
              events: [
                {
                  id: randomUUID(),
                  type: 'chapter.opened',
                  chapterId: chapters[i++ % 10],
                  occurredAt: new Date().toISOString(),
                },
              ],
            }),
          }),
        },
      ],
    });
    line('POST /api/events', events, bareRes.requests.average);
  } finally {
    server.kill();
    await new Promise((r) => server.once('exit', r));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hub-bench-api-'));
const postgres = await freshPostgres();
try {
  await waitFor(`http://127.0.0.1:${port + 1}/`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, ${CONNECTIONS} learners, one new event per request:`,
  );
  const bareRes = await run({ url: `http://127.0.0.1:${port + 1}/` });
  line('bare Fastify route', bareRes);
  await benchDatabase('API on SQLite', `file:${dir}/bench.sqlite`, bareRes);
  if (postgres) await benchDatabase('API on PostgreSQL', postgres.url, bareRes);
  else console.log(`PostgreSQL does not answer at ${PG_URL}: skipped.`);
  console.log('  budget: GET /api/me ≥ 40% and POST /api/events ≥ 25% of the bare route, p99 ≤ 50 ms');
} finally {
  bare.kill();
  rmSync(dir, { recursive: true, force: true });
  await postgres?.drop();
}
