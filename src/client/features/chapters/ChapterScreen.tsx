/** A chapter: header, favourite toggle and three sub-tabs (content, quiz, checklist) that follow the URL. */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link, useLocation, useParams } from 'wouter';
import { ArrowLeft, CheckCircle2, Clock, Star } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loadChapter } from './chaptersSlice';
import { completeChapter, openChapter, toggleFavorite } from '../progress/progress-thunks';
import { contentImage } from '../../lib/content';
import { formatPoints } from '../../../shared/format';
import { Button, Card, Muted, Page, Pill, SectionTitle } from '../../components/ui';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/Tabs';
import { SectionMedia } from './SectionMedia';
import { Markdown } from './Markdown';
import { Quiz } from './Quiz';
import { Checklist } from './Checklist';
import { Labs } from './Labs';
import { Sources, factsOf } from './Sources';

const Head = styled.header`
  border-radius: ${(p) => p.theme.radius.lg};
  color: #fff;
  padding: 16px;
  margin: 12px 0 16px;
  display: grid;
  gap: 8px;
  h1 {
    font-size: 1.45rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;
const HeadPills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  span {
    background: rgba(0, 0, 0, 0.35);
    color: #fff;
  }
`;
const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    background: #fff;
    color: #1f2040;
  }
  button[aria-pressed='true'] {
    background: #fde68a;
  }
`;
const Section = styled.article`
  margin-bottom: 24px;
  h2 {
    font-size: 1.25rem;
  }
  figure {
    margin: 16px 0;
  }
  figure img {
    width: 100%;
    height: auto;
    border-radius: 12px;
  }
  figcaption {
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.textMuted};
    margin-top: 4px;
  }
`;
const List = styled.ul`
  padding-left: 1.2em;
  li {
    margin-bottom: 8px;
  }
`;

type Tab = 'conteudo' | 'quiz' | 'checklist' | 'pratica';
const TABS: readonly string[] = ['quiz', 'checklist', 'pratica'];

export default function ChapterScreen() {
  const params = useParams<{ id: string; tab?: string }>();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const id = params.id;
  const tab: Tab = params.tab && TABS.includes(params.tab) ? (params.tab as Tab) : 'conteudo';
  const summary = useAppSelector((s) => s.chapters.catalogue.find((c) => c.id === id));
  const chapter = useAppSelector((s) => s.chapters.details[id]);
  const failed = useAppSelector((s) => s.chapters.failedChapters.includes(id));
  const catalogueReady = useAppSelector((s) => s.chapters.status === 'ready');
  const completedAt = useAppSelector((s) => s.progress.state.completedChapters[id]);
  const favorite = useAppSelector((s) => s.progress.state.favorites.includes(id));

  useEffect(() => {
    if (!summary) return;
    void dispatch(loadChapter(id));
    void dispatch(openChapter(id));
  }, [dispatch, id, summary]);

  useEffect(() => {
    if (chapter) document.title = `${chapter.title} · Hub de Marketing Digital`;
    return () => void (document.title = 'Hub de Marketing Digital');
  }, [chapter]);

  if (catalogueReady && !summary) {
    return (
      <Page>
        <h1>Capítulo não encontrado</h1>
        <Link href="/aprender">Ver todos os capítulos</Link>
      </Page>
    );
  }
  if (!summary) return <Page aria-busy="true" />;

  return (
    <Page>
      <Button $variant="ghost" onClick={() => navigate('/')}>
        <ArrowLeft size={18} aria-hidden /> Voltar ao Painel
      </Button>
      <Head style={{ background: `linear-gradient(135deg, ${summary.gradient[0]}, ${summary.gradient[1]})` }}>
        <p>
          Capítulo {summary.number} · {summary.category}
        </p>
        <h1>{summary.title}</h1>
        <p>{summary.description}</p>
        <HeadPills>
          <Pill>{formatPoints(summary.points)}</Pill>
          <Pill>
            <Clock size={14} aria-hidden /> {summary.minutes} min
          </Pill>
          <Pill>{summary.difficulty}</Pill>
        </HeadPills>
        <HeadActions>
          <Button
            type="button"
            aria-pressed={favorite}
            onClick={() => void dispatch(toggleFavorite(id))}
            title={favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
          >
            <Star size={18} aria-hidden fill={favorite ? 'currentColor' : 'none'} /> Favorito
          </Button>
          <Button
            type="button"
            disabled={Boolean(completedAt)}
            onClick={() => void dispatch(completeChapter(id))}
          >
            <CheckCircle2 size={18} aria-hidden /> {completedAt ? 'Concluído' : 'Marcar como concluído'}
          </Button>
        </HeadActions>
      </Head>

      <TabsRoot
        value={tab}
        onValueChange={(v) =>
          navigate(v === 'conteudo' ? `/capitulos/${id}` : `/capitulos/${id}/${v}`, { replace: true })
        }
      >
        <TabsList aria-label="Partes do capítulo" grid={(summary.labs?.length ?? 0) > 0}>
          <TabsTrigger value="conteudo">Conteúdo ({summary.sectionCount})</TabsTrigger>
          <TabsTrigger value="quiz">Quiz ({summary.questionCount})</TabsTrigger>
          <TabsTrigger value="checklist">Checklist ({summary.checklistCount})</TabsTrigger>
          {(summary.labs?.length ?? 0) > 0 && (
            <TabsTrigger value="pratica">Prática ({summary.labs.length})</TabsTrigger>
          )}
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
              {chapter.sections.map((section) => (
                <Section key={section.id} aria-labelledby={`s-${section.id}`}>
                  <h2 id={`s-${section.id}`}>{section.title}</h2>
                  <SectionMedia section={section} />
                  <Markdown>{section.body}</Markdown>
                  {section.figure && (
                    <figure>
                      <img src={contentImage(section.figure.src)} alt={section.figure.alt} loading="lazy" />
                      {section.figure.caption && <figcaption>{section.figure.caption}</figcaption>}
                    </figure>
                  )}
                  <Sources
                    facts={factsOf(section.facts, chapter.facts)}
                    declared={section.facts !== undefined}
                  />
                </Section>
              ))}
              <Card>
                <SectionTitle as="h2" style={{ marginTop: 0 }}>
                  Pontos-chave
                </SectionTitle>
                <List>
                  {chapter.keyTakeaways.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </List>
              </Card>
              <Card style={{ marginTop: 16 }}>
                <SectionTitle as="h2" style={{ marginTop: 0 }}>
                  Dicas práticas para esta semana
                </SectionTitle>
                <List>
                  {chapter.tips.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </List>
              </Card>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 16 }}>
                <Button onClick={() => navigate(`/capitulos/${id}/quiz`)}>Fazer o quiz</Button>
              </div>
            </TabsContent>
            <TabsContent value="quiz">
              <Quiz chapter={chapter} />
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
    </Page>
  );
}
