/** Comunidade: the leaderboard (needs the network) and the week's insights (work offline). */
import { Page, SectionTitle } from '../../components/ui';
import { Leaderboard } from './Leaderboard';
import { WeeklyInsights } from './WeeklyInsights';

export default function CommunityScreen() {
  return (
    <Page>
      <h1>Comunidade</h1>
      <Leaderboard />
      <SectionTitle>Insights da semana</SectionTitle>
      <WeeklyInsights />
    </Page>
  );
}
