/** Aprender: every chapter, with filters for favourites and what is left to do. */
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectFilteredChapters } from '../../app/selectors';
import { Link } from 'wouter';
import { Button, Card, Muted, Page, Pill } from '../../components/ui';
import { planProblems } from '../../../shared/capstone';
import { formatPoints } from '../../../shared/format';
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
      <CapstoneCard />
    </Page>
  );
}

/** Projeto final, after the chapters: where the learner stands and the way in. */
function CapstoneCard() {
  const capstone = useAppSelector((s) => s.chapters.capstone);
  const plan = useAppSelector((s) => s.progress.state.plan);
  const completedAt = useAppSelector((s) => s.progress.state.planCompletedAt);
  if (!capstone) return null;
  const missingSteps = plan ? new Set(planProblems(plan).map((p) => p.step)).size : 8;
  const status = completedAt
    ? 'Concluído'
    : plan
      ? `Em andamento: ${8 - missingSteps} de 8 etapas prontas`
      : 'Não iniciado';
  return (
    <Card style={{ marginTop: 24 }} aria-labelledby="projeto-final-titulo">
      <h2 id="projeto-final-titulo" style={{ marginTop: 0 }}>
        {capstone.title}
      </h2>
      <p>{capstone.description}</p>
      <p>
        <Pill $tone={completedAt ? 'success' : 'neutral'}>{status}</Pill>{' '}
        <Muted>
          {formatPoints(capstone.points)} · cerca de {capstone.minutes} min
        </Muted>
      </p>
      <Button as={Link} href="/projeto-final">
        {plan ? 'Continuar o projeto final' : 'Começar o projeto final'}
      </Button>
    </Card>
  );
}
