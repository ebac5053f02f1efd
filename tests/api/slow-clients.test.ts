/**
 * A client that sends its request a byte at a time cannot keep a connection: the server closes it once
 * REQUEST_TIMEOUT_MS has passed without the whole request (its headers sooner), answering 408 when it can.
 * Real sockets on a listening server, since that is where the timeouts live.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../support/server';

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

interface Trickle {
  /** What the server sent back before closing. */
  answer: string;
  /** How long the connection stayed open, from the first byte sent. */
  ms: number;
}

/**
 * Sends `head` at once, then one byte of `drip` every 100 ms, until the server closes the connection or
 * `giveUpMs` passes (then the connection is still open: `answer` is null).
 */
function trickle(head: string, drip: string, giveUpMs: number): Promise<Trickle | null> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const startedAt = Date.now();
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]!);
    }, 100);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    const finish = (result: Trickle | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish({ answer, ms: Date.now() - startedAt }));
    socket.write(head);
  });
}

describe('slow clients', () => {
  it('closes a connection whose body trickles in, with a 408, within the request timeout', async () => {
    const body = JSON.stringify({ events: [] }).padEnd(400, ' ');
    const result = await trickle(
      'POST /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      15_000,
    );
    expect(result, 'the connection was still open after 15 s').not.toBeNull();
    expect(result!.answer).toMatch(/^HTTP\/1\.1 408 /);
    // The timeout is 1 s and Node checks every second; the bound only tells "closed" from "kept".
    expect(result!.ms).toBeLessThan(5000);
  });

  it('closes a connection whose headers trickle in', async () => {
    const result = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: '.padEnd(400, 'a'),
      15_000,
    );
    expect(result, 'the connection was still open after 15 s').not.toBeNull();
    expect(result!.ms).toBeLessThan(5000);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
