/**
 * Progresso: level, streak with its calendar and protections, points per day, achievements with their
 * progress and dates, each chapter's mastery (best quiz and daily-review strength), and the totals.
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
      <Grid $min={280}>
        <LevelCard />
        <StreakCard />
      </Grid>

      <SectionTitle>Pontos por dia</SectionTitle>
      <Card>
        <PointsChart pointsByDay={pointsByDay} today={today} goal={dailyGoal} />
      </Card>

      <CertificateCard />

      <AchievementBoard />

      <SectionTitle>Capítulos</SectionTitle>
      <ChapterMasteryList />

      <SectionTitle>Totais</SectionTitle>
      <ProgressTotals />
    </Page>
  );
}
