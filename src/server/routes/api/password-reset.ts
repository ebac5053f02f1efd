/** "Esqueci minha senha": ask for a link by e-mail, then set a new password with it (which signs in). */
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponseSchema,
  MessageSchema,
  PasswordResetConfirmBodySchema,
  PasswordResetRequestBodySchema,
  SnapshotSchema,
} from '../../../shared/api-schemas.js';
import {
  RESET_REQUESTED_MESSAGE,
  resetPassword,
  sendPasswordResetLink,
} from '../../services/password-reset.js';
import { learnerSnapshot, type Rules } from '../../services/progress.js';
import { toUser } from '../../services/users.js';
import type { DatabaseHandle } from '../../db/index.js';

const passwordResetRoutes: FastifyPluginAsyncZod<{
  handle: DatabaseHandle;
  rules: Rules;
  rateLimit: number;
  publicUrl: string;
}> = async (app, { handle, rules, rateLimit, publicUrl }) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.post(
    '/auth/password-reset',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary:
          'Envia por e-mail um link para criar uma nova senha (a resposta é a mesma para qualquer e-mail)',
        body: PasswordResetRequestBodySchema,
        response: { 202: MessageSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Looked up and sent after answering, and after a random pause so the lookup does not follow the answer in
      // lockstep: the answer cannot tell, even by its time, whether the account exists. Links only ever point to
      // PUBLIC_URL (or the loopback address), never to the Host the request names.
      app.mailer.later(async () => {
        await sleep(randomInt(10, 200));
        await sendPasswordResetLink(handle, app.mailer, { email, appUrl: publicUrl });
      });
      return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Cria a nova senha com o link recebido, encerra as outras sessões e entra',
        body: PasswordResetConfirmBodySchema,
        response: { 200: SnapshotSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Every session of the learner ends, this device's old one too; this device then gets a new one.
      const user = await resetPassword(handle, request.body);
      await app.hotCache.userChanged(user.id);
      await app.startSession(reply, request, user.id);
      return learnerSnapshot(handle.db, toUser(user), rules);
    },
  );
};

export default passwordResetRoutes;
