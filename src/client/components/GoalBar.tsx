/** Today's daily goal: the bar, the points earned against the goal, and whether it is met. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { GoalProgress } from '../../shared/goal';
import { ProgressBar } from './ProgressBar';
import { goalSentence } from '../../shared/counts';

const Caption = styled.p`
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  font-size: 0.85rem;
`;

export function GoalBar({
  goal,
  sayToday = false,
  children,
  className,
}: {
  goal: GoalProgress;
  /** "… pontos hoje": where the screen does not already say it is about today. */
  sayToday?: boolean;
  /** Follows the caption, e.g. a link to change the goal. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <ProgressBar value={goal.percent / 100} label={goalSentence(goal.earned, goal.goal)} />
      <Caption>
        {goalSentence(goal.earned, goal.goal, sayToday)}
        {goal.met ? '' : '.'}
        {children && <> {children}</>}
      </Caption>
    </div>
  );
}
