/** Ajustes confirming each save briefly, time zones in Portuguese, devices offline, and the readable summary. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../src/client/features/settings/SettingsScreen';
import { CONFIRMATION_MS } from '../../src/client/features/settings/settings-ui';
import { learner, renderApp } from '../support/render';

const devices = [
  {
    id: 'a',
    device: 'Chrome no Android',
    createdAt: '2026-11-20T10:00:00Z',
    lastSeenAt: '2026-11-21T10:00:00Z',
    current: true,
  },
  {
    id: 'b',
    device: 'Safari no iPhone',
    createdAt: '2026-11-18T10:00:00Z',
    lastSeenAt: '2026-11-19T10:00:00Z',
    current: false,
  },
];

function serve(routes: Record<string, (body: unknown) => unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answer = routes[`${init?.method ?? 'GET'} ${url}`];
      if (!answer)
        return new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 });
      return Response.json(answer(init?.body ? JSON.parse(String(init.body)) : undefined));
    }),
  );
}

const snapshotWith = (user: object) => ({
  user: { ...learner, ...user },
  progress: {
    points: 0,
    completedChapters: {},
    quizBests: {},
    quizAttempts: 0,
    checklist: {},
    favorites: [],
    insightsRead: [],
    activityDays: [],
    lastChapterId: null,
  },
  summary: { level: 1, streak: 0, today: '2026-11-21', achievements: [] },
});

beforeEach(() => serve({ 'GET /api/me/sessions': () => devices }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.spyOn(navigator, 'onLine', 'get').mockRestore();
});

const setup = () => userEvent.setup();
/** Gone by itself a little after CONFIRMATION_MS (real time: the screen's own timers). */
const leavesByItself = (element: HTMLElement) =>
  waitFor(() => expect(element).toBeEmptyDOMElement(), { timeout: CONFIRMATION_MS + 3000 });
const region = (name: string) => screen.getByRole('region', { name });

describe('Ajustes confirms each save, briefly', { timeout: 30_000 }, () => {
  it(
    'confirms the daily goal and the theme, and each confirmation leaves by itself',
    { timeout: 20_000 },
    async () => {
      const user = setup();
      const { store } = renderApp(<SettingsScreen />, { path: '/ajustes' });
      await user.click(within(region('Meta diária')).getByRole('radio', { name: /^30 pontos/ }));
      expect(within(region('Meta diária')).getByRole('status')).toHaveTextContent(
        'Meta salva: 30 pontos por dia.',
      );
      expect(store.getState().progress.state.dailyGoal).toBe(30);

      await user.click(within(region('Aparência')).getByRole('radio', { name: 'Escuro' }));
      expect(within(region('Aparência')).getByRole('status')).toHaveTextContent('Tema salvo: escuro.');

      await leavesByItself(within(region('Meta diária')).getByRole('status'));
      await leavesByItself(within(region('Aparência')).getByRole('status'));
    },
  );

  it('"Perfil salvo" is announced, then leaves by itself', async () => {
    const user = setup();
    serve({
      'GET /api/me/sessions': () => devices,
      'PATCH /api/me/profile': () => snapshotWith({ displayName: 'Mari' }),
    });
    renderApp(<SettingsScreen />, { path: '/ajustes' });
    const shown = screen.getByLabelText('Nome exibido na comunidade');
    await user.clear(shown);
    await user.type(shown, 'Mari');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    const status = within(region('Perfil')).getAllByRole('status')[0]!;
    expect(await within(status).findByText(/^Perfil salvo\./)).toBeInTheDocument();
    const shownAt = Date.now();
    await leavesByItself(status);
    // It stayed long enough to be read.
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(CONFIRMATION_MS - 1000);
  });
});

describe('Ajustes: time zones', { timeout: 30_000 }, () => {
  it('lists Brazil’s zones first with their Brazilian names, then the others named in Portuguese', async () => {
    renderApp(<SettingsScreen />, { path: '/ajustes' });
    const select = screen.getByLabelText('Fuso horário');
    // The other zones are named a slice at a time once the screen shows.
    expect(
      await within(select).findByRole('option', { name: 'Horário do Leste (New York)' }, { timeout: 15_000 }),
    ).toHaveValue('America/New_York');
    const groups = within(select).getAllByRole('group');
    expect(groups[0]).toHaveAttribute('label', 'Brasil');
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .slice(0, 4)
        .map((o) => o.textContent),
    ).toEqual([
      'Horário de Brasília (São Paulo)',
      'Horário do Amazonas (Manaus)',
      'Horário do Acre (Rio Branco)',
      'Horário de Fernando de Noronha',
    ]);
    expect(groups[1]).toHaveAttribute('label', 'Américas');
    expect(within(select).queryByRole('option', { name: /America\/|_/ })).not.toBeInTheDocument();
  });
});

describe('Ajustes: devices', () => {
  it('offline, says neutrally that the list needs a connection, with no error', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp(<SettingsScreen />, { path: '/ajustes' });
    const card = region('Aparelhos conectados');
    expect(within(card).getByText('Conecte-se para ver seus aparelhos.')).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });
});

describe('Ajustes: Seus dados', { timeout: 30_000 }, () => {
  it('offers a summary to read beside the JSON file, with the learner’s numbers and dates in pt-BR', async () => {
    const user = setup();
    renderApp(<SettingsScreen />, {
      path: '/ajustes',
      progress: {
        points: 1250,
        completedChapters: { '1': '2026-11-20T15:00:00.000Z' },
        quizAttempts: 3,
        achievements: { 'primeiro-capitulo': '2026-11-20T15:00:00.000Z' },
      },
    });
    const card = region('Seus dados');
    expect(within(card).getByRole('link', { name: 'Baixar meus dados (JSON)' })).toBeInTheDocument();
    await user.click(within(card).getByText('Ver o resumo dos seus dados'));
    await within(region('Aparelhos conectados')).findAllByRole('listitem');
    const value = (term: string) => within(card).getByText(term).nextElementSibling;
    expect(value('Nome')).toHaveTextContent('Maria da Silva');
    expect(value('E-mail')).toHaveTextContent(learner.email);
    expect(value('Pontos')).toHaveTextContent('1.250 pontos, nível 3');
    expect(value('Capítulos concluídos')).toHaveTextContent(/^1 de \d+ capítulos/);
    expect(value('Capítulos concluídos')).toHaveTextContent('em 20 de nov. de 2026');
    expect(value('Quizzes feitos')).toHaveTextContent('3');
    expect(value('Conquistas')).toHaveTextContent('em 20 de nov. de 2026');
    expect(value('Aparelhos conectados')).toHaveTextContent('Chrome no Android (este aparelho)');
    expect(value('Aparelhos conectados')).toHaveTextContent(
      'Safari no iPhone: último uso em 19 de nov. de 2026',
    );
  });
});
