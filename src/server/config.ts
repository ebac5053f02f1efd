/** Configuration, only from environment variables (each documented in the README with its default). */
import { dirname, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(v)));

/** Names proxy-addr (Fastify's trustProxy) understands for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrNetwork(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The balancer's addresses or networks, whose X-Forwarded-* headers are believed; anyone else's are ignored.
 * `1`/`true` (believe every client) is refused: an instance reachable without the balancer would let anyone
 * choose the address its sign-in attempts count against.
 */
const trustedProxies = z.string().transform((value, ctx) => {
  const v = value.trim().toLowerCase();
  if (['', '0', 'false', 'off', 'no'].includes(v)) return false as const;
  if (['1', 'true', 'on', 'yes'].includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        `TRUST_PROXY=${value} would believe X-Forwarded-For from any client. Give the balancer's address or ` +
        'network instead, e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/24 (several separated by commas).',
    });
    return z.NEVER;
  }
  const entries = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrNetwork(entry));
  if (wrong !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY: "${wrong}" is not an IP address, a network (address/prefix) or "loopback".`,
    });
    return z.NEVER;
  }
  return entries;
});

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('file:./data/hub.sqlite'),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' }).optional())
    .optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustedProxies.optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PUBLIC_PAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  SIGNUP_DAILY_LIMIT: z.coerce.number().int().min(1).default(20),
  EVENTS_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  EVENTS_DAILY_LIMIT: z.coerce.number().int().min(1).default(1000),
  EVENTS_DAILY_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(1024 * 1024),
  LEARNER_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 1024 * 1024),
  STATIC_DIR: z.string().optional(),
  JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).default(30_000),
  // Empty counts as unset, so `SMTP_URL=` in an env file switches e-mail off rather than failing the start.
  SMTP_URL: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
        .optional(),
    )
    .optional(),
  MAIL_FROM: z.string().min(3).default('Hub de Marketing Digital <nao-responda@localhost>'),
  MAIL_DIR: z.string().optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .transform((v) => v.trim() || undefined)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .transform((v) => v.trim() || undefined)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(
      z
        .string()
        .regex(
          /^(mailto:\S+@\S+|https:\/\/\S+)$/,
          'VAPID_SUBJECT must be a mailto: address or an https:// URL',
        )
        .optional(),
    )
    .optional(),
  PUSH_ALLOWED_ORIGINS: z.string().default(''),
  REMINDERS_INTERVAL_MS: z.coerce.number().int().min(0).default(900_000),
  PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  PRIVACY_CONTACT: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(z.email('PRIVACY_CONTACT must be an e-mail address').optional())
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl?: string;
  /**
   * The address learners use, without a trailing slash: every link in an e-mail or a public page starts with
   * it. PUBLIC_URL, or the loopback address the server listens on; never taken from a request's headers.
   */
  publicUrl: string;
  seedDemo: boolean;
  logLevel: string;
  /** The balancer's addresses or networks, whose X-Forwarded-* headers are believed; false: nobody's. */
  trustProxy: false | string[];
  /** Sign-in and sign-up attempts allowed per minute and address. */
  authRateLimit: number;
  /** Requests allowed per minute and address on each public page (shared insight, certificate, its image). */
  publicPageRateLimit: number;
  /** Accounts one address may create per UTC day. */
  signupDailyLimit: number;
  /** What one learner may store (docs/decisions/021-learner-quotas.md). */
  learnerLimits: LearnerLimits;
  /** The built app; not served when it does not exist. */
  staticDir?: string;
  /** How often background jobs (clean-up) run, in milliseconds; 0 turns them off on this instance. */
  jobsIntervalMs: number;
  /** How long a client has to send a whole request (headers and body), in milliseconds. */
  requestTimeoutMs: number;
  /** Where e-mails go out; without it each one is written as an .eml file in `mailDir`. */
  smtpUrl?: string;
  /** Where e-mails are written when there is no SMTP_URL. */
  mailDir: string;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** The e-mail of the person in charge of personal data (LGPD art. 41), shown on the privacy page. */
  privacyContact?: string;
  push: PushConfig;
}

/** Web Push (README, "Lembretes (Web Push)"). */
export interface PushConfig {
  /** The VAPID pair from the environment; without it, one is made once and kept in the database. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** Who the push services may contact about our messages: a mailto: address or an https:// URL. */
  vapidSubject: string;
  /** Origins (scheme://host[:port]) accepted as push endpoints besides the known push services. */
  allowedOrigins: string[];
  /** How often the reminders job runs, in milliseconds; 0 turns it off on this instance. */
  remindersIntervalMs: number;
  /** Push messages one instance has in flight at most. */
  concurrency: number;
}

/** PUSH_ALLOWED_ORIGINS: each entry an origin, without path, query or user info. */
function parseAllowedOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`PUSH_ALLOWED_ORIGINS: "${entry}" is not a URL (e.g. https://push.example.com).`);
      }
      if (
        !['http:', 'https:'].includes(url.protocol) ||
        url.username ||
        url.password ||
        url.origin !== entry.replace(/\/+$/, '')
      ) {
        throw new Error(
          `PUSH_ALLOWED_ORIGINS: "${entry}" must be an origin such as https://push.example.com:8443.`,
        );
      }
      return url.origin;
    });
}

