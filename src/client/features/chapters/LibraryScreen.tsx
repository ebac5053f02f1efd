/** Aprender: every chapter by module, with filters for favourites and what is left to do. */
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Page } from '../../components/ui';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { ChapterGrid } from './ChapterGrid';
import { CapstoneCard } from './CapstoneCard';
import { ModuleSection } from './ModuleSection';
import { selectLibrary, type LibraryFilter } from './library-selectors';
import { DifficultyGuide } from './DifficultyGuide';

const FILTER_HEADINGS: Record<LibraryFilter, string> = {
  todos: 'Todos os capítulos',
  favoritos: 'Capítulos favoritos',
  pendentes: 'Capítulos pendentes',
  concluidos: 'Capítulos concluídos',
};

export default function LibraryScreen() {
  const [filter, setFilter] = useState<LibraryFilter>('todos');
  const { chapters, groups } = useAppSelector((s) => selectLibrary(s, filter));
  return (
    <Page>
      <h1>Biblioteca de capítulos</h1>
      <DifficultyGuide />
      <TabsRoot value={filter} onValueChange={(v) => setFilter(v as LibraryFilter)}>
        <TabsList aria-label="Filtrar capítulos">
          <TabsTrigger value="todos">Todos</TabsTrigger>
          <TabsTrigger value="pendentes">Pendentes</TabsTrigger>
          <TabsTrigger value="concluidos">Concluídos</TabsTrigger>
          <TabsTrigger value="favoritos">Favoritos</TabsTrigger>
        </TabsList>
        <TabsContent value={filter}>
          {groups.length > 0 ? (
            groups.map((group) => <ModuleSection key={group.module.id} group={group} />)
          ) : (
            <>
              <h2 className="visually-hidden">{FILTER_HEADINGS[filter]}</h2>
              <ChapterGrid chapters={chapters} />
            </>
          )}
        </TabsContent>
      </TabsRoot>
      <CapstoneCard />
    </Page>
  );
}
