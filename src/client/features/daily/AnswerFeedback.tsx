/** Right after an answer: the verdict, then the question's explanation. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import type { Question } from '../../../shared/content-schema';
import { verdict, type ShownAnswer } from './daily-format';

const Verdict = styled.p<{ $ok: boolean }>`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: center;
  font-weight: 700;
  color: ${(p) => (p.$ok ? p.theme.color.success : p.theme.color.danger)};
`;

export function AnswerFeedback({ shown, question }: { shown: ShownAnswer; question: Question }) {
  // "Responder" goes away with the answer: the verdict takes the focus, so it is read out and Tab goes on from it.
  const verdictRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => verdictRef.current?.focus(), []);
  return (
    <>
      <Verdict $ok={shown.correct} ref={verdictRef} tabIndex={-1}>
        {shown.correct ? <CheckCircle2 size={20} aria-hidden /> : <XCircle size={20} aria-hidden />}
        {verdict(shown, question.options[question.answer]!)}
      </Verdict>
      <p>{question.explanation}</p>
    </>
  );
}
