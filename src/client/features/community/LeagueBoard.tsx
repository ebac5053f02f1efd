/**
 * Liga semanal: the learner's tier, this week's group with the promotion and relegation zones (marked by
 * words and symbols, not colour alone), their own row, and how last week ended. Offline: the last group seen.
 */
import { useEffect } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectToday } from '../../app/selectors';
import { formatDayRange, formatPoints } from '../../../shared/format';
import { daysBetween } from '../../../shared/days';
import { GROUP_SIZE, tierName } from '../../../shared/league';
import { counted } from '../../../shared/counts';
import { Banner, Button, Card, Muted, Pill } from '../../components/ui';
import { loadLeague, selectCommunity } from './communitySlice';
import { leagueSentences, weekLeft } from './league-sentences';
import { paths } from '../../app/paths';

const Rank = styled.ol`
  list-style: none;
  padding: 0;
  margin: 8px 0 0;
  li {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 10px 6px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    min-width: 0;
  }
  li[data-zone='up'] {
    border-left: 4px solid ${(p) => p.theme.color.success};
  }
  li[data-zone='down'] {
    border-left: 4px dashed ${(p) => p.theme.color.danger};
  }
  li[data-me='true'] {
    font-weight: 700;
    background: ${(p) => p.theme.color.primarySoft};
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
  .zona {
    font-size: 0.8rem;
    white-space: nowrap;
  }
`;

const OUTCOME: Record<string, string> = {
  promoted: 'e subiu para',
  stayed: 'e continua em',
  relegated: 'e desceu para',
};

const ordinal = (n: number) => `${n}º`;
const dated = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function LeagueBoard() {
  const dispatch = useAppDispatch();
  const today = useAppSelector(selectToday);
  const { league, fetchedAt, status, error } = useAppSelector(selectCommunity);
  useEffect(() => {
    void dispatch(loadLeague());
  }, [dispatch]);

  if (!league) {
    return (
      <Card aria-labelledby="liga">
        <h2 id="liga">Liga semanal</h2>
        {status === 'failed' ? (
          <>
            <p role="status">A liga precisa de internet na primeira vez. {error}</p>
            <Button $variant="secondary" onClick={() => void dispatch(loadLeague())}>
              Tentar de novo
            </Button>
          </>
        ) : (
          <Muted role="status">Carregando a liga…</Muted>
        )}
      </Card>
    );
  }

  const daysLeft = Math.max(0, daysBetween(today, league.week.end));
  const last = league.history[0];
  const group = league.group;
  const sentences = group && leagueSentences(group, league.tier);
  return (
    <Card aria-labelledby="liga">
      <h2 id="liga">Liga semanal · Divisão {tierName(league.tier)}</h2>
      <Muted as="p">
        Semana de {formatDayRange(league.week.start, league.week.end)} · {weekLeft(daysLeft)} (horário de
        Brasília). Só contam os pontos desta semana.
      </Muted>
      {status === 'failed' && fetchedAt && (
        <Banner $tone="info" role="status">
          Sem conexão: este é o grupo como estava em {dated.format(new Date(fetchedAt))}.
        </Banner>
      )}
      {last && (
        <p role="status">
          Na semana passada você terminou em {ordinal(last.rank)} {OUTCOME[last.outcome]}{' '}
          <strong>{tierName(last.newTier)}</strong>.
        </p>
      )}
      {league.hidden ? (
        <Banner as="div" role="status">
          <span>
            Você está fora da liga: ninguém vê seu nome nem seus pontos. Para voltar, ligue “Aparecer no
            ranking da comunidade” em <Link href={paths.settings}>Ajustes</Link>.
          </span>
        </Banner>
      ) : !group || !sentences ? (
        <p>
          Responda um quiz de capítulo ou o quiz diário esta semana para entrar num grupo de até{' '}
          {counted('people', GROUP_SIZE)} da sua divisão.
        </p>
      ) : (
        <>
          <p>{sentences.size}</p>
          <p>{sentences.zones}</p>
          <Rank aria-label={`Seu grupo na divisão ${tierName(league.tier)}`}>
            {group.members.map((m) => {
              const zone = !sentences.markRows
                ? undefined
                : m.rank <= group.promote
                  ? 'up'
                  : m.rank > group.members.length - group.relegate
                    ? 'down'
                    : undefined;
              return (
                <li key={`${m.rank}-${m.name}`} data-me={m.me} data-zone={zone}>
                  <b>{m.rank}</b>
                  <span className="name">
                    {m.name}
                    {m.me ? ' (você)' : ''}
                  </span>
                  {zone === 'up' && (
                    <Pill $tone="success" className="zona">
                      ▲ sobe
                    </Pill>
                  )}
                  {zone === 'down' && (
                    <Pill $tone="warning" className="zona">
                      ▼ desce
                    </Pill>
                  )}
                  <span>{formatPoints(m.points)}</span>
                </li>
              );
            })}
          </Rank>
        </>
      )}
    </Card>
  );
}
