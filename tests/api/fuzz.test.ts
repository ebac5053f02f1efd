/**
 * Every operation of the OpenAPI document, fuzzed from its own schema: valid requests, requests one mutation
 * away, and bodies no parser should accept, with a live session, a dead one or none. Whatever arrives, the
 * server answers below 500, and every refusal is the app's JSON error with a message the learner can read.
 *
 * A failure prints fast-check's shrunk counterexample as the `app.inject` call that reproduces it, the answer,
 * and what the server logged; FUZZ_SEED=<seed> replays a run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestServer, curriculum, registerLearner } from '../support/server';
import {
  SESSION_PLACEHOLDER,
  nearValidValue,
  operationsOf,
  requestArbitrary,
  validValue,
  type FuzzRequest,
  type Hints,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from '../support/openapi-arbitrary';
import { LearnerEventSchema } from '../../src/shared/events';
import { createSession } from '../../src/server/services/sessions';

/** Requests per database, spread evenly over the operations. */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const server = await buildTestServer();
afterAll(async () => server.close());
const doc = (await server.app.inject('/api/docs/json')).json() as OpenApiDocument;
const operations = operationsOf(doc);
const runsPerOperation = Math.ceil(TOTAL_RUNS / Math.max(operations.length, 1));

/** An account the fuzz may sign in to, delete and sign up again: its e-mail and password come up often. */
const KNOWN = { name: 'Conta Conhecida', email: 'conhecida@exemplo.com.br', password: 'senha-segura-123' };
await server.app.inject({ method: 'POST', url: '/api/auth/register', payload: KNOWN });

const nearNow = fc
  .integer({ min: -3 * 86_400_000, max: 86_400_000 })
  .map((offset) => new Date(Date.now() + offset).toISOString());
/** fc.emailAddress() follows RFC 5322, which allows far more than the app's check: these pass it. */
const plainEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9.]{0,15}[a-z0-9]$/),
    fc.constantFrom('exemplo.com.br', 'mail.com', 'e.io'),
  )
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);
const eventSchema = z.toJSONSchema(LearnerEventSchema) as JsonSchema;
const chapterIds = curriculum.chapters.map((c) => c.id);
const checklistIds = curriculum.chapters.flatMap((c) => c.checklist.map((i) => i.id));
const insightIds = curriculum.insights.map((i) => i.id);

/**
 * What the document cannot say: the content's ids, a known account, strong passwords, real time zones. Keys
 * are matched by name, so fields added later (`newPassword`, `displayName`) get them too.
 */
const hints: Hints = (schema, key) => {
  const fromSchema = () => validValue(schema);
  const content = (ids: string[]) =>
    fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, { arbitrary: fromSchema(), weight: 1 });
  if (key === undefined || schema.type !== 'string') {
    if (key === 'events[]') {
      return fc.oneof(
        { arbitrary: validValue(eventSchema, { hints }), weight: 5 },
        { arbitrary: nearValidValue(eventSchema, { hints }), weight: 2 },
        { arbitrary: fromSchema(), weight: 1 },
      );
    }
    if (key === 'answers') {
      return fc.oneof(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }), fromSchema());
    }
    return undefined;
  }
  if (/e-?mail$/i.test(key)) {
    return fc.oneof(
      fc.constant(KNOWN.email),
      plainEmail,
      fc.emailAddress().filter((e) => e.length <= 254),
      fromSchema(),
    );
  }
  if (/password$/i.test(key)) {
    return fc.oneof(
      { arbitrary: fc.constant(KNOWN.password), weight: 2 },
      {
        arbitrary: fc.constantFrom('Cavalo-Bateria-Grampo-42', 'minha senha é longa e boa', '12345678'),
        weight: 1,
      },
      { arbitrary: fromSchema(), weight: 1 },
    );
  }
  if (/name$/i.test(key)) {
    return fc.oneof(fc.constantFrom('Maria da Silva', 'José Ninguém', 'Ana', 'Maria S.'), fromSchema());
  }
  if (/time-?zone$/i.test(key)) {
    return fc.oneof(
      fc.constantFrom('America/Sao_Paulo', 'America/Noronha', 'UTC', 'Etc/GMT+12', 'Pacific/Kiritimati'),
      fc.constantFrom('Invalid/Zone', '+03:00', 'utc', 'America/Sao_Paulo\u0000'),
      fromSchema(),
    );
  }
  switch (key) {
    case 'chapterId':
      return content(chapterIds);
    case 'itemId':
      return content(checklistIds);
    case 'insightId':
      return content(insightIds);
    case 'occurredAt':
      return fc.oneof({ arbitrary: nearNow, weight: 4 }, { arbitrary: fromSchema(), weight: 1 });
    default:
      return undefined;
  }
};

/**
 * The session `{{session}}` stands for: followed through sign-ins, sign-outs and account deletions. A session
 * that ended is replaced by a new one for the same learner, made directly (signing in again would cost a
 * password hash per sign-out); a learner whose account was deleted is replaced by a new one.
 */
const session = { token: '', alive: false, userId: '' };
async function liveSession(): Promise<string> {
  if (session.alive) return session.token;
  const exists =
    session.userId !== '' &&
    (await server.database.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', session.userId)
      .executeTakeFirst());
  if (!exists) session.userId = (await registerLearner(server)).snapshot.user.id;
  session.token = (await createSession(server.database.db, session.userId)).token;
  session.alive = true;
  return session.token;
}

