/**
 * Background jobs on SQLite: two handles on one database file stand for two instances. The cluster suite
 * (tests/cluster) checks the same on PostgreSQL with two real server processes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/server/db/index';
import { cleanup, jobScheduler, periodOf, runJobOnce, type Job } from '../../src/server/jobs';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function logger() {
  return { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

let dir: string;
let one: DatabaseHandle;
let two: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hub-jobs-'));
  one = openDatabase(`file:${join(dir, 'jobs.sqlite')}`);
  await migrateToLatest(one.db);
  two = openDatabase(`file:${join(dir, 'jobs.sqlite')}`);
});
afterAll(async () => {
  await one?.db.destroy();
  await two?.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('background jobs', () => {
  it('periods start on the interval, whatever the instant inside them', () => {
    expect(periodOf(new Date('2025-03-01T10:59:59.999Z'), HOUR)).toBe('2025-03-01T10:00:00.000Z');
    expect(periodOf(new Date('2025-03-01T11:00:00.000Z'), HOUR)).toBe('2025-03-01T11:00:00.000Z');
  });

  it('a period is run by one instance only, however many try at once', async () => {
    const run = vi.fn(async () => ({ things: 1 }));
    const job: Job = { name: 'contar', run };
    const now = new Date('2025-03-01T10:15:00.000Z');
    const outcomes = await Promise.all(
      [one, two, one, two].map((h, i) =>
        runJobOnce(h.db, job, { intervalMs: HOUR, instance: `instancia-${i}`, log: logger(), now }),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(run).toHaveBeenCalledTimes(1);
    const rows = await one.db.selectFrom('job_runs').selectAll().where('name', '=', 'contar').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ period: '2025-03-01T10:00:00.000Z', finished_at: expect.any(String) });

    // The next period is free again.
    const later = new Date('2025-03-01T11:00:01.000Z');
    expect(
      await runJobOnce(two.db, job, { intervalMs: HOUR, instance: 'x', log: logger(), now: later }),
    ).toBe(true);
  });

  it('the clean-up removes expired sessions, ended sign-in windows and past days of sign-up counts, and logs what it removed', async () => {
    const now = Date.parse('2025-03-02T12:00:00.000Z');
    await one.db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'limpeza@exemplo.com.br',
        name: 'Limpeza',
        password_hash: 'x',
        time_zone: 'America/Sao_Paulo',
        created_at: iso(now - 40 * 24 * HOUR),
      })
      .execute();
    const session = (token: string, expires: number) => ({
      token_hash: token,
      id: token,
      user_id: 'u1',
      created_at: iso(now - 30 * 24 * HOUR),
      expires_at: iso(expires),
    });
    await one.db
      .insertInto('sessions')
      .values([session('vencida', now - 1000), session('valida', now + HOUR)])
      .execute();
    const throttle = (key: string, start: number) => ({
      key,
      failures: 3,
      window_start: iso(start),
      next_allowed_at: null,
    });
    await one.db
      .insertInto('login_throttle')
      .values([throttle('antiga', now - 2 * HOUR), throttle('recente', now - HOUR / 2)])
      .execute();
    await one.db
      .insertInto('signup_counts')
      .values([
        { address_hash: 'ontem', day: '2025-03-01', accounts: 20 },
        { address_hash: 'hoje', day: '2025-03-02', accounts: 3 },
      ])
      .execute();

    const link = (token: string, expires: number) => ({
      token_hash: token,
      user_id: 'u1',
      created_at: iso(expires - HOUR),
      expires_at: iso(expires),
      used_at: null,
    });
    for (const table of ['password_resets', 'email_confirmations'] as const) {
      await one.db
        .insertInto(table)
        .values([link('velho', now - 24 * HOUR - 1000), link('de-ontem', now - 23 * HOUR)])
        .execute();
    }

    const log = logger();
    const ran = await runJobOnce(two.db, cleanup, {
      intervalMs: HOUR,
      instance: 'b',
      log,
      now: new Date(now),
    });
    expect(ran).toBe(true);
    const sessions = await one.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toEqual(['valida']);
    const throttles = await one.db.selectFrom('login_throttle').select('key').execute();
    expect(throttles.map((t) => t.key)).toEqual(['recente']);
    const signups = await one.db.selectFrom('signup_counts').select('address_hash').execute();
    expect(signups.map((s) => s.address_hash)).toEqual(['hoje']);
    for (const table of ['password_resets', 'email_confirmations'] as const) {
      const links = await one.db.selectFrom(table).select('token_hash').execute();
      expect(
        links.map((l) => l.token_hash),
        table,
      ).toEqual(['de-ontem']);
    }
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![0]).toMatchObject({
      job: 'cleanup',
      removed: { expiredSessions: 1, staleLoginThrottle: 1, pastSignupCounts: 1, oldEmailLinks: 2 },
    });
  });

  it('the scheduler runs at start, keeps going when a job fails, and stops cleanly', async () => {
    const log = logger();
    const failing: Job = {
      name: 'falha',
      run: async () => {
        throw new Error('sem conexão');
      },
    };
    const counted = vi.fn(async () => ({}));
    const scheduler = jobScheduler({
      db: one.db,
      log,
      intervalMs: 60_000,
      instance: 'a',
      jobs: [failing, { name: 'depois', run: counted }],
    });
    scheduler.start();
    await vi.waitFor(() => expect(counted).toHaveBeenCalledTimes(1));
    await scheduler.stop();
    expect(log.error).toHaveBeenCalledTimes(1);

    const off = jobScheduler({ db: one.db, log, intervalMs: 0, jobs: [{ name: 'nunca', run: counted }] });
    off.start();
    await off.stop();
    expect(counted).toHaveBeenCalledTimes(1);
  });
});
