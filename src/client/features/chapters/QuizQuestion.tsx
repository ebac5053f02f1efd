/**
 * One question of a chapter quiz: its options in the attempt's order, "Responder", then at once the verdict,
 * the right option in green, the chosen wrong one in red, and the explanation. Mounted once per question.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import type { Question } from '../../../shared/content-schema';
import { Button } from '../../components/ui';

const Heading = styled.h2`
  font-size: 1.1rem;
  margin: 0 0 ${(p) => p.theme.space(3)};
`;
const Options = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${(p) => p.theme.space(4)};
  min-width: 0;
`;
const Option = styled.label<{ $state: 'idle' | 'chosen' | 'right' | 'wrong' }>`
  display: flex;
  gap: ${(p) => p.theme.space(3)};
  align-items: flex-start;
  padding: ${(p) => p.theme.space(3)} 14px;
  margin-bottom: ${(p) => p.theme.space(2)};
  min-height: 48px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 2px solid
    ${({ $state, theme }) =>
      $state === 'right'
        ? theme.color.success
        : $state === 'wrong'
          ? theme.color.danger
          : $state === 'chosen'
            ? theme.color.primary
            : theme.color.border};
  background: ${({ $state, theme }) =>
    $state === 'right'
      ? theme.color.successSoft
      : $state === 'wrong'
        ? theme.color.dangerSoft
        : $state === 'chosen'
          ? theme.color.primarySoft
          : theme.color.surface};
  cursor: pointer;
  input {
    margin-top: ${(p) => p.theme.space(1)};
    width: 18px;
    height: 18px;
    accent-color: ${(p) => p.theme.color.primary};
    flex: none;
  }
  strong {
    display: block;
    font-size: 0.9rem;
    color: ${({ $state, theme }) => ($state === 'wrong' ? theme.color.danger : theme.color.success)};
  }
`;
const Verdict = styled.p<{ $ok: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  font-weight: 700;
  margin: 0 0 ${(p) => p.theme.space(2)};
  color: ${(p) => (p.$ok ? p.theme.color.success : p.theme.color.danger)};
`;
const Nav = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

export function QuizQuestion({
  question,
  order,
  position,
  total,
  focusOnMount,
  busy,
  onAnswer,
  onNext,
}: {
  question: Question;
  /** The file's option indices, in the order shown. */
  order: readonly number[];
  position: number;
  total: number;
  /** Put focus on the heading when shown (every question after the first, and a new attempt). */
  focusOnMount: boolean;
  busy: boolean;
  onAnswer: (option: number) => void;
  onNext: () => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [answered, setAnswered] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const verdict = useRef<HTMLParagraphElement>(null);
  const last = position === total;

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    if (answered) verdict.current?.focus();
  }, [answered]);

  const right = choice === question.answer;
  const stateOf = (option: number) =>
    !answered
      ? choice === option
        ? 'chosen'
        : 'idle'
      : option === question.answer
        ? 'right'
        : option === choice
          ? 'wrong'
          : 'idle';

  return (
    <>
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        <span>
          Pergunta {position} de {total}:
        </span>{' '}
        {question.question}
      </Heading>
      <Options aria-labelledby={headingId} disabled={answered}>
        {order.map((option) => (
          <Option key={option} $state={stateOf(option)}>
            <input
              type="radio"
              name={`q-${question.id}`}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            <span>
              {answered && option === question.answer && <strong>Resposta certa</strong>}
              {answered && option === choice && !right && <strong>Sua resposta</strong>}
              {question.options[option]}
            </span>
          </Option>
        ))}
      </Options>
      <div aria-live="polite">
        {answered && (
          <>
            <Verdict $ok={right} ref={verdict} tabIndex={-1}>
              {right ? <CheckCircle2 size={20} aria-hidden /> : <XCircle size={20} aria-hidden />}
              {right ? 'Certo!' : 'Não foi dessa vez.'}
            </Verdict>
            <p>{question.explanation}</p>
          </>
        )}
      </div>
      <Nav>
        {!answered && (
          <Button
            type="button"
            disabled={choice === null}
            onClick={() => {
              if (choice === null) return;
              setAnswered(true);
              onAnswer(choice);
            }}
          >
            Responder
          </Button>
        )}
        {/* The action at hand is the filled button: "Responder" first, then "Próxima". */}
        <Button
          type="button"
          $variant={answered ? 'primary' : 'secondary'}
          disabled={!answered || busy}
          onClick={onNext}
        >
          {last ? 'Finalizar' : 'Próxima'}
        </Button>
      </Nav>
    </>
  );
}
