/** Aprender: every chapter, with filters for favourites and what is left to do. */
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectFilteredChapters } from '../../app/selectors';
import { Page } from '../../components/ui';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { ChapterGrid } from './ChapterGrid';

type Filter = 'todos' | 'favoritos' | 'pendentes' | 'concluidos';

const FILTER_HEADINGS: Record<Filter, string> = {
  todos: 'Todos os capítulos',
  favoritos: 'Capítulos favoritos',
  pendentes: 'Capítulos pendentes',
  concluidos: 'Capítulos concluídos',
};

export default function LibraryScreen() {
  const chapters = useAppSelector(selectFilteredChapters);
  const progress = useAppSelector((s) => s.progress.state);
  const search = useAppSelector((s) => s.ui.search);
  const [filter, setFilter] = useState<Filter>('todos');
  const shown = chapters.filter((c) => {
    if (filter === 'favoritos') return progress.favorites.includes(c.id);
    if (filter === 'pendentes') return !progress.completedChapters[c.id];
    if (filter === 'concluidos') return Boolean(progress.completedChapters[c.id]);
    return true;
  });
  return (
    <Page>
      <h1>{search ? `Resultados para “${search}”` : 'Biblioteca de capítulos'}</h1>
      <TabsRoot value={filter} onValueChange={(v) => setFilter(v as Filter)}>
        <TabsList aria-label="Filtrar capítulos">
          <TabsTrigger value="todos">Todos</TabsTrigger>
          <TabsTrigger value="pendentes">Pendentes</TabsTrigger>
          <TabsTrigger value="concluidos">Concluídos</TabsTrigger>
          <TabsTrigger value="favoritos">Favoritos</TabsTrigger>
        </TabsList>
        <TabsContent value={filter}>
          <h2 className="visually-hidden">{FILTER_HEADINGS[filter]}</h2>
          <ChapterGrid chapters={shown} />
        </TabsContent>
      </TabsRoot>
    </Page>
  );
}
