/**
 * Several instances behind HAProxy, as `npm run cluster` runs them: two processes of the built server started
 * at the same moment on a fresh PostgreSQL database, sharing Redis, behind HAProxy with deploy/haproxy.cfg, all
 * on free ports. Sessions, rate limits, event idempotency and background jobs must hold across instances, and
 * killing one instance under load must lose no acknowledged event.
 *
 * The instances reach PostgreSQL and Redis through TCP proxies in this process, which cut (drop every
 * connection and refuse new ones) or freeze (hold every byte) the traffic to simulate an outage or a hang: the
 * instances must stay up, answer promptly, and serve again once the service is back. The machine's own
 * PostgreSQL and Redis are never touched.
 *
 * Runs when TEST_DATABASE_URL is set, `haproxy` is on PATH and Redis answers (TEST_REDIS_URL, by default
 * redis://127.0.0.1:6379); otherwise it says why in one line and is skipped. Rate-limit counters in Redis are
 * keyed by client address, so sign-ups and sign-ins here come from addresses of this run's own in 10.x.y.0/24
 * (the instances trust X-Forwarded-For from 127.0.0.1, the balancer's address and this test's), and only their
 * keys are deleted afterwards.
 */
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/load';
import { migrationProvider } from '../../src/server/db/migrations';
import { postHead, trickle } from '../support/slow-client';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { redisAnswers } from '../support/redis';

const ROOT = resolve(import.meta.dirname, '../..');
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const AUTH_RATE_LIMIT = 4;
/** How long a read on one instance may lag a change made on the other (the Redis message's way there). */
const POLL = { timeout: 1000, interval: 20 };
const JOBS_INTERVAL_MS = 1000;
/** Short, so that a slow client is cut within the test's time; real requests arrive in milliseconds. */
const REQUEST_TIMEOUT_MS = 3000;
/** How long PostgreSQL and Redis stay away or hung in the outage tests. */
const OUTAGE_MS = 10_000;
/** This file's own connections to the database, which the outage tests never end. */
const TEST_APPLICATION = 'hub-cluster-test';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const skipReason = !PG_URL
  ? 'TEST_DATABASE_URL is not set'
  : spawnSync('haproxy', ['-v']).status !== 0
    ? 'haproxy is not on PATH'
    : !(await redisAnswers(REDIS_URL))
      ? `Redis does not answer at ${REDIS_URL}`
      : undefined;
if (skipReason) console.log(`cluster: ${skipReason}, so this suite is skipped.`);

// ------------------------------------------------------------------------------------------------ processes

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

interface Proc {
  name: string;
  proc: ChildProcess;
  output: string[];
}

function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const proc = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const p: Proc = { name, proc, output: [] };
  const keep = (d: Buffer) => p.output.push(d.toString());
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  return p;
}

const alive = (p: Proc | undefined) => Boolean(p && p.proc.exitCode === null && p.proc.signalCode === null);

async function stopProc(p: Proc | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!p || !alive(p)) return;
  const exited = new Promise<void>((r) => p.proc.once('exit', () => r()));
  p.proc.kill(signal);
  const timer = setTimeout(() => p.proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

async function waitFor(url: string, p: Proc, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (!alive(p)) throw new Error(`${p.name} exited while starting:\n${p.output.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${p.name} did not answer ${url}:\n${p.output.join('')}`);
    await sleep(100);
  }
}

/** Each server's state as HAProxy's status page has it (UP, DOWN…). */
async function balancerStates(statsUrl: string): Promise<Record<string, string>> {
  const csv = await (await fetch(`${statsUrl}/;csv`)).text();
  const [header, ...rows] = csv.trim().split('\n');
  const columns = header!.replace(/^# /, '').split(',');
  const status = columns.indexOf('status');
  return Object.fromEntries(
    rows
      .map((row) => row.split(','))
      .filter((cells) => cells[0] === 'hub_app' && /^app\d+$/.test(cells[1]!))
      .map((cells) => [cells[1]!, cells[status]!]),
  );
}

// ---------------------------------------------------------------------------------------------------- HTTP

/** Every request gets a client address of its own (or the one given), so rate limits count only this file. */
const ipPrefix = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
let nextIp = 1;
const freshIp = () => `${ipPrefix}.${nextIp++}`;

interface Reply {
  status: number;
  body: any;
  cookie?: string;
}

async function call(
  base: string,
  path: string,
  {
    method = 'GET',
    body,
    cookie,
    ip,
  }: { method?: string; body?: unknown; cookie?: string; ip?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const session = res.headers.getSetCookie().find((c) => c.startsWith('hub_session='));
  const json = res.headers.get('content-type')?.startsWith('application/json');
  return {
    status: res.status,
    // Anything else is an error page from HAProxy, kept as text to show in a failure.
    body: json ? JSON.parse(text) : text,
    cookie: session?.split(';')[0],
  };
}

const PASSWORD = `Cluster-${randomUUID()}`;

async function register(base: string) {
  const email = `cluster.${randomUUID()}@exemplo.com.br`;
  const res = await call(base, '/api/auth/register', {
    method: 'POST',
    body: { name: 'Maria da Silva', email, password: PASSWORD },
    ip: freshIp(),
  });
  if (res.status !== 201 || !res.cookie)
    throw new Error(`sign-up → ${res.status} ${JSON.stringify(res.body)}`);
  return { email, cookie: res.cookie, id: res.body.user.id as string };
}

const event = (type: string, fields: Record<string, unknown>) => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  ...fields,
});

