/** Reads the session cookie into request.user; `requireUser` guards the routes that need a learner. */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSession, findSessionUser, hashToken, touchSession } from '../services/sessions.js';
import { toUser } from '../services/users.js';
import type { User } from '../../shared/api-schemas.js';
import { HttpError } from '../errors.js';
import type { DB } from '../db/index.js';
import type { HotCache } from '../services/hot-cache.js';
import { SESSION_HINT_COOKIE } from '../../shared/session-hint.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The session the request came with (applying events reads its bound from the database). */
    learnerSession: { tokenHash: string } | null;
    /** The app's address (PUBLIC_URL) is https: its cookies are Secure, whatever host the request names. */
    servedOverHttps: boolean;
  }
  interface FastifyInstance {
    hotCache: HotCache;
    startSession(reply: FastifyReply, request: FastifyRequest, userId: string): Promise<void>;
  }
}

/** The session cookie over plain http on this machine (a development server, the tests). */
const SESSION_COOKIE = 'hub_session';
/**
 * The session cookie everywhere else. Browsers accept a `__Host-` cookie only when it is Secure, has Path=/
 * and no Domain, so a sibling subdomain can neither set nor overwrite it.
 */
const SECURE_SESSION_COOKIE = '__Host-hub_session';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Cookies go out Secure whenever the app's address (PUBLIC_URL) is https, and to any host but this machine: a
 * proxy on the same machine that forwards `Host: 127.0.0.1` must not turn the session into a plain cookie.
 */
function securesCookies(request: FastifyRequest): boolean {
  return request.servedOverHttps || !LOOPBACK.has(request.hostname.replace(/:\d+$/, ''));
}

function sessionCookieName(request: FastifyRequest): string {
  return securesCookies(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the request came with, under the cookie name that applies to its host. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)] || undefined;
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: securesCookies(request) };
}

/** Sends the session cookie and the signed-in hint, both for `maxAge` seconds. */
function setSessionCookies(reply: FastifyReply, request: FastifyRequest, token: string, maxAge: number) {
  const options = { ...cookieOptions(request), maxAge };
  reply.setCookie(sessionCookieName(request), token, { ...options, httpOnly: true });
  // Readable by the app, and secret-free: it only tells the app to ask /api/me before showing sign-in.
  reply.setCookie(SESSION_HINT_COOKIE, '1', options);
}

/** Removes the session cookie and the signed-in hint from the browser (sign-out, account deleted). */
export function clearSessionCookies(reply: FastifyReply, request: FastifyRequest): void {
  const options = cookieOptions(request);
  reply.clearCookie(sessionCookieName(request), { ...options, httpOnly: true });
  reply.clearCookie(SESSION_HINT_COOKIE, options);
}

const secondsUntil = (at: string | Date, now: Date) =>
  Math.max(0, Math.round((new Date(at).getTime() - now.getTime()) / 1000));

export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sua sessão expirou. Entre novamente.');
  return request.user;
}

export default fp<{ db: DB; publicUrl: string }>(async (app, { db, publicUrl }) => {
  const https = publicUrl.startsWith('https:');
  app.decorateRequest('servedOverHttps', false);
  app.decorateRequest('user', null);
  app.decorateRequest('learnerSession', null);

  app.addHook('onRequest', async (request, reply) => {
    request.servedOverHttps = https;
    // The route the router reached, not the raw URL: "/%61pi/me" reaches /api/me too.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const token = sessionTokenOf(request);
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
      // Last use, for the learner's list of devices, and a later end: the browser's cookie follows it.
      const touched = await touchSession(db, row, now);
      if (touched) {
        const { updated, ...seen } = touched;
        cache.patchSession(hash, seen);
        if (updated) setSessionCookies(reply, request, token, secondsUntil(seen.expires_at, now));
      }
    }
  });

  app.decorate('startSession', async (reply: FastifyReply, request: FastifyRequest, userId: string) => {
    const now = new Date();
    const { token, expiresAt } = await createSession(db, userId, {
      now,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(reply, request, token, secondsUntil(expiresAt, now));
  });
});
