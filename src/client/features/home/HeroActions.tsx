/**
 * Three ways to carry on: the next step (the one primary button, named for what it opens), the daily quiz
 * (or the chapter quiz that starts it), today's insight. No two of them open the same chapter.
 */
import { useLocation } from 'wouter';
import styled from 'styled-components';
import Flame from 'lucide-react/icons/flame';
import Lightbulb from 'lucide-react/icons/lightbulb';
import PlayCircle from 'lucide-react/icons/circle-play';
import Target from 'lucide-react/icons/target';
import { useAppSelector } from '../../app/hooks';
import { selectNextQuiz, selectTodaysInsight } from '../../app/selectors';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui';
import { selectDailyQuizToday, selectNextStep, selectStreakToday } from './home-selectors';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(3)};
  /* The next step across the whole row on a phone; the other two share the row under it. */
  > :first-child {
    grid-column: 1 / -1;
  }
  @media (min-width: 600px) {
    grid-template-columns: 2fr 1fr 1fr;
    > :first-child {
      grid-column: auto;
    }
  }
  button {
    min-height: 48px;
    padding: 10px 12px;
  }
  /* On the violet card: the primary is solid white, the others outlined in white. */
  .principal {
    background: ${(p) => p.theme.hero.text};
    color: ${(p) => p.theme.hero.actionText};
    font-size: 1.02rem;
  }
  .outra {
    background: transparent;
    color: ${(p) => p.theme.hero.text};
    border: 2px solid ${(p) => p.theme.hero.text};
    font-size: 0.95rem;
  }
`;

/** `describedBy`: the line that says where the daily quiz stands. */
export function HeroActions({ describedBy }: { describedBy: string }) {
  const [, navigate] = useLocation();
  const main = useAppSelector(selectNextStep);
  const nextQuiz = useAppSelector(selectNextQuiz);
  const daily = useAppSelector(selectDailyQuizToday);
  const streak = useAppSelector(selectStreakToday);
  const insight = useAppSelector(selectTodaysInsight);
  // Nothing to review: a chapter quiz brings questions to the daily quiz, unless that chapter is the one the
  // main button opens already (then the daily quiz's own screen explains how it fills up).
  const chapterQuiz =
    daily.state === 'nothing-due' && nextQuiz && nextQuiz.chapterId !== main?.chapterId
      ? nextQuiz
      : undefined;
  const Icon = streak.state === 'at-risk' ? Flame : Target;

  return (
    <Actions>
      <Button className="principal" onClick={() => main && navigate(main.href)} disabled={!main}>
        <PlayCircle size={20} aria-hidden /> {main?.label ?? 'Continuar de onde parei'}
      </Button>
      {chapterQuiz ? (
        <Button className="outra" onClick={() => navigate(chapterQuiz.href)} aria-describedby={describedBy}>
          <Icon size={18} aria-hidden /> Fazer o quiz do Cap. {chapterQuiz.number}
        </Button>
      ) : (
        <Button className="outra" onClick={() => navigate(paths.dailyQuiz)} aria-describedby={describedBy}>
          <Icon size={18} aria-hidden /> Quiz diário
        </Button>
      )}
      <Button
        className="outra"
        onClick={() => insight && navigate(paths.insight(insight.id))}
        disabled={!insight}
      >
        <Lightbulb size={18} aria-hidden /> Insight do dia
      </Button>
    </Actions>
  );
}
