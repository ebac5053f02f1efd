/** The learner's level, points, and how far the next level is. */
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { formatPoints } from '../../../shared/format';
import { Card, Muted, ProgressBar } from '../../components/ui';
import { selectLevelProgress } from './report-selectors';
import { counted } from '../../../shared/counts';

const ToNext = styled(Muted)`
  margin-top: ${(p) => p.theme.space(1.5)};
`;

export function LevelCard() {
  const { level, points, ratio, missing } = useAppSelector(selectLevelProgress);
  return (
    <Card>
      <h2>Nível {level}</h2>
      <p>{formatPoints(points)}</p>
      <ProgressBar value={ratio} label={`Progresso até o nível ${level + 1}`} />
      <ToNext as="p">
        {missing === null
          ? 'Nível máximo alcançado.'
          : `${counted('pointsMissing', missing)} para o nível ${level + 1}.`}
      </ToNext>
    </Card>
  );
}
