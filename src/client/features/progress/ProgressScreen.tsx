/**
 * Progresso, in the order a learner reads it: what is left to do first (the certificate's requirements, then each
 * chapter's quiz, checklist and review), then the level, the streak and the points per day, then the
 * achievements (those still locked folded away), and the totals last.
 */
import { useAppSelector } from '../../app/hooks';
import { selectToday } from '../../app/selectors';
import { Card, Grid, Page, SectionTitle } from '../../components/ui';
import { AchievementBoard } from './AchievementBoard';
import { CertificateCard } from './CertificateCard';
import { ChapterMasteryList } from './ChapterMasteryList';
import { LevelCard } from './LevelCard';
import { PointsChart } from './PointsChart';
import { ProgressTotals } from './ProgressTotals';
import { StreakCard } from './StreakCard';
import { selectDailyGoal, selectPointsByDay } from './progress-selectors';

export default function ProgressScreen() {
  const pointsByDay = useAppSelector(selectPointsByDay);
  const dailyGoal = useAppSelector(selectDailyGoal);
  const today = useAppSelector(selectToday);
  return (
    <Page>
      <h1>Seu progresso</h1>

      <CertificateCard />

      <SectionTitle id="capitulos">Capítulos</SectionTitle>
      <ChapterMasteryList />

      <SectionTitle>Nível e sequência</SectionTitle>
      <Grid $min={280}>
        <LevelCard />
        <StreakCard />
      </Grid>

      <SectionTitle>Pontos por dia</SectionTitle>
      <Card>
        <PointsChart pointsByDay={pointsByDay} today={today} goal={dailyGoal} />
      </Card>

      <AchievementBoard />

      <SectionTitle>Totais</SectionTitle>
      <ProgressTotals />
    </Page>
  );
}
