/**
 * Route limits counted per learner rather than per address (@fastify/rate-limit, in memory or in Redis). They
 * run as a preHandler: the session is read in an onRequest hook (sessions.ts), so the learner is known by then.
 * Requests without a session are not counted here; the route answers them 401.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import { errorBody } from '../errors.js';

export function perLearnerRateLimit(
  max: number,
  code: string,
  message: (seconds: number) => string,
): RateLimitOptions {
  return {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler',
    allowList: (request) => !request.user,
    keyGenerator: (request) => `learner:${request.user?.id ?? ''}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(code, message(Math.max(1, Math.ceil(context.ttl / 1000)))),
    }),
  };
}
