/** Confirming the e-mail address: open the link sent to it, or ask for a new one from Ajustes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailConfirmationBodySchema,
  ErrorResponseSchema,
  MessageSchema,
} from '../../../shared/api-schemas.js';
import {
  CONFIRMATION_LINK_TTL_HOURS,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  emailConfirmedMessage,
} from '../../../shared/email-confirmation.js';
import {
  MAX_CONFIRMATIONS_PER_HOUR,
  confirmEmail,
  nextConfirmationAt,
  sendEmailConfirmation,
} from '../../services/email-confirmation.js';
import { formatTime } from '../../../shared/format.js';
import { timeZoneAt } from '../../../shared/time-zone-at.js';
import { requireUser } from '../../plugins/sessions.js';
import { HttpError } from '../../errors.js';
import type { DatabaseHandle } from '../../db/index.js';

const emailConfirmationRoutes: FastifyPluginAsyncZod<{
  handle: DatabaseHandle;
  rateLimit: number;
  publicUrl: string;
}> = async (app, { handle, rateLimit, publicUrl }) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.post(
    '/auth/email-confirmation/confirm',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Confirma o e-mail com o link recebido (vale em qualquer aparelho, sem entrar)',
        body: EmailConfirmationBodySchema,
        response: { 200: MessageSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { userId, email, already } = await confirmEmail(handle, request.body.token);
      if (already) return { message: EMAIL_ALREADY_CONFIRMED_MESSAGE };
      await app.hotCache.userChanged(userId);
      return { message: emailConfirmedMessage(email) };
    },
  );

  app.post(
    '/me/email-confirmation',
    {
      config: limited,
      schema: {
        tags: ['me'],
        summary: 'Envia de novo o link que confirma o e-mail',
        response: {
          202: MessageSchema,
          200: MessageSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let outcome;
      try {
        outcome = await sendEmailConfirmation(handle, app.mailer, { userId: user.id, appUrl: publicUrl });
      } catch (err) {
        request.log.error({ err }, 'confirmation e-mail not sent');
        throw new HttpError(
          503,
          'MAIL_UNAVAILABLE',
          'Não conseguimos enviar o e-mail agora. Tente de novo em alguns minutos.',
        );
      }
      if (outcome === 'confirmed') return reply.code(200).send({ message: EMAIL_ALREADY_CONFIRMED_MESSAGE });
      if (outcome === 'limited') {
        const retryAt = await nextConfirmationAt(handle, user.id);
        throw new HttpError(
          429,
          'TOO_MANY_LINKS',
          `Já enviamos ${MAX_CONFIRMATIONS_PER_HOUR} links na última hora, e qualquer um deles serve enquanto valer. Para pedir outro, tente de novo às ${formatTime(retryAt, timeZoneAt(user, retryAt))}.`,
        );
      }
      return reply.code(202).send({
        message: `Enviamos um link para ${user.email}. Ele vale por ${CONFIRMATION_LINK_TTL_HOURS} horas; confira também a pasta de spam.`,
      });
    },
  );
};

export default emailConfirmationRoutes;
