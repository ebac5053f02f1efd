/**
 * Início's welcome: the streak first (ends tonight, safe today, or one to start), the ways to carry on right
 * under it, then the learner's numbers, the level and today's status.
 */
import styled from 'styled-components';
import Flame from 'lucide-react/icons/flame';
import { useAppSelector } from '../../app/hooks';
import { selectLevel, selectStreak } from '../../app/selectors';
import { counted } from '../../../shared/counts';
import { formatNumber } from '../../../shared/format';
import { Card } from '../../components/ui';
import { LevelBar } from '../../components/LevelBar';
import { selectPoints } from '../progress/progress-selectors';
import { selectFirstName, selectStreakToday, type StreakToday } from './home-selectors';
import { HeroActions } from './HeroActions';
import { DailyStatus } from './DailyStatus';

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
  /* The focus ring in white on the violet card, in both themes: the theme's blue one is under 1,5:1 on it. */
  :focus-visible {
    outline-color: ${(p) => p.theme.hero.text};
  }
  /*
   * On the violet card in both themes: a faint track with a white edge and a white fill, so the bar shows
   * whole (the edge against the violet, well above 4.5:1) and empty reads empty.
   */
  [role='progressbar'] {
    background: ${(p) => p.theme.hero.tile};
    border: 1px solid ${(p) => p.theme.hero.text};
  }
  [role='progressbar'] > div {
    background: ${(p) => p.theme.hero.text};
  }
`;
const Streak = styled.p<{ $atRisk: boolean }>`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: ${(p) => (p.$atRisk ? 700 : 400)};
  font-size: ${(p) => (p.$atRisk ? '1.05rem' : '1rem')};
  svg {
    flex: none;
  }
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

/** A number stays on the line of its unit, and the tick with the word before it, whatever the text size. */
const keepTogether = (line: string) => line.replace(/(\d) /g, '$1\u00a0');

function streakLine(streak: StreakToday): string {
  switch (streak.state) {
    case 'start':
      return 'Estude hoje para começar uma sequência.';
    case 'at-risk':
      return `${keepTogether(counted('keepStreak', streak.days))}.`;
    case 'safe':
      return `${keepTogether(counted('streakSafe', streak.days))}\u00a0✓`;
  }
}

export function HomeHero() {
  const firstName = useAppSelector(selectFirstName);
  const points = useAppSelector(selectPoints);
  const level = useAppSelector(selectLevel);
  const streak = useAppSelector(selectStreak);
  const today = useAppSelector(selectStreakToday);

  return (
    <Hero as="section" aria-labelledby="ola">
      <h1 id="ola">Olá, {firstName}!</h1>
      <Streak $atRisk={today.state === 'at-risk'} data-testid="sequencia-hoje">
        <Flame size={18} aria-hidden /> {streakLine(today)}
      </Streak>
      <HeroActions describedBy={QUIZ_LINE_ID} />
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
          <dd>{counted('days', streak)}</dd>
        </div>
      </Stats>
      <LevelBar points={points} maxLevelText="Você chegou ao nível máximo!" />
      <DailyStatus quizLineId={QUIZ_LINE_ID} />
    </Hero>
  );
}
