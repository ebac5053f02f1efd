/** Liga semanal: the learner's tier, this week's group and past results. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, LeagueSchema } from '../../../shared/api-schemas.js';
import { requireUser } from '../../plugins/sessions.js';
import { leagueView } from '../../services/league.js';
import type { DB } from '../../db/index.js';

const leagueRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/league',
    {
      schema: {
        tags: ['community'],
        summary:
          'A liga da semana: divisão, o grupo (até 30, só nomes de exibição) e os resultados anteriores',
        response: { 200: LeagueSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return leagueView(db, requireUser(request));
    },
  );
};

export default leagueRoutes;
