/**
 * Web Push (RFC 8030, message encryption RFC 8291 with aes128gcm, VAPID RFC 8292) through the `web-push`
 * library: the server's VAPID keys, each device's subscription (tied to its session), and the sending of one
 * message with retries. The request is built by web-push (generateRequestDetails) and posted here with
 * node:http(s), which never follows a redirect; the endpoint is checked against the allow-list before every post.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { DB } from '../db/index.js';
import type { PushConfig } from '../config.js';
import { HttpError } from '../errors.js';
import {
  DEFAULT_REMINDER_SETTINGS,
  type PushMessage,
  type PushSubscriptionBody,
  type ReminderSettings,
  type Reminders,
} from '../../shared/reminders.js';
import { ENDPOINT_REFUSED_MESSAGE, checkPushEndpoint } from './push-endpoints.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_KEY_NAME = 'vapid';

/**
 * The VAPID pair: the environment's, or the one kept in the database, made by whichever instance asked first
 * (insert-or-keep, then read back, so every instance signs with the same pair).
 */
export async function loadVapidKeys(db: DB, config: Pick<PushConfig, 'vapidKeys'>): Promise<VapidKeys> {
  if (config.vapidKeys) return config.vapidKeys;
  const read = () =>
    db.selectFrom('server_keys').select('value').where('name', '=', VAPID_KEY_NAME).executeTakeFirst();
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db
      .insertInto('server_keys')
      .values({ name: VAPID_KEY_NAME, value: JSON.stringify(made), created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  return JSON.parse(row!.value) as VapidKeys;
}

/** How a push message is sent: how long it may wait for the device, how urgent, what it replaces. */
export interface DeliveryOptions {
  /** Seconds the push service keeps the message while the device is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A newer message with the same topic replaces one not delivered yet (≤ 32 base64url characters). */
  topic: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type DeliveryResult =
  | { status: 'sent'; attempts: number }
  /** 404 or 410: the subscription is gone for good and must be removed. */
  | { status: 'gone'; attempts: number }
  | { status: 'failed'; attempts: number; reason: string };

/** Push messages may carry 4096 bytes; the encryption adds 86 (aes128gcm header and tag, one record). */
export const MAX_PAYLOAD_BYTES = 3993;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 3;
const FIRST_BACKOFF_MS = 1000;
/** A Retry-After longer than this is not waited for: the next run of the job tries again. */
const MAX_WAIT_MS = 60_000;

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
  allowedOrigins: readonly string[];
  /** Waits between attempts (tests pass a fast one). */
  sleep?: (ms: number) => Promise<void>;
}

const keepAlive = { keepAlive: true, maxSockets: 256 };
const agents = { 'https:': new https.Agent(keepAlive), 'http:': new http.Agent(keepAlive) };

interface PostAnswer {
  statusCode: number;
  retryAfterMs?: number;
}

function retryAfter(value: string | string[] | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** One POST, never following a redirect (a 3xx is an answer like any other). */
function post(url: URL, headers: Record<string, string | number>, body: Buffer | null): Promise<PostAnswer> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers,
        agent: agents[url.protocol as 'https:' | 'http:'],
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            retryAfterMs: retryAfter(response.headers['retry-after']),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

export type PushSender = ReturnType<typeof createPushSender>;

/** A VAPID token is valid this long (at most 24 h by RFC 8292)… */
const VAPID_TOKEN_SECONDS = 12 * 3600;
/** …and is made anew once less than this is left. */
const VAPID_RENEW_MS = 3600_000;

export function createPushSender({ vapid, subject, allowedOrigins, sleep }: PushSenderOptions) {
  const wait = sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Signing a token costs more than encrypting a message: one token per push service, reused for hours.
  const tokens = new Map<string, { authorization: string; expiresAt: number }>();
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = tokens.get(audience);
    if (cached && cached.expiresAt - now > VAPID_RENEW_MS) return cached.authorization;
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    tokens.set(audience, { authorization: Authorization, expiresAt: expiration * 1000 });
    return Authorization;
  }

  /** The encrypted request, as web-push builds it (no network). */
  function requestFor(target: PushTarget, message: PushMessage, options: DeliveryOptions) {
    const payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('push payload too large');
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { TTL: options.ttl, urgency: options.urgency, topic: options.topic, contentEncoding: 'aes128gcm' },
    );
    // VAPID (RFC 8292) for aes128gcm: "vapid t=<JWT for the push service's origin>, k=<our public key>".
    details.headers.Authorization = vapidAuthorization(target.endpoint);
    return details;
  }

  /** Sends one message, retrying 429 and 5xx (and network failures) with back-off, Retry-After respected. */
  async function send(
    target: PushTarget,
    message: PushMessage,
    options: DeliveryOptions,
  ): Promise<DeliveryResult> {
    const check = checkPushEndpoint(target.endpoint, allowedOrigins);
    if (!check.ok) return { status: 'failed', attempts: 0, reason: `endpoint refused: ${check.reason}` };
    let reason = '';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const details = requestFor(target, message, options);
      let waitMs: number | undefined;
      try {
        const answer = await post(
          check.url,
          details.headers as Record<string, string | number>,
          details.body,
        );
        if (answer.statusCode >= 200 && answer.statusCode < 300) return { status: 'sent', attempts: attempt };
        if (answer.statusCode === 404 || answer.statusCode === 410)
          return { status: 'gone', attempts: attempt };
        reason = `HTTP ${answer.statusCode}`;
        if (answer.statusCode !== 429 && answer.statusCode < 500) {
          return { status: 'failed', attempts: attempt, reason };
        }
        waitMs = answer.retryAfterMs;
      } catch (err) {
        reason = (err as Error).message;
      }
      if (attempt === MAX_ATTEMPTS) break;
      const backoff = FIRST_BACKOFF_MS * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
      const delay = waitMs ?? backoff;
      if (delay > MAX_WAIT_MS)
        return { status: 'failed', attempts: attempt, reason: `${reason}, retry later` };
      await wait(delay);
    }
    return { status: 'failed', attempts: MAX_ATTEMPTS, reason };
  }

  return { publicKey: vapid.publicKey, requestFor, send };
}

