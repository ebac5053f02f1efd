/**
 * What every request reads, kept in memory: the session behind a cookie and the learner's last /api/me body.
 * Each instance keeps its own copy; a change on any instance (sign-out, a device removed, a new password, a
 * profile edit, an event applied) drops the entry here and, through Redis pub/sub, on every other instance.
 *
 * Correctness does not rest on the message alone:
 * - writes never trust the cache: applying events re-reads the session inside its transaction, so a session
 *   ended on another instance can neither add events nor move its own `synced_at`;
 * - when the subscriber is not connected (Redis down, reconnecting), the cache is bypassed, and it is emptied
 *   when the subscriber connects again, since messages sent meanwhile are lost;
 * - a connection can also look connected while nothing comes through (Redis hung, packets dropped): the
 *   subscriber pings Redis every HEARTBEAT_MS, and the cache counts as on only while the last answer is younger
 *   than HEARTBEAT_STALE_MS; it starts empty again after any gap;
 * - when this instance cannot publish a change, it forgets everything it keeps (the others stop trusting
 *   theirs through their own heartbeat if Redis is in trouble for them too);
 * - entries live at most ENTRY_TTL_MS, and a session entry is only used until the session's own expiry.
 * See docs/decisions/012-api-hot-path.md.
 */
import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { findSessionUser } from './sessions.js';

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

export const INVALIDATION_CHANNEL = 'hub:cache:invalidate';
const ENTRY_TTL_MS = 60_000;
/** How often the subscriber checks that Redis still answers it. */
const HEARTBEAT_MS = 1000;
/** How old the last answer may be for the cache to stay on: a missed heartbeat or a slow one turns it off. */
const HEARTBEAT_STALE_MS = 2000;

export class HotCache {
  private readonly sessions = new LRUCache<string, SessionRow>({ max: 100_000, ttl: ENTRY_TTL_MS });
  /** userId → the /api/me body for the learner's calendar day (the snapshot depends on "today"). */
  private readonly snapshots = new LRUCache<string, { today: string; body: string; etag: string }>({
    max: 50_000,
    ttl: ENTRY_TTL_MS,
  });
  private subscriber: Redis | undefined;
  private listening: boolean;
  private heartbeat: NodeJS.Timeout | undefined;
  /** When Redis last answered the subscriber's ping (0: not since the subscriber last connected). */
  private lastHeard = 0;
  /** The last publish failed: logged once, until one succeeds. */
  private publishFailing = false;

  constructor(
    private readonly redis?: Redis,
    private readonly log?: { warn(obj: object, msg: string): void; info(msg: string): void },
  ) {
    // Alone (no Redis), this instance sees every change itself.
    this.listening = !redis;
  }

  /** Subscribes to other instances' invalidations (when there is Redis). */
  async start(): Promise<void> {
    if (!this.redis) return;
    // Subscribing waits for the connection (offline queue); the heartbeat's pings give up at the timeout.
    const sub = this.redis.duplicate({
      lazyConnect: true,
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
      commandTimeout: HEARTBEAT_STALE_MS - HEARTBEAT_MS,
    });
    this.subscriber = sub;
    sub.on('message', (_channel: string, message: string) => this.applyLocal(message));
    // Each (re)connection subscribes before the cache is trusted again: a subscription that never happened (Redis
    // was down at start, the command timed out) would leave the cache on with nobody telling it anything.
    sub.on('ready', () => void this.listen(sub));
    for (const event of ['close', 'end', 'error', 'reconnecting'] as const) {
      sub.on(event, () => {
        this.listening = false;
        this.lastHeard = 0;
        this.clear();
      });
    }
    this.heartbeat = setInterval(() => void this.ping(sub), HEARTBEAT_MS);
    // The listening server keeps the process alive, not this timer.
    this.heartbeat.unref();
    try {
      await sub.connect();
    } catch {
      // Redis unreachable: stay bypassed; ioredis keeps retrying and 'ready' subscribes then.
    }
  }

  /** Subscribes, then trusts the cache, starting empty: anything published before was not heard. */
  private async listen(sub: Redis): Promise<void> {
    try {
      await sub.subscribe(INVALIDATION_CHANNEL);
    } catch {
      return; // The heartbeat tries again.
    }
    this.clear();
    this.listening = true;
    this.lastHeard = Date.now();
  }

