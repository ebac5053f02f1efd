/** Comunidade: the leaderboard (needs the network) and the week's insights (work offline). */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import type { Leaderboard } from '../../../shared/api-schemas';
import { useAppSelector } from '../../app/hooks';
import { selectToday } from '../../app/selectors';
import { loadApi } from '../../app/thunk';
import { formatDay, formatPoints } from '../../../shared/format';
import { Card, Muted, Page, Pill, SectionTitle } from '../../components/ui';
import { featuredDay } from '../insights/InsightScreen';

const Rank = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 10px 4px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  li[data-me='true'] {
    font-weight: 700;
    background: ${(p) => p.theme.color.primarySoft};
    border-radius: 8px;
  }
  b {
    width: 2ch;
    text-align: right;
  }
  span {
    flex: 1;
  }
`;
const Insights = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
`;

export default function CommunityScreen() {
  const insights = useAppSelector((s) => s.chapters.insights);
  const read = useAppSelector((s) => s.progress.state.insightsRead);
  const today = useAppSelector(selectToday);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadApi()
      .then(({ api }) => api.leaderboard())
      .then((b) => live && setBoard(b))
      .catch((err: Error) => live && setError(err.message));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Page>
      <h1>Comunidade</h1>
      <Card aria-labelledby="ranking">
        <h2 id="ranking">Ranking de pontos</h2>
        {error ? (
          <p role="status">O ranking precisa de internet. {error}</p>
        ) : !board ? (
          <Muted role="status">Carregando ranking…</Muted>
        ) : (
          <Rank>
            {board.entries.map((e) => (
              <li key={`${e.rank}-${e.name}`} data-me={e.isMe}>
                <b>{e.rank}</b>
                <span>
                  {e.name}
                  {e.isMe ? ' (você)' : ''}
                </span>
                <Pill>Nível {e.level}</Pill>
                <span style={{ flex: 'none' }}>{formatPoints(e.points)}</span>
              </li>
            ))}
          </Rank>
        )}
      </Card>
      <SectionTitle>Insights da semana</SectionTitle>
      <Card>
        <Insights>
          {[...insights]
            .sort((a, b) =>
              featuredDay(b.order, insights.length, today).localeCompare(
                featuredDay(a.order, insights.length, today),
              ),
            )
            .map((i) => {
              const day = featuredDay(i.order, insights.length, today);
              return (
                <li key={i.id}>
                  <Link href={`/insights/${i.id}`}>{i.title}</Link>
                  <br />
                  <Muted>
                    {day === today
                      ? 'Hoje'
                      : formatDay(day, { weekday: 'long', day: 'numeric', month: 'long' })}{' '}
                    · {i.readMinutes} min
                    {read.includes(i.id) ? ' · lido' : ''}
                  </Muted>
                </li>
              );
            })}
        </Insights>
      </Card>
    </Page>
  );
}
