/** "Seus números": chapters completed, quizzes taken, achievements and favourites. */
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { formatNumber } from '../../../shared/format';
import { SectionTitle } from '../../components/ui';
import { selectHomeCounters } from './home-selectors';

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  @media (min-width: 700px) {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
    padding: ${(p) => p.theme.space(3)};
  }
  dt {
    font-size: 0.85rem;
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 800;
  }
`;

export function HomeCounters() {
  const counters = useAppSelector(selectHomeCounters);
  return (
    <>
      <SectionTitle>Seus números</SectionTitle>
      <Counters>
        <div>
          <dt>Capítulos concluídos</dt>
          <dd>
            {counters.chaptersCompleted}/{counters.chapters}
          </dd>
        </div>
        <div>
          <dt>Quizzes feitos</dt>
          <dd>{formatNumber(counters.quizzesTaken)}</dd>
        </div>
        <div>
          <dt>Conquistas</dt>
          <dd>{formatNumber(counters.achievements)}</dd>
        </div>
        <div>
          <dt>Favoritos</dt>
          <dd>{formatNumber(counters.favorites)}</dd>
        </div>
      </Counters>
    </>
  );
}
