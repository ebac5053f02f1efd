/** Ajustes and Comunidade as the learner sees them: labelled controls, and results announced. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsScreen from '../../src/client/features/settings/SettingsScreen';
import CommunityScreen from '../../src/client/features/community/CommunityScreen';
import PrivacyScreen from '../../src/client/features/settings/PrivacyScreen';
import { learner, renderApp } from '../support/render';
import { outboxMerged } from '../../src/client/features/sync/sync-actions';
import { syncDeferred } from '../../src/client/features/sync/outboxSlice';
import { formatTime } from '../../src/shared/format';

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

/** A fake server: the answers these screens ask for, by method and path. */
function serve(routes: Record<string, (body: unknown) => unknown>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const answer = routes[key];
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 });
    const body = answer(init?.body ? JSON.parse(String(init.body)) : undefined);
    return body === null ? new Response(null, { status: 204 }) : Response.json(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
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

beforeEach(() => serve({}));
afterEach(() => vi.unstubAllGlobals());

describe('Ajustes', { timeout: 20_000 }, () => {
  it('labels every control, in cards named by their titles', async () => {
    serve({ 'GET /api/me/sessions': () => devices });
    renderApp(<SettingsScreen />, { path: '/ajustes' });
    for (const name of [
      'E-mail da conta',
      'Aparência',
      'Perfil',
      'Senha',
      'Aparelhos conectados',
      'Sincronização',
      'Seus dados',
      'Excluir conta',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria da Silva');
    expect(screen.getByLabelText('Nome exibido na comunidade')).toHaveValue('Maria S.');
    expect(screen.getByLabelText('Fuso horário')).toHaveValue('America/Sao_Paulo');
    expect(screen.getByRole('switch', { name: 'Aparecer no ranking da comunidade' })).toBeChecked();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Baixar meus dados (JSON)' })).toHaveAttribute(
      'href',
      '/api/me/export',
    );
    expect(screen.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');

    const devicesCard = screen.getByRole('region', { name: 'Aparelhos conectados' });
    const list = await within(devicesCard).findByRole('list', { name: 'Aparelhos conectados' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Este aparelho')).toBeInTheDocument();
    // This device's row signs out here; another device's row disconnects that one.
    expect(
      within(rows[0]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sair deste aparelho']);
    expect(
      within(rows[1]!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Desconectar']);
    expect(within(rows[1]!).getByRole('button', { name: 'Desconectar' })).toHaveAccessibleDescription(
      'Safari no iPhone',
    );
    expect(screen.getByRole('button', { name: 'Desconectar todos os outros' })).toBeInTheDocument();
  });

  it('saves only what changed, and the learner sees the server’s answer at once', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serve({
      'GET /api/me/sessions': () => devices,
      'PATCH /api/me/profile': (body) => {
        sent.push(body);
        return snapshotWith({ displayName: 'Mari', timeZone: 'America/Manaus' });
      },
    });
    const { store } = renderApp(<SettingsScreen />, { path: '/ajustes' });
    const shown = screen.getByLabelText('Nome exibido na comunidade');
    await user.clear(shown);
    await user.type(shown, 'Mari');
    await user.selectOptions(screen.getByLabelText('Fuso horário'), 'America/Manaus');
    await user.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    const perfil = screen.getByRole('region', { name: 'Perfil' });
    expect(await within(perfil).findByText(/^Perfil salvo\./)).toBeInTheDocument();
    expect(sent).toEqual([{ displayName: 'Mari', timeZone: 'America/Manaus' }]);
    expect(store.getState().auth.user).toMatchObject({ displayName: 'Mari', timeZone: 'America/Manaus' });
  });

  it('says when the server asked to wait before the next send, and holds the retry button until then', () => {
    serve({ 'GET /api/me/sessions': () => devices });
    const { store } = renderApp(<SettingsScreen />, { path: '/ajustes' });
    const full =
      'Sua conta chegou ao limite de 5 MB de ações guardadas no servidor, e novas ações não podem ser salvas.';
    const retryAt = Date.now() + 30 * 60_000;
    act(() => {
      store.dispatch(
        outboxMerged({
          events: [
            {
              id: 'abcdef00-0000-4000-8000-000000000001',
              type: 'chapter.opened',
              chapterId: '1',
              occurredAt: new Date().toISOString(),
            },
          ],
          progress: store.getState().progress.state,
        }),
      );
      store.dispatch(syncDeferred({ message: full, retryAt }));
    });
    const card = screen.getByRole('region', { name: 'Sincronização' });
    expect(card).toHaveTextContent('1 ação aguardando envio.');
    expect(card).toHaveTextContent(`Último erro: ${full}`);
    expect(card).toHaveTextContent(`Nova tentativa às ${formatTime(retryAt)}.`);
    expect(within(card).getByRole('button', { name: 'Tentar enviar agora' })).toBeDisabled();
  });

  it('explains a refused password change in an alert', async () => {
    const user = userEvent.setup();
    serve({ 'GET /api/me/sessions': () => devices });
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      String(url) === '/api/me/password' && init?.method === 'POST'
        ? Response.json(
            { error: { code: 'INVALID_CREDENTIALS', message: 'A senha atual está incorreta.' } },
            { status: 401 },
          )
        : Response.json(devices),
    );
    const { store } = renderApp(<SettingsScreen />, { path: '/ajustes' });
    await user.type(screen.getByLabelText('Senha atual'), 'errada-123');
    await user.type(screen.getByLabelText('Nova senha'), 'Girassol-azul-2031!');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const card = screen.getByRole('region', { name: 'Senha' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('A senha atual está incorreta.');
    // A wrong password is not an ended session.
    expect(store.getState().auth.sessionExpired).toBe(false);
  });
});

describe('Comunidade', () => {
  const week = { start: '2026-11-16', end: '2026-11-22' };
  const members = Array.from({ length: 14 }, (_, i) => ({
    rank: i + 1,
    name: i === 8 ? 'Maria S.' : `Pessoa ${i + 1}`,
    points: 300 - i * 10,
    me: i === 8,
  }));

  it('shows the learner’s group with their row and the zones named, and last week’s result', async () => {
    serve({
      'GET /api/league': () => ({
        week,
        tier: 2,
        hidden: false,
        group: { id: 'g1', promote: 7, relegate: 5, members },
        history: [{ week: '2026-11-09', tier: 1, rank: 3, points: 240, outcome: 'promoted', newTier: 2 }],
      }),
    });
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    const list = await screen.findByRole('list', { name: 'Seu grupo na divisão Prata' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(14);
    expect(rows[8]).toHaveTextContent('Maria S. (você)');
    expect(within(rows[0]!).getByText('▲ sobe')).toBeInTheDocument();
    expect(within(rows[13]!).getByText('▼ desce')).toBeInTheDocument();
    expect(within(rows[7]!).queryByText(/sobe|desce/)).not.toBeInTheDocument();
    expect(screen.getByText(/Na semana passada você terminou em 3º e subiu para/)).toHaveTextContent('Prata');
  });

  it('tells a hidden learner they are out of the league and how to come back', async () => {
    serve({ 'GET /api/league': () => ({ week, tier: 1, hidden: true, group: null, history: [] }) });
    renderApp(<CommunityScreen />, { path: '/comunidade' });
    const notice = await screen.findByText(/Você está fora da liga/);
    expect(notice).toHaveTextContent('Aparecer no ranking da comunidade');
    expect(within(notice).getByRole('link', { name: 'Ajustes' })).toHaveAttribute('href', '/ajustes');
    expect(screen.queryByText(/\(você\)/)).not.toBeInTheDocument();
  });
});

describe('Privacidade', () => {
  it('names the data-protection contact the server gives, as an e-mail link', async () => {
    serve({ 'GET /api/about': () => ({ privacyContact: 'dpo@escola.com.br' }) });
    renderApp(<PrivacyScreen />, { path: '/privacidade' });
    expect(await screen.findByRole('link', { name: 'dpo@escola.com.br' })).toHaveAttribute(
      'href',
      'mailto:dpo@escola.com.br',
    );
  });

  it('says how long a device stays signed in, and how long deleted data lingers on disk and in backups', async () => {
    renderApp(<PrivacyScreen />, { path: '/privacidade' });
    const howLong = await screen.findByRole('region', { name: 'Por quanto tempo' });
    expect(
      within(howLong)
        .getByText(/Cada aparelho conectado/)
        .textContent!.replace(/\s+/g, ' '),
    ).toMatch(/14 dias sem que o app fale com o servidor nele .*; e no máximo 90 dias depois de entrar/);
    const deletion = within(howLong)
      .getByText(/Quando você exclui a conta/)
      .textContent!.replace(/\s+/g, ' ');
    expect(deletion).toMatch(/em poucos dias/);
    expect(deletion).toMatch(/cópias de segurança .* em até 30 dias/);
  });

  it('points to whoever offers the course when there is no contact or the server cannot be reached', async () => {
    renderApp(<PrivacyScreen />, { path: '/privacidade' });
    expect(await screen.findByText(/fale com quem oferece o Hub/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });
});
