/**
 * A shared insight's address, `/insights/:id`. A signed-in learner gets the app, which shows the insight on its
 * own screen; anyone else (a friend who got the link, a link-preview crawler) gets the insight as a public page.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/index.js';
import type { Curriculum } from '../../../content/load.js';
import { findSessionUser } from '../../services/sessions.js';
import { sessionTokenOf } from '../../plugins/sessions.js';
import { renderInsightPage, renderNotFoundPage } from '../../services/public-pages.js';
import { errorBody } from '../../errors.js';
import { counted } from '../../../shared/counts.js';

export const PUBLIC_PAGE_CACHE = 'public, max-age=300';

/**
 * The per-address limit of a public page: anyone may open them without an account, so they are the easiest way
 * to make the server work. Generous for people and link-preview crawlers.
 */
export function publicPageRateLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return {
        statusCode: 429,
        ...errorBody(
          'RATE_LIMITED',
          `Muitos acessos seguidos deste endereço. Aguarde ${counted('seconds', seconds)} e tente de novo.`,
        ),
      };
    },
  };
}

const insightPages: FastifyPluginAsyncZod<{
  db: DB;
  curriculum: Curriculum;
  publicUrl: string;
  rateLimit: number;
}> = async (app, { db, curriculum, publicUrl, rateLimit }) => {
  // Requests answered with the app shell; the static files plugin sets its own cache header as it sends one.
  const shellRequests = new WeakSet<FastifyRequest>();

  app.get(
    '/insights/:id',
    {
      config: { rateLimit: publicPageRateLimit(rateLimit) },
      schema: { hide: true, params: z.object({ id: z.string() }) },
      onSend: async (request, reply) => {
        if (shellRequests.has(request)) reply.header('cache-control', 'private, no-cache');
      },
    },
    async (request, reply) => {
      // The answer depends on the session cookie: caches must keep the two versions apart.
      reply.header('vary', 'cookie');
      const token = sessionTokenOf(request);
      // Without a built app (the API alone) there is no shell to send, so everyone gets the page.
      if (token && app.hasDecorator('appShellAvailable') && (await findSessionUser(db, token))) {
        shellRequests.add(request);
        return reply.sendFile('index.html');
      }
      reply.header('cache-control', PUBLIC_PAGE_CACHE).type('text/html; charset=utf-8');
      const insight = curriculum.insights.find((i) => i.id === request.params.id);
      if (!insight) {
        return reply.code(404).send(
          renderNotFoundPage({
            title: 'Insight não encontrado',
            message: 'Este insight não existe mais ou o endereço está incompleto.',
          }),
        );
      }
      return renderInsightPage({
        insight,
        insightCount: curriculum.insights.length,
        origin: publicUrl,
      });
    },
  );
};

export default insightPages;
