/**
 * What the server acknowledged is on disk. Learners stream events from several clients at once; the real server
 * process is killed with SIGKILL in the middle of that, three times, and restarted on the same database each
 * time. Every event it answered 'applied' or 'duplicate' must then be stored for its learner, and each learner's
 * progress row must still be the one their stored events rebuild.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculum } from '../support/server';
import { scratchDatabase, startServerProcess, type ServerProcess } from '../support/server-process';
import { openDatabase } from '../../src/server/db/index';
import { auditLearner } from '../../src/server/services/progress-audit';
import { rulesFromCurriculum } from '../../src/server/services/progress';

/** How long each round of load runs before the kill: different lengths land the kill at different moments. */
const ROUNDS_MS = [1200, 1600, 2000];
/** A round on a slow machine goes on (up to 20 s) until this many events were acknowledged in it. */
const MIN_ACKNOWLEDGED_PER_ROUND = 250;
const LEARNERS = 4;
const CLIENTS_PER_LEARNER = 2;
const MAX_BATCH = 20;

const rules = rulesFromCurriculum(curriculum);
const running = new Set<ServerProcess>();
let database: Awaited<ReturnType<typeof scratchDatabase>>;

beforeAll(async () => {
  database = await scratchDatabase();
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all([...running].map((s) => s.exited));
  await database?.drop();
});

/**
 * Clients here send back to back, far beyond what one learner may send and store (decision 021): the limits
 * are raised so that every batch reaches the database, which is what is being tested.
 */
const UNLIMITED_LEARNERS = {
  EVENTS_RATE_LIMIT: '1000000',
  EVENTS_DAILY_LIMIT: '1000000000',
  EVENTS_DAILY_BYTES: '1000000000000',
  LEARNER_QUOTA_BYTES: '1000000000000',
};

