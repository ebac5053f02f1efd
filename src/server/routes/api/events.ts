/** A batch of learner events from the outbox: each applied at most once; answers the new snapshot. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, EventsResponseSchema } from '../../../shared/api-schemas.js';
import { EventBatchSchema } from '../../../shared/events.js';
import { applyEvents, buildSnapshot, type Rules } from '../../services/progress.js';
import { requireUser } from '../../plugins/sessions.js';
import type { DatabaseHandle } from '../../db/index.js';

const eventRoutes: FastifyPluginAsyncZod<{ handle: DatabaseHandle; rules: Rules }> = async (
  app,
  { handle, rules },
) => {
  app.post(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Aplica um lote de eventos do aprendiz (cada um no máximo uma vez)',
        body: EventBatchSchema,
        response: {
          200: EventsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { results, progress } = await applyEvents(handle, user, request.body.events, rules, {
        session: request.learnerSession ?? undefined,
      });
      if (results.some((r) => r.status === 'applied')) await app.hotCache.progressChanged(user.id);
      return { results, snapshot: buildSnapshot(user, progress, rules) };
    },
  );
};

export default eventRoutes;
