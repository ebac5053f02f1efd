/**
 * What one learner may store, on the real server and database: a size per event type, requests per minute, a
 * daily cap and a total quota on `POST /api/events`; and how many accounts one address may create a day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { Migrator } from 'kysely';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { scratchDatabase } from '../support/server-process';
import { loadConfig } from '../../src/server/config';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { migrationProvider } from '../../src/server/db/migrations';
import { DEMO_LEARNER, seedDemo } from '../../src/server/db/seed';
import { PLAN_LIMITS as L, PLAN_WEEKS } from '../../src/shared/capstone';

const config = loadConfig({} as NodeJS.ProcessEnv);
const defaults = { ...config.learnerLimits, signupDailyLimit: config.signupDailyLimit };

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());
afterEach(() => {
  vi.useRealTimers();
});

const post = (cookie: string, events: unknown[]) =>
  server.app.inject({ method: 'POST', url: '/api/events', headers: { cookie }, payload: { events } });

const userIdOf = (learner: Awaited<ReturnType<typeof registerLearner>>) => learner.snapshot.user.id as string;

async function storedEvents(userId: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function usage(userId: string) {
  const row = await server.database.db
    .selectFrom('progress')
    .select(['stored_bytes', 'day_events', 'day_bytes', 'usage_day'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { ...row, stored_bytes: Number(row.stored_bytes), day_bytes: Number(row.day_bytes) };
}

/** The bytes the learner's stored events take, counted by the database itself. */
async function payloadBytes(userId: string): Promise<number> {
  const { rows } = await sql<{ n: string | number | null }>`
    select sum(octet_length(payload)) as n from events where user_id = ${userId}`.execute(server.database.db);
  return Number(rows[0]?.n ?? 0);
}

const text = (n: number, char = 'a') => char.repeat(n);
/** Every part of the plan at its longest: valid for the schema, but far more than one save of the app sends. */
function planAtItsLimits() {
  return {
    caseId: null,
    business: text(L.business),
    persona: text(L.persona),
    objectives: Array.from({ length: L.objectives }, () => ({
      objective: text(L.objective),
      kpi: text(L.kpi),
      target: text(L.target),
    })),
    funnel: { topo: text(L.funnelStage), meio: text(L.funnelStage), fundo: text(L.funnelStage) },
    channels: Array.from({ length: L.channels }, () => ({
      channel: text(L.channel),
      role: text(L.role),
      expected: text(L.expected),
      budget: 1000,
    })),
    totalBudget: L.channels * 1000,
    weeks: Array.from({ length: PLAN_WEEKS }, () => text(L.week)),
    measurement: text(L.measurement),
    compliance: { lgpd: true, conar: true, cdc: true, eca: true },
  };
}
/** The largest part of the plan the app saves at once, in a script of three bytes a character. */
const longestWeeks = () => ({ weeks: Array.from({ length: PLAN_WEEKS }, () => text(L.week, '中')) });
/** Every channel the plan allows, each field at its longest, in a script of three bytes a character. */
const longestChannels = () => ({
  channels: Array.from({ length: L.channels }, () => ({
    channel: text(L.channel, '中'),
    role: text(L.role, '中'),
    expected: text(L.expected, '中'),
    budget: L.budget,
  })),
});

const seconds = (value: unknown) => Number(value);
const secondsToUtcMidnight = (now = Date.now()) => {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return Math.ceil((next.getTime() - now) / 1000);
};

