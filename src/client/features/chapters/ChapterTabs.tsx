/** The chapter's tabs, each with its count, and their panels once the chapter's text is loaded. */
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ChapterTab } from '../../app/paths';
import type { ChapterSummary } from '../../../shared/content-schema';
import { Button, Card, Muted } from '../../components/ui';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { loadChapter } from './chaptersSlice';
import { selectChapterDetail, selectChapterFailed } from './chapters-selectors';
import { ChapterContent } from './ChapterContent';
import { Quiz } from './Quiz';
import { Checklist } from './Checklist';
import { Labs } from './Labs';

export function ChapterTabs({
  summary,
  tab,
  onTabChange,
}: {
  summary: ChapterSummary;
  tab: ChapterTab;
  onTabChange: (tab: ChapterTab) => void;
}) {
  const dispatch = useAppDispatch();
  const id = summary.id;
  const chapter = useAppSelector((s) => selectChapterDetail(s, id));
  const failed = useAppSelector((s) => selectChapterFailed(s, id));
  const labs = summary.labs?.length ?? 0;
  return (
    <TabsRoot value={tab} onValueChange={(v) => onTabChange(v as ChapterTab)}>
      <TabsList aria-label="Partes do capítulo" grid={labs > 0}>
        <TabsTrigger value="conteudo">Conteúdo ({summary.sectionCount})</TabsTrigger>
        <TabsTrigger value="quiz">Quiz ({summary.questionCount})</TabsTrigger>
        <TabsTrigger value="checklist">Checklist ({summary.checklistCount})</TabsTrigger>
        {labs > 0 && <TabsTrigger value="pratica">Prática ({labs})</TabsTrigger>}
      </TabsList>
      {!chapter ? (
        failed ? (
          <Card role="alert">
            Não foi possível abrir este capítulo. Verifique sua conexão.{' '}
            <Button $variant="secondary" onClick={() => void dispatch(loadChapter(id))}>
              Tentar de novo
            </Button>
          </Card>
        ) : (
          <Muted role="status">Carregando capítulo…</Muted>
        )
      ) : (
        <>
          <TabsContent value="conteudo">
            {/* Keyed by chapter: moving to another chapter starts its own reading place and quiz attempt. */}
            <ChapterContent key={chapter.id} chapter={chapter} />
          </TabsContent>
          <TabsContent value="quiz">
            <Quiz key={chapter.id} chapter={chapter} />
          </TabsContent>
          <TabsContent value="checklist">
            <Checklist chapter={chapter} />
          </TabsContent>
          {chapter.labs.length > 0 && (
            <TabsContent value="pratica">
              <Labs chapter={chapter} />
            </TabsContent>
          )}
        </>
      )}
    </TabsRoot>
  );
}
