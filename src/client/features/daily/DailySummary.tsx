/** Today's quiz done: how it went, and where the day's goal stands. */
import { Link } from 'wouter';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { selectGoal } from '../../app/selectors';
import { Button, Card, ProgressBar } from '../../components/ui';
import { formatPoints } from '../../../shared/format';
import { selectReviewQuestion, type DailyQuizStatus } from './daily-selectors';
import { QuizPage } from './daily-ui';
import { ShareDailyQuestion } from './ShareDailyQuestion';
import { goalSentence } from '../../../shared/counts';

const Title = styled.h2`
  margin-top: 0;
`;

export function DailySummary({ status }: { status: DailyQuizStatus }) {
  const goal = useAppSelector(selectGoal);
  // Today's first question, for the study group that did not take the quiz.
  const first = useAppSelector((s) => selectReviewQuestion(s, status.keys[0]));
  return (
    <QuizPage>
      <h1>Quiz diário</h1>
      <Card>
        <Title>Feito por hoje!</Title>
        <p>
          Você acertou {status.right} de {status.keys.length} e ganhou {formatPoints(status.points)} no quiz
          diário. Amanhã tem mais, com o que pede revisão.
        </p>
        <ProgressBar value={goal.percent / 100} label={goalSentence(goal.earned, goal.goal)} />
        <p>
          {goalSentence(goal.earned, goal.goal)}
          {goal.met ? '' : '.'}
        </p>
        <Button as={Link} href={paths.home}>
          Voltar ao início
        </Button>
      </Card>
      {first?.question && <ShareDailyQuestion question={first.question} />}
    </QuizPage>
  );
}
