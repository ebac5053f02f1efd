/**
 * Início: the learner's numbers, three ways to carry on, today's insight, four counters, the offer to install
 * and the chapters (last, so nothing shifts when the catalogue arrives).
 */
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useSearch } from 'wouter';
import { Flame, Lightbulb, PlayCircle, Target, Share2 } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import {
  selectAchievements,
  selectCatalogue,
  selectContinueChapterId,
  selectFilteredChapters,
  selectLevel,
  selectDailySet,
  selectGoal,
  selectStreak,
  selectTodaysInsight,
  selectToday,
} from '../../app/selectors';
import { formatCount, formatDay, formatNumber, formatPoints } from '../../../shared/format';
import { levelProgress } from '../../../shared/levels';
import { Button, Card, Muted, Page, ProgressBar, SectionTitle } from '../../components/ui';
import { ChapterGrid } from '../chapters/ChapterGrid';

// Loaded after the first paint: most learners see neither (installed already, or no manifest shortcut used).
const InstallCard = lazy(() => import('../install/InstallCard'));
const ShortcutRedirect = lazy(() => import('../install/ShortcutRedirect'));

const Hero = styled(Card)`
  background: linear-gradient(135deg, #3730a3, #6d28d9);
  color: #fff;
  border: 0;
  h1 {
    font-size: 1.4rem;
    margin-bottom: 4px;
  }
  a {
    color: #fff;
    text-decoration: underline;
  }
`;
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 12px 0;
  div {
    background: rgba(255, 255, 255, 0.14);
    border-radius: 12px;
    padding: 8px;
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
const HeroActions = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 8px;
  margin-top: 12px;
  @media (min-width: 600px) {
    grid-template-columns: repeat(3, 1fr);
  }
  button {
    background: #fff;
    color: #312e81;
  }
`;
const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 12px;
  margin: 0;
  @media (min-width: 700px) {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
    padding: 12px;
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
const InsightCard = styled(Card)`
  margin-top: 16px;
  h2 {
    font-size: 1.1rem;
    margin: 4px 0;
  }
  a {
    font-weight: 600;
  }
`;

export function HomeScreen() {
  const [, navigate] = useLocation();
  const user = useAppSelector((s) => s.auth.user);
  const progress = useAppSelector((s) => s.progress.state);
  const level = useAppSelector(selectLevel);
  const streak = useAppSelector(selectStreak);
  const catalogue = useAppSelector(selectCatalogue);
  const chapters = useAppSelector(selectFilteredChapters);
  const achievements = useAppSelector(selectAchievements);
  const insight = useAppSelector(selectTodaysInsight);
  const today = useAppSelector(selectToday);
  const search = useAppSelector((s) => s.ui.search);
  const lp = levelProgress(progress.points);
  const completedCount = Object.keys(progress.completedChapters).length;

  const continueId = useAppSelector(selectContinueChapterId);
  const dailySet = useAppSelector(selectDailySet);
  const dailyAnswered = useAppSelector(
    (s) => Object.keys(s.progress.state.dailyLog[today]?.answers ?? {}).length,
  );
  const goal = useAppSelector(selectGoal);
  const shortcut = new URLSearchParams(useSearch()).get('atalho');
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  return (
    <Page>
      <Hero as="section" aria-labelledby="ola">
        <h1 id="ola">Olá, {firstName}!</h1>
        <p style={{ margin: 0 }}>
          {streak > 0
            ? `Você está há ${formatCount(streak, 'dia', 'dias')} seguidos estudando. Continue assim!`
            : 'Estude hoje para começar uma sequência.'}
        </p>
        <Stats>
          <div>
            <dt>Pontos</dt>
            <dd>{formatNumber(progress.points)}</dd>
          </div>
          <div>
            <dt>Nível</dt>
            <dd>{level}</dd>
          </div>
          <div>
            <dt>
              <Flame size={14} aria-hidden /> Sequência
            </dt>
            <dd>{formatCount(streak, 'dia', 'dias')}</dd>
          </div>
        </Stats>
        <ProgressBar value={lp.ratio} label={`Progresso até o nível ${lp.level + 1}`} />
        <p style={{ margin: '6px 0 0', fontSize: '0.85rem' }}>
          {lp.next === null
            ? 'Você chegou ao nível máximo!'
            : `Faltam ${formatPoints(lp.next - progress.points)} para o nível ${lp.level + 1}.`}
        </p>
        <HeroActions>
          <Button onClick={() => continueId && navigate(`/capitulos/${continueId}`)} disabled={!continueId}>
            <PlayCircle size={18} aria-hidden /> Continuar de onde parei
          </Button>
          {dailySet.length > 0 ? (
            <Button onClick={() => navigate('/quiz-diario')} aria-describedby="quiz-diario-estado">
              <Target size={18} aria-hidden /> Quiz diário
            </Button>
          ) : (
            <Button
              onClick={() => continueId && navigate(`/capitulos/${continueId}`)}
              disabled={!continueId}
              aria-describedby="quiz-diario-estado"
            >
              <Target size={18} aria-hidden /> Próximo capítulo
            </Button>
          )}
          <Button onClick={() => insight && navigate(`/insights/${insight.id}`)} disabled={!insight}>
            <Lightbulb size={18} aria-hidden /> Insight do dia
          </Button>
        </HeroActions>
        <p id="quiz-diario-estado" style={{ margin: '8px 0 0', fontSize: '0.85rem' }}>
          {dailySet.length === 0
            ? 'Quiz diário: nada para revisar hoje. Siga para o próximo capítulo.'
            : dailyAnswered >= dailySet.length
              ? 'Quiz diário de hoje feito. Amanhã tem mais.'
              : `Quiz diário: ${dailySet.length - dailyAnswered} de ${dailySet.length} perguntas esperando por você.`}
        </p>
        <div style={{ marginTop: 12 }}>
          <ProgressBar
            value={goal.percent / 100}
            label={`Meta diária: ${goal.earned} de ${goal.goal} pontos`}
          />
          <p style={{ margin: '6px 0 0', fontSize: '0.85rem' }}>
            Meta diária: {formatNumber(goal.earned)} de {formatNumber(goal.goal)} pontos hoje
            {goal.met ? ' — meta cumprida!' : '.'} <Link href="/ajustes#ajustes-meta">Mudar a meta</Link>
          </p>
        </div>
      </Hero>

      {!insight && <InsightCard aria-busy="true" style={{ minHeight: 190 }} />}
      {insight && (
        <InsightCard aria-labelledby="insight-do-dia">
          <Muted>
            Insight do dia · {formatDay(today)} · {insight.readMinutes} min de leitura
          </Muted>
          <h2 id="insight-do-dia">{insight.title}</h2>
          <p>{insight.summary}</p>
          <Link href={`/insights/${insight.id}`}>
            Ler o insight <Share2 size={14} aria-hidden /> e compartilhar
          </Link>
        </InsightCard>
      )}

      <SectionTitle>Seus números</SectionTitle>
      <Counters>
        <div>
          <dt>Capítulos concluídos</dt>
          <dd>
            {completedCount}/{catalogue.length}
          </dd>
        </div>
        <div>
          <dt>Quizzes feitos</dt>
          <dd>{formatNumber(Object.keys(progress.quizBests).length)}</dd>
        </div>
        <div>
          <dt>Conquistas</dt>
          <dd>{formatNumber(achievements.length)}</dd>
        </div>
        <div>
          <dt>Favoritos</dt>
          <dd>{formatNumber(progress.favorites.length)}</dd>
        </div>
      </Counters>
      <Suspense fallback={null}>
        {shortcut && <ShortcutRedirect shortcut={shortcut} />}
        <InstallCard />
      </Suspense>
      <SectionTitle id="capitulos">{search ? `Resultados para “${search}”` : 'Capítulos'}</SectionTitle>
      <ChapterGrid chapters={chapters} />
    </Page>
  );
}
