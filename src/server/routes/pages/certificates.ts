/**
 * A certificate's public verification page, `/certificado/:code`, and its link-preview image. No login: whoever
 * has the address (an employer, LinkedIn) can check it. A deleted account takes its certificate with it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/index.js';
import { findCertificate } from '../../services/certificates.js';
import { renderCertificatePage, renderNotFoundPage } from '../../services/public-pages.js';
import { certificateImages } from '../../services/certificate-images.js';
import { QueueFullError } from '../../services/serial-queue.js';
import { HttpError, errorBody } from '../../errors.js';
import { PUBLIC_PAGE_CACHE, publicPageRateLimit } from './insights.js';

const Params = z.object({ code: z.string() });

const certificatePages: FastifyPluginAsyncZod<{ db: DB; publicUrl: string; rateLimit: number }> = async (
  app,
  { db, publicUrl, rateLimit },
) => {
  const images = certificateImages(db);
  const options = {
    config: { rateLimit: publicPageRateLimit(rateLimit) },
    schema: { hide: true, params: Params },
  };

  app.get('/certificado/:code', options, async (request, reply) => {
    const certificate = await findCertificate(db, request.params.code);
    reply.header('cache-control', PUBLIC_PAGE_CACHE).type('text/html; charset=utf-8');
    if (!certificate) {
      return reply.code(404).send(
        renderNotFoundPage({
          title: 'Certificado não encontrado',
          message:
            'Não há certificado com este código. Confira se o endereço está completo; um certificado deixa de existir quando a conta de quem o recebeu é excluída.',
        }),
      );
    }
    return renderCertificatePage({ certificate, origin: publicUrl });
  });

  app.get('/certificado/:code/imagem.png', options, async (request, reply) => {
    const certificate = await findCertificate(db, request.params.code);
    if (!certificate) throw new HttpError(404, 'NOT_FOUND', 'Certificado não encontrado.');
    let png: Buffer;
    try {
      png = await images.get(certificate);
    } catch (err) {
      if (!(err instanceof QueueFullError)) throw err;
      // Many older certificates asked for at once: the next try finds a shorter queue, or the image stored.
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('BUSY', 'Muitas imagens sendo geradas agora. Tente de novo em alguns segundos.'));
    }
    return reply.header('cache-control', PUBLIC_PAGE_CACHE).type('image/png').send(png);
  });
};

export default certificatePages;