describe('the size of one event', () => {
  it('rejects an oversized event on its own, in pt-BR, and applies the rest of the batch', async () => {
    const { cookie } = await registerLearner(server);
    const wholePlan = event('plan.updated', { patch: planAtItsLimits() });
    // A date the schema accepts, with two thousand digits of fraction.
    const longDate = event('chapter.opened', { chapterId: '1' }, `2026-01-01T00:00:00.${'1'.repeat(2000)}Z`);
    const weeks = event('plan.updated', { patch: longestWeeks() });
    const opened = event('chapter.opened', { chapterId: '2' });
    const res = await sendEvents(server, cookie, [wholePlan, longDate, weeks, opened]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'applied', 'applied']);
    for (const rejected of res.results.slice(0, 2)) {
      expect(rejected.error).toMatchObject({ code: 'EVENT_TOO_LARGE' });
      expect(rejected.error!.message).toMatch(/^Ação grande demais .*KB.*limite/);
    }
    expect(res.results[0]!.error!.message).toContain('12 KB');
    expect(res.snapshot.progress.plan.weeks[0]).toBe(text(L.week, '中'));
  });

  it('takes the channels at their longest, expected results included, in one save', async () => {
    const { cookie } = await registerLearner(server);
    const res = await sendEvents(server, cookie, [event('plan.updated', { patch: longestChannels() })]);
    expect(res.results.map((r) => r.status)).toEqual(['applied']);
    expect(res.snapshot.progress.plan.channels[L.channels - 1].expected).toBe(text(L.expected, '中'));
  });
});

