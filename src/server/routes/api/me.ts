/** The learner's own data: snapshot, export and account deletion. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeleteAccountBodySchema, ErrorResponseSchema, SnapshotSchema } from '../../../shared/api-schemas.js';
import { buildSnapshot, loadProgress, type Rules } from '../../services/progress.js';
import { requireUser } from '../../plugins/sessions.js';
import { SESSION_COOKIE } from '../../services/sessions.js';
import { verifyPassword } from '../../services/passwords.js';
import { HttpError } from '../../errors.js';
import type { DB } from '../../db/index.js';

const meRoutes: FastifyPluginAsyncZod<{ db: DB; rules: Rules }> = async (app, { db, rules }) => {
  app.get(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Conta e progresso do aprendiz (versão do servidor)',
        response: { 200: SnapshotSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return buildSnapshot(user, await loadProgress(db, user.id), rules);
    },
  );

  app.get(
    '/me/export',
    { schema: { tags: ['me'], summary: 'Exporta todos os dados do aprendiz (LGPD)' } },
    async (request, reply) => {
      const user = requireUser(request);
      const events = await db
        .selectFrom('events')
        .select(['event_id', 'type', 'points_awarded', 'received_at', 'counted_at', 'payload'])
        .where('user_id', '=', user.id)
        .orderBy('seq')
        .orderBy('received_at')
        .execute();
      reply.header('content-disposition', 'attachment; filename="meus-dados-hub.json"');
      reply.header('cache-control', 'no-store');
      return {
        exportedAt: new Date().toISOString(),
        ...buildSnapshot(user, await loadProgress(db, user.id), rules),
        events: events.map(({ payload, ...e }) => ({ ...e, payload: payload ? JSON.parse(payload) : null })),
      };
    },
  );

  app.delete(
    '/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Exclui a conta e todos os dados (pede a senha)',
        body: DeleteAccountBodySchema,
        response: { 204: z.null(), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(row.password_hash, request.body.password))) {
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Senha incorreta.');
      }
      await db.transaction().execute(async (trx) => {
        for (const table of ['events', 'sessions', 'progress'] as const) {
          await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
        }
        await trx.deleteFrom('users').where('id', '=', user.id).execute();
      });
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );
};

export default meRoutes;
