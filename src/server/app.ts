/**
 * Builds the Fastify app: external plugins (security headers, rate limits, cookies, OpenAPI), then the app's
 * own (sessions, static app), then the routes; one error handler answers every failure in pt-BR.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { AboutSchema } from '../shared/api-schemas.js';
import { formatCount } from '../shared/format.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/index.js';
import type { Curriculum } from '../content/load.js';
import { rulesFromCurriculum } from './services/progress.js';
import { clientAddressKey } from './plugins/client-address.js';
import csrf from './plugins/csrf.js';
import sessions from './plugins/sessions.js';
import { HotCache } from './services/hot-cache.js';
import { redisOrMemoryStore } from './services/rate-limit-store.js';
import { checkDatabase, isDatabaseUnavailable } from './db/availability.js';
import staticApp from './plugins/static-app.js';
import authRoutes from './routes/api/auth.js';
import meRoutes from './routes/api/me.js';
import eventRoutes from './routes/api/events.js';
import communityRoutes from './routes/api/community.js';
import leagueRoutes from './routes/api/league.js';
import passwordResetRoutes from './routes/api/password-reset.js';
import emailConfirmationRoutes from './routes/api/email-confirmation.js';
import emailChangeRoutes from './routes/api/email-change.js';
import examRoutes from './routes/api/exam.js';
import { createExam } from './services/exam.js';
import { loadExamBank, type ExamBank } from '../content/exam-load.js';
import certificateRoutes from './routes/api/certificate.js';
import pushRoutes from './routes/api/push.js';
import { createPushSender, loadVapidKeys, type PushSender } from './services/push.js';
import insightPages from './routes/pages/insights.js';
import certificatePages from './routes/pages/certificates.js';
import { createMailer } from './services/mailer.js';
import { HttpError, errorBody } from './errors.js';
import { AccountGoneError } from './services/sessions.js';
import { requestPath } from './request-path.js';

z.config(z.locales.ptBR());

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends Web Push messages with this installation's VAPID keys (the reminders job uses it too). */
    pushSender: PushSender;
  }
}

interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  curriculum: Curriculum;
  /** The final exam's questions (src/content/exam); read from there when not given. */
  examBank?: ExamBank;
  /** Where the built app lives; defaults to dist/ beside the project. */
  staticDir?: string;
}

/** How long /api/health waits for the database: the balancer's check gives up at 2 s. */
const HEALTH_TIMEOUT_MS = 1500;
/**
 * How long a Redis command may take before it is given up (the rate limit then counts in memory, a cache
 * invalidation is dropped): Redis answers in well under a millisecond when it is healthy.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;

const DATABASE_UNAVAILABLE = errorBody(
  'DATABASE_UNAVAILABLE',
  'Não conseguimos acessar os dados agora. Tente de novo em instantes.',
);

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'A requisição é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Envie os dados como JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho da requisição inválido.',
};

/**
 * A request as the log shows it: a link's token (a new password, a confirmed address) is as good as a password
 * while it is valid, so it never reaches the log.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&]token=)[^&#]*/gi, '$1[removido]'),
    host: request.host,
    remoteAddress: request.socket?.remoteAddress,
  };
}

/**
 * CSP hashes of the inline scripts of the built index.html (the theme script must run before the first paint,
 * without a render-blocking request).
 */
