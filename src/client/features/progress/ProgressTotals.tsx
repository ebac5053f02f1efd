/** Totais: chapters, quizzes, goals, study days and insights, then when the server last confirmed them. */
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { formatNumber } from '../../../shared/format';
import { Muted } from '../../components/ui';
import { selectQuizzesTaken, selectSyncedAt } from './progress-selectors';
import { selectTotals } from './report-selectors';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  div {
    padding: ${(p) => p.theme.space(2.5)};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  dt {
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 800;
  }
`;

const Synced = styled(Muted)`
  margin-top: ${(p) => p.theme.space(3)};
`;

const syncedTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function ProgressTotals() {
  const totals = useAppSelector(selectTotals);
  const syncedAt = useAppSelector(selectSyncedAt);
  const quizzesTaken = useAppSelector(selectQuizzesTaken);
  const items: [string, string][] = [
    ['Capítulos concluídos', `${totals.chaptersCompleted}/${totals.chapters}`],
    // Counted as Início counts them ("Seus números").
    ['Quizzes feitos', formatNumber(quizzesTaken)],
    ['Quizzes diários', formatNumber(totals.dailyQuizzes)],
    ['Metas cumpridas', formatNumber(totals.goalsMet)],
    ['Dias de estudo', formatNumber(totals.studyDays)],
    ['Insights lidos', formatNumber(totals.insightsRead)],
  ];
  return (
    <>
      <Totals>
        {items.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Totals>
      <Synced as="p">
        {syncedAt
          ? `Sincronizado com o servidor em ${syncedTime.format(new Date(syncedAt))}.`
          : 'Ainda não sincronizado com o servidor.'}
      </Synced>
    </>
  );
}
