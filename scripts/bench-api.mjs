// API budget (DESIGN.md §9, issues 10 and 21): GET /api/me and POST /api/events (a batch of one event and a batch
// of ten) at 50 connections, on SQLite and on PostgreSQL, against a bare Fastify route measured in the same run,
// for learners with one day of history and learners with a year of it (scripts/lib/learner-history.mjs builds
// both through the server's event pipeline). Requests come from 50 learners of each kind in turn (a learner's app
// sends one batch at a time; 50 at once from one account would only measure its row lock). Prints requests/s,
// p99 latency and the ratios year/day and each/bare; asserts nothing.
import { spawn, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { waitFor } from './lib/wait-for.mjs';
import { copyLearner, seedHistory, withDatabase } from './lib/learner-history.mjs';

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

/** The host's speed, as bench:offline prints it: a fixed loop of 10⁸ additions. */
function hostProbe() {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 1e8; i++) x += i;
  if (x < 0) console.log(x);
  return Math.round(performance.now() - start);
}

const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
/** CPU time a process has used (user + system), in ms, from /proc (Linux). */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return NaN;
  }
}

/**
 * One autocannon run; with `pid`, also the CPU time that process spent per answer. On a machine shared with
 * other work, requests/s follow the load; the server's CPU time per answer follows what the request costs.
 */
const run = (opts, pid) =>
  new Promise((resolve, reject) => {
    const before = pid ? cpuMs(pid) : NaN;
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts }, (err, res) => {
      if (err) return reject(err);
      res.cpuPerAnswer = (cpuMs(pid) - before) / Math.max(1, res.requests.total);
      resolve(res);
    });
  });
const pct = (a, b) => `${Math.round((a / b) * 100)}%`;
const ratio = (a, b) =>
  (a / b).toLocaleString('pt-BR', { maximumFractionDigits: 2, minimumFractionDigits: 2 });
