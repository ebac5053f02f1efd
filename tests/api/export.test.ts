/**
 * "Baixar meus dados" for a learner with many events, on the real server and database: the document
 * docs/export-format.md describes, streamed while the events are read a page at a time, at most once a minute.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SelectQueryNode, TableNode, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { buildTestServer, registerLearner, type TestServer } from '../support/server';
import { AccountExportSchema, EXPORT_PAGE_SIZE } from '../../src/server/services/account-export';

/** Rows answered by each query that reads the events table, in order. */
const eventReads: number[] = [];
const readsEvents = new Set<string>();
const readsFromEvents = (node: RootOperationNode) =>
  SelectQueryNode.is(node) &&
  (node.from?.froms ?? []).some((f) => TableNode.is(f) && f.table.identifier.name === 'events');
const observer: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    if (readsFromEvents(node)) readsEvents.add(queryId.queryId);
    return node;
  },
  async transformResult({ result, queryId }) {
    if (readsEvents.delete(queryId.queryId)) eventReads.push(result.rows.length);
    return result;
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await buildTestServer({ plugins: [observer] });
});
afterAll(async () => server?.close());

const exportOf = (cookie: string) => server.app.inject({ url: '/api/me/export', headers: { cookie } });

/** Stores `n` applied events for the learner, as the server would have, plus three from before `seq` was kept. */
async function storeManyEvents(userId: string, n: number) {
  const db = server.database.db;
  const legacy = ['2025-01-03T10:00:00.000Z', '2025-01-01T10:00:00.000Z', '2025-01-02T10:00:00.000Z'].map(
    (receivedAt, i) => ({
      user_id: userId,
      event_id: `antigo-${i}`,
      type: 'chapter.opened',
      points_awarded: 0,
      received_at: receivedAt,
      seq: 0,
      payload: null,
      counted_at: null,
    }),
  );
  await db.insertInto('events').values(legacy).execute();
  const rows = Array.from({ length: n }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    const payload = {
      id: randomUUID(),
      occurredAt: at,
      type: 'checklist.set',
      chapterId: String((i % 10) + 1),
      itemId: `item-${i % 7}`,
      done: i % 3 !== 0,
    };
    return {
      user_id: userId,
      event_id: payload.id,
      type: payload.type,
      points_awarded: i % 50 === 0 ? 10 : 0,
      received_at: at,
      seq: i + 1,
      payload: JSON.stringify(payload),
      counted_at: at,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('events')
      .values(rows.slice(i, i + 500))
      .execute();
}

describe('the account export', () => {
  it('streams the documented document for 5.000 events, reading them a page at a time', async () => {
    const learner = await registerLearner(server, 'Joana Prado');
    const userId = learner.snapshot.user.id as string;
    await storeManyEvents(userId, 5000);

    eventReads.length = 0;
    const res = await exportOf(learner.cookie);
    const readsWhileExporting = eventReads.splice(0);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('meus-dados-hub.json');
    // Sent as it is produced: no length is known up front.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');

    const doc = JSON.parse(res.body);
    expect(Object.keys(doc)).toEqual(Object.keys(AccountExportSchema.shape));
    // Parsing drops anything the format does not describe: nothing is dropped.
    expect(AccountExportSchema.parse(doc)).toEqual(doc);

    const stored = await server.database.db
      .selectFrom('events')
      .select(['event_id', 'type', 'points_awarded', 'received_at', 'counted_at', 'payload'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .orderBy('received_at')
      .execute();
    expect(doc.events).toHaveLength(5003);
    expect(doc.events).toEqual(
      stored.map((e) => ({ ...e, payload: e.payload === null ? null : JSON.parse(e.payload) })),
    );
    expect(doc.events.slice(0, 3).map((e: { event_id: string }) => e.event_id)).toEqual([
      'antigo-1',
      'antigo-2',
      'antigo-0',
    ]);

    const me = (await server.app.inject({ url: '/api/me', headers: { cookie: learner.cookie } })).json();
    expect(doc.user).toEqual({ ...me.user, displayNameChosen: null });
    expect(doc.progress).toEqual(me.progress);
    expect(doc.summary).toEqual(me.summary);

    // A page is a window of 500 sequence numbers; the three older events share one number.
    expect(Math.max(...readsWhileExporting)).toBeLessThanOrEqual(EXPORT_PAGE_SIZE + 3);
    expect(readsWhileExporting.filter((rows) => rows > 1).length).toBeGreaterThanOrEqual(10);
  });

  it('is given once a minute per learner: the second request answers 429 in pt-BR', async () => {
    const learner = await registerLearner(server);
    const other = await registerLearner(server);
    expect((await exportOf(learner.cookie)).statusCode).toBe(200);
    const again = await exportOf(learner.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('EXPORT_RATE_LIMITED');
    expect(again.json().error.message).toMatch(
      /^Você baixou seus dados há pouco\. Aguarde \d+ segundos? para baixar de novo\.$/,
    );
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await exportOf(other.cookie)).statusCode).toBe(200);
  });
});
