/**
 * Prova final: the learner's status, starting (or resuming) an attempt, saving each answer as it is given,
 * and handing the attempt in. Online only; limited per learner.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../../shared/api-schemas.js';
import { ExamAnswerSavedSchema, ExamStatusSchema } from '../../../shared/exam.js';
import { formatCount } from '../../../shared/format.js';
import { requireUser } from '../../plugins/sessions.js';
import { perLearnerRateLimit } from '../../plugins/learner-rate-limit.js';
import type { Exam } from '../../services/exam.js';

/** Requests a minute per learner on the exam's routes: far above a person answering, far below a script. */
export const EXAM_REQUESTS_PER_MINUTE = 60;

const attemptParams = z.object({ attemptId: z.uuid('tentativa inválida') }).strict();
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

const examRoutes: FastifyPluginAsyncZod<{ exam: Exam }> = async (app, { exam }) => {
  const config = {
    rateLimit: perLearnerRateLimit(
      EXAM_REQUESTS_PER_MINUTE,
      'RATE_LIMITED',
      (seconds) =>
        `Muitos pedidos à prova em pouco tempo. Suas respostas salvas continuam salvas: tente de novo em ${formatCount(seconds, 'segundo', 'segundos')}.`,
    ),
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/exam',
    {
      config,
      schema: {
        tags: ['exam'],
        summary: 'A prova final do aprendiz: requisitos, tentativa em andamento, último resultado',
        response: { 200: ExamStatusSchema, ...errors },
      },
    },
    async (request) => exam.status(requireUser(request)),
  );

  app.post(
    '/exam/attempts',
    {
      config,
      schema: {
        tags: ['exam'],
        summary: 'Começa uma tentativa (ou devolve a que está em andamento)',
        response: { 200: ExamStatusSchema, 201: ExamStatusSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status, created } = await exam.start(requireUser(request));
      return reply.code(created ? 201 : 200).send(status);
    },
  );

  app.put(
    '/exam/attempts/:attemptId/answers/:questionId',
    {
      config,
      schema: {
        tags: ['exam'],
        summary: 'Salva (ou troca) a resposta a uma pergunta da tentativa em andamento',
        params: z
          .object({
            attemptId: z.uuid('tentativa inválida'),
            questionId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'pergunta inválida'),
          })
          .strict(),
        body: z.object({ answer: z.number().int().min(0).max(3) }).strict(),
        response: { 200: ExamAnswerSavedSchema, ...errors },
      },
    },
    async (request) =>
      exam.answer(
        requireUser(request),
        request.params.attemptId,
        request.params.questionId,
        request.body.answer,
      ),
  );

  app.post(
    '/exam/attempts/:attemptId/finish',
    {
      config,
      schema: {
        tags: ['exam'],
        summary: 'Entrega a tentativa: corrigida na hora',
        params: attemptParams,
        response: { 200: ExamStatusSchema, ...errors },
      },
    },
    async (request) => exam.handIn(requireUser(request), request.params.attemptId),
  );
};

export default examRoutes;