const line = (name, r, ref) =>
  console.log(
    `  ${name.padEnd(32)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ${String(Math.round(r.throughput.average / r.requests.average || 0)).padStart(6)} B/answer   errors ${r.errors + r['4xx'] + r['5xx']}${Number.isFinite(r.cpuPerAnswer) ? `   server CPU ${r.cpuPerAnswer.toFixed(2).padStart(6)} ms/answer` : ''}${ref ? `   ${pct(r.requests.average, ref)} of bare` : ''}`,
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

/** What a learner's app sends while studying chapter 1 (which both kinds of learner have opened). */
function studyEvent(n) {
  const base = { id: randomUUID(), occurredAt: new Date().toISOString() };
  switch (n % 5) {
    case 0:
      return { ...base, type: 'chapter.opened', chapterId: '1' };
    case 1:
      return { ...base, type: 'section.read', chapterId: '1', sectionId: 'resumo' };
    case 2:
      return { ...base, type: 'favorite.set', chapterId: '1', favorite: n % 2 === 0 };
    case 3:
      return { ...base, type: 'notifications.read', ids: [`goal:bench-${n % 400}`] };
    default:
      return { ...base, type: 'goal.set', dailyGoal: n % 2 ? 20 : 30 };
  }
}

async function register(base, n, kind) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Aprendiz',
      email: `bench${Date.now()}.${kind}${n}@exemplo.com.br`,
      password: 'senha-bench-123',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { user } = await res.json();
  return { user, cookie: res.headers.get('set-cookie').split(';')[0], rev: undefined };
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
    const learners = { day: [], year: [] };
    for (let n = 0; n < CONNECTIONS; n++) {
      learners.day.push(await register(base, n, 'day'));
      learners.year.push(await register(base, n, 'year'));
    }
    const started = performance.now();
    const sizes = await withDatabase(databaseUrl, async (handle) => {
      const dayEvents = await seedHistory(handle, learners.day[0].user, 1);
      const yearEvents = await seedHistory(handle, learners.year[0].user, 365);
      for (const kind of ['day', 'year'])
        for (const l of learners[kind].slice(1))
          await copyLearner(handle, learners[kind][0].user.id, l.user.id);
      return { dayEvents, yearEvents };
    });
    const stateBytes = async (cookie) =>
      (await (await fetch(`${base}/api/me`, { headers: { cookie } })).text()).length;
    console.log(
      `${label}: one day of use = ${sizes.dayEvents} events, /api/me ${await stateBytes(learners.day[0].cookie)} B; ` +
        `a year = ${sizes.yearEvents} events, /api/me ${await stateBytes(learners.year[0].cookie)} B ` +
        `(seeded in ${Math.round((performance.now() - started) / 1000)} s)`,
    );

    const results = {};
    for (const kind of ['day', 'year']) {
      const cookies = learners[kind].map((l) => l.cookie);
      let m = 0;
      results[`me ${kind}`] = await run(
        {
          url: `${base}/api/me`,
          requests: [
            {
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, cookie: cookies[m++ % cookies.length] },
              }),
            },
          ],
        },
        server.pid,
      );
      line(`GET /api/me, ${kind}`, results[`me ${kind}`], bareRes.requests.average);
    }
    // The app asking again with the tag of the snapshot it holds (every minute, when the app is shown…).
    for (const kind of ['day', 'year']) {
      // What the app holds after its last snapshot: the tag of /api/me and the revision of its numbers.
      for (const l of learners[kind]) {
        const res = await fetch(`${base}/api/me`, { headers: { cookie: l.cookie } });
        l.etag = res.headers.get('etag');
        l.rev = (await res.json()).rev;
      }
      let m = 0;
      results[`me304 ${kind}`] = await run(
        {
          url: `${base}/api/me`,
          requests: [
            {
              setupRequest: (req) => {
                const l = learners[kind][m++ % learners[kind].length];
                return { ...req, headers: { ...req.headers, cookie: l.cookie, 'if-none-match': l.etag } };
              },
            },
          ],
        },
        server.pid,
      );
      line(`GET /api/me unchanged, ${kind}`, results[`me304 ${kind}`], bareRes.requests.average);
    }
    for (const size of [1, 10]) {
      for (const kind of ['day', 'year']) {
        // Batches still under way when the previous run stopped were applied: each app first learns its numbers.
        await new Promise((r) => setTimeout(r, 1000));
        for (const l of learners[kind])
          l.rev = (await (await fetch(`${base}/api/me`, { headers: { cookie: l.cookie } })).json()).rev;
        // Each learner's app sends one batch at a time, with the revision of the numbers it holds (the answer then
        // carries only what changed, decision 027), as the app does: a request takes a learner with no batch under
        // way and gives it back with the revision the answer brought.
        const idle = [...learners[kind]];
        let n = 0;
        const key = `events${size} ${kind}`;
        results[key] = await run(
          {
            url: `${base}/api/events`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            requests: [
              {
                setupRequest: (req, context) => {
                  const learner = idle.shift() ?? learners[kind][n % learners[kind].length];
                  context.learner = learner;
                  const events = Array.from({ length: size }, () => studyEvent(n++));
                  const { cookie, rev } = learner;
                  return {
                    ...req,
                    headers: { ...req.headers, cookie },
                    body: JSON.stringify(rev === undefined ? { events } : { events, rev }),
                  };
                },
                onResponse: (status, body, context) => {
                  const { learner } = context;
                  if (!learner) return;
                  if (status === 200) {
                    const answer = JSON.parse(body);
                    learner.rev = answer.changes?.rev ?? answer.snapshot?.rev;
                  }
                  if (!idle.includes(learner)) idle.push(learner);
                },
              },
            ],
          },
          server.pid,
        );
        line(`POST /api/events ×${size}, ${kind}`, results[key], bareRes.requests.average);
      }
    }
    // Cost per request: the server's CPU time per answer (what the request costs, whatever else the machine
    // runs), and the inverse of requests/s (what a learner waits for, which follows the machine's load too).
    const cpu = (key) => results[key].cpuPerAnswer;
    const wall = (key) => 1 / results[key].requests.average;
    const both = (a, b) => `${ratio(cpu(a), cpu(b))} CPU, ${ratio(wall(a), wall(b))} req/s`;
    console.log(
      `  year/day (budget ≤ 1,20): GET /api/me whole snapshot ${both('me year', 'me day')}; unchanged (304) ` +
        `${both('me304 year', 'me304 day')}; POST /api/events ×1 ${both('events1 year', 'events1 day')}; ` +
        `×10 ${both('events10 year', 'events10 day')}`,
    );
    return results;
  } finally {
    server.kill();
    await new Promise((r) => server.once('exit', r));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hub-bench-api-'));
const postgres = await freshPostgres();
try {
  await waitFor(`http://127.0.0.1:${port + 1}/`);
  console.log(`host: a loop of 10⁸ additions takes ${hostProbe()} ms`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each, ${CONNECTIONS} learners of each kind in turn:`,
  );
  const bareRes = await run({ url: `http://127.0.0.1:${port + 1}/` });
  line('bare Fastify route', bareRes);
  await benchDatabase('API on SQLite', `file:${dir}/bench.sqlite`, bareRes);
  if (postgres) await benchDatabase('API on PostgreSQL', postgres.url, bareRes);
  else console.log(`PostgreSQL does not answer at ${PG_URL}: skipped.`);
  console.log(
    '  budget: GET /api/me ≥ 40% and POST /api/events ≥ 25% of the bare route, p99 ≤ 50 ms; a year ≤ 1,20× a day',
  );
} finally {
  bare.kill();
  rmSync(dir, { recursive: true, force: true });
  await postgres?.drop();
}
