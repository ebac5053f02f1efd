/** A chapter: header, favourite toggle and its tabs (content, quiz, checklist, practice) that follow the URL. */
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { chapterTabOf, paths } from '../../app/paths';
import { Button, Page } from '../../components/ui';
import { openChapter } from '../progress/progress-thunks';
import { keepStorageWhenIdle } from '../../lib/device-storage';
import { loadChapter } from './chaptersSlice';
import { selectCatalogueStatus, selectChapterDetail, selectChapterSummary } from './chapters-selectors';
import { ChapterHeader } from './ChapterHeader';
import { ChapterTabs } from './ChapterTabs';

export default function ChapterScreen() {
  const params = useParams<{ id: string; tab?: string }>();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const id = params.id;
  const summary = useAppSelector((s) => selectChapterSummary(s, id));
  const chapter = useAppSelector((s) => selectChapterDetail(s, id));
  const catalogueStatus = useAppSelector(selectCatalogueStatus);

  useEffect(() => {
    if (!summary) return;
    void dispatch(loadChapter(id));
    void dispatch(openChapter(id));
    // A learner who opens a chapter uses the course: the moment to ask the browser to keep it offline.
    keepStorageWhenIdle();
  }, [dispatch, id, summary]);

  useEffect(() => {
    if (chapter) document.title = `${chapter.title} · Hub de Marketing Digital`;
    return () => void (document.title = 'Hub de Marketing Digital');
  }, [chapter]);

  if (catalogueStatus === 'ready' && !summary) {
    return (
      <Page>
        <h1>Capítulo não encontrado</h1>
        <Link href={paths.library}>Ver todos os capítulos</Link>
      </Page>
    );
  }
  if (!summary) return <Page aria-busy="true" />;

  return (
    <Page>
      <Button $variant="ghost" onClick={() => navigate(paths.home)}>
        <ArrowLeft size={18} aria-hidden /> Voltar ao Painel
      </Button>
      <ChapterHeader summary={summary} />
      <ChapterTabs
        summary={summary}
        tab={chapterTabOf(params.tab)}
        onTabChange={(tab) => navigate(paths.chapter(id, tab), { replace: true })}
      />
    </Page>
  );
}
