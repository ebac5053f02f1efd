/**
 * A client that sends its request a byte at a time cannot keep a connection: the server closes it once
 * REQUEST_TIMEOUT_MS has passed without the whole request (its headers sooner), answering 408 when it can.
 * Real sockets on a listening server, since that is where the timeouts live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../support/server';
import { postHead, trickle } from '../support/slow-client';

const REQUEST_TIMEOUT_MS = 1000;

let server: TestServer;
let port = 0;
beforeAll(async () => {
  server = await buildTestServer({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await server?.close();
});

describe('slow clients', () => {
  it('closes a connection whose body trickles in, with a 408, within the request timeout', async () => {
    const body = JSON.stringify({ events: [] }).padEnd(400, ' ');
    const result = await trickle({
      port,
      head: postHead('/api/events', body.length),
      drip: body,
      giveUpMs: 15_000,
    });
    expect(result.answer, 'the connection was still open after 15 s').not.toBeNull();
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    // The timeout is 1 s and Node checks every second; the bound only tells "closed" from "kept".
    expect(result.ms).toBeLessThan(5000);
  });

  it('closes a connection whose headers trickle in', async () => {
    const result = await trickle({
      port,
      head: 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      drip: 'X-Slow: '.padEnd(400, 'a'),
      giveUpMs: 15_000,
    });
    expect(result.answer, 'the connection was still open after 15 s').not.toBeNull();
    expect(result.ms).toBeLessThan(5000);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
