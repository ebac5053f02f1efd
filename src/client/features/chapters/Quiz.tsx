/**
 * The chapter quiz: each attempt draws QUIZ_SIZE questions from the chapter's bank (quiz-bank.ts), with the
 * options shuffled; each answer is checked at once, and the attempt is graded with the shared rules, then by
 * the server.
 */
import { useState } from 'react';
import type { Chapter } from '../../../shared/content-schema';
import type { EventOutcome } from '../../../shared/progress';
import { drawQuiz, type QuizDraw } from '../../../shared/quiz-bank';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { completeQuiz } from '../progress/progress-thunks';
import { selectLastQuizDraw, selectQuizBest } from '../progress/progress-selectors';
import { Banner, Card, Muted, ProgressBar } from '../../components/ui';
import { QuizQuestion } from './QuizQuestion';
import { QuizResult } from './QuizResult';

interface Attempt {
  draw: QuizDraw;
  /** Counts attempts on this screen: a new one remounts its first question. */
  number: number;
}

export function Quiz({ chapter }: { chapter: Chapter }) {
  const dispatch = useAppDispatch();
  const best = useAppSelector((s) => selectQuizBest(s, chapter.id));
  const lastDraw = useAppSelector((s) => selectLastQuizDraw(s, chapter.id));
  const bank = chapter.quiz;
  const [attempt, setAttempt] = useState<Attempt>(() => ({
    draw: drawQuiz(bank, Math.random, lastDraw),
    number: 0,
  }));
  // Reached through "Fazer o quiz": the first question takes focus, as every later one does.
  const [arrived] = useState(
    () => (window.history.state as { focusQuiz?: boolean } | null)?.focusQuiz === true,
  );
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ outcome: EventOutcome; previousBest?: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const byId = new Map(chapter.quiz.map((q) => [q.id, q]));
  const questions = attempt.draw.questionIds.map((id) => byId.get(id)!);
  const question = questions[index]!;
  const last = index === questions.length - 1;

  const restart = () => {
    setAttempt((a) => ({ draw: drawQuiz(bank, Math.random, a.draw.questionIds), number: a.number + 1 }));
    setIndex(0);
    setAnswers([]);
    setResult(null);
  };

  const next = async () => {
    if (!last) return setIndex(index + 1);
    setBusy(true);
    setError(null);
    const previousBest = best?.correct;
    const res = await dispatch(completeQuiz(chapter.id, attempt.draw.questionIds, answers));
    setBusy(false);
    if (res.meta.requestStatus === 'fulfilled')
      setResult({ outcome: res.payload as EventOutcome, previousBest });
    else setError(typeof res.payload === 'string' ? res.payload : 'Não foi possível registrar o quiz.');
  };

  if (result?.outcome.quiz) {
    return (
      <QuizResult
        outcome={result.outcome}
        questions={questions}
        answers={answers}
        previousBest={result.previousBest}
        onRetry={restart}
      />
    );
  }

  return (
    <Card>
      {best && (
        <Muted as="p">
          Seu melhor resultado: {best.correct} de {best.total} acertos.
        </Muted>
      )}
      <ProgressBar value={index / questions.length} label="Progresso no quiz" />
      <QuizQuestion
        key={`${attempt.number}:${question.id}`}
        question={question}
        order={attempt.draw.optionOrders[index]!}
        position={index + 1}
        total={questions.length}
        focusOnMount={index > 0 || attempt.number > 0 || arrived}
        busy={busy}
        onAnswer={(option) => {
          const copy = [...answers];
          copy[index] = option;
          setAnswers(copy);
        }}
        onNext={() => void next()}
      />
      {error && (
        <Banner $tone="danger" role="alert">
          {error}
        </Banner>
      )}
    </Card>
  );
}
