/** The ranking card: display names, levels and points; the learner's own row marked, or why it is missing. */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatPoints } from '../../../shared/format';
import { Banner, Button, Card, Muted, Pill } from '../../components/ui';
import { loadLeaderboard, selectCommunity } from './communitySlice';

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
    border-radius: ${(p) => p.theme.radius.sm};
  }
  b {
    min-width: 2ch;
    text-align: right;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

function HiddenNotice() {
  return (
    <Banner as="div" role="status">
      <span>
        Você está fora do ranking: ninguém vê seu nome nem seus pontos. Para voltar, ligue “Aparecer no
        ranking da comunidade” em <Link href="/ajustes">Ajustes</Link>.
      </span>
    </Banner>
  );
}

export function Leaderboard() {
  const dispatch = useAppDispatch();
  const { board, status, error } = useAppSelector(selectCommunity);
  useEffect(() => {
    void dispatch(loadLeaderboard());
  }, [dispatch]);

  return (
    <Card aria-labelledby="ranking">
      <h2 id="ranking">Ranking de pontos</h2>
      {status === 'failed' ? (
        <>
          <p role="status">O ranking precisa de internet. {error}</p>
          <Button $variant="secondary" onClick={() => void dispatch(loadLeaderboard())}>
            Tentar de novo
          </Button>
        </>
      ) : !board ? (
        <Muted role="status">Carregando ranking…</Muted>
      ) : (
        <>
          {board.hidden && <HiddenNotice />}
          <Rank aria-labelledby="ranking">
            {board.entries.map((e) => (
              <li key={`${e.rank}-${e.name}`} data-me={e.isMe}>
                <b>{e.rank}</b>
                <span className="name">
                  {e.name}
                  {e.isMe ? ' (você)' : ''}
                </span>
                <Pill>Nível {e.level}</Pill>
                <span>{formatPoints(e.points)}</span>
              </li>
            ))}
          </Rank>
        </>
      )}
    </Card>
  );
}
