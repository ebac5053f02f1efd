/**
 * Builds the real app against a real database: a fresh SQLite file per test file, or a fresh schema in
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { KyselyPlugin } from 'kysely';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { buildApp } from '../../src/server/app';
import { loadCurriculum } from '../../src/content/load';
import { seedDemo } from '../../src/server/db/seed';

export const curriculum = loadCurriculum();

export async function buildTestServer(
  options: {
    seed?: boolean;
    authRateLimit?: number;
    /** Accounts one address may create a day; high by default, since every test signs up from 127.0.0.1. */
    signupDailyLimit?: number;
    /** Kysely plugins on the app's database, to observe the queries it runs. */
    plugins?: KyselyPlugin[];
    /** More configuration, as environment variables (e.g. SMTP_URL). */
    env?: Record<string, string>;
    /** Where the built app is served from; by default a folder with no app, so only the API answers. */
    staticDir?: string;
    /** The address the server uses for its fresh database, e.g. the same database through a TCP proxy. */
    databaseUrl?: (url: string) => string;
  } = {},
) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string;
  let cleanup: () => Promise<void>;
  if (pgUrl) {
    // A fresh database per test file, so files never see each other's tables or rows.
    const name = `hub_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    cleanup = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      // The pool's connections may still be closing: dropping the database under them makes the server end
      // them "by administrator command", which surfaces as an unhandled error in the test process.
      for (let i = 0; i < 250; i++) {
        const open = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'hub-api-'));
    databaseUrl = `file:${join(dir, 'test.sqlite')}`;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  if (options.databaseUrl) databaseUrl = options.databaseUrl(databaseUrl);
  const config = {
    ...loadConfig({ ...options.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv),
    authRateLimit: options.authRateLimit ?? 1000,
    signupDailyLimit: options.signupDailyLimit ?? 1000,
  };
  const database = openDatabase(config.databaseUrl, { plugins: options.plugins });
  await migrateToLatest(database.db);
  if (options.seed) await seedDemo(database.db, curriculum);
  const app = await buildApp({
    config,
    database,
    curriculum,
    staticDir: options.staticDir ?? join(tmpdir(), 'no-static-here'),
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    dialect: database.dialect,
    async close() {
      await app.close();
      await database.db.destroy();
      await cleanup();
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof buildTestServer>>;

let counter = 0;
export async function registerLearner(server: TestServer, name = 'Maria da Silva') {
  const email = `aprendiz${Date.now()}${counter++}@exemplo.com.br`;
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'senha-segura-123' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { email, password: 'senha-segura-123', cookie, snapshot: res.json() };
}

export function event(type: string, fields: Record<string, unknown>, occurredAt = new Date().toISOString()) {
  return { id: randomUUID(), type, occurredAt, ...fields };
}

/** What `POST /api/events` answers; `Progress` narrows the snapshot's progress to what a test reads. */
export interface EventsAnswer<Progress> {
  results: { id: string; status: string; pointsAwarded: number; error?: { message: string } }[];
  snapshot: { progress: Progress; summary: { today: string } };
}

/** Sends a batch of events as the learner behind `cookie`; the batch itself must be accepted (200). */
export async function sendEvents<Progress = any>(
  server: TestServer,
  cookie: string,
  events: unknown[],
): Promise<EventsAnswer<Progress>> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie },
    payload: { events },
  });
  if (res.statusCode !== 200) throw new Error(`events refused: ${res.statusCode} ${res.body}`);
  return res.json() as EventsAnswer<Progress>;
}
