/** The chapter's last step: its key points, the tips for the week, and the ways to finish it. */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Chapter } from '../../../shared/content-schema';
import { formatPoints } from '../../../shared/format';
import { Button, Card, SectionTitle } from '../../components/ui';
import { completeChapter } from '../progress/progress-thunks';
import { selectChapterCompletedAt, selectQuizBest } from '../progress/progress-selectors';
import { selectNextChapter } from './chapters-selectors';
import { ReminderOffer } from '../reminders/ReminderOffer';

const PointsCard = styled(Card)`
  & + & {
    margin-top: ${(p) => p.theme.space(4)};
  }
  h2,
  h3 {
    margin-top: 0;
  }
`;
const List = styled.ul`
  padding-left: 1.2em;
  li {
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  margin-top: ${(p) => p.theme.space(4)};
`;

const Done = styled.p`
  margin: ${(p) => p.theme.space(3)} 0 0;
  font-weight: 600;
  color: ${(p) => p.theme.color.success};
  &:empty {
    display: none;
  }
`;

export function SummaryStep({ chapter }: { chapter: Chapter }) {
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const completedAt = useAppSelector((s) => selectChapterCompletedAt(s, chapter.id));
  const quizBest = useAppSelector((s) => selectQuizBest(s, chapter.id));
  // The course's next chapter, once this one is done: where a learner goes from here.
  const nextChapter = useAppSelector((s) => selectNextChapter(s, chapter.id));
  const [justCompleted, setJustCompleted] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justCompleted && completedAt) done.current?.focus();
  }, [justCompleted, completedAt]);
  return (
    <section aria-labelledby="s-resumo">
      <h2 id="s-resumo" tabIndex={-1}>
        Resumo do capítulo
      </h2>
      <PointsCard>
        <SectionTitle as="h3">Pontos-chave</SectionTitle>
        <List>
          {chapter.keyTakeaways.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </List>
      </PointsCard>
      <PointsCard>
        <SectionTitle as="h3">Dicas práticas para esta semana</SectionTitle>
        <List>
          {chapter.tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </List>
      </PointsCard>
      <Actions>
        {/* The quiz puts focus on its first question when reached from here (history state). */}
        <Button onClick={() => navigate(paths.chapter(chapter.id, 'quiz'), { state: { focusQuiz: true } })}>
          {quizBest ? 'Refazer o quiz' : 'Fazer o quiz'}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          disabled={Boolean(completedAt)}
          onClick={() => {
            void dispatch(completeChapter(chapter.id));
            setJustCompleted(true);
          }}
        >
          <CheckCircle2 size={18} aria-hidden /> {completedAt ? 'Concluído' : 'Marcar como concluído'}
        </Button>
        {completedAt && nextChapter && (
          <Button type="button" $variant="secondary" onClick={() => navigate(paths.chapter(nextChapter.id))}>
            Ir para o Capítulo {nextChapter.id} <ArrowRight size={18} aria-hidden />
          </Button>
        )}
      </Actions>
      {/* The button turns disabled: focus moves to what happened, read out by screen readers. */}
      <Done role="status" ref={done} tabIndex={-1}>
        {justCompleted && completedAt
          ? `Capítulo concluído! Você ganhou ${formatPoints(chapter.points)}.`
          : ''}
      </Done>
      {justCompleted && completedAt && <ReminderOffer />}
    </section>
  );
}
