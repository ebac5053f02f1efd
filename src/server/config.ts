/** Configuration, only from environment variables (each documented in the README with its default). */
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .transform((v) => (v === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(v)));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('file:./data/hub.sqlite'),
  REDIS_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
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
  trustProxy: boolean;
  /** Sign-in and sign-up attempts allowed per minute and address. */
  authRateLimit: number;
  /** Accounts one address may create per UTC day. */
  signupDailyLimit: number;
  /** What one learner may store (docs/decisions/021-learner-quotas.md). */
  learnerLimits: LearnerLimits;
  /** The built app; not served when it does not exist. */
  staticDir?: string;
  /** How often background jobs (clean-up) run, in milliseconds; 0 turns them off on this instance. */
  jobsIntervalMs: number;
  /** Where e-mails go out; without it their links are written to the log instead. */
  smtpUrl?: string;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** The e-mail of the person in charge of personal data (LGPD art. 41), shown on the privacy page. */
  privacyContact?: string;
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
    signupDailyLimit: e.SIGNUP_DAILY_LIMIT,
    learnerLimits: {
      requestsPerMinute: e.EVENTS_RATE_LIMIT,
      eventsPerDay: e.EVENTS_DAILY_LIMIT,
      bytesPerDay: e.EVENTS_DAILY_BYTES,
      quotaBytes: e.LEARNER_QUOTA_BYTES,
    },
    staticDir: e.STATIC_DIR,
    jobsIntervalMs: e.JOBS_INTERVAL_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    privacyContact: e.PRIVACY_CONTACT,
  };
}
