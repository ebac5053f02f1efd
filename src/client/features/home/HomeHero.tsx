/** Início's welcome: the streak, the learner's numbers, the level, ways to carry on, and today's status. */
import styled from 'styled-components';
import { Flame } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { selectLevel, selectStreak } from '../../app/selectors';
import { formatCount, formatNumber } from '../../../shared/format';
import { Card } from '../../components/ui';
import { LevelBar } from '../../components/LevelBar';
import { selectPoints } from '../progress/progress-selectors';
import { selectFirstName } from './home-selectors';
import { HeroActions } from './HeroActions';
import { DailyStatus } from './DailyStatus';
import { counted } from '../../../shared/counts';

const Hero = styled(Card)`
  background: ${(p) => p.theme.hero.background};
  color: ${(p) => p.theme.hero.text};
  border: 0;
  h1 {
    font-size: 1.4rem;
    margin-bottom: ${(p) => p.theme.space(1)};
  }
  a {
    color: ${(p) => p.theme.hero.text};
    text-decoration: underline;
  }
  /* On the violet card in both themes: a faint white track and a white fill, so empty reads empty. */
  [role='progressbar'] {
    background: ${(p) => p.theme.hero.tile};
  }
  [role='progressbar'] > div {
    background: ${(p) => p.theme.hero.text};
  }
`;
const Streak = styled.p`
  margin: 0;
`;
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space(2)};
  margin: ${(p) => p.theme.space(3)} 0;
  div {
    background: ${(p) => p.theme.hero.tile};
    border-radius: ${(p) => p.theme.radius.md};
    padding: ${(p) => p.theme.space(2)};
    text-align: center;
  }
  dt {
    font-size: 0.8rem;
  }
  dd {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 800;
    white-space: nowrap;
  }
`;

const QUIZ_LINE_ID = 'quiz-diario-estado';

export function HomeHero() {
  const firstName = useAppSelector(selectFirstName);
  const points = useAppSelector(selectPoints);
  const level = useAppSelector(selectLevel);
  const streak = useAppSelector(selectStreak);
  const streakDays = formatCount(streak, 'dia', 'dias');

  return (
    <Hero as="section" aria-labelledby="ola">
      <h1 id="ola">Olá, {firstName}!</h1>
      <Streak>
        {streak > 0 ? counted('studyStreak', streak) : 'Estude hoje para começar uma sequência.'}
      </Streak>
      <Stats>
        <div>
          <dt>Pontos</dt>
          <dd>{formatNumber(points)}</dd>
        </div>
        <div>
          <dt>Nível</dt>
          <dd>{level}</dd>
        </div>
        <div>
          <dt>
            <Flame size={14} aria-hidden /> Sequência
          </dt>
          <dd>{streakDays}</dd>
        </div>
      </Stats>
      <LevelBar points={points} maxLevelText="Você chegou ao nível máximo!" />
      <HeroActions describedBy={QUIZ_LINE_ID} />
      <DailyStatus quizLineId={QUIZ_LINE_ID} />
    </Hero>
  );
}
