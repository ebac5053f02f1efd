/**
 * The real server as a child process (`src/server/index.ts` run through tsx, so nothing needs building), on a
 * database of its own: a fresh SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 * For tests about what survives the process itself: crashes, kills, restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A database nobody else uses, and how to remove it. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'hub-process-'));
    return {
      url: `file:${join(dir, 'hub.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `hub_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      // A killed server's connections are closed by PostgreSQL only once it notices; `force` ends them.
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A TCP port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** What the process wrote (the last 64 KiB), for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
}

/** Variables that would point the server elsewhere (a shared Redis, a mail server) are never inherited. */
const NOT_INHERITED = [
  'REDIS_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'TRUST_PROXY',
  'STATIC_DIR',
  'DATABASE_URL',
  'PORT',
];

/** Starts the server and resolves once it answers /api/health. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !NOT_INHERITED.includes(k)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      AUTH_RATE_LIMIT: '1000',
      JOBS_INTERVAL_MS: '0',
      STATIC_DIR: join(tmpdir(), 'no-static-here'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-64 * 1024);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<string>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit(signal ?? `code ${code}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = { child, url, output: () => output, exited };

  const deadline = Date.now() + 60_000;
  let ended: string | undefined;
  void exited.then((how) => (ended = how));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server ended (${ended}) before answering:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within 60 s:\n${output}`);
}
