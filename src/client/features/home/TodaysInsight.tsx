/** Today's insight on Início: its title and summary, with a way to read and share it. */
import styled from 'styled-components';
import { Link } from 'wouter';
import Share2 from 'lucide-react/icons/share-2';
import { useAppSelector } from '../../app/hooks';
import { selectTodaysInsight, selectToday } from '../../app/selectors';
import { paths } from '../../app/paths';
import { formatDay } from '../../../shared/format';
import { Card, Muted } from '../../components/ui';

const InsightCard = styled(Card)`
  margin-top: ${(p) => p.theme.space(4)};
  h2 {
    font-size: 1.1rem;
    margin: ${(p) => p.theme.space(1)} 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    font-weight: 600;
  }
`;
/** Holds the card's place until the insights arrive, so the counters below do not jump. */
const Placeholder = styled(InsightCard)`
  min-height: 190px;
`;

export function TodaysInsight() {
  const insight = useAppSelector(selectTodaysInsight);
  const today = useAppSelector(selectToday);
  if (!insight) return <Placeholder aria-busy="true" />;
  return (
    <InsightCard aria-labelledby="insight-do-dia">
      <Muted>
        Insight do dia · {formatDay(today)} · {insight.readMinutes} min de leitura
      </Muted>
      <h2 id="insight-do-dia">{insight.title}</h2>
      <p>{insight.summary}</p>
      <Link href={paths.insight(insight.id)}>
        Ler o insight <Share2 size={14} aria-hidden /> e compartilhar
      </Link>
    </InsightCard>
  );
}
