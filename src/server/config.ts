/** Configuration, only from environment variables (each documented in the README with its default). */
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
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustedProxies.optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
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
  publicUrl?: string;
  seedDemo: boolean;
  logLevel: string;
  /** The balancer's addresses or networks, whose X-Forwarded-* headers are believed; false: nobody's. */
  trustProxy: false | string[];
  /** Sign-in and sign-up attempts allowed per minute and address. */
  authRateLimit: number;
  /** The built app; not served when it does not exist. */
  staticDir?: string;
  /** How often background jobs (clean-up) run, in milliseconds; 0 turns them off on this instance. */
  jobsIntervalMs: number;
  /** How long a client has to send a whole request (headers and body), in milliseconds. */
  requestTimeoutMs: number;
  /** Where e-mails go out; without it their links are written to the log instead. */
  smtpUrl?: string;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** The e-mail of the person in charge of personal data (LGPD art. 41), shown on the privacy page. */
  privacyContact?: string;
}

export function isEmbeddedDatabase(url: string): boolean {
  return !/^postgres(ql)?:\/\//.test(url);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = EnvSchema.parse(env);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    seedDemo: e.SEED_DEMO ?? isEmbeddedDatabase(e.DATABASE_URL),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    authRateLimit: e.AUTH_RATE_LIMIT,
    staticDir: e.STATIC_DIR,
    jobsIntervalMs: e.JOBS_INTERVAL_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    privacyContact: e.PRIVACY_CONTACT,
  };
}
