/** Changing the account's e-mail: ask in Ajustes (password required), then open the link sent to the new address. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailChangeBodySchema,
  EmailChangeConfirmBodySchema,
  ErrorResponseSchema,
  MessageSchema,
} from '../../../shared/api-schemas.js';
import { emailChangeSentMessage, emailChangedMessage } from '../../../shared/email-change.js';
import { confirmEmailChange, requestEmailChange } from '../../services/email-change.js';
import { requireUser } from '../../plugins/sessions.js';
import { HttpError } from '../../errors.js';
import type { DatabaseHandle } from '../../db/index.js';

const emailChangeRoutes: FastifyPluginAsyncZod<{
  handle: DatabaseHandle;
  rateLimit: number;
  publicUrl: string;
}> = async (app, { handle, rateLimit, publicUrl }) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.post(
    '/me/email',
    {
      config: limited,
      schema: {
        tags: ['me'],
        summary: 'Pede a troca do e-mail da conta (pede a senha); o link vai para o novo endereço',
        body: EmailChangeBodySchema,
        response: {
          202: MessageSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { newEmail, password } = request.body;
      try {
        await requestEmailChange(handle, app.mailer, { user, newEmail, password, appUrl: publicUrl });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        request.log.error({ err }, 'e-mail change link not sent');
        throw new HttpError(
          503,
          'MAIL_UNAVAILABLE',
          'Não conseguimos enviar o e-mail agora. Tente de novo em alguns minutos.',
        );
      }
      return reply.code(202).send({ message: emailChangeSentMessage(newEmail, user.email) });
    },
  );

  app.post(
    '/auth/email-change/confirm',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Confirma o novo e-mail com o link recebido (vale em qualquer aparelho, sem entrar)',
        body: EmailChangeConfirmBodySchema,
        response: {
          200: MessageSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { userId, email } = await confirmEmailChange(handle, app.mailer, {
        token: request.body.token,
        appUrl: publicUrl,
      });
      // Every instance drops the learner's cached account: sessions stay, with the new address.
      await app.hotCache.userChanged(userId);
      return { message: emailChangedMessage(email) };
    },
  );
};

export default emailChangeRoutes;
