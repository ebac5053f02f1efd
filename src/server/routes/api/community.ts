/** The leaderboard: first names and points only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema, LeaderboardSchema } from '../../../shared/api-schemas.js';
import { levelForPoints } from '../../../shared/levels.js';
import { requireUser } from '../../plugins/sessions.js';
import type { DB } from '../../db/index.js';

const communityRoutes: FastifyPluginAsyncZod<{ db: DB }> = async (app, { db }) => {
  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['community'],
        summary: 'Os 20 aprendizes com mais pontos, e a posição de quem pergunta',
        response: { 200: LeaderboardSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const rows = await db
        .selectFrom('progress')
        .innerJoin('users', 'users.id', 'progress.user_id')
        .select(['users.id', 'users.name', 'progress.points'])
        .orderBy('progress.points', 'desc')
        .orderBy('users.created_at', 'asc')
        .limit(20)
        .execute();
      const entries = rows.map((r, i) => ({
        rank: i + 1,
        name: r.id === me.id ? r.name : (r.name.split(/\s+/)[0] ?? r.name),
        points: r.points,
        level: levelForPoints(r.points),
        isMe: r.id === me.id,
      }));
      if (!entries.some((e) => e.isMe)) {
        // The learner always sees where they stand, even outside the top 20.
        const mine = await db
          .selectFrom('progress')
          .select('points')
          .where('user_id', '=', me.id)
          .executeTakeFirst();
        const points = mine?.points ?? 0;
        const ahead = await db
          .selectFrom('progress')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('points', '>', points)
          .executeTakeFirst();
        entries.push({
          rank: Number(ahead?.n ?? 0) + 1,
          name: me.name,
          points,
          level: levelForPoints(points),
          isMe: true,
        });
      }
      return { entries };
    },
  );
};

export default communityRoutes;