/** The time `action` took, with what it returned. */
async function timed<T>(action: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = Date.now();
  const value = await action();
  return { value, ms: Date.now() - startedAt };
}

/** Polls `check` every 50 ms until it holds; false when `timeoutMs` passed first. */
async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return false;
}

/**
 * Learners sending batches of events through `base` one after the other, as the app does: a batch that is not
 * answered 200 stays on the device and is sent again. Any answer other than 200 or a 503 in the app's error
 * shape (the database away: try again) is a failure.
 */
function eventStream(base: string, cookies: string[]) {
  const acknowledged = new Set<string>();
  const failures: string[] = [];
  const state = { ok: 0, unavailable: 0, stopped: false };
  const run = async (cookie: string) => {
    let batch: unknown[] = [];
    let favourite = false;
    while (!state.stopped) {
      if (batch.length === 0) {
        favourite = !favourite;
        batch = [
          ...[1, 2, 3, 4].map(() => event('chapter.opened', { chapterId: String(randomInt(1, 11)) })),
          event('favorite.set', { chapterId: String(randomInt(1, 11)), favorite: favourite }),
        ];
      }
      try {
        const res = await call(base, '/api/events', { method: 'POST', body: { events: batch }, cookie });
        if (res.status === 200) {
          state.ok++;
          for (const result of res.body.results as { id: string; status: string }[]) {
            if (result.status === 'applied' || result.status === 'duplicate') acknowledged.add(result.id);
            else failures.push(`${result.id}: ${result.status}`);
          }
          batch = [];
          continue;
        }
        if (res.status === 503 && typeof res.body?.error?.message === 'string') state.unavailable++;
        else failures.push(`${res.status} ${JSON.stringify(res.body)}`);
      } catch (err) {
        failures.push(String(err));
      }
      await sleep(100);
    }
  };
  const running = cookies.map(run);
  return {
    acknowledged,
    failures,
    state,
    async stop() {
      state.stopped = true;
      await Promise.all(running);
    },
  };
}

// ------------------------------------------------------------------------------------------------ the cluster

let databaseName: string | undefined;
let databaseUrl = '';
let workDir: string | undefined;
let db: pg.Pool | undefined;
let redis: Redis | undefined;
let balancer: Proc | undefined;
const instances: (Proc & { url: string; pid: number })[] = [];
let lbUrl = '';
let statsUrl = '';
let pgProxy: TcpProxy | undefined;
let redisProxy: TcpProxy | undefined;

