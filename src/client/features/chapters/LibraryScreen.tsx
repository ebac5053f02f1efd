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
  const modules = useAppSelector((s) => s.chapters.modules);
  const search = useAppSelector((s) => s.ui.search);
  const [filter, setFilter] = useState<Filter>('todos');
  const shown = chapters.filter((c) => {
    if (filter === 'favoritos') return progress.favorites.includes(c.id);
    if (filter === 'pendentes') return !progress.completedChapters[c.id];
    if (filter === 'concluidos') return Boolean(progress.completedChapters[c.id]);
    return true;
  });
  // The course's modules, in order, each with the chapters the filter keeps (empty modules are left out).
  const groups = modules
    .map((module, i) => ({
      module,
      number: i + 1,
      chapters: module.chapters.flatMap((id) => shown.filter((c) => c.id === id)),
    }))
    .filter((g) => g.chapters.length > 0);
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
          {modules.length > 0 && groups.length > 0 ? (
            groups.map(({ module, number, chapters: inModule }) => (
              <section key={module.id} aria-labelledby={`modulo-${module.id}`} style={{ marginTop: 16 }}>
                <h2 id={`modulo-${module.id}`} style={{ marginBottom: 4 }}>
                  Módulo {number} · {module.title}
                </h2>
                <Muted as="p" style={{ marginTop: 0 }}>
                  {module.description}
                </Muted>
                <ChapterGrid chapters={inModule} />
              </section>
            ))
          ) : (
            <>
              <h2 className="visually-hidden">{FILTER_HEADINGS[filter]}</h2>
              <ChapterGrid chapters={shown} />
            </>
          )}
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
