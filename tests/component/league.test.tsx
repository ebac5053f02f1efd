/** Liga semanal: what the group says about itself for every size, and which rows are marked. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import CommunityScreen from '../../src/client/features/community/CommunityScreen';
import { renderApp } from '../support/render';

const week = { start: '2026-11-16', end: '2026-11-22' };

/** A group of `size` in the tier, the learner in `me`-th place; the zones as the server computes them. */
function leagueOf(size: number, tier: number, me = 1) {
  const members = Array.from({ length: size }, (_, i) => ({
    rank: i + 1,
    name: i + 1 === me ? 'Maria S.' : `Pessoa ${i + 1}`,
    points: 500 - i * 10,
    me: i + 1 === me,
  }));
  const promote = tier < 5 ? Math.min(7, size) : 0;
  const relegate = tier > 1 ? Math.max(0, Math.min(5, size - 7)) : 0;
  return { week, tier, hidden: false, group: { id: 'g', promote, relegate, members }, history: [] };
}

function serveLeague(league: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/league'
        ? Response.json(league)
        : new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

async function rows(tierName: string) {
  const list = await screen.findByRole('list', { name: `Seu grupo na divisão ${tierName}` });
  return within(list).getAllByRole('listitem');
}

describe('Liga semanal', () => {
  it('a group of 1: only the learner, forming, no one marked as going up', async () => {
    serveLeague(leagueOf(1, 2));
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    const [row] = await rows('Prata');
    expect(row).not.toHaveTextContent('sobe');
    expect(
      screen.getByText(
        'Por enquanto, só você está no grupo. Ele se forma ao longo da semana com quem ganhar pontos na divisão Prata, até 30 pessoas.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Quando o grupo passar de 7 pessoas, os 7 primeiros sobem de divisão no domingo à noite e os últimos (até 5) descem. Se a semana terminar com o grupo assim, você sobe.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Os 1 primeiros/)).not.toBeInTheDocument();
    // The week as people say it: the month once.
    expect(screen.getByText(/^Semana de 16 a 22 de novembro · /)).toBeInTheDocument();
  });

  it('a group of 2 in Bronze: forming, who goes up once it fills, no row marked', async () => {
    serveLeague(leagueOf(2, 1, 2));
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    const all = await rows('Bronze');
    expect(all).toHaveLength(2);
    for (const row of all) expect(row).not.toHaveTextContent(/sobe|desce/);
    expect(
      screen.getByText(
        'Seu grupo ainda está se formando: 2 pessoas até agora, de até 30. Entra quem ganhar pontos na divisão Bronze esta semana.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Quando o grupo passar de 7 pessoas, os 7 primeiros sobem de divisão no domingo à noite. Se a semana terminar com o grupo assim, todos sobem.',
      ),
    ).toBeInTheDocument();
  });

  it('a group of 5 in the top division: nobody goes up from there', async () => {
    serveLeague(leagueOf(5, 5, 3));
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    for (const row of await rows('Diamante')) expect(row).not.toHaveTextContent(/sobe|desce/);
    expect(screen.getByText(/^Seu grupo ainda está se formando: 5 pessoas até agora/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Você está na divisão mais alta: daqui ninguém sobe. Quando o grupo passar de 7 pessoas, os últimos (até 5) descem no domingo à noite.',
      ),
    ).toBeInTheDocument();
  });

  it('a full group of 30: the zones named and the rows marked', async () => {
    serveLeague(leagueOf(30, 3, 9));
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    const all = await rows('Ouro');
    expect(all).toHaveLength(30);
    expect(screen.getByText('Grupo completo: 30 pessoas da divisão Ouro.')).toBeInTheDocument();
    expect(
      screen.getByText('Os 7 primeiros sobem de divisão e os 5 últimos descem no domingo à noite.'),
    ).toBeInTheDocument();
    expect(all.filter((r) => r.textContent?.includes('▲ sobe'))).toHaveLength(7);
    expect(all.filter((r) => r.textContent?.includes('▼ desce'))).toHaveLength(5);
    expect(all[8]).toHaveTextContent('Maria S. (você)');
  });

  it('a group of 8 in Prata: one goes down, said in the singular', async () => {
    serveLeague(leagueOf(8, 2));
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    const all = await rows('Prata');
    expect(
      screen.getByText('Os 7 primeiros sobem de divisão e o último desce no domingo à noite.'),
    ).toBeInTheDocument();
    expect(all[7]).toHaveTextContent('▼ desce');
  });
});

describe('Insights da semana', () => {
  it('dates the week’s insights from today back: “Hoje”, “Ontem”, then the days before', async () => {
    serveLeague(leagueOf(1, 2));
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    expect(await screen.findByText(/^Hoje · \d+ min/)).toBeInTheDocument();
    expect(screen.getByText(/^Ontem · \d+ min/)).toBeInTheDocument();
  });
});
