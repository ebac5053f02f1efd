/** The leaderboard: display names, points and levels of the learners who take part. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, LeaderboardSchema } from '../../../shared/api-schemas.js';
import { requireUser } from '../../plugins/sessions.js';
import { LEADERBOARD_SIZE, leaderboard } from '../../services/community.js';
import type { DB } from '../../db/index.js';

const communityRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['community'],
        summary: `Os ${LEADERBOARD_SIZE} aprendizes com mais pontos (fora quem saiu do ranking), e a posição de quem pergunta`,
        response: { 200: LeaderboardSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return leaderboard(db, requireUser(request));
    },
  );
};

export default communityRoutes;
