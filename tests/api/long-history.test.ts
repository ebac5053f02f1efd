/**
 * A learner with months of history (decision 027): the progress kept as a small row and one row per entry of
 * its growing parts reads back exactly as the whole document the server kept before, applying each batch the
 * same way; an app that sends its revision gets only what changed, which rebuilds the same snapshot; an older
 * app still gets the whole snapshot; a row still holding the whole document is read from it and split when next
 * written.
 */
import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../support/server-process';
import { migrateToLatest, openDatabase } from '../../src/server/db/index';
import { migrationProvider } from '../../src/server/db/migrations';
import { readProgress } from '../../src/server/services/progress-store';
import { buildTestServer, curriculum, event, registerLearner, type TestServer } from '../support/server';
import { applyEvents, rulesFromCurriculum } from '../../src/server/services/progress';
import { auditLearner } from '../../src/server/services/progress-audit';
import { findUser } from '../../src/server/services/users';
import { applyEventList } from '../../src/shared/event-list';
import { emptyProgress, type ProgressState } from '../../src/shared/progress-state';
import { applyProgressChanges } from '../../src/shared/progress-changes';
import { timeZoneAt } from '../../src/shared/time-zone-at';
import type { User } from '../../src/shared/api-schemas';
// The same days of use bench:api seeds its year with.
import { dayOfUse } from '../../scripts/lib/learner-history.mjs';

const DAYS = 120;
// A transaction a day of use: on PostgreSQL, on a busy machine, seeding alone can take a minute.
const SLOW = 180_000;
const DAY_MS = 86_400_000;
const rules = rulesFromCurriculum(curriculum);

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => server?.close());

/** Applies `DAYS` days of use through the server, and the same batches the way the server applied them before. */
async function longHistory(user: User) {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3) - DAY_MS;
  let before: ProgressState = emptyProgress();
  for (let d = 0; d < DAYS; d++) {
    const dayStart = new Date(midnight - (DAYS - 1 - d) * DAY_MS);
    const events = dayOfUse(curriculum, d, dayStart, { courseDays: 6 }) as { id: string }[];
    const end = new Date(dayStart.getTime() + DAY_MS - 60_000);
    await applyEvents(server.database, user, events, rules, { now: end });
    // What the server computed before this change: the whole document, the same rules, the same bounds.
    before = applyEventList(before, events as never, rules, {
      timeZone: (instant) => timeZoneAt(user, instant),
      now: end,
      notBefore: null,
      notBeforeMoves: false,
    }).state;
  }
  return before;
}

const me = async (cookie: string) =>
  (await server.app.inject({ url: '/api/me', headers: { cookie } })).json();
const send = async (cookie: string, payload: Record<string, unknown>) =>
  (await server.app.inject({ method: 'POST', url: '/api/events', payload, headers: { cookie } })).json();

describe('a long history', () => {
  it(
    'reads back and answers as the whole document did, and in changes to an app that sends its revision',
    async () => {
      const { cookie, email } = await registerLearner(server);
      const row = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const user = await findUser(server.database.db, row.id);
      let expected = await longHistory(user);
      expect(Object.keys(expected.review).length).toBeGreaterThan(100);
      expect(expected.activityDays.length).toBeGreaterThan(100);
      expect(expected.notificationsRead.length).toBe(200);
      expect(expected.plan).not.toBeNull();

      const snapshot = await me(cookie);
      expect(snapshot.progress).toEqual(expected);
      expect(
        await auditLearner(server.database.db, { id: user.id, timeZone: user.timeZone }, rules),
      ).toMatchObject({ status: 'ok' });
      // The small row holds none of the growing parts.
      const stored = await server.database.db
        .selectFrom('progress')
        .select(['state', 'rev'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.state.length).toBeLessThan(600);
      expect(snapshot.rev).toBe(Number(stored.rev));

      // Today's study, sent by an app that holds the snapshot's revision: only what changed comes back.
      const chapter = curriculum.chapters[0]!;
      const today = [
        event('section.read', { chapterId: chapter.id, sectionId: chapter.sections[1]!.id }),
        event('daily.answered', {
          chapterId: chapter.id,
          questionId: chapter.quiz[7]!.id,
          answer: chapter.quiz[7]!.answer,
        }),
        event('notifications.read', {
          ids: ['goal:2026-11-01', `insight:${new Date().toISOString().slice(0, 10)}`],
        }),
        event('plan.updated', { patch: { business: 'Padaria no bairro' } }),
      ];
      const answer = await send(cookie, { events: today, rev: snapshot.rev });
      expect(answer.results.map((r: { status: string }) => r.status)).toEqual([
        'applied',
        'applied',
        'applied',
        'applied',
      ]);
      expect(answer.snapshot).toBeUndefined();
      expect(answer.changes.from).toBe(snapshot.rev);
      expect(answer.changes.rev).toBe(snapshot.rev + 1);
      expect(JSON.stringify(answer).length).toBeLessThan(JSON.stringify(snapshot).length / 10);
      expected = applyEventList(expected, today as never, rules, {
        timeZone: (instant) => timeZoneAt(user, instant),
        now: new Date(),
      }).state;
      const rebuilt = applyProgressChanges(snapshot.progress, answer.changes);
      expect(rebuilt).toEqual(expected);
      expect(rebuilt.notificationsRead).toEqual(expected.notificationsRead);
      expect((await me(cookie)).progress).toEqual(rebuilt);
      expect(answer.changes.summary).toEqual((await me(cookie)).summary);

      // An older app (no revision), and an app another device moved past, get the whole snapshot.
      const old = await send(cookie, { events: [event('chapter.opened', { chapterId: chapter.id })] });
      expect(old.changes).toBeUndefined();
      expect(old.snapshot.rev).toBe(snapshot.rev + 2);
      const stale = await send(cookie, {
        events: [event('favorite.set', { chapterId: '2', favorite: true })],
        rev: snapshot.rev,
      });
      expect(stale.changes).toBeUndefined();
      expect(stale.snapshot.progress).toEqual((await me(cookie)).progress);
      expect(
        await auditLearner(server.database.db, { id: user.id, timeZone: user.timeZone }, rules),
      ).toMatchObject({ status: 'ok' });
    },
    SLOW,
  );

  it(
    'reads a row still holding the whole document (before migration 014) and splits it when next written',
    async () => {
      const { cookie, email } = await registerLearner(server);
      const { id } = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const user = await findUser(server.database.db, id);
      const expected = await longHistory(user);
      await server.database.db.deleteFrom('progress_entries').where('user_id', '=', id).execute();
      await server.database.db
        .updateTable('progress')
        .set({ state: JSON.stringify(expected) })
        .where('user_id', '=', id)
        .execute();
      expect((await me(cookie)).progress).toEqual(expected);
      const opened = [event('chapter.opened', { chapterId: '3' })];
      const answer = await send(cookie, { events: opened });
      const after = applyEventList(expected, opened as never, rules, {
        timeZone: (instant) => timeZoneAt(user, instant),
        now: new Date(),
      }).state;
      expect(answer.snapshot.progress).toEqual(after);
      const stored = await server.database.db
        .selectFrom('progress')
        .select('state')
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.state.length).toBeLessThan(600);
      expect((await me(cookie)).progress).toEqual(after);
      expect(
        await auditLearner(server.database.db, { id: user.id, timeZone: user.timeZone }, rules),
      ).toMatchObject({ status: 'ok' });
    },
    SLOW,
  );
});