function inlineScriptHashes(root: string): string[] {
  const file = join(root, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

export async function buildApp({
  config,
  database,
  curriculum,
  examBank,
  staticDir,
}: AppDeps): Promise<FastifyInstance> {
  const root = staticDir ?? config.staticDir ?? join(process.cwd(), 'dist');
  const app = Fastify({
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // A client that trickles its headers or body cannot hold a connection: the whole request must arrive within
    // requestTimeout (Node answers 408 and closes), the headers within half of it (at most 10 s), and a
    // connection on which nothing moves at all is closed after twice requestTimeout. Node checks every second.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: 2 * config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(10_000, Math.floor(config.requestTimeoutMs / 2)),
      connectionsCheckingInterval: 1000,
    },
    // The router answers a broken URL (bad percent-encoding, a parameter too long) before any handler runs:
    // answer it in the app's own error shape, in pt-BR, like every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .code(status)
        .send(errorBody(error.code ?? 'BAD_REQUEST', 'Endereço inválido.'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const rules = rulesFromCurriculum(curriculum);
  const exam = createExam({
    handle: database,
    curriculum,
    bank: examBank ?? loadExamBank(curriculum),
    rules,
    progressChanged: (userId) => app.hotCache.progressChanged(userId),
  });
  // Redis only shares rate limits and cache invalidations: while it is away or slow, a command fails at once
  // or after REDIS_COMMAND_TIMEOUT_MS rather than waiting for it (decision 020).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : undefined;
  if (redis) {
    let reported = false;
    redis.on('error', (err: Error) => {
      if (reported) return;
      reported = true;
      app.log.warn({ reason: err.message }, 'Redis unreachable: limits count per instance');
    });
    redis.on('ready', () => {
      if (reported) app.log.info('Redis reachable again');
      reported = false;
    });
    app.addHook('onClose', async () => void redis.disconnect());
  }
  // The pool reports connections PostgreSQL ended; it drops them and opens new ones as needed.
  database.onConnectionLost = (err) => app.log.warn({ reason: err.message }, 'database connection lost');
  // Sessions and /api/me bodies in memory, dropped on every instance when they change (decision 012).
  const hotCache = new HotCache(redis, app.log);
  await hotCache.start();
  app.decorate('hotCache', hotCache);
  app.addHook('onClose', async () => hotCache.close());

  // Security headers on every response. Built once: @fastify/helmet rebuilds the whole helmet middleware (and
  // parses the CSP) on every request, a tenth of /api/me's time (docs/decisions/012-api-hot-path.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(root)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // A section's video or audio is hosted elsewhere; the course only takes https addresses for it.
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(rateLimit, {
    global: false,
    keyGenerator: clientAddressKey,
    // Shared through Redis; counted in this instance's memory while Redis cannot answer.
    store: redis
      ? redisOrMemoryStore(redis, 'hub-rate-limit-', {
          onFallback: (err) =>
            app.log.warn({ reason: err.message }, 'rate limits counted in memory: Redis failed'),
          onRecovered: () => app.log.info('rate limits shared through Redis again'),
        })
      : undefined,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody(
        'RATE_LIMITED',
        `Muitas tentativas. Aguarde ${formatCount(Math.max(1, Math.ceil(ctx.ttl / 1000)), 'segundo', 'segundos')} e tente de novo.`,
      ),
    }),
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hub de Marketing Digital — API',
        version: '1.0.0',
        description: 'API do app de aprendizagem.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(csrf, { publicUrl: config.publicUrl });
  await app.register(sessions, { db: database.db, publicUrl: config.publicUrl });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    mailDir: config.mailDir,
  });
  app.decorate('mailer', mailer);
  const pushSender = createPushSender({
    vapid: await loadVapidKeys(database.db, config.push),
    subject: config.push.vapidSubject,
    allowedOrigins: config.push.allowedOrigins,
  });
  app.decorate('pushSender', pushSender);
  app.addHook('onClose', () => mailer.close());

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message, error.field));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message, code: error.code }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(DATABASE_UNAVAILABLE);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Dados inválidos.';
      return reply
        .code(400)
        .send(
          errorBody(
            'INVALID_INPUT',
            field && !message.endsWith('.') ? `${message} (${field}).` : message,
            field || undefined,
          ),
        );
    }
    if (error instanceof AccountGoneError) {
      return reply.code(401).send(errorBody('ACCOUNT_GONE', 'Esta conta foi excluída.'));
    }
    if (error.statusCode === 429) return reply.code(429).send(error);
    if (error.code && FRAMEWORK_MESSAGES[error.code]) {
      return reply.code(error.statusCode ?? 400).send(errorBody(error.code, FRAMEWORK_MESSAGES[error.code]!));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('BAD_REQUEST', 'Requisição inválida.'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(errorBody('INTERNAL', 'Algo deu errado do nosso lado. Tente de novo em instantes.'));
  });

  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
        async () => {
          // Fails (503) while the database cannot answer quickly, so the balancer takes this instance out and
          // brings it back at the first check that passes.
          await checkDatabase(database.db, HEALTH_TIMEOUT_MS);
          return { status: 'ok' as const };
        },
      );
      api.get(
        '/about',
        {
          schema: {
            tags: ['health'],
            summary: 'Dados públicos desta instalação (contato do encarregado de dados)',
            response: { 200: AboutSchema },
          },
        },
        async (_request, reply) => {
          reply.header('cache-control', 'public, max-age=3600');
          return { privacyContact: config.privacyContact ?? null };
        },
      );
      await api.register(authRoutes, {
        handle: database,
        rules,
        rateLimit: config.authRateLimit,
        publicUrl: config.publicUrl,
        signupDailyLimit: config.signupDailyLimit,
      });
      await api.register(emailConfirmationRoutes, {
        handle: database,
        rateLimit: config.authRateLimit,
        publicUrl: config.publicUrl,
      });
      await api.register(emailChangeRoutes, {
        handle: database,
        rateLimit: config.authRateLimit,
        publicUrl: config.publicUrl,
      });
      await api.register(meRoutes, { handle: database, rules });
      await api.register(eventRoutes, { handle: database, rules, limits: config.learnerLimits });
      await api.register(communityRoutes, { db: database.db });
      await api.register(leagueRoutes, { db: database.db });
      await api.register(passwordResetRoutes, {
        handle: database,
        rules,
        rateLimit: config.authRateLimit,
        publicUrl: config.publicUrl,
      });
      await api.register(certificateRoutes, {
        db: database.db,
        curriculum,
        exam,
        publicUrl: config.publicUrl,
      });
      await api.register(examRoutes, { exam });
      await api.register(pushRoutes, {
        db: database.db,
        sender: pushSender,
        allowedOrigins: config.push.allowedOrigins,
      });
    },
    { prefix: '/api' },
  );

  await app.register(staticApp, { root });
  // Shared links, readable without an account (after the static app: a signed-in learner gets its shell).
  const pageLimit = config.publicPageRateLimit;
  await app.register(insightPages, {
    db: database.db,
    curriculum,
    publicUrl: config.publicUrl,
    rateLimit: pageLimit,
  });
  await app.register(certificatePages, {
    db: database.db,
    publicUrl: config.publicUrl,
    rateLimit: pageLimit,
  });

  app.setNotFoundHandler((request, reply) => {
    // The path only: a query string may hold anything ("?utm_source=instagram.com" is not a file).
    const path = requestPath(request.url);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      app.hasDecorator('appShellAvailable');
    if (wantsPage && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody('NOT_FOUND', 'Página ou recurso não encontrado.'));
  });

  return app;
}
