/** Mão na massa on the real server and database: lab steps are the learner's data, checked against the content. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestServer,
  curriculum,
  event,
  registerLearner,
  sendEvents,
  type TestServer,
} from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer();
});
afterAll(async () => {
  await server.close();
});

const send = (cookie: string, events: unknown[]) =>
  sendEvents<{ points: number; labs: Record<string, Record<string, string[]>> }>(server, cookie, events);

describe('Mão na massa', () => {
  const chapter = curriculum.chapters.find((c) => c.labs.length > 0)!;
  const lab = chapter.labs[0]!;
  const step = (i: number, done = true, extra: Record<string, unknown> = {}) =>
    event('lab.step.set', { chapterId: chapter.id, labId: lab.id, stepId: lab.steps[i]!.id, done, ...extra });

  it('keeps ticked steps, applies each event once, pays no points and refuses steps the content lacks', async () => {
    const { cookie } = await registerLearner(server);
    const first = step(0);
    const res = await send(cookie, [
      first,
      step(2),
      event('lab.step.set', { chapterId: chapter.id, labId: lab.id, stepId: 'passo-inventado', done: true }),
      event('lab.step.set', {
        chapterId: chapter.id,
        labId: 'pratica-inventada',
        stepId: lab.steps[0]!.id,
        done: true,
      }),
      event('lab.step.set', { chapterId: chapter.id, labId: lab.id, stepId: 'Passo Com Espaço', done: true }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(res.results[2]!.error!.message).toBe('Este passo da prática não existe.');
    expect(res.results.every((r) => r.pointsAwarded === 0)).toBe(true);
    expect(res.snapshot.progress.labs[chapter.id]![lab.id]!.sort()).toEqual(
      [lab.steps[0]!.id, lab.steps[2]!.id].sort(),
    );

    const again = await send(cookie, [first, step(2, false)]);
    expect(again.results.map((r) => r.status)).toEqual(['duplicate', 'applied']);
    expect(again.snapshot.progress.labs[chapter.id]![lab.id]).toEqual([lab.steps[0]!.id]);
    expect(again.snapshot.progress.points).toBe(0);
  });

  it('includes the steps in the account export', async () => {
    const { cookie } = await registerLearner(server);
    await send(cookie, [step(1)]);
    const res = await server.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(`"${lab.steps[1]!.id}"`);
    expect(JSON.stringify(res.json())).toContain('lab.step.set');
  });
});
