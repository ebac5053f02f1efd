/** Sign up, sign in and sign out. Sign-in rotates the session; sign-out deletes it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorResponseSchema,
  LoginBodySchema,
  RegisterBodySchema,
  SnapshotSchema,
} from '../../../shared/api-schemas.js';
import { EmailTakenError, createUser, findUserByEmail, toUser } from '../../services/users.js';
import { dummyHash, verifyPassword, verifyUserPassword } from '../../services/passwords.js';
import { claimSignInAttempt, clearSignInFailures, throttleMessage } from '../../services/login-throttle.js';
import { deleteSession, hashToken } from '../../services/sessions.js';
import { clearSessionCookies, sessionTokenOf } from '../../plugins/sessions.js';
import { learnerSnapshot, type Rules } from '../../services/progress.js';
import { HttpError } from '../../errors.js';
import { passwordProblem } from '../../services/password-policy.js';
import { sendEmailConfirmation } from '../../services/email-confirmation.js';
import { claimSignup } from '../../services/signup-limit.js';
import { clientAddressKey } from '../../plugins/client-address.js';
import type { DatabaseHandle } from '../../db/index.js';

const authRoutes: FastifyPluginAsyncZod<{
  handle: DatabaseHandle;
  rules: Rules;
  rateLimit: number;
  publicUrl: string;
  /** Accounts one address may create per UTC day. */
  signupDailyLimit: number;
}> = async (app, { handle, rules, rateLimit, publicUrl, signupDailyLimit }) => {
  const { db } = handle;
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  /** Ends a session in the database and in every instance's memory. */
  const endSession = async (token: string) => {
    await deleteSession(db, token);
    await app.hotCache.sessionEnded(hashToken(token));
  };

  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Cria a conta e abre uma sessão',
        body: RegisterBodySchema,
        response: { 201: SnapshotSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const problem = await passwordProblem(request.body.password, request.body);
      if (problem) throw new HttpError(400, 'WEAK_PASSWORD', problem, 'password');
      const claim = await claimSignup(db, clientAddressKey(request), signupDailyLimit);
      if (!claim.allowed) {
        reply.header('retry-after', String(claim.retryAfterSeconds));
        throw new HttpError(
          429,
          'SIGNUP_DAILY_LIMIT',
          'Muitas contas foram criadas a partir desta rede hoje. Tente de novo amanhã.',
        );
      }
      let user;
      try {
        user = await createUser(db, request.body);
      } catch (err) {
        await claim.release();
        if (err instanceof EmailTakenError) {
          throw new HttpError(
            409,
            'EMAIL_TAKEN',
            'Já existe uma conta com este e-mail. Tente entrar.',
            'email',
          );
        }
        throw err;
      }
      const oldToken = sessionTokenOf(request);
      if (oldToken) await endSession(oldToken);
      await app.startSession(reply, request, user.id);
      // The address is confirmed by a link before the account receives any other e-mail.
      const userId = user.id;
      app.mailer.later(async () => {
        await sendEmailConfirmation(handle, app.mailer, { userId, appUrl: publicUrl });
      });
      return reply.code(201).send(await learnerSnapshot(db, user, rules));
    },
  );

  app.post(
    '/auth/login',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Entra com e-mail e senha (gira a sessão)',
        body: LoginBodySchema,
        response: { 200: SnapshotSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const attempt = await claimSignInAttempt(db, email);
      if (!attempt.allowed) {
        reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
        throw new HttpError(429, 'TOO_MANY_ATTEMPTS', throttleMessage(attempt.retryAfterMs));
      }
      const row = await findUserByEmail(db, email);
      // Unknown e-mails are checked against a dummy hash, so both answers take the same time.
      const ok = row
        ? await verifyUserPassword(db, row, password)
        : await verifyPassword(await dummyHash(), password);
      if (!row || !ok) throw new HttpError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha incorretos.');
      await clearSignInFailures(db, email);
      const oldToken = sessionTokenOf(request);
      if (oldToken) await endSession(oldToken);
      await app.startSession(reply, request, row.id);
      return learnerSnapshot(db, toUser(row), rules);
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Encerra a sessão', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await endSession(token);
      clearSessionCookies(reply, request);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
