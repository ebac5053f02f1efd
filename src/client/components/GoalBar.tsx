/** Today's daily goal: the bar, the points earned against the goal, and whether it is met. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { GoalProgress } from '../../shared/goal';
import { counted } from '../../shared/counts';
import { formatNumber } from '../../shared/format';
import { ProgressBar } from './ProgressBar';
import { goalSentence } from '../../shared/counts';

const Caption = styled.div`
  margin: ${(p) => p.theme.space(1)} 0 0;
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

/**
 * "Meta de hoje: 5 de 20 pontos", and once met "Meta de hoje: 20 pontos ✓", with what was earned beyond it
 * ("(250 pontos hoje)") rather than "250 de 20 pontos".
 */
export function goalCaption(goal: GoalProgress): string {
  if (!goal.met) return `Meta de hoje: ${formatNumber(goal.earned)} de ${counted('points', goal.goal)}`;
  const beyond = goal.earned > goal.goal ? ` (${counted('points', goal.earned)} hoje)` : '';
  return `Meta de hoje: ${counted('points', goal.goal)} ✓${beyond}`;
}

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
  const caption = goalCaption(goal);
  return (
    <div className={className}>
      <ProgressBar value={goal.percent / 100} label={caption} />
      <Caption>
        <p>{caption}</p>
        {children}
      </Caption>
    </div>
  );
}