/** The delivery of reminders: kept four hours at most (a reminder later than that is no use), one topic. */
export const REMINDER_DELIVERY: DeliveryOptions = { ttl: 4 * 3600, urgency: 'normal', topic: 'lembrete' };
/** The test notification: now or never. */
export const TEST_DELIVERY: DeliveryOptions = { ttl: 300, urgency: 'high', topic: 'teste' };

// ---- Subscriptions -------------------------------------------------------------------------------------------

/**
 * Keeps this device's subscription (one per session; a new one replaces it). An endpoint another session held
 * moves to this one: the browser gives one endpoint per installation.
 */
export async function saveSubscription(
  db: DB,
  { userId, sessionId }: { userId: string; sessionId: string },
  body: PushSubscriptionBody,
  allowedOrigins: readonly string[],
  now = new Date(),
): Promise<void> {
  const check = checkPushEndpoint(body.endpoint, allowedOrigins);
  if (!check.ok) throw new HttpError(400, 'PUSH_ENDPOINT_REFUSED', ENDPOINT_REFUSED_MESSAGE);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('push_subscriptions')
      .where((eb) => eb.or([eb('session_id', '=', sessionId), eb('endpoint', '=', body.endpoint)]))
      .execute();
    await trx
      .insertInto('push_subscriptions')
      .values({
        id: randomUUID(),
        user_id: userId,
        session_id: sessionId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        created_at: now.toISOString(),
        last_success_at: null,
      })
      .execute();
    // Choices start at their defaults the first time a device subscribes.
    await trx
      .insertInto('reminder_settings')
      .values({ user_id: userId, ...settingsRow(DEFAULT_REMINDER_SETTINGS), updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  });
}

export async function removeSessionSubscription(db: DB, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function sessionSubscription(db: DB, sessionId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
}

/** After deliveries: successes are dated, subscriptions the push service no longer knows are removed. */
export async function recordDeliveries(
  db: DB,
  { sent, gone }: { sent: string[]; gone: string[] },
  now = new Date(),
) {
  if (sent.length > 0) {
    await db
      .updateTable('push_subscriptions')
      .set({ last_success_at: now.toISOString() })
      .where('id', 'in', sent)
      .execute();
  }
  if (gone.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', gone).execute();
}

export async function recordDelivery(
  db: DB,
  subscriptionId: string,
  result: DeliveryResult,
  now = new Date(),
) {
  const ids = (status: DeliveryResult['status']) => (result.status === status ? [subscriptionId] : []);
  await recordDeliveries(db, { sent: ids('sent'), gone: ids('gone') }, now);
}

// ---- Reminder choices ----------------------------------------------------------------------------------------

const settingsRow = (s: ReminderSettings) => ({
  study: s.study ? 1 : 0,
  streak: s.streak ? 1 : 0,
  league: s.league ? 1 : 0,
  hour: s.hour,
});

export const settingsFromRow = (row: {
  study: number;
  streak: number;
  league: number;
  hour: number | null;
}) => ({
  study: row.study === 1,
  streak: row.streak === 1,
  league: row.league === 1,
  hour: row.hour,
});

export async function readReminders(db: DB, userId: string, sessionId: string): Promise<Reminders> {
  const [settings, devices] = await Promise.all([
    db
      .selectFrom('reminder_settings')
      .select(['study', 'streak', 'league', 'hour'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db.selectFrom('push_subscriptions').select('session_id').where('user_id', '=', userId).execute(),
  ]);
  return {
    settings: settings ? settingsFromRow(settings) : DEFAULT_REMINDER_SETTINGS,
    subscribed: devices.some((d) => d.session_id === sessionId),
    devices: devices.length,
  };
}

export async function saveReminderSettings(
  db: DB,
  userId: string,
  settings: ReminderSettings,
  now = new Date(),
): Promise<void> {
  const row = { ...settingsRow(settings), updated_at: now.toISOString() };
  await db
    .insertInto('reminder_settings')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}
