/** Three ways to carry on: the chapter in progress, the daily quiz (or the quiz that starts it), today's insight. */
import { useLocation } from 'wouter';
import styled from 'styled-components';
import { Lightbulb, PlayCircle, Target } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { selectContinueReading, selectNextQuiz, selectTodaysInsight } from '../../app/selectors';
import { paths } from '../../app/paths';
import { Button } from '../../components/ui';
import { selectDailyQuizToday } from './home-selectors';
import { selectCourseCompleted } from '../progress/report-selectors';
import { selectCertificateSteps } from '../exam/exam-selectors';

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(3)};
  @media (min-width: 600px) {
    grid-template-columns: repeat(3, 1fr);
  }
  button {
    background: ${(p) => p.theme.hero.text};
    color: ${(p) => p.theme.hero.actionText};
  }
`;

/** `describedBy`: the line that says where the daily quiz stands. */
export function HeroActions({ describedBy }: { describedBy: string }) {
  const [, navigate] = useLocation();
  const reading = useAppSelector(selectContinueReading);
  const nextQuiz = useAppSelector(selectNextQuiz);
  const daily = useAppSelector(selectDailyQuizToday);
  const insight = useAppSelector(selectTodaysInsight);
  const courseDone = useAppSelector(selectCourseCompleted);
  const certificate = useAppSelector(selectCertificateSteps);
  // Every chapter done: the main button leads to the certificate's next requirement, then to issuing it.
  const main = courseDone && certificate.next ? certificate.next : reading;
  const openContinue = () => main && navigate(main.href);

  return (
    <Actions>
      <Button onClick={openContinue} disabled={!main}>
        <PlayCircle size={18} aria-hidden /> {main?.label ?? 'Continuar de onde parei'}
      </Button>
      {daily.state === 'nothing-due' ? (
        // Nothing to review: a chapter quiz is what brings questions to the daily quiz.
        <Button
          onClick={() => nextQuiz && navigate(nextQuiz.href)}
          disabled={!nextQuiz}
          aria-describedby={describedBy}
        >
          <Target size={18} aria-hidden />{' '}
          {nextQuiz ? `Fazer o quiz do Cap. ${nextQuiz.number}` : 'Quiz diário'}
        </Button>
      ) : (
        <Button onClick={() => navigate(paths.dailyQuiz)} aria-describedby={describedBy}>
          <Target size={18} aria-hidden /> Quiz diário
        </Button>
      )}
      <Button onClick={() => insight && navigate(paths.insight(insight.id))} disabled={!insight}>
        <Lightbulb size={18} aria-hidden /> Insight do dia
      </Button>
    </Actions>
  );
}
