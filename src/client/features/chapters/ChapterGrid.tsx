import { useAppSelector } from '../../app/hooks';
import type { ChapterSummary } from '../../../shared/content-schema';
import { Grid, Muted } from '../../components/ui';
import { ChapterCard } from './ChapterCard';
import { selectCatalogueStatus } from './chapters-selectors';
import {
  selectAllSectionsRead,
  selectCompletedChapters,
  selectFavorites,
} from '../progress/progress-selectors';

export function ChapterGrid({ chapters }: { chapters: ChapterSummary[] }) {
  const completed = useAppSelector(selectCompletedChapters);
  const favorites = useAppSelector(selectFavorites);
  const sectionsRead = useAppSelector(selectAllSectionsRead);
  const status = useAppSelector(selectCatalogueStatus);
  if (status === 'failed' && chapters.length === 0) {
    return (
      <p role="alert">Não foi possível carregar os capítulos. Verifique sua conexão e recarregue a página.</p>
    );
  }
  if (status !== 'ready') return <Muted role="status">Carregando capítulos…</Muted>;
  if (chapters.length === 0) return <p role="status">Nenhum resultado encontrado</p>;
  return (
    <Grid>
      {chapters.map((c) => (
        <ChapterCard
          key={c.id}
          chapter={c}
          completed={Boolean(completed[c.id])}
          favorite={favorites.includes(c.id)}
          sectionsRead={(sectionsRead[c.id] ?? []).filter((id) => c.sectionIds?.includes(id)).length}
        />
      ))}
    </Grid>
  );
}
