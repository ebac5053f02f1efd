/**
 * The push request as the server builds it, without a network: encrypted with aes128gcm for the subscription's
 * keys (decrypted here with the key pair the test made, as the browser would), signed with VAPID for the push
 * service's origin, with TTL, urgency and topic. Then the posting: retries on 429 and 5xx honouring Retry-After,
 * no redirect followed, 410 reported as gone.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { MAX_PAYLOAD_BYTES, REMINDER_DELIVERY, createPushSender } from '../../src/server/services/push';
import type { PushMessage } from '../../src/shared/reminders';

const require = createRequire(import.meta.url);
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
};

const vapid = webpush.generateVAPIDKeys();
const message: PushMessage = {
  title: 'Sua sequência de 6 dias termina hoje',
  body: 'O quiz diário leva 2 minutos: responda agora e mantenha a sequência.',
  url: '/quiz-diario',
  tag: 'lembrete',
};

/** What a browser keeps for a subscription: its own P-256 pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

describe('the encrypted request', () => {
  it('decrypts, with the browser’s private key, to the message, and is signed for the push service', () => {
    const keys = browserKeys();
    const sender = createPushSender({ vapid, subject: 'mailto:contato@exemplo.com.br', allowedOrigins: [] });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
    const details = sender.requestFor(
      { endpoint, p256dh: keys.p256dh, auth: keys.authText },
      message,
      REMINDER_DELIVERY,
    );

    expect(details.method).toBe('POST');
    expect(details.endpoint).toBe(endpoint);
    const headers = details.headers as Record<string, string | number>;
    expect(headers).toMatchObject({
      TTL: 4 * 3600,
      Urgency: 'normal',
      Topic: 'lembrete',
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
    });
    expect(details.body.length).toBeLessThanOrEqual(4096);
    expect(headers['Content-Length']).toBe(details.body.length);

    const plain = ece.decrypt(details.body, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.auth,
    });
    expect(JSON.parse(plain.toString('utf8'))).toEqual(message);

    // VAPID (RFC 8292): "vapid t=<JWT>, k=<public key>", the JWT signed with our private key for the endpoint's
    // origin, with our subject.
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(headers.Authorization));
    expect(match?.[2]).toBe(vapid.publicKey);
    const [head, claims, signature] = match![1]!.split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      aud: 'https://fcm.googleapis.com',
      sub: 'mailto:contato@exemplo.com.br',
    });
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${head}.${claims}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature!, 'base64url'),
    );
    expect(signed).toBe(true);
  });

  it('refuses a payload that would not fit in a push message', () => {
    const keys = browserKeys();
    const sender = createPushSender({ vapid, subject: 'mailto:a@b.c', allowedOrigins: [] });
    const big = { ...message, body: 'x'.repeat(MAX_PAYLOAD_BYTES) };
    expect(() =>
      sender.requestFor(
        { endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dh: keys.p256dh, auth: keys.authText },
        big,
        REMINDER_DELIVERY,
      ),
    ).toThrow(/too large/);
  });
});

describe('posting to the push service', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A push service that answers each request with the next of `answers`; records the paths asked. */
  async function pushService(answers: { status: number; headers?: Record<string, string> }[]) {
    const paths: string[] = [];
    server = createServer((req: IncomingMessage, res) => {
      paths.push(req.url ?? '');
      req.resume();
      const answer = answers.shift() ?? { status: 201 };
      res.writeHead(answer.status, answer.headers).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const waits: number[] = [];
    const sender = createPushSender({
      vapid,
      subject: 'mailto:a@b.c',
      allowedOrigins: [origin],
      sleep: async (ms) => void waits.push(ms),
    });
    const keys = browserKeys();
    const target = { endpoint: `${origin}/push/abc`, p256dh: keys.p256dh, auth: keys.authText };
    return { paths, waits, send: () => sender.send(target, message, REMINDER_DELIVERY) };
  }

  it('retries a 429 after the time Retry-After gives, then a 503 with back-off', async () => {
    const service = await pushService([
      { status: 429, headers: { 'retry-after': '7' } },
      { status: 503 },
      { status: 201 },
    ]);
    expect(await service.send()).toEqual({ status: 'sent', attempts: 3 });
    expect(service.waits[0]).toBe(7000);
    expect(service.waits[1]).toBeGreaterThanOrEqual(1500);
    expect(service.waits[1]).toBeLessThanOrEqual(2500);
  });

  it('gives up after three attempts, and at once when asked to wait too long', async () => {
    const failing = await pushService([{ status: 500 }, { status: 502 }, { status: 503 }]);
    expect(await failing.send()).toMatchObject({ status: 'failed', attempts: 3, reason: 'HTTP 503' });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const slow = await pushService([{ status: 429, headers: { 'retry-after': '3600' } }]);
    expect(await slow.send()).toMatchObject({ status: 'failed', attempts: 1 });
    expect(slow.waits).toEqual([]);
  });

  it('reports 410 and 404 as gone, without retrying', async () => {
    const service = await pushService([{ status: 410 }]);
    expect(await service.send()).toEqual({ status: 'gone', attempts: 1 });
    expect(service.paths).toHaveLength(1);
  });

  it('never follows a redirect', async () => {
    const service = await pushService([{ status: 307, headers: { location: '/elsewhere' } }]);
    expect(await service.send()).toMatchObject({ status: 'failed', attempts: 1, reason: 'HTTP 307' });
    expect(service.paths).toEqual(['/push/abc']);
  });

  it('does not post to an endpoint outside the allow-list', async () => {
    const sender = createPushSender({ vapid, subject: 'mailto:a@b.c', allowedOrigins: [] });
    const keys = browserKeys();
    const result = await sender.send(
      { endpoint: 'http://127.0.0.1:9/push', p256dh: keys.p256dh, auth: keys.authText },
      message,
      REMINDER_DELIVERY,
    );
    expect(result).toMatchObject({ status: 'failed', attempts: 0 });
  });
});
