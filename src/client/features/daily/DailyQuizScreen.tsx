/**
 * Quiz diário: today's questions one at a time. Each answer is a learner event (offline too), graded by the
 * shared rules here and by the server, with the question's explanation right after.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Card, Muted, Page, ProgressBar } from '../../components/ui';
import { loadCatalogue, loadChapter } from '../chapters/chaptersSlice';
import {
  DAILY_POINTS_CAP,
  DAILY_POINTS_FIRST,
  DAILY_POINTS_REVIEW,
  parseReviewKey,
} from '../../../shared/daily-quiz';
import type { ShownAnswer } from './daily-format';
import {
  questionNumber,
  selectCourseStatus,
  selectDailyQuizStatus,
  selectReviewQuestion,
} from './daily-selectors';
import { QuizPage } from './daily-ui';
import { DailyQuestion } from './DailyQuestion';
import { DailySummary } from './DailySummary';
import { NothingToReview } from './NothingToReview';
import { ShareDailyQuestion } from './ShareDailyQuestion';
import { loadScheduler } from '../sync/rules';

const QuestionCard = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
`;

const PointsRule = styled(Muted)`
  margin-top: ${(p) => p.theme.space(4)};
`;

const TITLE_ID = 'quiz-diario-titulo';

export default function DailyQuizScreen() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDailyQuizStatus);
  const courseStatus = useAppSelector(selectCourseStatus);
  const [shown, setShown] = useState<ShownAnswer | null>(null);
  // While an answer's explanation is on screen, that question stays the current one.
  const current = useAppSelector((s) => selectReviewQuestion(s, shown?.key ?? status.pending[0]));

  useEffect(() => {
    void dispatch(loadCatalogue());
    void loadScheduler();
  }, [dispatch]);
  const chapterIds = [...new Set(status.keys.map((k) => parseReviewKey(k).chapterId))];
  useEffect(() => {
    for (const id of chapterIds) void dispatch(loadChapter(id));
  }, [dispatch, chapterIds.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  if (courseStatus !== 'ready') {
    return (
      <Page>
        <Muted role="status">
          {courseStatus === 'failed' ? 'Não foi possível abrir o quiz diário.' : 'Carregando…'}
        </Muted>
      </Page>
    );
  }
  if (status.stage === 'nothing-to-review') return <NothingToReview />;
  if (!current) return <DailySummary status={status} />;
  const { key, chapterId, chapter, question } = current;

  const total = status.keys.length;
  const next = () => {
    setShown(null);
    document.getElementById(TITLE_ID)?.focus();
  };

  return (
    <QuizPage>
      <h1 id={TITLE_ID} tabIndex={-1}>
        Quiz diário
      </h1>
      <p>
        Pergunta {questionNumber(status, Boolean(shown))} de {total}
        {chapter ? ` · ${chapter.title}` : ''}
      </p>
      <ProgressBar value={status.answered / total} label={`${status.answered} de ${total} respondidas`} />
      <QuestionCard>
        {!question ? (
          <Muted role="status">Carregando a pergunta…</Muted>
        ) : (
          <DailyQuestion
            key={key}
            reviewKey={key}
            chapterId={chapterId}
            question={question}
            shown={shown}
            hasNext={status.pending.length > 0}
            onAnswered={setShown}
            onNext={next}
          />
        )}
      </QuestionCard>
      {question && <ShareDailyQuestion question={question} />}
      <PointsRule as="p">
        Acertos valem {DAILY_POINTS_FIRST} pontos na primeira vez e {DAILY_POINTS_REVIEW} nas revisões, até{' '}
        {DAILY_POINTS_CAP} pontos por dia.
      </PointsRule>
    </QuizPage>
  );
}
