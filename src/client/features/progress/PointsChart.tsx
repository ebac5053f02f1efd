/**
 * Points per day for the last 30 days: plain SVG bars (no chart library), described by a caption and backed
 * by a data table for screen readers and for anyone who prefers the numbers.
 */
import styled from 'styled-components';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fold } from '../../components/Fold';
import { addDays } from '../../../shared/days';
import { formatNumber } from '../../../shared/format';
import { counted } from '../../../shared/counts';

const Figure = styled.figure`
  margin: 0;
  --grafico-barra: ${(p) => p.theme.color.primary};
  --grafico-meta: ${(p) => p.theme.color.success};
  /* The chart itself (not the icons inside the fold below it). */
  & > svg {
    width: 100%;
    height: auto;
    display: block;
  }
  figcaption {
    font-size: 0.9rem;
    margin-top: 6px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.85rem;
  }
  th,
  td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
`;

const NumbersFold = styled(Fold)`
  margin-top: 8px;
`;

const dayLabel = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (day: string) => dayLabel.format(new Date(`${day}T12:00:00Z`));

export function PointsChart({
  pointsByDay,
  today,
  goal,
}: {
  pointsByDay: Record<string, number>;
  today: string;
  goal: number;
}) {
  const days = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
  const values = days.map((d) => pointsByDay[d] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  const active = values.filter((v) => v > 0).length;
  const max = Math.max(goal, ...values, 1);
  const W = 300;
  const H = 120;
  const bar = W / days.length;
  const goalY = H - (goal / max) * H;
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H + 14}`} role="img" aria-labelledby="grafico-legenda" focusable="false">
        <line
          x1={0}
          x2={W}
          y1={goalY}
          y2={goalY}
          stroke="currentColor"
          strokeDasharray="4 3"
          strokeWidth={1}
          opacity={0.6}
        />
        {values.map((v, i) => {
          const h = (v / max) * H;
          return (
            <rect
              key={days[i]}
              x={i * bar + 1}
              y={H - h}
              width={bar - 2}
              height={Math.max(h, v > 0 ? 2 : 0)}
              rx={2}
              fill={v >= goal ? 'var(--grafico-meta)' : 'var(--grafico-barra)'}
            />
          );
        })}
        <text x={0} y={H + 12} fontSize={9} fill="currentColor">
          {label(days[0]!)}
        </text>
        <text x={W} y={H + 12} fontSize={9} fill="currentColor" textAnchor="end">
          hoje
        </text>
      </svg>
      <figcaption id="grafico-legenda">
        Pontos por dia nos últimos 30 dias: {counted('points', total)} em {counted('studyDays', active)}. A
        linha tracejada é a meta diária ({counted('points', goal)}); barras em verde cumpriram a meta.
      </figcaption>
      <NumbersFold>
        <summary>
          <ChevronRight size={18} aria-hidden />
          Ver os números dia a dia
        </summary>
        <table>
          <caption className="visually-hidden">Pontos por dia nos últimos 30 dias</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Pontos</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <td>{label(d)}</td>
                <td>{formatNumber(values[i]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </NumbersFold>
    </Figure>
  );
}
