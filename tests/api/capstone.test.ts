/** Projeto final on the real server and database: the plan is the learner's data, checked and paid once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';
import { readyPlan } from '../support/capstone';
import { auditLearner } from '../../src/server/services/progress-audit';
import { rulesFromCurriculum } from '../../src/server/services/progress';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => {
  await server.close();
});

const send = (cookie: string, events: unknown[]) =>
  sendEvents<{ points: number; plan: unknown; planCompletedAt: string | null }>(server, cookie, events);

describe('Projeto final', () => {
  const points = curriculum.capstone!.points;

  it('stores the plan, refuses to complete it while something is missing, then pays the content’s points once', async () => {
    const { cookie } = await registerLearner(server);
    const draft = await send(cookie, [event('plan.updated', { patch: { business: 'Padaria em Curitiba' } })]);
    expect(draft.results[0]!.status).toBe('applied');
    expect(draft.snapshot.progress.plan).toMatchObject({ business: 'Padaria em Curitiba' });

    const early = await send(cookie, [event('plan.completed', {})]);
    expect(early.results[0]).toMatchObject({ status: 'rejected', pointsAwarded: 0 });
    expect(early.results[0]!.error!.message).toBe(
      'Negócio: escreva pelo menos 5 palavras diferentes (agora: 3).',
    );

    const done = event('plan.completed', {});
    const res = await send(cookie, [event('plan.updated', { patch: readyPlan() }), done]);
    expect(res.results.map((r) => r.pointsAwarded)).toEqual([0, points]);
    expect(res.snapshot.progress.points).toBe(points);
    expect(res.snapshot.progress.planCompletedAt).not.toBeNull();

    const replay = await send(cookie, [done, event('plan.completed', {})]);
    expect(replay.results.map((r) => [r.status, r.pointsAwarded])).toEqual([
      ['duplicate', 0],
      ['applied', 0],
    ]);
    expect(replay.snapshot.progress.points).toBe(points);
  });

  it('refuses to complete a plan of zero-width spaces and dots, in pt-BR, paying nothing and keeping it', async () => {
    const { cookie } = await registerLearner(server);
    const invisible = '\u200B\u200C\u200D\u2060\uFEFF';
    const res = await send(cookie, [
      event('plan.updated', { patch: readyPlan() }),
      event('plan.updated', { patch: { persona: `${invisible} `.repeat(40) } }),
      event('plan.updated', { patch: { measurement: '. . . . . . . . . . . . . . .' } }),
      event('plan.completed', {}),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'rejected']);
    expect(res.results[3]).toMatchObject({
      pointsAwarded: 0,
      error: {
        code: 'PLAN_INCOMPLETE',
        message: 'Persona: escreva pelo menos 15 palavras diferentes (agora: 0).',
      },
    });
    expect(res.snapshot.progress).toMatchObject({ points: 0, planCompletedAt: null });
    // What was typed stays, to be fixed.
    expect(res.snapshot.progress.plan).toMatchObject({ measurement: '. . . . . . . . . . . . . . .' });

    const budget = await send(cookie, [
      event('plan.updated', {
        patch: { persona: readyPlan().persona, measurement: readyPlan().measurement },
      }),
      event('plan.updated', { patch: { totalBudget: 0 } }),
      event('plan.completed', {}),
    ]);
    expect(budget.results[2]!.status).toBe('rejected');
    expect(budget.results[2]!.error!.message).toMatch(/^Orçamento: a soma das verbas dos canais/);
    expect(budget.snapshot.progress.points).toBe(0);
  });

  it('accepts channels from older apps, without an expected result, but completes only with one', async () => {
    const { cookie } = await registerLearner(server);
    const older = readyPlan().channels.map(({ channel, role, budget }) => ({ channel, role, budget }));
    const res = await send(cookie, [
      event('plan.updated', { patch: { ...readyPlan(), channels: older } }),
      event('plan.completed', {}),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(res.results[1]!.error!.message).toBe(
      'Resultado esperado do canal 1 (Instagram): escreva pelo menos 3 palavras diferentes (agora: 0).',
    );
    const done = await send(cookie, [
      event('plan.updated', { patch: { channels: readyPlan().channels } }),
      event('plan.completed', {}),
      event('plan.completed', {}),
    ]);
    expect(done.results.map((r) => r.pointsAwarded)).toEqual([0, points, 0]);
    expect(done.snapshot.progress.points).toBe(points);
  });

  it('keeps a completion earned under the earlier, looser check, and the audit still explains it', async () => {
    const { cookie, email } = await registerLearner(server);
    await send(cookie, [event('plan.updated', { patch: readyPlan() }), event('plan.completed', {})]);
    const user = await server.database.db
      .selectFrom('users')
      .select(['id', 'time_zone'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // The plan as an earlier app completed it: a few words, no expected results.
    const earlier = {
      ...readyPlan(),
      persona: 'Quem encomenda bolos.',
      channels: [{ channel: 'Instagram', role: 'Atrair', budget: 1200 }],
    };
    const saved = await server.database.db
      .selectFrom('events')
      .select(['event_id', 'payload'])
      .where('user_id', '=', user.id)
      .where('type', '=', 'plan.updated')
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('events')
      .set({ payload: JSON.stringify({ ...JSON.parse(saved.payload!), patch: earlier }) })
      .where('user_id', '=', user.id)
      .where('event_id', '=', saved.event_id)
      .execute();
    const row = await server.database.db
      .selectFrom('progress')
      .select('state')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    await server.database.db
      .updateTable('progress')
      .set({ state: JSON.stringify({ ...JSON.parse(row.state), plan: earlier }) })
      .where('user_id', '=', user.id)
      .execute();

    const audit = await auditLearner(
      server.database.db,
      { id: user.id, timeZone: user.time_zone },
      rulesFromCurriculum(curriculum),
    );
    expect(audit).toMatchObject({ status: 'ok' });
    const later = await send(cookie, [event('plan.updated', { patch: { business: 'Padaria em Curitiba' } })]);
    expect(later.snapshot.progress).toMatchObject({ points });
    expect(later.snapshot.progress.planCompletedAt).not.toBeNull();
  });

  it('answers a malformed plan as rejected with a pt-BR reason, losing nothing else in the batch', async () => {
    const { cookie } = await registerLearner(server);
    const res = await send(cookie, [
      event('plan.updated', { patch: { totalBudget: 12.5 } }),
      event('plan.updated', { patch: { persona: 'Quem organiza festas' } }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(res.results[0]!.error!.message).toContain('inteiros, em reais');
    expect(res.snapshot.progress.plan).toMatchObject({ persona: 'Quem organiza festas', totalBudget: 0 });
  });

  it('is part of the data export and gone with the account', async () => {
    const { cookie } = await registerLearner(server);
    await send(cookie, [
      event('plan.updated', { patch: { business: 'Ótica em Salvador', channels: readyPlan().channels } }),
    ]);
    const exported = await server.app.inject({ url: '/api/me/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().progress.plan.business).toBe('Ótica em Salvador');
    expect(exported.json().progress.plan.channels[0].expected).toBe(readyPlan().channels[0]!.expected);
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie },
      payload: { password: 'senha-segura-123' },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const after = await server.app.inject({ url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
