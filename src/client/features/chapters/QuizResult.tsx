/** The end of an attempt: the score, what it earned (and why not, when nothing), each question in review. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import type { Question } from '../../../shared/content-schema';
import { QUIZ_PASS_PERCENT, quizPercent, type EventOutcome } from '../../../shared/progress';
import { useAppSelector } from '../../app/hooks';
import { selectPendingCount } from '../sync/outbox-selectors';
import { formatPoints } from '../../../shared/format';
import { Button, Card, Muted } from '../../components/ui';
import { ReminderOffer } from '../reminders/ReminderOffer';

const Review = styled.ol`
  padding-left: 1.2em;
  li {
    margin-bottom: 14px;
  }
  .ok {
    color: ${(p) => p.theme.color.success};
  }
  .bad {
    color: ${(p) => p.theme.color.danger};
  }
`;
const Score = styled.p`
  font-size: 2.4rem;
  font-weight: 800;
  margin: 0;
`;

/** Why an attempt earned nothing, without speaking of a best result the learner does not have or cannot beat. */
function noPointsReason(previousBest: number | undefined, total: number): string {
  if (previousBest === undefined) return 'Nenhum ponto desta vez: cada acerto vale 10 pontos.';
  if (previousBest >= total)
    return `Você já tinha acertado ${total} de ${total} neste quiz: os pontos dele já são seus. Refazer ajuda a fixar.`;
  return `Nenhum ponto novo: os pontos do quiz vêm quando você supera seu melhor resultado (${previousBest} de ${total} acertos).`;
}

/** The fewest right answers that pass: the rounded percent must reach QUIZ_PASS_PERCENT. */
function toPass(total: number): number {
  let n = 0;
  while (n < total && quizPercent(n, total) < QUIZ_PASS_PERCENT) n++;
  return n;
}

export function QuizResult({
  outcome,
  questions,
  answers,
  previousBest,
  onRetry,
}: {
  outcome: EventOutcome;
  questions: readonly Question[];
  /** The option chosen for each question, as the content lists them. */
  answers: readonly number[];
  /** Right answers of the best attempt before this one, if there was one. */
  previousBest: number | undefined;
  onRetry: () => void;
}) {
  // The attempt is still on this device only (offline, or not sent yet).
  const waiting = useAppSelector(selectPendingCount) > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const q = outcome.quiz!;
  return (
    <Card aria-labelledby="resultado">
      <h2 id="resultado" ref={heading} tabIndex={-1}>
        Resultado
      </h2>
      <Score>{q.percent}%</Score>
      <p>
        Você acertou {q.correct} de {q.total}.{' '}
        {q.passed
          ? 'Parabéns, você passou neste quiz!'
          : `Para passar, são ${QUIZ_PASS_PERCENT}% ou mais: acerte pelo menos ${toPass(q.total)} de ${q.total}.`}
      </p>
      <p>
        {outcome.pointsAwarded > 0
          ? `Você ganhou ${formatPoints(outcome.pointsAwarded)}.`
          : noPointsReason(previousBest, q.total)}
        {outcome.chapterCompleted ? ' Capítulo concluído!' : ''}
      </p>
      <Button onClick={onRetry}>Tentar Novamente</Button>
      <Muted as="p">Cada tentativa sorteia cinco perguntas do capítulo, em outra ordem.</Muted>
      {waiting && (
        <Muted as="p">Salvo neste aparelho: o resultado vai para a sua conta assim que for enviado.</Muted>
      )}
      {/* After the result's own action: the offer is a side note to a pass, not the next step. */}
      {q.passed && <ReminderOffer />}
      <h3>Revise cada pergunta</h3>
      <Review>
        {questions.map((item, i) => {
          const right = answers[i] === item.answer;
          return (
            <li key={item.id}>
              <strong>{item.question}</strong>
              {!right && (
                <div className="bad">
                  <XCircle size={16} aria-hidden /> Sua resposta: {item.options[answers[i] ?? 0]}
                </div>
              )}
              <div className="ok">
                <CheckCircle2 size={16} aria-hidden /> {right ? 'Você acertou: ' : 'Resposta certa: '}
                {item.options[item.answer]}
              </div>
              <Muted as="p">{item.explanation}</Muted>
            </li>
          );
        })}
      </Review>
    </Card>
  );
}
