import { useAppSelector } from '../../app/hooks';
import type { ChapterSummary } from '../../../shared/content-schema';
import { Grid, Muted } from '../../components/ui';
import { ChapterCard } from './ChapterCard';

export function ChapterGrid({ chapters }: { chapters: ChapterSummary[] }) {
  const progress = useAppSelector((s) => s.progress.state);
  const status = useAppSelector((s) => s.chapters.status);
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
          completed={Boolean(progress.completedChapters[c.id])}
          favorite={progress.favorites.includes(c.id)}
        />
      ))}
    </Grid>
  );
}
