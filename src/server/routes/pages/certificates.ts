/**
 * A certificate's public verification page, `/certificado/:code`, and its link-preview image. No login: whoever
 * has the address (an employer, LinkedIn) can check it. A deleted account takes its certificate with it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DB } from '../../db/index.js';
import { findCertificate } from '../../services/certificates.js';
import { renderCertificatePage, renderNotFoundPage } from '../../services/public-pages.js';
import { certificateImage, imageCache } from '../../services/og-image.js';
import { HttpError } from '../../errors.js';
import { PUBLIC_PAGE_CACHE } from './insights.js';

const Params = z.object({ code: z.string() });

const certificatePages: FastifyPluginAsyncZod<{ db: DB; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  // Drawing an image takes tens of milliseconds: keep the last ones drawn.
  const images = imageCache(200);

  app.get('/certificado/:code', { schema: { hide: true, params: Params } }, async (request, reply) => {
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

  app.get(
    '/certificado/:code/imagem.png',
    { schema: { hide: true, params: Params } },
    async (request, reply) => {
      const certificate = await findCertificate(db, request.params.code);
      if (!certificate) {
        images.delete(request.params.code);
        throw new HttpError(404, 'NOT_FOUND', 'Certificado não encontrado.');
      }
      const png = await images.get(certificate.code, () => certificateImage(certificate));
      return reply.header('cache-control', PUBLIC_PAGE_CACHE).type('image/png').send(png);
    },
  );
};

export default certificatePages;
