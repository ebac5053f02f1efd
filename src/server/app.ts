/**
 * Builds the Fastify app: external plugins (security headers, rate limits, cookies, OpenAPI), then the app's
 * own (sessions, static app), then the routes; one error handler answers every failure in pt-BR.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
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
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/index.js';
import type { Curriculum } from '../content/load.js';
import { rulesFromCurriculum } from './services/progress.js';
import { clientAddressKey } from './plugins/client-address.js';
import csrf from './plugins/csrf.js';
import sessions from './plugins/sessions.js';
import { HotCache } from './services/hot-cache.js';
import staticApp from './plugins/static-app.js';
import authRoutes from './routes/api/auth.js';
import meRoutes from './routes/api/me.js';
import eventRoutes from './routes/api/events.js';
import communityRoutes from './routes/api/community.js';
import leagueRoutes from './routes/api/league.js';
import passwordResetRoutes from './routes/api/password-reset.js';
import certificateRoutes from './routes/api/certificate.js';
import insightPages from './routes/pages/insights.js';
import certificatePages from './routes/pages/certificates.js';
import { createMailer } from './services/mailer.js';
import { HttpError, errorBody } from './errors.js';

z.config(z.locales.ptBR());

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  curriculum: Curriculum;
  /** Where the built app lives; defaults to dist/ beside the project. */
  staticDir?: string;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'A requisição é grande demais.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Envie os dados como JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho da requisição inválido.',
};

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
  staticDir,
}: AppDeps): Promise<FastifyInstance> {
  const root = staticDir ?? config.staticDir ?? join(process.cwd(), 'dist');
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
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
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  // Sessions and /api/me bodies in memory, dropped on every instance when they change (decision 012).
  const hotCache = new HotCache(redis);
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
    redis,
    nameSpace: 'hub-rate-limit-',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...errorBody(
        'RATE_LIMITED',
        `Muitas tentativas. Aguarde ${Math.ceil(ctx.ttl / 1000)} segundos e tente de novo.`,
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
  await app.register(sessions, { db: database.db });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  if (config.smtpUrl && !config.publicUrl) {
    app.log.warn("PUBLIC_URL is not set: links in e-mails are built from each request's Host header");
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Dados inválidos.';
      return reply
        .code(400)
        .send(
          errorBody('INVALID_INPUT', field && !message.endsWith('.') ? `${message} (${field}).` : message),
        );
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
          await database.db.selectFrom('users').select('id').limit(1).execute();
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
        db: database.db,
        rules,
        rateLimit: config.authRateLimit,
        signupDailyLimit: config.signupDailyLimit,
      });
      await api.register(meRoutes, { db: database.db, rules });
      await api.register(eventRoutes, { handle: database, rules, limits: config.learnerLimits });
      await api.register(communityRoutes, { db: database.db });
      await api.register(leagueRoutes, { db: database.db });
      await api.register(passwordResetRoutes, {
        handle: database,
        rules,
        rateLimit: config.authRateLimit,
        publicUrl: config.publicUrl,
      });
      await api.register(certificateRoutes, { db: database.db, curriculum, publicUrl: config.publicUrl });
    },
    { prefix: '/api' },
  );

  await app.register(staticApp, { root });
  // Shared links, readable without an account (after the static app: a signed-in learner gets its shell).
  await app.register(insightPages, { db: database.db, curriculum, publicUrl: config.publicUrl });
  await app.register(certificatePages, { db: database.db, publicUrl: config.publicUrl });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      app.hasDecorator('appShellAvailable');
    if (wantsPage && !/\.[a-z0-9]+($|\?)/i.test(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody('NOT_FOUND', 'Página ou recurso não encontrado.'));
  });

  return app;
}
