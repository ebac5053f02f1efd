/** Lembretes: the VAPID public key, this device's push subscription, the learner's choices and a test message. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '../../../shared/api-schemas.js';
import {
  PushPublicKeySchema,
  PushSubscriptionBodySchema,
  ReminderSettingsSchema,
  RemindersSchema,
  TEST_MESSAGE,
} from '../../../shared/reminders.js';
import { requireUser } from '../../plugins/sessions.js';
import { perLearnerRateLimit } from '../../plugins/learner-rate-limit.js';
import { HttpError } from '../../errors.js';
import type { DB } from '../../db/index.js';
import { formatCount } from '../../../shared/format.js';
import {
  TEST_DELIVERY,
  readReminders,
  recordDelivery,
  removeSessionSubscription,
  saveReminderSettings,
  saveSubscription,
  sessionSubscription,
  type PushSender,
} from '../../services/push.js';

/** The learner and the public id of the session (device) the request came with. */
async function requireDevice(db: DB, request: FastifyRequest) {
  const user = requireUser(request);
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', request.learnerSession!.tokenHash)
    .executeTakeFirst();
  if (!row?.id) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');
  return { user, sessionId: row.id };
}

const pushRoutes: FastifyPluginAsyncZod<{
  db: DB;
  sender: PushSender;
  allowedOrigins: readonly string[];
}> = async (app, { db, sender, allowedOrigins }) => {
  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['lembretes'],
        summary: 'Chave pública VAPID (applicationServerKey) para assinar as notificações',
        response: { 200: PushPublicKeySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { publicKey: sender.publicKey };
    },
  );

  app.get(
    '/me/reminders',
    {
      schema: {
        tags: ['lembretes'],
        summary: 'Escolhas de lembretes e se este aparelho os recebe',
        response: { 200: RemindersSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await requireDevice(db, request);
      reply.header('cache-control', 'no-store');
      return readReminders(db, user.id, sessionId);
    },
  );

  app.put(
    '/me/reminders',
    {
      schema: {
        tags: ['lembretes'],
        summary: 'Muda os lembretes: cada tipo ligado ou não e a hora do lembrete de estudo',
        body: ReminderSettingsSchema,
        response: { 200: RemindersSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = await requireDevice(db, request);
      await saveReminderSettings(db, user.id, request.body);
      return readReminders(db, user.id, sessionId);
    },
  );

  app.put(
    '/me/push-subscription',
    {
      config: {
        rateLimit: perLearnerRateLimit(
          20,
          'PUSH_RATE_LIMITED',
          (s) => `Muitas tentativas. Aguarde ${formatCount(s, 'segundo', 'segundos')} e tente de novo.`,
        ),
      },
      schema: {
        tags: ['lembretes'],
        summary: 'Guarda a assinatura de push deste aparelho (só de serviços de push conhecidos)',
        body: PushSubscriptionBodySchema,
        response: { 200: RemindersSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = await requireDevice(db, request);
      await saveSubscription(db, { userId: user.id, sessionId }, request.body, allowedOrigins);
      return readReminders(db, user.id, sessionId);
    },
  );

  app.delete(
    '/me/push-subscription',
    {
      schema: {
        tags: ['lembretes'],
        summary: 'Este aparelho deixa de receber lembretes',
        response: { 200: RemindersSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = await requireDevice(db, request);
      await removeSessionSubscription(db, sessionId);
      return readReminders(db, user.id, sessionId);
    },
  );

  app.post(
    '/me/push-subscription/test',
    {
      config: {
        rateLimit: perLearnerRateLimit(
          5,
          'PUSH_TEST_RATE_LIMITED',
          (s) =>
            `Você já pediu várias notificações de teste. Aguarde ${formatCount(s, 'segundo', 'segundos')}.`,
        ),
      },
      schema: {
        tags: ['lembretes'],
        summary: 'Envia agora uma notificação de teste a este aparelho',
        response: {
          200: z.object({ message: z.string() }),
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          410: ErrorResponseSchema,
          429: ErrorResponseSchema,
          502: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { sessionId } = await requireDevice(db, request);
      const subscription = await sessionSubscription(db, sessionId);
      if (!subscription) {
        throw new HttpError(
          404,
          'PUSH_NOT_SUBSCRIBED',
          'Este aparelho ainda não recebe lembretes. Ative-os primeiro.',
        );
      }
      const result = await sender.send(subscription, TEST_MESSAGE, TEST_DELIVERY);
      await recordDelivery(db, subscription.id, result);
      if (result.status === 'gone') {
        throw new HttpError(
          410,
          'PUSH_SUBSCRIPTION_GONE',
          'O navegador deste aparelho cancelou as notificações. Ative os lembretes de novo.',
        );
      }
      if (result.status === 'failed') {
        request.log.warn({ reason: result.reason }, 'test push failed');
        throw new HttpError(
          502,
          'PUSH_FAILED',
          'O serviço de notificações do navegador não aceitou a mensagem agora. Tente de novo em instantes.',
        );
      }
      return { message: 'Notificação de teste enviada. Ela deve aparecer em alguns segundos.' };
    },
  );
};

export default pushRoutes;
