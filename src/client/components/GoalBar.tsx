/**
 * Today's daily goal: the points earned against the goal and whether it is met, then the bar under its words
 * (a bar above would read as the end of whatever line stands over it).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { GoalProgress } from '../../shared/goal';
import { ProgressBar } from './ProgressBar';
import { goalSentence } from '../../shared/counts';

const Caption = styled.div`
  margin: 0 0 ${(p) => p.theme.space(1)};
  font-size: 0.9rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${(p) => p.theme.space(3)};
  p {
    margin: 0;
  }
`;

export function GoalBar({
  goal,
  children,
  className,
}: {
  goal: GoalProgress;
  /** Beside the caption, e.g. a link to change the goal. */
  children?: ReactNode;
  className?: string;
}) {
  const caption = goalSentence(goal.earned, goal.goal);
  return (
    <div className={className}>
      <Caption>
        <p>{caption}</p>
        {children}
      </Caption>
      <ProgressBar value={goal.percent / 100} label={caption} />
    </div>
  );
}
