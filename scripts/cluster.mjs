// `npm run cluster`: several instances of the server behind HAProxy on this machine, sharing one PostgreSQL
// database and one Redis, as they would in production (see deploy/haproxy.cfg and the README).
//
//   CLUSTER_SIZE  instances to start (2); they listen on 127.0.0.1:3101, 3102…
//   PORT, HOST    where HAProxy listens (3000, 127.0.0.1); its status page is on 127.0.0.1:3100
//   DATABASE_URL  PostgreSQL database, created when missing (postgres://postgres@127.0.0.1:5432/hub_cluster)
//   REDIS_URL     Redis shared by the instances' rate limits (redis://127.0.0.1:6379)
//
// An instance that exits on its own is started again, after 1 s, then 2, 4… up to 30 s while it keeps failing
// soon after starting, as a supervisor does in production (systemd's Restart=always, see the README).
//
// Ctrl+C (or SIGTERM to this process) stops everything gracefully: HAProxy stops accepting and finishes the
// requests under way, then each instance gets SIGTERM and closes (close-with-grace).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildIfStale } from './build-if-stale.mjs';

const FIRST_INSTANCE_PORT = 3101;
const STATS_PORT = 3100;
/** Restart back-off: the first delay, the longest, and how long a run must last to count as healthy again. */
const RESTART_FIRST_DELAY_MS = 1000;
const RESTART_MAX_DELAY_MS = 30_000;
const RESTART_STABLE_AFTER_MS = 60_000;
const size = Number(process.env.CLUSTER_SIZE ?? 2);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
// The address learners use: links in e-mails and shared pages start with it (the instances never build them from
// a request's Host).
const publicUrl = process.env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hub_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(size) || size < 1 || size > 50)
  fail('CLUSTER_SIZE must be a whole number from 1 to 50.');
const instancePorts = Array.from({ length: size }, (_, i) => FIRST_INSTANCE_PORT + i);
if (!Number.isInteger(port) || [STATS_PORT, ...instancePorts].includes(port)) {
  fail(
    `PORT must be a port number other than ${STATS_PORT}–${instancePorts.at(-1)}, which the cluster uses.`,
  );
}
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail('DATABASE_URL must be a postgres:// URL: instances on several machines cannot share a SQLite file.');
}
if (spawnSync('haproxy', ['-v']).status !== 0) {
  fail('haproxy is not installed or not on PATH (Debian: apt-get install -y haproxy).');
}

/** The URL with its password hidden, for printing. */
function shown(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name) fail('DATABASE_URL names no database.');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (err) {
    fail(`cannot reach PostgreSQL at ${shown(admin.toString())}: ${err.message}`);
  }
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`Created the database ${name}.`);
    }
  } catch (err) {
    // 42P04: created by someone else in the meantime.
    if (err.code !== '42P04') fail(`cannot create the database ${name}: ${err.message}`);
  } finally {
    await client.end();
  }
}

