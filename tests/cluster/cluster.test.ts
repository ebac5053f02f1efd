/**
 * Several instances behind HAProxy, as `npm run cluster` runs them: two processes of the built server started
 * at the same moment on a fresh PostgreSQL database, sharing Redis, behind HAProxy with deploy/haproxy.cfg, all
 * on free ports. Sessions, rate limits, event idempotency and background jobs must hold across instances, and
 * killing one instance under load must lose no acknowledged event.
 *
 * Runs when TEST_DATABASE_URL is set, `haproxy` is on PATH and Redis answers (TEST_REDIS_URL, by default
 * redis://127.0.0.1:6379); otherwise it says why in one line and is skipped. Rate-limit counters in Redis are
 * keyed by client address, so sign-ups and sign-ins here come from addresses of this run's own in 10.x.y.0/24
 * (the instances trust X-Forwarded-For), and only their keys are deleted afterwards.
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

const ROOT = resolve(import.meta.dirname, '../..');
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const AUTH_RATE_LIMIT = 4;
const JOBS_INTERVAL_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function redisAnswers(url: string): Promise<boolean> {
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
    db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
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
        TRUST_PROXY: '1',
        SEED_DEMO: '1',
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
        // The load below sends back to back, far beyond what one learner may (decision 021).
        EVENTS_RATE_LIMIT: '1000000',
        EVENTS_DAILY_LIMIT: '1000000000',
        JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS),
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
    expect((await call(app1(), '/api/me', { cookie })).body.progress.favorites).toEqual(['4']);

    expect((await call(app2(), '/api/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    expect((await call(app1(), '/api/me', { cookie })).status).toBe(401);
    const late = await call(app1(), '/api/events', {
      method: 'POST',
      body: { events: [event('favorite.set', { chapterId: '5', favorite: true })] },
      cookie,
    });
    expect(late.status).toBe(401);
  });

  it('a profile change, a removed device and a new password take effect at once on the other instance', async () => {
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
    expect((await call(app1(), '/api/me', { cookie: phone })).body.user.displayName).toBe('Maria S.');

    const devices = await call(app2(), '/api/me/sessions', { cookie: laptop });
    // The phone, and the session the sign-up opened, are the devices that are not this one.
    for (const device of devices.body.filter((d: { current: boolean }) => !d.current)) {
      const removed = await call(app2(), `/api/me/sessions/${device.id}`, {
        method: 'DELETE',
        cookie: laptop,
      });
      expect(removed.status).toBe(200);
    }
    expect((await call(app1(), '/api/me', { cookie: phone })).status).toBe(401);

    const again = (await signIn(app1())).cookie!;
    expect((await call(app1(), '/api/me', { cookie: again })).status).toBe(200);
    const changed = await call(app2(), '/api/me/password', {
      method: 'POST',
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-nova` },
      cookie: laptop,
    });
    expect(changed.status).toBe(204);
    expect((await call(app1(), '/api/me', { cookie: again })).status).toBe(401);
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
