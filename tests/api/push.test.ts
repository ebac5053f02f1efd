/**
 * Lembretes by Web Push on a real database, sent through a real (local) push service: a device subscribes with
 * the server's VAPID key, the test notification and the reminders job reach it encrypted and signed, a
 * subscription the push service calls gone (410) is removed, and a subscription lives and dies with its
 * device's session. Endpoints outside the allow-list are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, curriculum, registerLearner, type TestServer } from '../support/server';
import { startPushService, type LocalSubscription } from '../support/push-service';
import { loadVapidKeys } from '../../src/server/services/push';
import { sendDueReminders } from '../../src/server/services/reminders';

let server: TestServer;
let push: Awaited<ReturnType<typeof startPushService>>;
let publicKey: string;

beforeAll(async () => {
  push = await startPushService();
  server = await buildTestServer({ env: { PUSH_ALLOWED_ORIGINS: push.origin } });
  publicKey = (await server.app.inject({ method: 'GET', url: '/api/push/public-key' })).json().publicKey;
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

const subscriptionBody = (s: LocalSubscription) => ({
  endpoint: s.endpoint,
  expirationTime: null,
  keys: s.keys,
});

async function subscribeDevice(cookie: string) {
  const local = await push.subscribe(publicKey);
  const res = await server.app.inject({
    method: 'PUT',
    url: '/api/me/push-subscription',
    headers: { cookie },
    payload: subscriptionBody(local),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().subscribed).toBe(true);
  return local;
}

async function signIn(email: string, password: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

const subscriptionCount = async (userId: string) =>
  (
    await server.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
  ).length;

describe('VAPID keys', () => {
  it('are made once and kept in the database, so every instance signs with the same pair', async () => {
    const db = server.database.db;
    const first = await loadVapidKeys(db, {});
    const second = await loadVapidKeys(db, {});
    expect(second).toEqual(first);
    expect(first.publicKey).toBe(publicKey);
    // An uncompressed P-256 point, base64url.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('come from the environment when given', async () => {
    const pair = { publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43) };
    expect(await loadVapidKeys(server.database.db, { vapidKeys: pair })).toBe(pair);
  });
});

describe('a device turns reminders on', () => {
  it('gets the test notification through the push service, decrypted with its own keys', async () => {
    const { cookie } = await registerLearner(server);
    const local = await subscribeDevice(cookie);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/me/push-subscription/test',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/Notificação de teste enviada/);
    expect(await push.messages(local.clientHash)).toEqual([
      {
        title: 'Lembretes ligados',
        body: 'É assim que os lembretes do Hub vão aparecer neste aparelho.',
        url: '/ajustes#ajustes-lembretes',
        tag: 'teste',
      },
    ]);
  });

  it('loses the subscription when the push service answers 410 Gone', async () => {
    const { cookie, snapshot } = await registerLearner(server);
    const local = await subscribeDevice(cookie);
    await push.expire(local.clientHash);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/me/push-subscription/test',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toMatch(/Ative os lembretes de novo/);
    expect(await subscriptionCount(snapshot.user.id)).toBe(0);
    const after = await server.app.inject({ method: 'GET', url: '/api/me/reminders', headers: { cookie } });
    expect(after.json()).toMatchObject({ subscribed: false, devices: 0 });
  });

  it('asks for a subscription before sending a test', async () => {
    const { cookie } = await registerLearner(server);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/me/push-subscription/test',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PUSH_NOT_SUBSCRIBED');
  });

  it('keeps the choices: each type on or off and the hour, validated', async () => {
    const { cookie } = await registerLearner(server);
    const initial = await server.app.inject({ method: 'GET', url: '/api/me/reminders', headers: { cookie } });
    expect(initial.json()).toEqual({
      settings: { study: true, streak: true, league: true, hour: null },
      subscribed: false,
      devices: 0,
    });
    const saved = await server.app.inject({
      method: 'PUT',
      url: '/api/me/reminders',
      headers: { cookie },
      payload: { study: true, streak: false, league: true, hour: 9 },
    });
    expect(saved.json().settings).toEqual({ study: true, streak: false, league: true, hour: 9 });
    for (const hour of [3, 22, 8.5]) {
      const bad = await server.app.inject({
        method: 'PUT',
        url: '/api/me/reminders',
        headers: { cookie },
        payload: { study: true, streak: true, league: true, hour },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('INVALID_INPUT');
    }
  });
});

describe('endpoints the server will post to', () => {
  const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://[::1]/push',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.5/push',
    'https://localhost/push',
    'https://metadata.google.internal/computeMetadata',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://storage.googleapis.com/bucket/object',
    'https://push.apple.com.evil.example/x',
    'file:///etc/passwd',
    'http://localhost:1/notify/x',
  ])('refuses %s with 400 and a message in Portuguese', async (endpoint) => {
    const { cookie, snapshot } = await registerLearner(server);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me/push-subscription',
      headers: { cookie },
      payload: { endpoint, keys },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'PUSH_ENDPOINT_REFUSED',
      message: expect.stringMatching(/não é de um serviço de push conhecido/),
    });
    expect(await subscriptionCount(snapshot.user.id)).toBe(0);
  });

  it('refuses malformed keys with 400', async () => {
    const { cookie } = await registerLearner(server);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/me/push-subscription',
      headers: { cookie },
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(res.statusCode).toBe(400);
  });

  it('takes the known push services', async () => {
    const { cookie } = await registerLearner(server);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QOabc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      const res = await server.app.inject({
        method: 'PUT',
        url: '/api/me/push-subscription',
        headers: { cookie },
        payload: { endpoint, keys },
      });
      expect(res.statusCode, endpoint).toBe(200);
    }
    // Made-up subscriptions on real services: gone before the job below could post to them.
    await server.database.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', 'not like', `${push.origin}/%`)
      .execute();
  });
});

describe('a subscription belongs to its device', () => {
  it('goes when that device signs out', async () => {
    const { cookie, snapshot } = await registerLearner(server);
    await subscribeDevice(cookie);
    await server.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(await subscriptionCount(snapshot.user.id)).toBe(0);
  });

  it('goes when another device removes it in Ajustes, and only that one', async () => {
    const learner = await registerLearner(server);
    const phone = learner.cookie;
    const laptop = await signIn(learner.email, learner.password);
    await subscribeDevice(phone);
    await subscribeDevice(laptop);
    expect(await subscriptionCount(learner.snapshot.user.id)).toBe(2);
    const list = (
      await server.app.inject({ method: 'GET', url: '/api/me/sessions', headers: { cookie: laptop } })
    ).json();
    const phoneSession = list.find((d: { current: boolean }) => !d.current);
    await server.app.inject({
      method: 'DELETE',
      url: `/api/me/sessions/${phoneSession.id}`,
      headers: { cookie: laptop },
    });
    const left = await server.database.db
      .selectFrom('push_subscriptions')
      .select('session_id')
      .where('user_id', '=', learner.snapshot.user.id)
      .execute();
    expect(left.map((r) => r.session_id)).toEqual([list.find((d: { current: boolean }) => d.current).id]);
  });

  it('is in the export, without the browser keys', async () => {
    const { cookie } = await registerLearner(server);
    const local = await subscribeDevice(cookie);
    const doc = (
      await server.app.inject({ method: 'GET', url: '/api/me/export', headers: { cookie } })
    ).json();
    expect(doc.pushSubscriptions).toEqual([
      {
        sessionId: doc.sessions[0].id,
        endpoint: local.endpoint,
        createdAt: expect.any(String),
        lastSuccessAt: null,
      },
    ]);
    expect(doc.reminders).toMatchObject({ study: true, streak: true, league: true, hour: null });
    expect(JSON.stringify(doc)).not.toContain(local.keys.auth);
  });

  it('goes with the account', async () => {
    const { cookie, password, snapshot } = await registerLearner(server);
    await subscribeDevice(cookie);
    const res = await server.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie },
      payload: { password },
    });
    expect(res.statusCode).toBe(204);
    expect(await subscriptionCount(snapshot.user.id)).toBe(0);
    const settings = await server.database.db
      .selectFrom('reminder_settings')
      .select('user_id')
      .where('user_id', '=', snapshot.user.id)
      .execute();
    expect(settings).toEqual([]);
  });
});

describe('the reminders job', () => {
  const deps = () => ({ sender: server.app.pushSender, curriculum, concurrency: 4 });

  it('sends the study reminder at the chosen hour once, to every device, and drops a gone one', async () => {
    const learner = await registerLearner(server);
    const phone = await subscribeDevice(learner.cookie);
    const laptopCookie = await signIn(learner.email, learner.password);
    const laptop = await subscribeDevice(laptopCookie);
    await server.app.inject({
      method: 'PUT',
      url: '/api/me/reminders',
      headers: { cookie: learner.cookie },
      payload: { study: true, streak: true, league: true, hour: 10 },
    });
    await push.expire(laptop.clientHash);
    // Tomorrow 09:45 and 10:15 in São Paulo (UTC−3): not yet, then due.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const early = await sendDueReminders(server.database.db, deps(), new Date(`${tomorrow}T12:45:00Z`));
    expect(early.sent).toBe(0);
    const run = await sendDueReminders(server.database.db, deps(), new Date(`${tomorrow}T13:15:00Z`));
    expect(run).toMatchObject({ sent: 1, gone: 1, failed: 0 });
    const [message] = (await push.messages(phone.clientHash)) as { title: string; url: string }[];
    expect(message).toMatchObject({ title: 'Hora de estudar', url: '/capitulos/1' });
    expect(await subscriptionCount(learner.snapshot.user.id)).toBe(1);
    // One a day: the next run, the same day, sends nothing.
    const again = await sendDueReminders(server.database.db, deps(), new Date(`${tomorrow}T13:30:00Z`));
    expect(again.sent).toBe(0);
    expect(await push.messages(phone.clientHash)).toHaveLength(1);
  });
});