describe('migration 014', () => {
  it(
    'splits every stored document into its small row and its entries, and leaves an unreadable row as it was',
    async () => {
      const scratch = await scratchDatabase();
      const handle = openDatabase(scratch.url);
      try {
        const migrator = new Migrator({
          db: handle.db,
          provider: migrationProvider,
          allowUnorderedMigrations: true,
        });
        expect((await migrator.migrateTo('011-time-zone-next')).error).toBeUndefined();
        const now = new Date();
        const [reader, broken] = [randomUUID(), randomUUID()];
        for (const id of [reader, broken]) {
          await handle.db
            .insertInto('users')
            .values({
              id,
              email: `${id}@exemplo.com.br`,
              name: 'Ana',
              password_hash: 'x',
              time_zone: 'America/Sao_Paulo',
              created_at: now.toISOString(),
            })
            .execute();
        }
        // Seventy days of use as the server stored them before: one document.
        let document: ProgressState = emptyProgress();
        const zones = { timeZone: 'America/Sao_Paulo' };
        for (let d = 0; d < 70; d++) {
          const dayStart = new Date(now.getTime() - (70 - d) * DAY_MS);
          document = applyEventList(
            document,
            dayOfUse(curriculum, d, dayStart, { courseDays: 6 }) as never,
            rules,
            {
              timeZone: (instant) => timeZoneAt(zones, instant),
              now: new Date(dayStart.getTime() + DAY_MS - 60_000),
            },
          ).state;
        }
        expect(document.plan).not.toBeNull();
        const rows = [
          {
            user_id: reader,
            points: document.points,
            state: JSON.stringify(document),
            updated_at: now.toISOString(),
          },
          { user_id: broken, points: 0, state: '{"points":', updated_at: now.toISOString() },
        ];
        for (const row of rows) {
          await sql`insert into progress (user_id, points, state, updated_at)
                  values (${row.user_id}, ${row.points}, ${row.state}, ${row.updated_at})`.execute(handle.db);
        }

        await migrateToLatest(handle.db);
        const read = await readProgress(handle.db, reader);
        expect(read && 'state' in read && read.state).toEqual(document);
        expect(read && 'inCore' in read && read.inCore).toEqual([]);
        const stored = await handle.db
          .selectFrom('progress')
          .select(['user_id', 'state', 'rev'])
          .orderBy('user_id')
          .execute();
        expect(stored.find((r) => r.user_id === reader)!.state.length).toBeLessThan(600);
        expect(stored.find((r) => r.user_id === broken)!.state).toBe('{"points":');
        expect(await readProgress(handle.db, broken)).toHaveProperty('unreadable');
        const entries = await handle.db
          .selectFrom('progress_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', reader)
          .executeTakeFirstOrThrow();
        expect(Number(entries.n)).toBeGreaterThan(100);
      } finally {
        await handle.db.destroy();
        await scratch.drop();
      }
    },
    SLOW,
  );
});