  async close(): Promise<void> {
    this.listening = false;
    clearInterval(this.heartbeat);
    this.subscriber?.disconnect();
  }

  get enabled(): boolean {
    if (!this.subscriber) return this.listening;
    if (!this.listening || this.subscriber.status !== 'ready') return false;
    if (Date.now() - this.lastHeard < HEARTBEAT_STALE_MS) return true;
    // Not heard for too long: what was kept may have been changed elsewhere meanwhile.
    this.clear();
    return false;
  }

  private async ping(sub: Redis): Promise<void> {
    if (sub.status !== 'ready') return;
    if (!this.listening) return this.listen(sub);
    const sentAt = Date.now();
    try {
      await sub.ping();
    } catch {
      return;
    }
    // A gap since the last answer may have hidden messages from us: start again from empty.
    if (sentAt - this.lastHeard >= HEARTBEAT_STALE_MS) this.clear();
    this.lastHeard = Math.max(this.lastHeard, sentAt);
  }

  getSession(tokenHash: string, now: Date): SessionRow | undefined {
    if (!this.enabled) return undefined;
    const row = this.sessions.get(tokenHash);
    if (row && row.expires_at <= now.toISOString()) {
      this.sessions.delete(tokenHash);
      return undefined;
    }
    return row;
  }

  setSession(row: SessionRow): void {
    if (this.enabled) this.sessions.set(row.token_hash, row);
  }

  /** This instance's own change to a session it serves (last seen): no one else needs to hear. */
  patchSession(tokenHash: string, patch: Partial<SessionRow>): void {
    const row = this.sessions.get(tokenHash);
    if (row) this.sessions.set(tokenHash, { ...row, ...patch });
  }

  /** The learner's /api/me body for `today`, with its entity tag (a hash of the body, made once with it). */
  getSnapshot(userId: string, today: string): { body: string; etag: string } | undefined {
    if (!this.enabled) return undefined;
    const hit = this.snapshots.get(userId);
    return hit && hit.today === today ? hit : undefined;
  }

  setSnapshot(userId: string, today: string, body: { body: string; etag: string }): void {
    if (this.enabled) this.snapshots.set(userId, { today, ...body });
  }

  /** The learner's progress changed: their /api/me body is stale everywhere. */
  async progressChanged(userId: string): Promise<void> {
    this.snapshots.delete(userId);
    await this.publish(`p:${userId}`);
  }

  /** A session ended (sign-out): forget it everywhere. */
  async sessionEnded(tokenHash: string): Promise<void> {
    this.sessions.delete(tokenHash);
    await this.publish(`s:${tokenHash}`);
  }

  /** Sessions ended, the account changed or was deleted: forget all of the learner's entries everywhere. */
  async userChanged(userId: string): Promise<void> {
    this.dropUser(userId);
    await this.publish(`u:${userId}`);
  }

  clear(): void {
    this.sessions.clear();
    this.snapshots.clear();
  }

  private dropUser(userId: string): void {
    this.snapshots.delete(userId);
    for (const [hash, row] of this.sessions.entries()) if (row.id === userId) this.sessions.delete(hash);
  }

  private applyLocal(message: string): void {
    const key = message.slice(2);
    if (message.startsWith('p:')) this.snapshots.delete(key);
    else if (message.startsWith('s:')) this.sessions.delete(key);
    else if (message.startsWith('u:')) this.dropUser(key);
  }

  /**
   * Tells the other instances. The Redis client gives up quickly (no offline queue, a command timeout), so a
   * Redis in trouble never holds the answer to the write for long.
   */
  private async publish(message: string): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.publish(INVALIDATION_CHANNEL, message);
      if (this.publishFailing) this.log?.info('cache invalidations published again');
      this.publishFailing = false;
    } catch (err) {
      // Could not tell the others; Redis is in trouble, so this instance stops trusting what it kept too. The
      // others notice through their heartbeat; writes never trust the cache anyway.
      this.clear();
      if (!this.publishFailing) {
        this.publishFailing = true;
        this.log?.warn({ reason: (err as Error).message }, 'cache invalidations cannot be published');
      }
    }
  }
}
