/**
 * A batch of learner events from the outbox: each applied at most once; answers the new snapshot, or what the
 * batch changed to an app that sent the revision it holds.
 */
import { formatCount } from '../../../shared/format.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, EventsResponseSchema } from '../../../shared/api-schemas.js';
import { EventBatchSchema } from '../../../shared/events.js';
import { applyEvents, buildSnapshot, summaryOf, type Rules } from '../../services/progress.js';
import { LimitError } from '../../services/learner-limits.js';
import { requireUser } from '../../plugins/sessions.js';
import { perLearnerRateLimit } from '../../plugins/learner-rate-limit.js';
import type { DatabaseHandle } from '../../db/index.js';
import type { LearnerLimits } from '../../config.js';

const eventRoutes: FastifyPluginAsyncZod<{
  handle: DatabaseHandle;
  rules: Rules;
  limits: LearnerLimits;
}> = async (app, { handle, rules, limits }) => {
  const perMinute = limits.requestsPerMinute;
  app.post(
    '/events',
    {
      config: {
        rateLimit: perLearnerRateLimit(
          perMinute,
          'RATE_LIMITED',
          (seconds) =>
            `O app enviou muitas vezes seguidas (até ${perMinute} por minuto). Próximo envio em ${formatCount(seconds, 'segundo', 'segundos')}.`,
        ),
      },
      schema: {
        tags: ['events'],
        summary: 'Aplica um lote de eventos do aprendiz (cada um no máximo uma vez)',
        description:
          'Limites por aprendiz: envios por minuto (429), ações e bytes por dia UTC (429) e bytes guardados ' +
          'no total (413); um lote que passaria de um limite não aplica nada. Duplicatas não contam.',
        body: EventBatchSchema,
        response: {
          200: EventsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      try {
        const batch = await applyEvents(handle, user, request.body.events, rules, {
          session: request.learnerSession ?? undefined,
          limits,
        });
        const { results, progress, rev, fromRev, changes } = batch;
        if (results.some((r) => r.status === 'applied')) await app.hotCache.progressChanged(user.id);
        // An app that holds the revision the batch started from gets only what changed (decision 027); any other
        // (an older app, or one another device moved past) gets the whole snapshot, as before.
        if (request.body.rev !== undefined && request.body.rev === fromRev) {
          return {
            results,
            changes: { from: fromRev, rev, user, summary: summaryOf(user, progress, rules), ...changes },
          };
        }
        return { results, snapshot: buildSnapshot(user, progress, rules, new Date(), rev) };
      } catch (err) {
        if (err instanceof LimitError && err.retryAfterSeconds !== undefined) {
          reply.header('retry-after', String(err.retryAfterSeconds));
        }
        throw err;
      }
    },
  );
};

export default eventRoutes;
