/**
 * Where @fastify/rate-limit counts requests: in Redis, shared by every instance, and in this instance's memory
 * whenever Redis cannot answer in time. The limit then holds per instance (each allows the full number) instead
 * of failing the request or dropping the limit. The plugin's own Redis and memory stores do the counting.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Store {
  incr(key: string, callback: Counted, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}

interface StoreSettings {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

interface FallbackEvents {
  /** Redis failed after answering before (or at the first attempt): counting moves to memory. */
  onFallback(err: Error): void;
  /** Redis answered again after a fallback. */
  onRecovered(): void;
}

class RedisOrMemoryStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly state: { failing: boolean },
    private readonly events: FallbackEvents,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) {
          if (this.state.failing) {
            this.state.failing = false;
            this.events.onRecovered();
          }
          return callback(null, result);
        }
        if (!this.state.failing) {
          this.state.failing = true;
          this.events.onFallback(err);
        }
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): Store {
    return new RedisOrMemoryStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.state,
      this.events,
    );
  }
}

/** The store class the plugin instantiates (`store` option) with its settings. */
export function redisOrMemoryStore(redis: Redis, nameSpace: string, events: FallbackEvents) {
  const state = { failing: false };
  return class extends RedisOrMemoryStore {
    constructor(options: FastifyRateLimitOptions) {
      const settings = options as StoreSettings;
      super(
        new RedisStore(settings.continueExceeding, settings.exponentialBackoff, redis, nameSpace),
        new LocalStore(settings.continueExceeding, settings.exponentialBackoff),
        state,
        events,
      );
    }
  };
}
