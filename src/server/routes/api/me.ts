/** The learner's own account: snapshot, profile, password, connected devices, export and deletion. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  DeviceSessionListSchema,
  ErrorResponseSchema,
  ProfileBodySchema,
  SessionIdParamsSchema,
  SnapshotSchema,
  type Snapshot,
} from '../../../shared/api-schemas.js';
import { learnerSnapshot, type Rules } from '../../services/progress.js';
import { clearSessionCookies, requireUser } from '../../plugins/sessions.js';
import { changePassword, deleteAccount, updateProfile } from '../../services/users.js';
import {
  endDeviceSession,
  endOtherSessions,
  listDeviceSessions,
  publicDeviceSession,
} from '../../services/devices.js';
import { AccountExportSchema, exportAccount } from '../../services/account-export.js';
import { HttpError } from '../../errors.js';
import { checkpointDeletions, type DatabaseHandle } from '../../db/index.js';
import { perLearnerRateLimit } from '../../plugins/learner-rate-limit.js';
import { dayKey } from '../../../shared/days.js';
import { timeZoneAt } from '../../../shared/time-zone-at.js';
import { formatCount } from '../../../shared/format.js';

/** The signed-in learner and the hash of the session the request came with. */
function requireSession(request: FastifyRequest) {
  const user = requireUser(request);
  return { user, tokenHash: request.learnerSession!.tokenHash };
}

const meRoutes: FastifyPluginAsyncZod<{ handle: DatabaseHandle; rules: Rules }> = async (
  app,
  { handle, rules },
) => {
  const { db } = handle;
  const devices = async (userId: string, tokenHash: string) =>
    (await listDeviceSessions(db, userId, tokenHash)).map(publicDeviceSession);

  app.get(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Conta e progresso do aprendiz (versão do servidor)',
        description:
          'Com If-None-Match igual ao ETag da última resposta, responde 304 sem corpo quando nada mudou.',
        response: { 200: SnapshotSchema, 304: z.null(), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      // The body is kept per learner and day until their progress or account changes (decision 012).
      const now = new Date();
      const today = dayKey(now, timeZoneAt(user, now));
      let cached = app.hotCache.getSnapshot(user.id, today);
      if (!cached) {
        const snapshot = await learnerSnapshot(db, user, rules, now);
        const body = JSON.stringify(SnapshotSchema.encode(snapshot));
        cached = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
        app.hotCache.setSnapshot(user.id, today, cached);
      }
      reply.header('etag', cached.etag);
      // The app asks again with the tag of the snapshot it holds: unchanged, nothing is sent (decision 027).
      if (request.headers['if-none-match'] === cached.etag)
        return reply.code(304).send(undefined as unknown as null);
      // Already serialized (encoded with the response schema above): Fastify sends a JSON string as it is.
      return reply.type('application/json; charset=utf-8').send(cached.body as unknown as Snapshot);
    },
  );

  app.patch(
    '/me/profile',
    {
      schema: {
        tags: ['me'],
        summary: 'Muda nome, nome exibido, fuso horário ou presença no ranking; devolve o novo snapshot',
        body: ProfileBodySchema,
        response: { 200: SnapshotSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await updateProfile(db, requireUser(request).id, request.body);
      await app.hotCache.userChanged(user.id);
      reply.header('cache-control', 'no-store');
      return learnerSnapshot(db, user, rules);
    },
  );

  app.post(
    '/me/password',
    {
      schema: {
        tags: ['me'],
        summary: 'Troca a senha (pede a atual) e desconecta os outros aparelhos',
        body: ChangePasswordBodySchema,
        response: {
          204: z.null(),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, tokenHash } = requireSession(request);
      await changePassword(db, user, tokenHash, request.body);
      await app.hotCache.userChanged(user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me/sessions',
    {
      schema: {
        tags: ['me'],
        summary: 'Aparelhos conectados à conta',
        response: { 200: DeviceSessionListSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, tokenHash } = requireSession(request);
      reply.header('cache-control', 'no-store');
      return devices(user.id, tokenHash);
    },
  );

  app.delete(
    '/me/sessions/:id',
    {
      schema: {
        tags: ['me'],
        summary: 'Desconecta um aparelho (vale na hora); devolve os que restam',
        params: SessionIdParamsSchema,
        response: { 200: DeviceSessionListSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user, tokenHash } = requireSession(request);
      if (!(await endDeviceSession(db, user.id, request.params.id))) {
        throw new HttpError(404, 'SESSION_NOT_FOUND', 'Aparelho não encontrado. Talvez ele já tenha saído.');
      }
      await app.hotCache.userChanged(user.id);
      return devices(user.id, tokenHash);
    },
  );

  app.post(
    '/me/sessions/sign-out-others',
    {
      schema: {
        tags: ['me'],
        summary: 'Desconecta todos os outros aparelhos; devolve os que restam',
        response: { 200: DeviceSessionListSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user, tokenHash } = requireSession(request);
      await endOtherSessions(db, user.id, tokenHash);
      await app.hotCache.userChanged(user.id);
      return devices(user.id, tokenHash);
    },
  );

  app.get(
    '/me/export',
    {
      config: {
        rateLimit: perLearnerRateLimit(
          1,
          'EXPORT_RATE_LIMITED',
          (seconds) =>
            `Você baixou seus dados há pouco. Aguarde ${formatCount(seconds, 'segundo', 'segundos')} para baixar de novo.`,
        ),
      },
      schema: {
        tags: ['me'],
        summary: 'Exporta todos os dados do aprendiz (LGPD; formato em docs/export-format.md)',
        description:
          'Um documento JSON enviado aos poucos, à medida que os eventos são lidos (sem Content-Length). ' +
          'Uma exportação por minuto por aprendiz (429).',
        response: { 200: AccountExportSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, tokenHash } = requireSession(request);
      const stream = await exportAccount(db, user, rules, tokenHash);
      reply.header('content-disposition', 'attachment; filename="meus-dados-hub.json"');
      reply.header('cache-control', 'no-store');
      // Streamed as it is read; the schema above documents it (a stream skips the serializer). Fastify stops
      // the reading when the client goes away, and cuts the response if reading fails half-way, so a broken
      // download never looks complete.
      return reply
        .type('application/json; charset=utf-8')
        .send(stream as unknown as z.infer<typeof AccountExportSchema>);
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Exclui a conta e todos os dados (pede a senha)',
        body: DeleteAccountBodySchema,
        response: { 204: z.null(), 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(db, user, request.body.password);
      await app.hotCache.userChanged(user.id);
      await checkpointDeletions(handle);
      clearSessionCookies(reply, request);
      return reply.code(204).send(null);
    },
  );
};

export default meRoutes;
