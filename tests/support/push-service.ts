/**
 * A local push service (the `web-push-testing` package) on a free port: it hands out subscriptions like a
 * browser's push service, checks the VAPID signature, decrypts each message it receives and keeps it, and answers
 * 410 for a subscription marked expired.
 */
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const require = createRequire(import.meta.url);

interface TestingServer {
  _app: { listen(port: number, callback: () => void): Server };
  setRequestHandlers(): void;
}

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export async function startPushService() {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js');
  const TestingServerClass = require('web-push-testing/src/server.js');
  const model = new PushApiModel();
  const testing: TestingServer = new TestingServerClass(model, 0);
  testing.setRequestHandlers();
  const server = await new Promise<Server>((resolve) => {
    const s = testing._app.listen(0, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  model.notifyUrl = `${origin}/notify/`;

  const call = async (path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

  return {
    origin,
    /** A new subscription for the server's VAPID public key, as a browser would get it. */
    async subscribe(applicationServerKey: string): Promise<LocalSubscription> {
      const res = await call('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
      if (res.status !== 200) throw new Error(`subscribe failed: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { data: LocalSubscription }).data;
    },
    /** The messages this subscription received, decrypted. */
    async messages(clientHash: string): Promise<unknown[]> {
      const res = await call('/get-notifications', { clientHash });
      return (res.body as { data: { messages: string[] } }).data.messages.map((m) => JSON.parse(m));
    },
    /** From now on the push service answers 410 Gone for this subscription. */
    async expire(clientHash: string) {
      await call(`/expire-subscription/${clientHash}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
