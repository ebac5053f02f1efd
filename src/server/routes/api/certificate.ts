/** The learner's course certificate: issued once every requirement is met, then always the same one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../../shared/api-schemas.js';
import { CertificateSchema } from '../../../shared/certificate.js';
import type { Curriculum } from '../../../content/load.js';
import type { DB } from '../../db/index.js';
import { requireUser } from '../../plugins/sessions.js';
import { findLearnerCertificate, issueCertificate, toCertificate } from '../../services/certificates.js';
import { certificateImages } from '../../services/certificate-images.js';
import type { Exam } from '../../services/exam.js';

const certificateRoutes: FastifyPluginAsyncZod<{
  db: DB;
  curriculum: Curriculum;
  exam: Exam;
  publicUrl: string;
}> = async (app, { db, curriculum, exam, publicUrl }) => {
  const images = certificateImages(db);
  app.get(
    '/me/certificate',
    {
      schema: {
        tags: ['me'],
        summary: 'O certificado do aprendiz, ou null se ainda não foi emitido',
        response: { 200: CertificateSchema.nullable(), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      const certificate = await findLearnerCertificate(db, user.id);
      // Not issued yet is an answer, not an error: every learner's Progresso asks, and a 404 would be logged
      // by the browser as a failed request on each visit.
      if (!certificate) return reply.send(null);
      return toCertificate(certificate, publicUrl);
    },
  );

  app.post(
    '/me/certificate',
    {
      schema: {
        tags: ['me'],
        summary:
          'Emite o certificado (quizzes de todos os capítulos, projeto final e prova final aprovados); se já existe, devolve o mesmo',
        response: {
          200: CertificateSchema,
          201: CertificateSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { certificate, created } = await issueCertificate(db, curriculum, exam, user.id);
      if (created) {
        // Drawn now, so whoever opens the link first reads it as stored; if it fails, that first request draws.
        await images.get(certificate).catch((err: unknown) => {
          request.log.warn({ err }, 'certificate image not drawn at issue');
        });
      }
      reply.header('cache-control', 'no-store');
      return reply.code(created ? 201 : 200).send(toCertificate(certificate, publicUrl));
    },
  );
};

export default certificateRoutes;
