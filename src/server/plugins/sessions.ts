/** Reads the session cookie into request.user; `requireUser` guards the routes that need a learner. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  SESSION_DAYS,
  createSession,
  findSessionUser,
  hashToken,
  touchSession,
} from '../services/sessions.js';
import { toUser } from '../services/users.js';
import type { User } from '../../shared/api-schemas.js';
import { HttpError } from '../errors.js';
import type { DB } from '../db/index.js';
import type { HotCache } from '../services/hot-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The session the request came with (applying events reads its bound from the database). */
    learnerSession: { tokenHash: string } | null;
  }
  interface FastifyInstance {
    hotCache: HotCache;
    startSession(reply: FastifyReply, request: FastifyRequest, userId: string): Promise<void>;
  }
}

export const SESSION_HINT_COOKIE = 'hub_signed_in';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');
  return request.user;
}

export default fp<{ db: DB }>(async (app, { db }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('learnerSession', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const now = new Date();
    const cache = app.hotCache;
    const hash = hashToken(token);
    let row = cache.getSession(hash, now);
    if (!row) {
      row = await findSessionUser(db, token, now);
      if (row) cache.setSession(row);
    }
    if (row) {
      request.user = toUser(row);
      request.learnerSession = { tokenHash: row.token_hash };
      // For the learner's list of connected devices.
      if (await touchSession(db, row, now)) cache.patchSession(hash, { last_seen_at: now.toISOString() });
    }
  });

  app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, userId: string) => {
    const { token } = await createSession(db, userId, { userAgent: request.headers['user-agent'] });
    const options = {
      path: '/',
      sameSite: 'lax' as const,
      secure: !LOOPBACK.has(request.hostname.replace(/:\d+$/, '')),
      maxAge: SESSION_DAYS * 86_400,
    };
    reply.setCookie(SESSION_COOKIE, token, { ...options, httpOnly: true });
    // Readable by the app, and secret-free: it only tells the app to ask /api/me before showing sign-in.
    reply.setCookie(SESSION_HINT_COOKIE, '1', options);
  });
});
