/** Prova final and the certificate's requirements, as this device knows them (the server decides on issue). */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { paths } from '../../app/paths';
import { QUIZ_PASS_PERCENT, quizPercent } from '../../../shared/quiz-score';

export const selectExam = (s: RootState) => s.exam;
export const selectExamStatus = (s: RootState) => s.exam.status;
export const selectCertificate = (s: RootState) => s.exam.certificate;

/** The options chosen in the attempt under way: saved on the server, or kept here until they are. */
export const selectExamAnswers = createSelector(
  [(s: RootState) => s.exam.status?.attempt, (s: RootState) => s.exam.unsaved],
  (attempt, unsaved): Record<string, number> =>
    attempt ? { ...attempt.answers, ...unsaved[attempt.id] } : {},
);

/** How many chosen options the server has not saved yet. */
export const selectUnsavedCount = (s: RootState): number => {
  const id = s.exam.status?.attempt?.id;
  return id ? Object.keys(s.exam.unsaved[id] ?? {}).length : 0;
};

export interface NextRequirement {
  label: string;
  href: string;
}

/** Each requirement of the certificate and the next thing to do for it. */
export const selectCertificateSteps = createSelector(
  [
    (s: RootState) => s.chapters.catalogue,
    (s: RootState) => s.progress.state.quizBests,
    (s: RootState) => s.progress.state.planCompletedAt,
    (s: RootState) => s.progress.state.plan,
    (s: RootState) => s.progress.state.examPassedAt,
    (s: RootState) => s.exam.status,
    (s: RootState) => s.exam.certificate,
  ],
  (catalogue, quizBests, planCompletedAt, plan, examPassedAt, status, certificate) => {
    const missing = catalogue.filter((c) => {
      const best = quizBests[c.id];
      return !best || quizPercent(best.correct, best.total) < QUIZ_PASS_PERCENT;
    });
    const quizzes = { passed: catalogue.length - missing.length, total: catalogue.length, next: missing[0] };
    const project = { done: Boolean(planCompletedAt), started: Boolean(plan) };
    const exam = {
      passed: Boolean(examPassedAt) || status?.state === 'passed',
      percent: status?.requirements.exam.percent ?? null,
      state: status?.state ?? null,
      nextAt: status?.nextAt ?? null,
    };
    let next: NextRequirement | null = null;
    if (quizzes.next)
      next = {
        label: `Passar no quiz do Cap. ${quizzes.next.number}`,
        href: paths.chapter(quizzes.next.id, 'quiz'),
      };
    else if (!project.done) next = { label: 'Concluir o projeto final', href: paths.capstone };
    else if (!exam.passed)
      next = {
        label:
          exam.state === 'active'
            ? 'Continuar a prova final'
            : exam.state === 'waiting'
              ? 'Revisar para a prova final'
              : 'Fazer a prova final',
        href: paths.exam,
      };
    else if (!certificate) next = { label: 'Emitir certificado', href: `${paths.progress}#certificado` };
    else next = { label: 'Ver meu certificado', href: `${paths.progress}#certificado` };
    const met = [quizzes.passed === quizzes.total, project.done, exam.passed].filter(Boolean).length;
    return { quizzes, project, exam, certificate, next, met, ready: met === 3 };
  },
);