/** The learner a sign-in or sign-up answered with ('' when the answer does not say). */
function userIdIn(res: LightMyRequestResponse): string {
  try {
    const id: unknown = res.json()?.user?.id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}

function followSession(res: LightMyRequestResponse, usedSession: boolean) {
  const cookies = [res.headers['set-cookie'] ?? []].flat();
  for (const cookie of cookies) {
    const token = /^hub_session=([^;]*)/.exec(cookie)?.[1];
    if (token === undefined) continue;
    // A sign-in with the cookie replaces its session; the new one is as good to go on with.
    if (token) Object.assign(session, { token, alive: true, userId: userIdIn(res) });
    else if (usedSession) session.alive = false;
  }
  if (usedSession && res.statusCode === 401 && res.body.includes('UNAUTHENTICATED')) session.alive = false;
}

const stats = {
  sent: 0,
  byStatus: new Map<number, number>(),
  byOperation: new Map<string, Map<number, number>>(),
};
function count(operation: string, status: number) {
  stats.sent++;
  stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
  const mine = stats.byOperation.get(operation) ?? new Map<number, number>();
  mine.set(status, (mine.get(status) ?? 0) + 1);
  stats.byOperation.set(operation, mine);
}
const histogram = (m: Map<number, number>) =>
  [...m.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

/** What the server logged at error level, read through the (disabled) logger every request logs through. */
const logged: string[] = [];
const logger = server.app.log as unknown as { error: (...args: unknown[]) => void };
const silentError = logger.error;
logger.error = (...args: unknown[]) => {
  logged.push(
    args
      .map((a) =>
        a && typeof a === 'object' && 'err' in a && a.err instanceof Error
          ? (a.err.stack ?? String(a.err))
          : typeof a === 'string'
            ? a
            : JSON.stringify(a),
      )
      .join(' '),
  );
};
afterAll(() => void (logger.error = silentError));

/** Why an answer breaks the contract, or undefined when it keeps it. */
function breach(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type']).includes('application/json')) {
    return `answered ${res.statusCode} as ${String(res.headers['content-type'])}, not JSON`;
  }
  let body: { error?: { code?: unknown; message?: unknown } } | null;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered ${res.statusCode} with a body that does not parse as JSON`;
  }
  const { code, message } = body?.error ?? {};
  if (typeof code !== 'string' || code === '') return `answered ${res.statusCode} without error.code`;
  if (typeof message !== 'string' || message.trim() === '') {
    return `answered ${res.statusCode} without an error.message`;
  }
  return undefined;
}

async function send(operation: Operation, request: FuzzRequest) {
  const headers = { ...request.headers };
  const usedSession = Boolean(headers.cookie?.includes(SESSION_PLACEHOLDER));
  if (usedSession) headers.cookie = headers.cookie!.replaceAll(SESSION_PLACEHOLDER, await liveSession());
  const body = request.body;
  const res = await server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    payload: body === undefined ? undefined : 'hex' in body ? Buffer.from(body.hex, 'hex') : body.text,
  });
  count(`${operation.method} ${operation.path}`, res.statusCode);
  followSession(res, usedSession);
  return res;
}

describe(`OpenAPI fuzzing on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('documents the operations to fuzz, with the bodies they take', () => {
    const names = operations.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/events', 'DELETE /api/me']),
    );
    expect(operations.filter((o) => o.body).length).toBeGreaterThanOrEqual(5);
  });

  for (const operation of operations) {
    const name = `${operation.method} ${operation.path}`;
    it(`${name}: answers every generated request below 500, and each refusal as a JSON error`, async () => {
      const property = fc.asyncProperty(requestArbitrary(operation, hints), async (request) => {
        logged.length = 0;
        const res = await send(operation, request);
        const problem = breach(res);
        if (problem) {
          throw new Error(
            `${problem}: ${res.body.slice(0, 1000)}\nserver logged:\n${logged.join('\n').slice(0, 4000) || '(nothing)'}`,
          );
        }
      });
      const details = await fc.check(property, {
        numRuns: runsPerOperation,
        seed,
        includeErrorInReport: true,
      });
      expect(details.failed, fc.defaultReportMessage(details)).toBe(false);
      // Each operation is exercised, not just declared.
      expect(stats.byOperation.get(name)?.size ?? 0).toBeGreaterThan(0);
    }, 120_000);
  }

  it('sent thousands of requests, nearly all past the rate limits and many accepted', () => {
    const limited = stats.byStatus.get(429) ?? 0;
    const accepted = [...stats.byStatus.entries()].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    const summary = `${stats.sent} requests: ${histogram(stats.byStatus)}; per operation:\n${[
      ...stats.byOperation.entries(),
    ]
      .map(([op, m]) => `  ${op}: ${histogram(m)}`)
      .join('\n')}`;
    expect(stats.sent, summary).toBeGreaterThanOrEqual(2000);
    expect((stats.sent - limited) / stats.sent, summary).toBeGreaterThanOrEqual(0.9);
    expect(accepted / stats.sent, summary).toBeGreaterThanOrEqual(0.15);
  });
});
