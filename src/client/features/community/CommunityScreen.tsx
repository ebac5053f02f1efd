/** Comunidade: the weekly league (the last group seen, offline) and the week's insights. */
import { Page, SectionTitle } from '../../components/ui';
import { LeagueBoard } from './LeagueBoard';
import { WeeklyInsights } from './WeeklyInsights';

export default function CommunityScreen() {
  return (
    <Page>
      <h1>Comunidade</h1>
      <LeagueBoard />
      <SectionTitle>Insights da semana</SectionTitle>
      <WeeklyInsights />
    </Page>
  );
}
