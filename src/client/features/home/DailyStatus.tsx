/** Today on Início: where the daily quiz stands, and the daily goal. */
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectGoal } from '../../app/selectors';
import { paths } from '../../app/paths';
import { GoalBar } from '../../components/GoalBar';
import { selectDailyQuizToday, type DailyQuizToday } from './home-selectors';

const QuizLine = styled.p`
  margin: ${(p) => p.theme.space(2)} 0 0;
  font-size: 0.85rem;
`;
const Goal = styled(GoalBar)`
  margin-top: ${(p) => p.theme.space(3)};
`;
/** A whole 44 px target, not a word-sized link. */
const ChangeGoal = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  min-width: 44px;
  padding: 0 4px;
  font-weight: 600;
`;

function quizLine(daily: DailyQuizToday): string {
  switch (daily.state) {
    case 'nothing-due':
      return 'Quiz diário: nada para revisar hoje. Cada quiz de capítulo traz perguntas para cá.';
    case 'done':
      return 'Quiz diário de hoje feito. Amanhã tem mais.';
    case 'waiting':
      return `Quiz diário: ${daily.waiting} de ${daily.total} perguntas esperando por você.`;
  }
}

/** `quizLineId`: the actions above are described by the quiz line. */
export function DailyStatus({ quizLineId }: { quizLineId: string }) {
  const daily = useAppSelector(selectDailyQuizToday);
  const goal = useAppSelector(selectGoal);
  return (
    <>
      <QuizLine id={quizLineId}>{quizLine(daily)}</QuizLine>
      <Goal goal={goal}>
        <ChangeGoal href={paths.settingsCard('ajustes-meta')}>Mudar a meta</ChangeGoal>
      </Goal>
    </>
  );
}
