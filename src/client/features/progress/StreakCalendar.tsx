/**
 * A month of study: each day marked studied, protected (a "proteção de sequência" was spent) or missed, by a
 * symbol and a label as well as a colour, with the month switchable back to the first day studied.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { DayMark } from '../../../shared/streak';
import { formatMonthYear } from '../../../shared/format';
import { Button } from '../../components/ui';

const MARK_LABEL: Record<DayMark, string> = {
  studied: 'estudou',
  protected: 'protegido',
  missed: 'sem estudo',
};
const MARK_SYMBOL: Record<DayMark, string> = { studied: '✓', protected: '◆', missed: '·' };

const Grid = styled.ol`
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: 4px;
  li {
    aspect-ratio: 1;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    border-radius: ${(p) => p.theme.radius.sm};
    font-size: 0.78rem;
    line-height: 1.1;
    background: ${(p) => p.theme.color.surfaceAlt};
    color: ${(p) => p.theme.color.text};
  }
  li[data-mark='studied'] {
    background: ${(p) => p.theme.color.success};
    color: ${(p) => p.theme.color.surface};
  }
  li[data-mark='protected'] {
    background: ${(p) => p.theme.color.primarySoft};
    outline: 2px dashed ${(p) => p.theme.color.primary};
    outline-offset: -2px;
  }
  li[data-mark='missed'] {
    background: transparent;
    border: 1px solid ${(p) => p.theme.color.border};
  }
  li[data-blank='true'] {
    background: transparent;
  }
  .simbolo {
    font-weight: 700;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Legend = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  font-size: 0.85rem;
`;

const dayName = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];

function monthDays(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return d.toISOString().slice(0, 7);
}

export function StreakCalendar({ days, today }: { days: Record<string, DayMark>; today: string }) {
  const current = today.slice(0, 7);
  const first = Object.keys(days).sort()[0]?.slice(0, 7) ?? current;
  const [month, setMonth] = useState(current);
  const list = monthDays(month);
  const lead = new Date(`${list[0]}T12:00:00Z`).getUTCDay();
  const title = formatMonthYear(month);
  return (
    <div>
      <Head>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => setMonth(shiftMonth(month, -1))}
          disabled={month <= first}
          aria-label="Mês anterior"
        >
          ‹
        </Button>
        <h3 id="calendario-titulo">{title}</h3>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => setMonth(shiftMonth(month, 1))}
          disabled={month >= current}
          aria-label="Próximo mês"
        >
          ›
        </Button>
      </Head>
      <Grid aria-labelledby="calendario-titulo">
        {WEEKDAYS.map((d, i) => (
          <li key={`h${i}`} data-blank="true" aria-hidden>
            {d}
          </li>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <li key={`b${i}`} data-blank="true" aria-hidden />
        ))}
        {list.map((day) => {
          const mark = day <= today ? days[day] : undefined;
          return (
            <li
              key={day}
              data-mark={mark}
              aria-label={`${dayName.format(new Date(`${day}T12:00:00Z`))}${mark ? `: ${MARK_LABEL[mark]}` : ''}`}
            >
              <span aria-hidden>{Number(day.slice(8))}</span>
              {mark && (
                <span className="simbolo" aria-hidden>
                  {MARK_SYMBOL[mark]}
                </span>
              )}
            </li>
          );
        })}
      </Grid>
      <Legend aria-label="Legenda do calendário">
        <li>✓ estudou</li>
        <li>◆ protegido (proteção usada)</li>
        <li>· sem estudo</li>
      </Legend>
    </div>
  );
}
