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
    expect(early.results[0]!.error!.message).toBe('Descreva a persona.');

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
    await send(cookie, [event('plan.updated', { patch: { business: 'Ótica em Salvador' } })]);
    const exported = await server.app.inject({ url: '/api/me/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().progress.plan.business).toBe('Ótica em Salvador');
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
