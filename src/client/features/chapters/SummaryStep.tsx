/** The chapter's last step: its key points, the tips for the week, and the ways to finish it. */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
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
  const goOn = completedAt ? nextChapter : undefined;
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
      {/* Before the buttons: focus moves here on completing, and the next Tab reaches the way on. */}
      <Done role="status" ref={done} tabIndex={-1}>
        {justCompleted && completedAt
          ? `Capítulo concluído! Você ganhou ${formatPoints(chapter.points)}.`
          : ''}
      </Done>
      <Actions>
        {/* Once the chapter is done, the next one is the way on; the quiz can still be taken again. */}
        {goOn && (
          <Button type="button" onClick={() => navigate(paths.chapter(goOn.id))}>
            Ir para o Capítulo {goOn.id} <ArrowRight size={18} aria-hidden />
          </Button>
        )}
        {/* The quiz puts focus on its first question when reached from here (history state). */}
        <Button
          $variant={goOn ? 'secondary' : 'primary'}
          onClick={() => navigate(paths.chapter(chapter.id, 'quiz'), { state: { focusQuiz: true } })}
        >
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
      </Actions>
      {justCompleted && completedAt && <ReminderOffer />}
    </section>
  );
}