describe('requests per minute', () => {
  it(`answers the ${defaults.requestsPerMinute + 1}st request of a learner within a minute with 429, in pt-BR, and only for that learner`, async () => {
    expect(defaults.requestsPerMinute).toBe(60);
    const busy = await registerLearner(server);
    const other = await registerLearner(server);
    for (let i = 0; i < 60; i++) {
      const res = await post(busy.cookie, [event('chapter.opened', { chapterId: String((i % 10) + 1) })]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await post(busy.cookie, [event('chapter.opened', { chapterId: '1' })]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toMatch(
      /^O app enviou muitas vezes seguidas \(até 60 por minuto\)\. Próximo envio em \d+ segundos?\.$/,
    );
    expect(seconds(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(seconds(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await storedEvents(userIdOf(busy))).toBe(60);
    expect((await post(other.cookie, [event('chapter.opened', { chapterId: '1' })])).statusCode).toBe(200);
  });
});

describe('storage quota', () => {
  it('keeps a byte count of what each learner stored, in the same transaction as the events', async () => {
    const learner = await registerLearner(server);
    const id = userIdOf(learner);
    await sendEvents(server, learner.cookie, [
      event('plan.updated', { patch: { persona: 'Mães que encomendam bolos de aniversário 🎂' } }),
      event('chapter.opened', { chapterId: '1' }),
      event('chapter.opened', { chapterId: 'nao-existe' }),
    ]);
    const first = await usage(id);
    expect(first.stored_bytes).toBeGreaterThan(0);
    expect(first.stored_bytes).toBe(await payloadBytes(id));
    expect(first.day_events).toBe(2);
    expect(first.day_bytes).toBe(first.stored_bytes);
    expect(first.usage_day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('counts the demo learner’s seeded baseline too', async () => {
    expect(await seedDemo(server.database.db, curriculum)).toBe(true);
    const demo = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_LEARNER.email)
      .executeTakeFirstOrThrow();
    expect((await usage(demo.id)).stored_bytes).toBe(await payloadBytes(demo.id));
    expect(await payloadBytes(demo.id)).toBeGreaterThan(0);
  });

  it(`refuses with 413 a batch that would pass ${defaults.quotaBytes / 1024 / 1024} MB, applying nothing of it; duplicates still answer`, async () => {
    expect(defaults.quotaBytes).toBe(5 * 1024 * 1024);
    const learner = await registerLearner(server);
    const id = userIdOf(learner);
    const earlier = event('chapter.opened', { chapterId: '1' });
    await sendEvents(server, learner.cookie, [earlier]);
    const before = await payloadBytes(id);
    // As if the learner had studied for years: room left for one small event, not for two.
    await server.database.db
      .updateTable('progress')
      .set({ stored_bytes: defaults.quotaBytes - 150 })
      .where('user_id', '=', id)
      .execute();
    const me = async () =>
      (await server.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } })).json();
    const progressBefore = (await me()).progress;

    const completion = event('chapter.completed', { chapterId: '1' });
    const opened = event('chapter.opened', { chapterId: '2' });
    const refused = await post(learner.cookie, [earlier, completion, opened]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.code).toBe('STORAGE_QUOTA');
    expect(refused.json().error.message).toBe(
      'Sua conta chegou ao limite de 5 MB de ações guardadas no servidor, e novas ações não podem ser salvas.',
    );
    expect(await payloadBytes(id)).toBe(before);
    expect((await me()).progress).toEqual(progressBefore);

    const replay = await sendEvents(server, learner.cookie, [earlier]);
    expect(replay.results).toEqual([{ id: earlier.id, status: 'duplicate', pointsAwarded: 0 }]);
    // Events the rules refuse store nothing, so they are answered as usual.
    const unknown = await sendEvents(server, learner.cookie, [event('chapter.opened', { chapterId: 'x' })]);
    expect(unknown.results[0]!.status).toBe('rejected');
    // What fits is still taken.
    const small = await sendEvents(server, learner.cookie, [event('goal.set', { dailyGoal: 20 })]);
    expect(small.results[0]!.status).toBe('applied');
    expect((await usage(id)).stored_bytes).toBeLessThanOrEqual(defaults.quotaBytes);
  });
});

describe('daily cap', () => {
  it(`takes ${defaults.eventsPerDay} new events a UTC day, refuses the batch that passes it with 429, and takes more the next day`, async () => {
    expect(defaults.eventsPerDay).toBe(1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-10T22:30:00Z'));
    const learner = await registerLearner(server);
    const id = userIdOf(learner);
    const chapters = curriculum.chapters.map((c) => c.id);
    const favourite = (i: number) =>
      event('favorite.set', { chapterId: chapters[i % chapters.length]!, favorite: i % 2 === 0 });
    for (let batch = 0; batch < 10; batch++) {
      const res = await sendEvents(
        server,
        learner.cookie,
        Array.from({ length: 100 }, (_, i) => favourite(batch * 100 + i)),
      );
      expect(res.results.every((r) => r.status === 'applied')).toBe(true);
    }
    const last = favourite(1);
    const refused = await post(learner.cookie, [favourite(2), last]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('DAILY_LIMIT');
    // 00:00 UTC is 21:00 in São Paulo, the learner's time zone.
    expect(refused.json().error.message).toBe(
      'Limite diário atingido: o servidor guarda até 1.000 ações ou 1 MB por dia de cada conta. Novos envios a partir das 21:00.',
    );
    expect(seconds(refused.headers['retry-after'])).toBe(secondsToUtcMidnight());
    expect(await storedEvents(id)).toBe(1000);

    vi.setSystemTime(new Date('2031-03-11T00:00:01Z'));
    const nextDay = await sendEvents(server, learner.cookie, [last]);
    expect(nextDay.results[0]!.status).toBe('applied');
    expect(await usage(id)).toMatchObject({ usage_day: '2031-03-11', day_events: 1 });
  });

  it(`also counts bytes: ${defaults.bytesPerDay / 1024 / 1024} MB a day, the refused batch applying nothing`, async () => {
    expect(defaults.bytesPerDay).toBe(1024 * 1024);
    const learner = await registerLearner(server);
    const id = userIdOf(learner);
    const saves = (n: number) =>
      Array.from({ length: n }, () => event('plan.updated', { patch: longestWeeks() }));
    // About 10.9 KB each: four batches of 20 stay under 1 MB, a fifth would pass it.
    for (let batch = 0; batch < 4; batch++) await sendEvents(server, learner.cookie, saves(20));
    expect(await storedEvents(id)).toBe(80);
    const refused = await post(learner.cookie, saves(20));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('DAILY_LIMIT');
    expect(await storedEvents(id)).toBe(80);
    const fits = await sendEvents(server, learner.cookie, saves(5));
    expect(fits.results.every((r) => r.status === 'applied')).toBe(true);
    expect((await usage(id)).day_bytes).toBe(await payloadBytes(id));
  });
});

describe('sign-ups per address', () => {
  it(`creates at most ${defaults.signupDailyLimit} accounts a UTC day from one address, counting only accounts created`, async () => {
    expect(defaults.signupDailyLimit).toBe(20);
    const limited = await buildTestServer({ signupDailyLimit: defaults.signupDailyLimit });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2031-05-20T15:00:00Z'));
      const signUp = (email: string, remoteAddress = '203.0.113.7') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress,
          payload: { name: 'Maria da Silva', email, password: 'senha-segura-123' },
        });
      const emails = Array.from(
        { length: 20 },
        (_, i) => `turma${i}.${randomUUID().slice(0, 8)}@exemplo.com.br`,
      );
      for (const email of emails.slice(0, 19)) expect((await signUp(email)).statusCode).toBe(201);
      // An attempt that creates nothing does not count.
      expect((await signUp(emails[0]!)).statusCode).toBe(409);
      expect((await signUp(emails[19]!)).statusCode).toBe(201);

      const refused = await signUp(`mais.uma.${randomUUID().slice(0, 8)}@exemplo.com.br`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'SIGNUP_DAILY_LIMIT',
        message: 'Muitas contas foram criadas a partir desta rede hoje. Tente de novo amanhã.',
      });
      expect(seconds(refused.headers['retry-after'])).toBe(secondsToUtcMidnight());
      expect(
        (await signUp(`outra.${randomUUID().slice(0, 8)}@exemplo.com.br`, '198.51.100.4')).statusCode,
      ).toBe(201);

      vi.setSystemTime(new Date('2031-05-21T00:00:01Z'));
      expect((await signUp(`amanha.${randomUUID().slice(0, 8)}@exemplo.com.br`)).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });
});

describe('migration 007', () => {
  it('counts what each learner had already stored', async () => {
    const scratch = await scratchDatabase();
    const handle = openDatabase(scratch.url);
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: migrationProvider,
        allowUnorderedMigrations: true,
      });
      const before = await migrator.migrateTo('006-events-user-seq');
      expect(before.error).toBeUndefined();
      const now = new Date().toISOString();
      const users = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of users) {
        await handle.db
          .insertInto('users')
          .values({
            id,
            email: `${id}@exemplo.com.br`,
            name: 'Ana',
            password_hash: 'x',
            time_zone: 'UTC',
            created_at: now,
          })
          .execute();
        await sql`insert into progress (user_id, points, state, updated_at) values (${id}, 0, '{}', ${now})`.execute(
          handle.db,
        );
      }
      const payloads = ['{"persona":"Mães de 30 a 45 anos 🎂"}', '{"a":1}', null];
      for (const [i, payload] of payloads.entries()) {
        await sql`insert into events (user_id, event_id, type, points_awarded, received_at, seq, payload)
                  values (${users[0]}, ${`e${i}`}, 'x', 0, ${now}, ${i}, ${payload})`.execute(handle.db);
      }
      await sql`insert into events (user_id, event_id, type, points_awarded, received_at, seq, payload)
                values (${users[1]}, 'old', 'x', 0, '2020-01-01T00:00:00.000Z', 0, '{"b":2}')`.execute(
        handle.db,
      );

      await migrateToLatest(handle.db);
      const rows = await handle.db
        .selectFrom('progress')
        .select(['user_id', 'stored_bytes', 'day_events', 'day_bytes', 'usage_day'])
        .execute();
      const of = (id: string) => {
        const row = rows.find((r) => r.user_id === id)!;
        return { ...row, stored_bytes: Number(row.stored_bytes), day_bytes: Number(row.day_bytes) };
      };
      const firstBytes = Buffer.byteLength(payloads[0]!) + Buffer.byteLength(payloads[1]!);
      const today = now.slice(0, 10);
      expect(of(users[0]!)).toMatchObject({
        stored_bytes: firstBytes,
        day_events: 3,
        day_bytes: firstBytes,
        usage_day: today,
      });
      expect(of(users[1]!)).toMatchObject({ stored_bytes: 7, day_events: 0, day_bytes: 0 });
      expect(of(users[2]!)).toMatchObject({ stored_bytes: 0, day_events: 0, day_bytes: 0 });
    } finally {
      await handle.db.destroy();
      await scratch.drop();
    }
  });
});
