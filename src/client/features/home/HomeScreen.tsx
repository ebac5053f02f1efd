/**
 * Início: the learner's numbers, three ways to carry on, today's insight, four counters, the offer to install
 * and the chapters (last, so nothing shifts when the catalogue arrives). As the app opens on Início, what lies
 * below the fold on a phone (the counters on) is drawn in the frame after the numbers: on a slow phone they
 * show that much sooner, and nothing above moves when the rest arrives.
 */
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { useDrawnAfterOpening } from '../../app/opening';
import { selectCatalogue } from '../../app/selectors';
import { Page, SectionTitle } from '../../components/ui';
import { ChapterGrid } from '../chapters/ChapterGrid';
import { HomeHero } from './HomeHero';
import { TodaysInsight } from './TodaysInsight';
import { HomeCounters } from './HomeCounters';

// Loaded after the first paint: most learners see neither (installed already, or no manifest shortcut used).
const InstallCard = lazy(() => import('../install/InstallCard'));
const ShortcutRedirect = lazy(() => import('../install/ShortcutRedirect'));

export function HomeScreen() {
  const chapters = useAppSelector(selectCatalogue);
  const shortcut = new URLSearchParams(useSearch()).get('atalho');
  const rest = useDrawnAfterOpening();

  return (
    <Page>
      <HomeHero />
      <TodaysInsight />
      {rest && (
        <>
          <HomeCounters />
          <Suspense fallback={null}>
            {shortcut && <ShortcutRedirect shortcut={shortcut} />}
            <InstallCard />
          </Suspense>
          <SectionTitle id="capitulos">Capítulos</SectionTitle>
          <ChapterGrid chapters={chapters} />
        </>
      )}
    </Page>
  );
}