async function start(): Promise<ServerProcess> {
  const server = await startServerProcess(database.url, UNLIMITED_LEARNERS);
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

interface Learner {
  id: string;
  cookie: string;
}

async function register(server: ServerProcess, n: number): Promise<Learner> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Aprendiz Resistente ${n}`,
      email: `resistente${n}.${randomUUID().slice(0, 8)}@exemplo.com.br`,
      password: 'senha-segura-123',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('hub_session='));
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { id: ((await res.json()) as { user: { id: string } }).user.id, cookie };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A new event of the kinds a learner sends most, and now and then a completion, which awards points. */
function newEvent(): Record<string, unknown> {
  const chapter = pick(curriculum.chapters);
  const base = { id: randomUUID(), occurredAt: new Date().toISOString(), chapterId: chapter.id };
  const r = Math.random();
  if (r < 0.35) return { ...base, type: 'chapter.opened' };
  if (r < 0.7) {
    return { ...base, type: 'checklist.set', itemId: pick(chapter.checklist).id, done: Math.random() < 0.6 };
  }
  if (r < 0.95) return { ...base, type: 'favorite.set', favorite: Math.random() < 0.5 };
  return { ...base, type: 'chapter.completed' };
}

interface Round {
  batches: number;
  acknowledged: number;
  /** Events sent in batches whose answer never arrived (the kill came first): stored or not, both are fine. */
  unanswered: number;
  /** Answers other than 200, and events answered 'rejected': none is expected. */
  unexpected: string[];
}

/**
 * One client of one learner: sends batches back to back until the server goes away, now and then sending an
 * earlier batch again (as an outbox does after a lost answer). Acknowledged ids are recorded with their learner.
 */
async function client(
  server: ServerProcess,
  learner: Learner,
  acknowledged: Map<string, string>,
  round: Round,
) {
  const sent: Record<string, unknown>[][] = [];
  for (;;) {
    const events =
      sent.length > 0 && Math.random() < 0.1
        ? pick(sent)
        : Array.from({ length: 1 + Math.floor(Math.random() * MAX_BATCH) }, newEvent);
    sent.push(events);
    let results: { id: string; status: string; error?: { message: string } }[];
    try {
      const res = await fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: learner.cookie },
        body: JSON.stringify({ events }),
      });
      const text = await res.text();
      if (res.status !== 200) {
        round.unexpected.push(`${res.status}: ${text.slice(0, 300)}`);
        continue;
      }
      results = (JSON.parse(text) as { results: typeof results }).results;
    } catch {
      // The server was killed: this batch has no answer, and this client is done for the round.
      round.unanswered += events.length;
      return;
    }
    round.batches++;
    for (const result of results) {
      if (result.status === 'applied' || result.status === 'duplicate') {
        acknowledged.set(result.id, learner.id);
        round.acknowledged++;
      } else {
        round.unexpected.push(`${result.id} ${result.status}: ${result.error?.message ?? ''}`);
      }
    }
  }
}

describe(`durability on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it(`keeps every acknowledged event through ${ROUNDS_MS.length} SIGKILLs mid-stream and restarts, with each learner's progress matching their events`, async () => {
    let server = await start();
    const learners: Learner[] = [];
    for (let n = 0; n < LEARNERS; n++) learners.push(await register(server, n));

    const acknowledged = new Map<string, string>();
    const rounds: Round[] = [];
    for (const loadMs of ROUNDS_MS) {
      const round: Round = { batches: 0, acknowledged: 0, unanswered: 0, unexpected: [] };
      rounds.push(round);
      const clients = learners.flatMap((learner) =>
        Array.from({ length: CLIENTS_PER_LEARNER }, () => client(server, learner, acknowledged, round)),
      );
      const started = Date.now();
      while (
        Date.now() - started < loadMs ||
        (round.acknowledged < MIN_ACKNOWLEDGED_PER_ROUND && Date.now() - started < 20_000)
      ) {
        await new Promise((r) => setTimeout(r, 50));
      }
      server.child.kill('SIGKILL');
      await Promise.all(clients);
      expect(await server.exited, server.output()).toBe('SIGKILL');
      // The restart runs the migrations and opens the database the kill left behind.
      server = await start();
    }

    const summary = rounds
      .map(
        (r, i) =>
          `round ${i + 1} (${ROUNDS_MS[i]} ms): ${r.batches} batches answered, ${r.acknowledged} events acknowledged, ${r.unanswered} sent without an answer`,
      )
      .join('\n');
    expect(
      rounds.flatMap((r) => r.unexpected).slice(0, 20),
      `unexpected answers under load:\n${summary}`,
    ).toEqual([]);
    expect(acknowledged.size, `too few events acknowledged to mean anything:\n${summary}`).toBeGreaterThan(
      500,
    );

    // What the restarted server says, before it is stopped so the database can be read alone.
    const served = new Map<string, number>();
    for (const learner of learners) {
      const res = await fetch(`${server.url}/api/me`, { headers: { cookie: learner.cookie } });
      expect(res.status, `GET /api/me after the restarts: ${await res.clone().text()}`).toBe(200);
      served.set(learner.id, ((await res.json()) as { progress: { points: number } }).progress.points);
    }
    server.child.kill('SIGTERM');
    await server.exited;

    const { db } = openDatabase(database.url);
    try {
      const ids = learners.map((l) => l.id);
      const stored = await db
        .selectFrom('events')
        .select(['user_id', 'event_id', 'seq', 'points_awarded'])
        .where('user_id', 'in', ids)
        .execute();
      const storedKeys = new Set(stored.map((e) => `${e.user_id}/${e.event_id}`));
      const lost = [...acknowledged].filter(([id, userId]) => !storedKeys.has(`${userId}/${id}`));
      expect(
        lost.length,
        `${lost.length} of ${acknowledged.size} acknowledged events are missing after ${ROUNDS_MS.length} SIGKILLs ` +
          `(${stored.length} events stored), e.g. ${lost
            .slice(0, 5)
            .map(([id]) => id)
            .join(', ')}:\n${summary}`,
      ).toBe(0);

      const duplicated = (key: (e: (typeof stored)[number]) => string) => {
        const seen = new Set<string>();
        return stored.map(key).filter((k) => seen.has(k) || !seen.add(k));
      };
      expect(
        duplicated((e) => `${e.user_id}/${e.event_id}`),
        'events stored twice',
      ).toEqual([]);
      expect(
        duplicated((e) => `${e.user_id}/${e.seq}`),
        'two events of a learner share a position',
      ).toEqual([]);

      const users = await db.selectFrom('users').select(['id', 'time_zone']).where('id', 'in', ids).execute();
      const progress = await db
        .selectFrom('progress')
        .select(['user_id', 'points'])
        .where('user_id', 'in', ids)
        .execute();
      for (const user of users) {
        const audit = await auditLearner(db, { id: user.id, timeZone: user.time_zone }, rules);
        expect(audit, `the progress of ${user.id} does not match its stored events`).toMatchObject({
          status: 'ok',
        });
        const awarded = stored.filter((e) => e.user_id === user.id).reduce((n, e) => n + e.points_awarded, 0);
        const row = progress.find((p) => p.user_id === user.id);
        expect(
          { stored: row?.points, served: served.get(user.id) },
          `points of ${user.id}: the events awarded ${awarded}`,
        ).toEqual({ stored: awarded, served: awarded });
      }
      expect(users.length).toBe(LEARNERS);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
