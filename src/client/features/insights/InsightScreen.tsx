/** One insight: the full text, marked as read, and shareable. */
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Share2 from 'lucide-react/icons/share-2';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { markInsightRead } from '../progress/progress-thunks';
import { Banner, Button, Card, Muted, Page } from '../../components/ui';
import { Markdown } from '../chapters/Markdown';
import { Sources } from '../chapters/Sources';
import { formatDay } from '../../../shared/format';
import { featuredDay } from '../../../shared/insight-rotation';
import { selectToday } from '../../app/selectors';
import { insightMessage, insightUrl } from './share';
import { shareMessage, type ShareResult } from '../share/share';
import { selectCatalogueStatus, selectInsight, selectInsights } from '../chapters/chapters-selectors';
import { selectInsightRead } from '../progress/progress-selectors';
import { paths } from '../../app/paths';
import styled from 'styled-components';

const Article = styled(Card)`
  margin-top: ${(p) => p.theme.space(3)};
`;
const InsightTitle = styled.h1`
  font-size: 1.5rem;
  margin-top: ${(p) => p.theme.space(2)};
`;
const ShareOutcome = styled.div`
  margin-top: ${(p) => p.theme.space(3)};
`;

// Other screens list insights by the same rotation.
export { featuredDay };

export default function InsightScreen() {
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const insight = useAppSelector((s) => selectInsight(s, id));
  const count = useAppSelector(selectInsights).length;
  const ready = useAppSelector(selectCatalogueStatus) === 'ready';
  const today = useAppSelector(selectToday);
  const read = useAppSelector((s) => selectInsightRead(s, id));
  const [shared, setShared] = useState<ShareResult | null>(null);

  useEffect(() => {
    if (insight && !read) void dispatch(markInsightRead(insight.id));
  }, [dispatch, insight, read]);

  if (!insight) {
    return (
      <Page>
        {ready ? (
          <>
            <h1>Insight não encontrado</h1>
            <Link href={paths.community}>Ver todos os insights</Link>
          </>
        ) : (
          <Muted role="status">Carregando…</Muted>
        )}
      </Page>
    );
  }

  const url = insightUrl(insight.id);
  return (
    <Page>
      <Button $variant="ghost" onClick={() => navigate(paths.home)}>
        <ArrowLeft size={18} aria-hidden /> Voltar ao Painel
      </Button>
      <Article as="article" aria-labelledby="insight-titulo">
        <Muted>
          {insight.category} ·{' '}
          {formatDay(featuredDay(insight.order, count, today), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
          })}{' '}
          · {insight.readMinutes} min de leitura
        </Muted>
        <InsightTitle id="insight-titulo">{insight.title}</InsightTitle>
        <p>
          <strong>{insight.summary}</strong>
        </p>
        <Markdown raiseHeadings>{insight.content}</Markdown>
        <Sources facts={insight.sources ?? []} />
        <Button
          onClick={async () => setShared(await shareMessage(insightMessage(insight, url), 'clipboard'))}
        >
          <Share2 size={18} aria-hidden /> Compartilhar
        </Button>
        <ShareOutcome aria-live="polite">
          {shared === 'copied' && (
            <Banner $tone="success" role="status">
              Texto copiado! Cole no WhatsApp ou onde quiser compartilhar.
            </Banner>
          )}
          {shared === 'shared' && (
            <Banner $tone="success" role="status">
              Obrigado por compartilhar!
            </Banner>
          )}
          {shared === 'failed' && (
            <Banner $tone="danger" role="alert">
              Não foi possível compartilhar neste aparelho. Copie o endereço da página: {url}
            </Banner>
          )}
        </ShareOutcome>
      </Article>
    </Page>
  );
}
