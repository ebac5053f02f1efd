/** Liga semanal on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { addLeaguePoints, closeLeagueWeek, leagueView } from '../../src/server/services/league';
import { findUser } from '../../src/server/services/users';
import { GROUP_SIZE, weekOf } from '../../src/shared/league';
import { POINTS_PER_CORRECT_ANSWER } from '../../src/shared/progress';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => {
  await server.close();
});

const WEEK = '2026-11-09'; // a Monday
const inWeek = (day = 1) => `2026-11-${String(9 + day).padStart(2, '0')}T15:00:00.000Z`;

/** Learners straight into the database (the league only needs their rows). */
async function learners(n: number, prefix: string) {
  const ids = Array.from({ length: n }, () => randomUUID());
  await server.database.db
    .insertInto('users')
    .values(
      ids.map((id, i) => ({
        id,
        email: `${prefix}-${i}-${id.slice(0, 6)}@exemplo.com.br`,
        name: `${prefix} ${i} Sobrenome${i}`,
        password_hash: 'x',
        time_zone: 'America/Sao_Paulo',
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  return ids;
}

/** The chapter's quiz answered right (the bank's first five questions, as an older app sends them). */
function answerQuiz(chapterId: string) {
  const chapter = curriculum.chapters.find((c) => c.id === chapterId)!;
  return event('quiz.submitted', { chapterId, answers: chapter.quiz.slice(0, 5).map((q) => q.answer) });
}

/** The learner's league points this week, or undefined when not placed in a group. */
async function leaguePointsOf(userId: string): Promise<number | undefined> {
  const row = await server.database.db
    .selectFrom('league_members')
    .select('points')
    .where('user_id', '=', userId)
    .where('week', '=', weekOf(new Date()))
    .executeTakeFirst();
  return row?.points;
}

async function earn(userId: string, points: number, countedAt = inWeek()) {
  await server.database.db
    .transaction()
    .execute((trx) =>
      addLeaguePoints(
        trx,
        server.dialect,
        { id: userId, communityHidden: false },
        [{ countedAt, points }],
        new Date(),
      ),
    );
}

describe('liga semanal', () => {
  it('places a learner who earns points this week in a group, with display names only', async () => {
    const a = await registerLearner(server, 'Joana Pereira Lima');
    const b = await registerLearner(server, 'Carlos Souza');
    const empty = await server.app.inject({ url: '/api/league', headers: { cookie: a.cookie } });
    expect(empty.json()).toMatchObject({ tier: 1, group: null, history: [], hidden: false });

    // Marking a chapter as read adds to the learner's points, but only answering counts in the league.
    const marked = await sendEvents(server, a.cookie, [event('chapter.completed', { chapterId: '2' })]);
    expect(marked.results[0]).toMatchObject({ status: 'applied' });
    expect(marked.snapshot.progress.points).toBeGreaterThan(0);
    const notPlaced = await server.app.inject({ url: '/api/league', headers: { cookie: a.cookie } });
    expect(notPlaced.json()).toMatchObject({ tier: 1, group: null });
    expect(await leaguePointsOf(a.snapshot.user.id)).toBeUndefined();

    let answered = 0;
    for (const who of [a, b]) {
      const res = await sendEvents(server, who.cookie, [answerQuiz('1')]);
      expect(res.results[0]).toMatchObject({ status: 'applied' });
      answered = res.results[0]!.pointsAwarded;
    }
    // Five right answers and the chapter they complete.
    expect(answered).toBe(5 * POINTS_PER_CORRECT_ANSWER + curriculum.chapters[0]!.points);
    const res = await server.app.inject({ url: '/api/league', headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(200);
    const league = res.json();
    expect(league.week.start).toBe(weekOf(new Date()));
    const mine = league.group.members.find((m: { me: boolean }) => m.me);
    // The quiz's points only, not the chapter marked before it.
    expect(mine).toMatchObject({ name: 'Joana L.', points: answered });
    expect(await leaguePointsOf(a.snapshot.user.id)).toBe(answered);
    expect(JSON.stringify(league)).not.toMatch(/Pereira|Souza|@/);
  });

  it('counts only the points earned in the week, and none into a closed week', async () => {
    const [u] = await learners(1, 'Semana');
    await earn(u!, 30, inWeek(1));
    await earn(u!, 20, inWeek(6));
    await earn(u!, 999, '2026-11-16T15:00:00.000Z'); // next Monday: the next week
    const row = await server.database.db
      .selectFrom('league_members')
      .select('points')
      .where('week', '=', WEEK)
      .where('user_id', '=', u!)
      .executeTakeFirstOrThrow();
    expect(row.points).toBe(50);
  });

  it('never seats more than 30 in a group, even when many learners join at once', async () => {
    const ids = await learners(45, 'Fila');
    await Promise.all(ids.map((id) => earn(id, 10, inWeek(2))));
    const groups = await server.database.db
      .selectFrom('league_members')
      .select(['group_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', 'in', ids)
      .groupBy('group_id')
      .execute();
    for (const g of groups) expect(Number(g.n)).toBeLessThanOrEqual(GROUP_SIZE);
    expect(groups.reduce((s, g) => s + Number(g.n), 0)).toBe(45);
  });

  it('frees the seat of a learner who deletes the account, for the next one to join', async () => {
    const week = '2026-12-07'; // a Monday no other test uses
    const countedAt = '2026-12-08T15:00:00.000Z';
    const leaving = await registerLearner(server, 'Diana Saída');
    const leavingId = leaving.snapshot.user.id as string;
    await earn(leavingId, 10, countedAt);
    const others = await learners(GROUP_SIZE - 1, 'Cadeira');
    for (const id of others) await earn(id, 10, countedAt);
    const groupOf = async (userId: string) =>
      (
        await server.database.db
          .selectFrom('league_members')
          .select('group_id')
          .where('week', '=', week)
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).group_id;
    const group = await groupOf(leavingId);
    const size = async () =>
      (
        await server.database.db
          .selectFrom('league_groups')
          .select('size')
          .where('id', '=', group)
          .executeTakeFirstOrThrow()
      ).size;
    expect(await groupOf(others.at(-1)!)).toBe(group);
    expect(await size()).toBe(GROUP_SIZE);

    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: leaving.cookie },
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await size()).toBe(GROUP_SIZE - 1);

    // The next learner of the tier takes the empty seat instead of opening a group of one.
    const [next] = await learners(1, 'Chegada');
    await earn(next!, 10, countedAt);
    expect(await groupOf(next!)).toBe(group);
    expect(await size()).toBe(GROUP_SIZE);
  });

  it('closes the week once, even from two connections at once: top 7 up, bottom 5 down', async () => {
    const week = '2026-10-26';
    const ids = await learners(20, 'Grupo');
    // Everyone starts in Prata, so both moves are possible.
    await server.database.db
      .insertInto('league_status')
      .values(ids.map((user_id) => ({ user_id, tier: 2 })))
      .execute();
    for (const [i, id] of ids.entries()) await earn(id, 200 - i * 5, '2026-10-28T15:00:00.000Z');
    const [first, second] = await Promise.all([
      closeLeagueWeek(server.database.db, week),
      closeLeagueWeek(server.database.db, week),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await closeLeagueWeek(server.database.db, week)).toBe(false);
    const results = await server.database.db
      .selectFrom('league_results')
      .selectAll()
      .where('week', '=', week)
      .where('user_id', 'in', ids)
      .orderBy('rank')
      .execute();
    expect(results).toHaveLength(20);
    expect(results.slice(0, 7).every((r) => r.outcome === 'promoted' && r.new_tier === 3)).toBe(true);
    expect(results.slice(7, 15).every((r) => r.outcome === 'stayed')).toBe(true);
    expect(results.slice(15).every((r) => r.outcome === 'relegated' && r.new_tier === 1)).toBe(true);
    const status = await server.database.db
      .selectFrom('league_status')
      .selectAll()
      .where('user_id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(status.tier).toBe(3);
    // The learner sees where they finished.
    const user = await findUser(server.database.db, ids[0]!);
    const view = await leagueView(server.database.db, user);
    expect(view.history[0]).toMatchObject({ week, rank: 1, outcome: 'promoted', newTier: 3 });
    // Points for a closed week go nowhere.
    await earn(ids[19]!, 1000, '2026-10-29T15:00:00.000Z');
    const after = await server.database.db
      .selectFrom('league_members')
      .select('points')
      .where('week', '=', week)
      .where('user_id', '=', ids[19]!)
      .executeTakeFirstOrThrow();
    expect(after.points).toBe(200 - 19 * 5);
  });

  it('leaves out a learner who hides from the community: not placed, not listed, not ranked', async () => {
    const a = await registerLearner(server, 'Visível Silva');
    const b = await registerLearner(server, 'Escondida Costa');
    await server.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: b.cookie },
      payload: { communityHidden: true },
    });
    for (const who of [a, b]) await sendEvents(server, who.cookie, [answerQuiz('2')]);
    const seen = (await server.app.inject({ url: '/api/league', headers: { cookie: a.cookie } })).json();
    // The visible learner is placed, so the hidden one's absence is not just an empty league.
    expect(seen.group.members.some((m: { me: boolean }) => m.me)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('Escondida');
    expect(await leaguePointsOf(b.snapshot.user.id)).toBeUndefined();
    const hidden = (await server.app.inject({ url: '/api/league', headers: { cookie: b.cookie } })).json();
    expect(hidden).toMatchObject({ hidden: true, group: null });
  });
});