async function ensureRedis(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    fail(`Redis does not answer at ${shown(url)} (${err.message}); start it or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
}

/**
 * Writes a child's output line by line with a prefix. The instances' health-check requests (one a second from
 * HAProxy) are left out, unless they fail; so are lines `skip` refuses.
 */
function relay(stream, prefix, { quietHealthChecks = false, skip = () => false } = {}) {
  const healthRequests = new Set();
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (skip(line)) continue;
      if (quietHealthChecks && line.startsWith('{')) {
        try {
          const entry = JSON.parse(line);
          if (entry.msg === 'incoming request' && entry.req?.url === '/api/health') {
            healthRequests.add(entry.reqId);
            continue;
          }
          if (healthRequests.delete(entry.reqId) && entry.res?.statusCode === 200) continue;
        } catch {
          // not JSON: print it as it is
        }
      }
      if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    }
  });
}

/** Resolves once `url` answers 200, rejects when the process exits first or after `timeoutMs`. */
async function waitHealthy(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** HAProxy and the instances, once started. */
let balancer;
const instances = [];
let running = false;
let stopping = false;
let workDir;

/** Starts a child in its own process group, so Ctrl+C reaches only this script, which stops them in order. */
function start(name, command, args, env, { stdout, stderr, onExit } = {}) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  relay(child.stdout, `[${name}]`, stdout);
  relay(child.stderr, `[${name}]`, stderr);
  child.on('exit', (code, signal) => {
    if (stopping || !running) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (child === balancer) {
      console.error(`[${name}] exited (${how}); stopping the cluster.`);
      void stop(1);
    } else {
      onExit?.(how);
    }
  });
  return child;
}

/**
 * Starts instance `i` (0-based) and keeps it running: when it exits on its own, HAProxy sends its requests to
 * the others and it is started again after a delay that doubles while it keeps dying young.
 */
function startInstance(i, delayMs = RESTART_FIRST_DELAY_MS) {
  const name = `app${i + 1}`;
  const startedAt = Date.now();
  const child = start(
    name,
    process.execPath,
    ['dist-server/server/index.js'],
    {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(instancePorts[i]),
      HOST: '127.0.0.1',
      // HAProxy reaches the instances from this machine: only its X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      SEED_DEMO: process.env.SEED_DEMO ?? '1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
    },
    {
      stdout: { quietHealthChecks: true },
      onExit: (how) => {
        const wait = Date.now() - startedAt >= RESTART_STABLE_AFTER_MS ? RESTART_FIRST_DELAY_MS : delayMs;
        console.error(
          `[${name}] exited (${how}); HAProxy sends its requests to the other instances; ` +
            `starting it again in ${wait / 1000} s.`,
        );
        const timer = setTimeout(() => {
          if (!stopping) startInstance(i, Math.min(wait * 2, RESTART_MAX_DELAY_MS));
        }, wait);
        timer.unref();
      },
    },
  );
  instances[i] = child;
  return child;
}

const alive = (child) => child && child.exitCode === null && child.signalCode === null;

async function stopChild(child, signal, timeoutMs) {
  if (!alive(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: HAProxy first (requests under way finish), then the instances (SIGTERM)…');
  // SIGUSR1 is HAProxy's soft stop: it stops listening and exits once the requests under way are answered.
  await stopChild(balancer, 'SIGUSR1', 10_000);
  // The server's graceful close waits up to 10 s for requests under way.
  await Promise.all(instances.map((child) => stopChild(child, 'SIGTERM', 15_000)));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  console.log('Stopped.');
  process.exit(code);
}

// A second Ctrl+C does not wait. Signals within the first two seconds are the same one: under `npm run`, this
// script gets Ctrl+C both from the terminal and from npm, which passes it on.
let stopAskedAt = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) {
      if (Date.now() - stopAskedAt > 2000) process.exit(1);
      return;
    }
    stopAskedAt = Date.now();
    void stop(0);
  });
}
// Never leave children behind, whatever ends this script.
process.on('exit', () => {
  for (const child of [balancer, ...instances]) if (alive(child)) child.kill('SIGKILL');
});

buildIfStale();
await ensureDatabase(databaseUrl);
await ensureRedis(redisUrl);

workDir = mkdtempSync(join(tmpdir(), 'hub-cluster-'));
const adminSocket = join(workDir, 'haproxy.sock');
const config = join(workDir, 'haproxy.cfg');
writeFileSync(
  config,
  readFileSync('deploy/haproxy.cfg', 'utf8') +
    instancePorts.map((p, i) => `    server app${i + 1} 127.0.0.1:${p}\n`).join(''),
);

// Every instance migrates the database as it starts; Kysely's migration lock makes simultaneous starts safe.
for (const i of instancePorts.keys()) startInstance(i);
try {
  await Promise.all(
    instances.map((child, i) =>
      waitHealthy(`http://127.0.0.1:${instancePorts[i]}/api/health`, child, `app${i + 1}`),
    ),
  );
} catch (err) {
  console.error(`cluster: ${err.message}`);
  await stop(1);
}

balancer = start(
  'haproxy',
  'haproxy',
  ['-db', '-f', config],
  {
    ...process.env,
    HUB_LISTEN: `${host}:${port}`,
    HUB_STATS_LISTEN: `127.0.0.1:${STATS_PORT}`,
    HUB_ADMIN_SOCKET: adminSocket,
  },
  // In the foreground HAProxy repeats on stderr what it logs to stdout; stderr matters only while it starts
  // (a port already in use, say).
  { stderr: { skip: () => running } },
);
try {
  await waitHealthy(`${publicUrl}/api/health`, balancer, 'haproxy', 15_000);
} catch (err) {
  console.error(`cluster: ${err.message}`);
  await stop(1);
}

running = true;

const rows = [
  ['app (HAProxy)', publicUrl],
  ...instancePorts.map((p, i) => [`app${i + 1}`, `http://127.0.0.1:${p}`]),
  ['HAProxy status', `http://127.0.0.1:${STATS_PORT}/`],
  ['HAProxy admin', adminSocket],
  ['PostgreSQL', shown(databaseUrl)],
  ['Redis', shown(redisUrl)],
];
console.log(`\nHub de Marketing Digital: ${size} instance${size === 1 ? '' : 's'} behind HAProxy\n`);
for (const [what, where] of rows) console.log(`  ${what.padEnd(16)} ${where}`);
console.log(
  `\nOpen ${publicUrl}. Press Ctrl+C (or kill -TERM ${process.pid}) to stop everything.\n` +
    `Take an instance out: echo "disable server hub_app/app1" | socat stdio ${adminSocket}\n`,
);
