/** How far the learner is inside the current level: the bar, and the points the next level is away. */
import styled from 'styled-components';
import { levelProgress } from '../../shared/levels';
import { counted } from '../../shared/counts';
import { ProgressBar } from './ProgressBar';

const Caption = styled.p`
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  font-size: 0.85rem;
`;

export function LevelBar({
  points,
  maxLevelText,
  className,
}: {
  points: number;
  /** What the caption says once the last level is reached (each screen words it its own way). */
  maxLevelText: string;
  className?: string;
}) {
  const { level, next, ratio } = levelProgress(points);
  return (
    <div className={className}>
      <ProgressBar value={ratio} label={`Progresso até o nível ${level + 1}`} />
      <Caption>
        {next === null
          ? maxLevelText
          : `${counted('pointsMissing', next - points)} para o nível ${level + 1}.`}
      </Caption>
    </div>
  );
}
