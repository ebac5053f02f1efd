/**
 * One question of the daily quiz: the options, then, once answered, the verdict and the explanation with the
 * way on. Mounted once per question, so a new question starts with nothing chosen.
 */
import { useId, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { Banner, Button, ChoiceFieldset } from '../../components/ui';
import type { Question } from '../../../shared/content-schema';
import { AnswerFeedback } from './AnswerFeedback';
import type { ShownAnswer } from './daily-format';
import { answerDailyQuestion } from './daily-thunks';

export function DailyQuestion({
  reviewKey,
  chapterId,
  question,
  shown,
  hasNext,
  onAnswered,
  onNext,
}: {
  /** The question, as "chapterId:questionId". */
  reviewKey: string;
  chapterId: string;
  question: Question;
  /** This question's answer, once given: the options lock and the verdict shows. */
  shown: ShownAnswer | null;
  /** Whether another question waits after this one. */
  hasNext: boolean;
  onAnswered: (answer: ShownAnswer) => void;
  onNext: () => void;
}) {
  const dispatch = useAppDispatch();
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  const submit = async () => {
    if (choice === null) return;
    setError(null);
    const result = await dispatch(
      answerDailyQuestion({ chapterId, questionId: question.id, answer: choice }),
    );
    if (answerDailyQuestion.rejected.match(result)) {
      setError(result.payload ?? 'Não foi possível registrar a resposta.');
      return;
    }
    const outcome = result.payload;
    onAnswered({ key: reviewKey, correct: outcome.daily?.correct ?? false, points: outcome.pointsAwarded });
  };

  return (
    <>
      <ChoiceFieldset aria-labelledby={legendId} disabled={Boolean(shown)}>
        <legend id={legendId}>{question.question}</legend>
        {question.options.map((option, i) => (
          <label key={option}>
            <input type="radio" name="resposta" checked={choice === i} onChange={() => setChoice(i)} />
            <span>{option}</span>
          </label>
        ))}
      </ChoiceFieldset>
      <div aria-live="polite">
        {shown && <AnswerFeedback shown={shown} question={question} />}
        {error && <Banner $tone="danger">{error}</Banner>}
      </div>
      {shown ? (
        <Button type="button" onClick={onNext}>
          {hasNext ? 'Próxima pergunta' : 'Ver resultado'}
        </Button>
      ) : (
        <Button type="button" onClick={() => void submit()} disabled={choice === null}>
          Responder
        </Button>
      )}
    </>
  );
}