async function createDatabase(): Promise<void> {
  const name = `hub_cluster_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databaseName = name;
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

async function dropDatabase(): Promise<void> {
  if (!databaseName) return;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.end();
}

/** Deletes the rate-limit counters this file created, and nothing else. */
async function forgetRateLimits(): Promise<void> {
  if (!redis) return;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `hub-rate-limit-*-${ipPrefix}.*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

describe.skipIf(skipReason)('several instances behind HAProxy', () => {
  beforeAll(async () => {
    if (!['dist/index.html', 'dist-server/server/index.js'].every((f) => existsSync(join(ROOT, f)))) {
      execSync('npm run build', { cwd: ROOT, stdio: 'ignore' });
    }
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    await createDatabase();
    db = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: TEST_APPLICATION });
    db.on('error', () => undefined);
    const pgTarget = new URL(PG_URL!);
    pgProxy = await startTcpProxy({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
    const redisTarget = new URL(REDIS_URL);
    redisProxy = await startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) });
    const ports = new Set<number>();
    while (ports.size < 4) ports.add(await freePort());
    const [port1, port2, lbPort, statsPort] = [...ports];

    // Both at once on the empty database: each runs the migrations and seeds the demo learner as it starts.
    for (const [i, port] of [port1!, port2!].entries()) {
      const p = launch(`app${i + 1}`, process.execPath, ['dist-server/server/index.js'], {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
        SEED_DEMO: '1',
        DATABASE_URL: pgProxy.via(databaseUrl),
        REDIS_URL: redisProxy.via(REDIS_URL),
        AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
        // The load below sends back to back, far beyond what one learner may (decision 021).
        EVENTS_RATE_LIMIT: '1000000',
        EVENTS_DAILY_LIMIT: '1000000000',
        JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        LOG_LEVEL: 'info',
      });
      instances.push({ ...p, url: `http://127.0.0.1:${port}`, pid: p.proc.pid! });
    }
    await Promise.all(instances.map((p) => waitFor(`${p.url}/api/health`, p)));

    workDir = mkdtempSync(join(tmpdir(), 'hub-cluster-test-'));
    const config = join(workDir, 'haproxy.cfg');
    writeFileSync(
      config,
      readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8') +
        `    server app1 127.0.0.1:${port1}\n    server app2 127.0.0.1:${port2}\n`,
    );
    balancer = launch('haproxy', 'haproxy', ['-db', '-f', config], {
      ...process.env,
      HUB_LISTEN: `127.0.0.1:${lbPort}`,
      HUB_STATS_LISTEN: `127.0.0.1:${statsPort}`,
      HUB_ADMIN_SOCKET: join(workDir, 'admin.sock'),
    });
    lbUrl = `http://127.0.0.1:${lbPort}`;
    statsUrl = `http://127.0.0.1:${statsPort}`;
    await waitFor(`${lbUrl}/api/health`, balancer);
    const deadline = Date.now() + 10_000;
    while (Object.values(await balancerStates(statsUrl)).join() !== 'UP,UP') {
      if (Date.now() > deadline)
        throw new Error(`HAProxy never saw both instances up:\n${balancer.output.join('')}`);
      await sleep(100);
    }
  });

  afterAll(async () => {
    await stopProc(balancer);
    await Promise.all(instances.map((p) => stopProc(p)));
    await pgProxy?.close();
    await redisProxy?.close();
    await db?.end();
    await dropDatabase();
    await forgetRateLimits();
    redis?.disconnect();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const [app1, app2] = [() => instances[0]!.url, () => instances[1]!.url];

  it('both instances migrated and seeded the fresh database at the same time, once', async () => {
    const migrations = await db!.query('select name from kysely_migration order by name');
    const expected = Object.keys(await migrationProvider.getMigrations()).sort();
    expect(migrations.rows.map((r) => r.name)).toEqual(expected);
    expect(expected).toContain('003-job-runs');
    const demo = await db!.query(`select count(*)::int as n from users where email = 'demo@hub.com.br'`);
    expect(demo.rows[0].n).toBe(1);
  });

  it('a session opened on one instance works on the other, and signing out ends it on both', async () => {
    const learner = await register(app1());
    const signIn = await call(app1(), '/api/auth/login', {
      method: 'POST',
      body: { email: learner.email, password: PASSWORD },
      ip: freshIp(),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookie!;

    const me = await call(app2(), '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(learner.email);
    // Both instances now keep this session and this /api/me body in memory (decision 012).
    expect((await call(app1(), '/api/me', { cookie })).body.progress.favorites).toEqual([]);

    const favourite = event('favorite.set', { chapterId: '4', favorite: true });
    const sent = await call(app2(), '/api/events', { method: 'POST', body: { events: [favourite] }, cookie });
    expect(sent.body.results[0].status).toBe('applied');
    await expect
      .poll(async () => (await call(app1(), '/api/me', { cookie })).body.progress.favorites, POLL)
      .toEqual(['4']);

    expect((await call(app2(), '/api/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    await expect.poll(async () => (await call(app1(), '/api/me', { cookie })).status, POLL).toBe(401);
    const late = await call(app1(), '/api/events', {
      method: 'POST',
      body: { events: [event('favorite.set', { chapterId: '5', favorite: true })] },
      cookie,
    });
    expect(late.status).toBe(401);
  });

  it('a profile change, a removed device and a new password take effect on the other instance within a second', async () => {
    const learner = await register(app1());
    const signIn = (base: string) =>
      call(base, '/api/auth/login', {
        method: 'POST',
        body: { email: learner.email, password: PASSWORD },
        ip: freshIp(),
      });
    const phone = (await signIn(app1())).cookie!;
    const laptop = (await signIn(app2())).cookie!;
    // Warm both instances' memory with both sessions and the /api/me body.
    for (const base of [app1(), app2()]) {
      for (const cookie of [phone, laptop])
        expect((await call(base, '/api/me', { cookie })).status).toBe(200);
    }

    const renamed = await call(app2(), '/api/me/profile', {
      method: 'PATCH',
      body: { displayName: 'Maria S.' },
      cookie: laptop,
    });
    expect(renamed.status).toBe(200);
    // The other instance hears of each change through Redis: a message on its own socket, which may arrive a
    // moment after the next request does (decision 012). Within a second, never a cache's 60 s.
    await expect
      .poll(async () => (await call(app1(), '/api/me', { cookie: phone })).body.user.displayName, POLL)
      .toBe('Maria S.');

    const devices = await call(app2(), '/api/me/sessions', { cookie: laptop });
    // The phone, and the session the sign-up opened, are the devices that are not this one.
    for (const device of devices.body.filter((d: { current: boolean }) => !d.current)) {
      const removed = await call(app2(), `/api/me/sessions/${device.id}`, {
        method: 'DELETE',
        cookie: laptop,
      });
      expect(removed.status).toBe(200);
    }
    await expect.poll(async () => (await call(app1(), '/api/me', { cookie: phone })).status, POLL).toBe(401);

    const again = (await signIn(app1())).cookie!;
    expect((await call(app1(), '/api/me', { cookie: again })).status).toBe(200);
    const changed = await call(app2(), '/api/me/password', {
      method: 'POST',
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-nova` },
      cookie: laptop,
    });
    expect(changed.status).toBe(204);
    await expect.poll(async () => (await call(app1(), '/api/me', { cookie: again })).status, POLL).toBe(401);
    expect((await call(app1(), '/api/me', { cookie: laptop })).status).toBe(200);
  });

  it('sign-in attempts from one address are limited across instances (Redis)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Reply | undefined;
    for (let i = 0; i < AUTH_RATE_LIMIT + 1; i++) {
      last = await call(i % 2 === 0 ? app1() : app2(), '/api/auth/login', {
        method: 'POST',
        body: { email: `ninguem.${randomUUID()}@exemplo.com.br`, password: 'senha-errada-123' },
        ip,
      });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last!.body.error.code).toBe('RATE_LIMITED');
  });

  it("one chapter's points are awarded once when both instances get its completion at the same moment", async () => {
    const curriculum = loadCurriculum();
    const learner = await register(app2());
    const chapters = ['2', '4', '6', '8'];
    const sends = chapters.flatMap((chapterId) => {
      const same = event('chapter.completed', { chapterId });
      // The same event on both instances, and two other completions of the chapter, one on each.
      return [
        [app1(), same],
        [app2(), same],
        [app1(), event('chapter.completed', { chapterId })],
        [app2(), event('chapter.completed', { chapterId })],
      ] as const;
    });
    const replies = await Promise.all(
      sends.map(([base, e]) =>
        call(base, '/api/events', { method: 'POST', body: { events: [e] }, cookie: learner.cookie }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(sends.map(() => 200));
    const results = replies.map((r) => r.body.results[0] as { status: string; pointsAwarded: number });

    const points = (id: string) => curriculum.chapters.find((c) => c.id === id)!.points;
    const expected = chapters.reduce((sum, id) => sum + points(id), 0);
    for (const [n, chapterId] of chapters.entries()) {
      const mine = results.slice(n * 4, n * 4 + 4);
      expect(
        mine
          .slice(0, 2)
          .map((r) => r.status)
          .sort(),
      ).toEqual(['applied', 'duplicate']);
      expect(mine.reduce((sum, r) => sum + r.pointsAwarded, 0)).toBe(points(chapterId));
    }
    const me = await call(app1(), '/api/me', { cookie: learner.cookie });
    expect(me.body.progress.points).toBe(expected);
    const stored = await db!.query(
      `select count(*)::int as events, count(*) filter (where points_awarded > 0)::int as awarded,
              coalesce(sum(points_awarded), 0)::int as points
       from events where user_id = $1`,
      [learner.id],
    );
    expect(stored.rows[0]).toEqual({ events: 12, awarded: 4, points: expected });
  });

  it('each period of a background job is run by exactly one instance', async () => {
    const learner = await register(app1());
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const staleWindow = new Date(Date.now() - 2 * 3_600_000).toISOString();
    await db!.query(
      `insert into sessions (token_hash, id, user_id, created_at, expires_at) values ($1, $2, $3, $4, $4)`,
      [`expirada-${randomUUID()}`, randomUUID(), learner.id, past],
    );
    await db!.query(`insert into login_throttle (key, failures, window_start) values ($1, 3, $2)`, [
      `antiga-${randomUUID()}`,
      staleWindow,
    ]);
    const left = async () =>
      (
        await db!.query(
          `select (select count(*)::int from sessions where expires_at < $1) +
                  (select count(*)::int from login_throttle where window_start <= $2) as n`,
          [new Date().toISOString(), new Date(Date.now() - 3_600_000).toISOString()],
        )
      ).rows[0].n as number;
    await expect.poll(left, { timeout: 5 * JOBS_INTERVAL_MS, interval: 100 }).toBe(0);
    // A few more periods, so that both instances have competed for several.
    await sleep(3 * JOBS_INTERVAL_MS);

    const runs = (
      await db!.query(
        `select period, instance from job_runs where name = 'cleanup' and finished_at is not null order by period`,
      )
    ).rows as { period: string; instance: string }[];
    // A run's log line may still be on its way through the pipe.
    await sleep(200);
    const logged = instances.flatMap((p) =>
      p.output
        .join('')
        .split('\n')
        .filter((line) => line.includes('"job cleanup ran"'))
        .map(
          (line) => JSON.parse(line) as { period: string; instance: string; removed: Record<string, number> },
        )
        .map((entry) => ({ ...entry, pid: p.pid })),
    );
    expect(runs.length).toBeGreaterThanOrEqual(4);
    // Every finished run was logged by exactly one instance, the one recorded in its row.
    for (const run of runs) {
      const by = logged.filter((entry) => entry.period === run.period);
      expect(by).toHaveLength(1);
      expect(run.instance).toBe(by[0]!.instance);
      expect(run.instance.endsWith(`:${by[0]!.pid}`)).toBe(true);
    }
    const removed = logged.reduce(
      (sum, entry) => ({
        sessions: sum.sessions + entry.removed.expiredSessions!,
        throttle: sum.throttle + entry.removed.staleLoginThrottle!,
      }),
      { sessions: 0, throttle: 0 },
    );
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.throttle).toBeGreaterThanOrEqual(1);
  });

  it('a 10 s PostgreSQL outage under load: both instances stay up, HAProxy serves again within 5 s, no acknowledged event is lost', async ({
    annotate,
  }) => {
    const learners = await Promise.all([0, 1, 2, 3].map((i) => register(i % 2 ? app2() : app1())));
    const probe = await register(app1());
    const stream = eventStream(
      lbUrl,
      learners.map((l) => l.cookie),
    );
    try {
      expect(await waitUntil(() => stream.state.ok >= 20 || stream.failures.length > 0, 20_000)).toBe(true);

      await pgProxy!.cut();
      const cutAt = Date.now();
      // Each instance says so within its check's bound, and the balancer, with both out, in the app's shape.
      for (const p of instances) {
        const { value: health, ms } = await timed(() => call(p.url, '/api/health'));
        expect(health.status).toBe(503);
        expect(health.body.error.code).toBe('DATABASE_UNAVAILABLE');
        expect(ms).toBeLessThan(3000);
      }
      expect(
        await waitUntil(
          async () => Object.values(await balancerStates(statsUrl)).join() === 'DOWN,DOWN',
          5000,
        ),
      ).toBe(true);
      const refused = await call(lbUrl, '/api/health');
      expect(refused.status).toBe(503);
      expect(refused.body.error.message).toMatch(/Tente de novo/);

      await sleep(cutAt + OUTAGE_MS - Date.now());
      await pgProxy!.restore();
      const restoredAt = Date.now();
      let healthyAt = 0;
      let servedAt = 0;
      await waitUntil(async () => {
        if (!healthyAt && (await call(lbUrl, '/api/health')).status === 200) healthyAt = Date.now();
        if (healthyAt && !servedAt) {
          const sent = await call(lbUrl, '/api/events', {
            method: 'POST',
            body: { events: [event('chapter.opened', { chapterId: '1' })] },
            cookie: probe.cookie,
          });
          if (sent.status === 200) servedAt = Date.now();
        }
        return servedAt > 0;
      }, 15_000);
      const instancesReady = await Promise.all(
        instances.map(async (p) => (await call(p.url, '/api/health')).status),
      );
      const okBefore = stream.state.ok;
      await sleep(1000);
      await stream.stop();

      const ids = [...stream.acknowledged];
      const stored = await db!.query('select count(*)::int as n from events where event_id = any($1)', [ids]);
      await annotate(
        `PostgreSQL away ${OUTAGE_MS / 1000} s: HAProxy answered /api/health 200 ${healthyAt - restoredAt} ms ` +
          `and applied a learner's batch ${servedAt - restoredAt} ms after it came back; ` +
          `${stream.state.unavailable} batches answered 503 meanwhile; ${ids.length} events acknowledged, ` +
          `${stored.rows[0].n} stored`,
        'measure',
      );
      expect(instances.map(alive)).toEqual([true, true]);
      expect(healthyAt, 'HAProxy never answered /api/health 200 again').toBeGreaterThan(0);
      expect(servedAt, 'no batch was applied after PostgreSQL came back').toBeGreaterThan(0);
      expect(servedAt - restoredAt).toBeLessThan(5000);
      expect(instancesReady).toEqual([200, 200]);
      expect(stream.state.ok).toBeGreaterThan(okBefore);
      expect(stream.state.unavailable).toBeGreaterThan(0);
      expect(stream.failures).toEqual([]);
      expect(stored.rows[0].n).toBe(ids.length);
    } finally {
      await pgProxy!.restore();
      await stream.stop();
    }
  });

  it('instances survive PostgreSQL ending their connections, and keep serving', async () => {
    const learner = await register(app1());
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      for (let round = 0; round < 3; round++) {
        // Several requests at once on each instance leave several connections in its pool.
        for (const p of instances) {
          const answers = await Promise.all(
            [1, 2, 3].map(() => call(p.url, '/api/me', { cookie: learner.cookie })),
          );
          expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        }
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = $1 and application_name <> $2 and pid <> pg_backend_pid()`,
          [databaseName, TEST_APPLICATION],
        );
        expect(ended.rowCount).toBeGreaterThanOrEqual(2);
        await sleep(500);
        expect(instances.map(alive)).toEqual([true, true]);
        for (const p of instances) {
          const sent = await call(p.url, '/api/events', {
            method: 'POST',
            body: { events: [event('chapter.opened', { chapterId: String(round + 1) })] },
            cookie: learner.cookie,
          });
          expect(sent.status).toBe(200);
        }
      }
    } finally {
      await admin.end();
    }
  });

  it('with Redis stopped, sign-in never answers 500 and batches stay quick; limits are shared again once it is back', async () => {
    const learner = await register(app1());
    await redisProxy!.cut();
    const cutAt = Date.now();
    const slowest = { signIn: 0, batch: 0 };
    try {
      while (Date.now() - cutAt < OUTAGE_MS / 2) {
        for (const base of [app1(), app2()]) {
          const wrong = await timed(() =>
            call(base, '/api/auth/login', {
              method: 'POST',
              body: { email: learner.email, password: 'senha-errada-123' },
              ip: freshIp(),
            }),
          );
          expect(wrong.value.status).toBe(401);
          const right = await timed(() =>
            call(base, '/api/auth/login', {
              method: 'POST',
              body: { email: learner.email, password: PASSWORD },
              ip: freshIp(),
            }),
          );
          expect(right.value.status).toBe(200);
          const batch = await timed(() =>
            call(lbUrl, '/api/events', {
              method: 'POST',
              body: { events: [event('chapter.opened', { chapterId: '2' })] },
              cookie: learner.cookie,
            }),
          );
          expect(batch.value.status).toBe(200);
          slowest.signIn = Math.max(slowest.signIn, wrong.ms, right.ms);
          slowest.batch = Math.max(slowest.batch, batch.ms);
        }
      }
      // Generous bounds: only waiting for Redis could reach them.
      expect(slowest.signIn).toBeLessThan(1500);
      expect(slowest.batch).toBeLessThan(1500);
    } finally {
      await redisProxy!.restore();
    }

    // Once Redis is back, one address's attempts on both instances count together again.
    const sharedLimit = async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMIT + 1; i++) {
        const res = await call(i % 2 === 0 ? app1() : app2(), '/api/auth/login', {
          method: 'POST',
          body: { email: `ninguem.${randomUUID()}@exemplo.com.br`, password: 'senha-errada-123' },
          ip,
        });
        statuses.push(res.status);
      }
      return statuses.join();
    };
    await expect.poll(sharedLimit, { timeout: 15_000, interval: 500 }).toBe('401,401,401,401,429');
    const session = (await call(app2(), '/api/auth/login', {
      method: 'POST',
      body: { email: learner.email, password: PASSWORD },
      ip: freshIp(),
    }))!.cookie!;
    expect((await call(app1(), '/api/me', { cookie: session })).status).toBe(200);
    expect((await call(app2(), '/api/auth/logout', { method: 'POST', cookie: session })).status).toBe(204);
    // The message to app1 goes through this process's proxy, and may arrive a moment after the answer.
    await expect
      .poll(async () => (await call(app1(), '/api/me', { cookie: session })).status, {
        timeout: 2000,
        interval: 20,
      })
      .toBe(401);
  });

  it('with Redis frozen, writes and sign-out answer promptly and a session ended on one instance is refused by the other within seconds', async ({
    annotate,
  }) => {
    const learner = await register(app1());
    const writer = await register(app2());
    const signIn = async (base: string) =>
      (
        await call(base, '/api/auth/login', {
          method: 'POST',
          body: { email: learner.email, password: PASSWORD },
          ip: freshIp(),
        })
      ).cookie!;
    const cookie = await signIn(app1());
    // Both instances keep this session in memory.
    for (const base of [app1(), app2(), app1(), app2()])
      expect((await call(base, '/api/me', { cookie })).status).toBe(200);

    redisProxy!.freeze();
    const frozenAt = Date.now();
    let slowestWrite = 0;
    let refusedAfter = -1;
    try {
      const out = await timed(() => call(app1(), '/api/auth/logout', { method: 'POST', cookie }));
      expect(out.value.status).toBe(204);
      slowestWrite = out.ms;
      if (await waitUntil(async () => (await call(app2(), '/api/me', { cookie })).status === 401, 6000))
        refusedAfter = Date.now() - frozenAt;
      for (let i = 0; i < 3; i++) {
        for (const base of [app1(), app2()]) {
          const sent = await timed(() =>
            call(base, '/api/events', {
              method: 'POST',
              body: { events: [event('chapter.opened', { chapterId: String(i + 1) })] },
              cookie: writer.cookie,
            }),
          );
          expect(sent.value.status).toBe(200);
          slowestWrite = Math.max(slowestWrite, sent.ms);
        }
      }
      const stillFrozen = Date.now() - frozenAt < OUTAGE_MS;

      const wrong = await timed(() =>
        call(app2(), '/api/auth/login', {
          method: 'POST',
          body: { email: learner.email, password: 'senha-errada-123' },
          ip: freshIp(),
        }),
      );
      await annotate(
        `Redis frozen: the session ended on app1 was refused by app2 ${refusedAfter} ms after the freeze; ` +
          `slowest write ${slowestWrite} ms; a wrong sign-in answered in ${wrong.ms} ms`,
        'measure',
      );
      expect(wrong.value.status).toBe(401);
      expect(wrong.ms).toBeLessThan(2000);
      expect(slowestWrite).toBeLessThan(2000);
      expect(refusedAfter, 'app2 still accepted the ended session 6 s later').toBeGreaterThanOrEqual(0);
      expect(stillFrozen).toBe(true);
      await sleep(frozenAt + OUTAGE_MS - Date.now());
    } finally {
      await redisProxy!.restore();
    }

    // Afterwards everything works as before: a sign-out is seen by the other instance through Redis.
    const again = await signIn(app2());
    expect((await call(app1(), '/api/me', { cookie: again })).status).toBe(200);
    expect((await call(app2(), '/api/auth/logout', { method: 'POST', cookie: again })).status).toBe(204);
    // The message to app1 goes through this process's proxy, and may arrive a moment after the answer.
    await expect
      .poll(async () => (await call(app1(), '/api/me', { cookie: again })).status, {
        timeout: 2000,
        interval: 50,
      })
      .toBe(401);
  });

  it('an instance reached directly closes a connection whose body trickles in, within its request timeout', async () => {
    const body = JSON.stringify({ events: [] }).padEnd(400, ' ');
    const result = await trickle({
      port: Number(new URL(app1()).port),
      head: postHead('/api/events', body.length),
      drip: body,
      giveUpMs: 20_000,
    });
    expect(result.answer, 'the connection was still open after 20 s').not.toBeNull();
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    // Node checks every second; the bound only tells "cut at the timeout" from "kept".
    expect(result.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 3000);
  });

  it('through HAProxy a trickled body is cut with a 408, and slow connections from one address leave room for others', async ({
    annotate,
  }) => {
    // A balancer of its own, with room for few connections, so that this machine can fill it: 60 slow
    // connections from 127.0.0.2 against 40 in all and 10 per address.
    const [MAXCONN, PER_SOURCE, SLOW] = [40, 10, 60];
    const [port, statsPort] = [await freePort(), await freePort()];
    const config = join(workDir!, 'haproxy-small.cfg');
    writeFileSync(
      config,
      readFileSync(join(ROOT, 'deploy/haproxy.cfg'), 'utf8') +
        instances.map((p, i) => `    server app${i + 1} 127.0.0.1:${new URL(p.url).port}\n`).join(''),
    );
    const small = launch('haproxy-small', 'haproxy', ['-db', '-f', config], {
      ...process.env,
      HUB_LISTEN: `127.0.0.1:${port}`,
      HUB_STATS_LISTEN: `127.0.0.1:${statsPort}`,
      HUB_ADMIN_SOCKET: join(workDir!, 'admin-small.sock'),
      HUB_MAXCONN: String(MAXCONN),
      HUB_CONN_PER_SOURCE: String(PER_SOURCE),
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/health`, small);
      const body = JSON.stringify({ events: [] }).padEnd(400, ' ');
      // Each connection is either held (connected) or refused at once (reset before it ever connects).
      const settled = new Array<boolean>(SLOW).fill(false);
      const slow = Array.from({ length: SLOW }, (_, i) =>
        trickle({
          port,
          localAddress: '127.0.0.2',
          head: postHead('/api/events', body.length),
          drip: body,
          everyMs: 200,
          giveUpMs: 25_000,
          onConnect: () => (settled[i] = true),
        }).finally(() => (settled[i] = true)),
      );
      expect(await waitUntil(() => settled.every(Boolean), 5000)).toBe(true);
      await sleep(500);
      // Meanwhile, ordinary requests from another address are answered at once.
      let slowestOrdinary = 0;
      for (let i = 0; i < 5; i++) {
        const { value: res, ms } = await timed(() =>
          fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(5000) }),
        );
        expect(res.status).toBe(200);
        slowestOrdinary = Math.max(slowestOrdinary, ms);
      }
      const results = await Promise.all(slow);
      const cut = results.filter((r) => r.answer?.startsWith('HTTP/1.1 408 '));
      // Refused: closed without a word long before any timeout.
      const refused = results.filter((r) => r.answer === '' && r.ms < 5000);
      const span = (rs: { ms: number }[]) =>
        rs.length ? `${Math.min(...rs.map((r) => r.ms))}–${Math.max(...rs.map((r) => r.ms))} ms` : '-';
      const others = new Map<string, number>();
      for (const r of results.filter((r) => !cut.includes(r) && !refused.includes(r))) {
        const kind = r.answer === null ? 'still open' : r.answer.slice(0, 12) || 'closed late';
        others.set(kind, (others.get(kind) ?? 0) + 1);
      }
      await annotate(
        `${SLOW} slow connections from one address: ${refused.length} refused (${span(refused)}), ` +
          `${cut.length} cut with 408 (${span(cut)}), ` +
          `${[...others].map(([kind, n]) => `${n} ${kind}, `).join('')}` +
          `ordinary requests from another address answered within ${slowestOrdinary} ms`,
        'measure',
      );
      expect(slowestOrdinary).toBeLessThan(2000);
      expect(cut).toHaveLength(PER_SOURCE);
      expect(refused).toHaveLength(SLOW - PER_SOURCE);
      // The whole request must arrive within HAProxy's `timeout http-request` (10 s).
      for (const r of cut) expect(r.ms).toBeLessThan(14_000);
      expect(cut[0]!.answer).toContain('"REQUEST_TIMEOUT"');
    } finally {
      await stopProc(small);
    }
  });

  it('killing an instance under load loses no acknowledged event, and requests keep succeeding', async ({
    annotate,
  }) => {
    const clients = await Promise.all([0, 1, 2, 3].map((i) => register(i % 2 ? app2() : app1())));
    const acknowledged = new Set<string>();
    const failures: string[] = [];
    let killedAt = 0;
    let sentAfterKill = 0;
    let okAfterKill = 0;
    let ok = 0;
    let stop = false;

    const load = async (cookie: string) => {
      let favourite = false;
      while (!stop) {
        favourite = !favourite;
        const events = [
          ...[1, 2, 3, 4].map(() => event('chapter.opened', { chapterId: String(randomInt(1, 11)) })),
          event('favorite.set', { chapterId: String(randomInt(1, 11)), favorite: favourite }),
        ];
        const startedAt = Date.now();
        try {
          const res = await call(lbUrl, '/api/events', { method: 'POST', body: { events }, cookie });
          if (res.status !== 200) {
            failures.push(`${res.status} ${JSON.stringify(res.body)}`);
            continue;
          }
          ok++;
          if (killedAt && startedAt >= killedAt) okAfterKill++;
          for (const result of res.body.results as { id: string; status: string }[]) {
            if (result.status === 'applied' || result.status === 'duplicate') acknowledged.add(result.id);
            else failures.push(`${result.id}: ${result.status}`);
          }
        } catch (err) {
          failures.push(String(err));
        } finally {
          if (killedAt && startedAt >= killedAt) sentAfterKill++;
        }
      }
    };
    const running = clients.map((c) => load(c.cookie));

    // Both instances busy, then one dies without warning.
    while (ok < 40 && failures.length === 0) await sleep(20);
    const victim = instances[1]!;
    victim.proc.kill('SIGKILL');
    killedAt = Date.now();
    await sleep(3000);
    stop = true;
    await Promise.all(running);

    if (victim.proc.signalCode === null) await new Promise((r) => victim.proc.once('exit', r));
    expect(victim.proc.signalCode).toBe('SIGKILL');
    expect((await balancerStates(statsUrl)).app2).toMatch(/^DOWN/);
    // HAProxy logs every request it had to retry ("+1" after the connection counts: redispatched).
    const retried = balancer!.output
      .join('')
      .split('\n')
      .filter((line) => /\/\+?[1-9]\d* \d+\/\d+ "POST \/api\/events /.test(line)).length;
    const ids = [...acknowledged];
    const stored = await db!.query('select count(*)::int as n from events where event_id = any($1)', [ids]);
    await annotate(
      `${ids.length} events acknowledged, ${stored.rows[0].n} of them stored; ` +
        `${ok} batches answered 200 (${okAfterKill} of ${sentAfterKill} sent after the kill), ` +
        `${retried} retried by HAProxy on the other instance, ${failures.length} failures`,
      'measure',
    );
    expect(failures).toEqual([]);
    expect(stored.rows[0].n).toBe(ids.length);
    expect(okAfterKill).toBeGreaterThanOrEqual(20);
    expect(retried).toBeGreaterThanOrEqual(1);
  });
});