function resolvePush(e: z.infer<typeof EnvSchema>, publicUrl: string): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither.');
  }
  const subject =
    e.VAPID_SUBJECT ??
    (e.PRIVACY_CONTACT
      ? `mailto:${e.PRIVACY_CONTACT}`
      : publicUrl.startsWith('https://')
        ? publicUrl
        : 'mailto:nao-responda@localhost');
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject: subject,
    allowedOrigins: parseAllowedOrigins(e.PUSH_ALLOWED_ORIGINS),
    remindersIntervalMs: e.REMINDERS_INTERVAL_MS,
    concurrency: e.PUSH_CONCURRENCY,
  };
}

export interface LearnerLimits {
  /** `POST /api/events` requests per minute. */
  requestsPerMinute: number;
  /** New events stored per UTC day. */
  eventsPerDay: number;
  /** Bytes of event payload stored per UTC day. */
  bytesPerDay: number;
  /** Bytes of event payload stored in all. */
  quotaBytes: number;
}

export function isEmbeddedDatabase(url: string): boolean {
  return !/^postgres(ql)?:\/\//.test(url);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Links must never be built from a request's Host or X-Forwarded-Host (anyone can send those, and a reset link
 * pointing elsewhere hands over the account). Without PUBLIC_URL the only address known to be right is the
 * loopback one the server listens on; anywhere else (another interface, a proxy in front) PUBLIC_URL is
 * required.
 */
function resolvePublicUrl(e: z.infer<typeof EnvSchema>): string {
  if (e.PUBLIC_URL) return e.PUBLIC_URL.replace(/\/+$/, '');
  if (!LOOPBACK_HOSTS.has(e.HOST) || e.TRUST_PROXY) {
    throw new Error(
      'PUBLIC_URL is required when the server listens on a non-loopback address or behind a proxy ' +
        '(TRUST_PROXY): set it to the address learners use, e.g. PUBLIC_URL=https://hub.example.com.br',
    );
  }
  const host = e.HOST === '::1' ? '[::1]' : e.HOST;
  return `http://${host}:${e.PORT}`;
}

/** E-mails without SMTP_URL: a `mail/` folder beside the embedded database, else ./data/mail. */
function resolveMailDir(e: z.infer<typeof EnvSchema>): string {
  if (e.MAIL_DIR) return e.MAIL_DIR;
  if (isEmbeddedDatabase(e.DATABASE_URL)) {
    const path = e.DATABASE_URL.replace(/^file:(\/\/)?/, '');
    if (path !== ':memory:') return join(dirname(path), 'mail');
  }
  return join('data', 'mail');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = EnvSchema.parse(env);
  const publicUrl = resolvePublicUrl(e);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl,
    seedDemo: e.SEED_DEMO ?? isEmbeddedDatabase(e.DATABASE_URL),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    authRateLimit: e.AUTH_RATE_LIMIT,
    publicPageRateLimit: e.PUBLIC_PAGE_RATE_LIMIT,
    signupDailyLimit: e.SIGNUP_DAILY_LIMIT,
    learnerLimits: {
      requestsPerMinute: e.EVENTS_RATE_LIMIT,
      eventsPerDay: e.EVENTS_DAILY_LIMIT,
      bytesPerDay: e.EVENTS_DAILY_BYTES,
      quotaBytes: e.LEARNER_QUOTA_BYTES,
    },
    // Relative to the working directory, as the README's `./dist` reads; the static plugin needs an absolute path.
    staticDir: e.STATIC_DIR === undefined ? undefined : resolve(e.STATIC_DIR),
    jobsIntervalMs: e.JOBS_INTERVAL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailDir: resolveMailDir(e),
    mailFrom: e.MAIL_FROM,
    privacyContact: e.PRIVACY_CONTACT,
    push: resolvePush(e, publicUrl),
  };
}
