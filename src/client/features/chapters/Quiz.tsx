/** The chapter quiz, one question at a time; graded with the shared rules, then by the server. */
import { useState } from 'react';
import styled from 'styled-components';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { Chapter } from '../../../shared/content-schema';
import { QUIZ_PASS_PERCENT, type EventOutcome } from '../../../shared/progress';
import { formatCount, formatPoints } from '../../../shared/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { completeQuiz } from '../progress/progress-thunks';
import { selectQuizBest } from '../progress/progress-selectors';
import { Banner, Button, Card, Muted, ProgressBar } from '../../components/ui';

const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 16px;
  legend {
    font-weight: 700;
    font-size: 1.1rem;
    margin-bottom: 12px;
    padding: 0;
  }
`;
const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 14px;
  margin-bottom: 8px;
  min-height: 48px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 2px solid ${(p) => (p.$checked ? p.theme.color.primary : p.theme.color.border)};
  background: ${(p) => (p.$checked ? p.theme.color.primarySoft : p.theme.color.surface)};
  cursor: pointer;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
    flex: none;
  }
`;
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
const Nav = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  justify-content: space-between;
`;

export function Quiz({ chapter }: { chapter: Chapter }) {
  const dispatch = useAppDispatch();
  const best = useAppSelector((s) => selectQuizBest(s, chapter.id));
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [result, setResult] = useState<{ outcome: EventOutcome; answers: number[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const question = chapter.quiz[index]!;
  const chosen = answers[index];
  const last = index === chapter.quiz.length - 1;

  const restart = () => {
    setIndex(0);
    setAnswers([]);
    setResult(null);
  };

  const next = async () => {
    if (!last) return setIndex(index + 1);
    const res = await dispatch(completeQuiz(chapter.id, answers));
    if (res.meta.requestStatus === 'fulfilled') setResult({ outcome: res.payload as EventOutcome, answers });
    else setError(typeof res.payload === 'string' ? res.payload : 'Não foi possível registrar o quiz.');
  };

  if (result?.outcome.quiz) {
    const q = result.outcome.quiz;
    return (
      <Card aria-labelledby="resultado">
        <h2 id="resultado">Resultado</h2>
        <Score>{q.percent}%</Score>
        <p>
          Você acertou {q.correct} de {q.total}.{' '}
          {q.passed
            ? 'Parabéns, você foi aprovado neste quiz!'
            : `Para passar, acerte pelo menos ${QUIZ_PASS_PERCENT}%.`}
        </p>
        <p>
          {result.outcome.pointsAwarded > 0
            ? `Você ganhou ${formatPoints(result.outcome.pointsAwarded)}.`
            : 'Nenhum ponto novo: os pontos do quiz vêm só quando você supera seu melhor resultado.'}
          {result.outcome.chapterCompleted ? ' Capítulo concluído!' : ''}
        </p>
        <h3>Revise cada pergunta</h3>
        <Review>
          {chapter.quiz.map((item, i) => {
            const right = result.answers[i] === item.answer;
            return (
              <li key={item.id}>
                <strong>{item.question}</strong>
                <div className={right ? 'ok' : 'bad'}>
                  {right ? <CheckCircle2 size={16} aria-hidden /> : <XCircle size={16} aria-hidden />}{' '}
                  {right
                    ? 'Você acertou: '
                    : `Você marcou: ${item.options[result.answers[i] ?? 0]}. Correta: `}
                  {item.options[item.answer]}
                </div>
                <Muted>{item.explanation}</Muted>
              </li>
            );
          })}
        </Review>
        <Button onClick={restart}>Tentar Novamente</Button>
      </Card>
    );
  }

  return (
    <Card>
      {best && (
        <Muted as="p">
          Seu melhor resultado: {formatCount(best.correct, 'acerto', 'acertos')} de {best.total}.
        </Muted>
      )}
      <ProgressBar value={index / chapter.quiz.length} label="Progresso no quiz" />
      <p>
        Pergunta {index + 1} de {chapter.quiz.length}
      </p>
      <Options key={question.id}>
        <legend>{question.question}</legend>
        {question.options.map((option, i) => (
          <Option key={i} $checked={chosen === i}>
            <input
              type="radio"
              name={`q-${question.id}`}
              value={i}
              checked={chosen === i}
              onChange={() => {
                const copy = [...answers];
                copy[index] = i;
                setAnswers(copy);
              }}
            />
            <span>{option}</span>
          </Option>
        ))}
      </Options>
      {error && (
        <Banner $tone="danger" role="alert">
          {error}
        </Banner>
      )}
      <Nav>
        <Button $variant="secondary" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          Anterior
        </Button>
        <Button onClick={() => void next()} disabled={chosen === undefined}>
          {last ? 'Finalizar' : 'Próxima'}
        </Button>
      </Nav>
    </Card>
  );
}
