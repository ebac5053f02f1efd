/**
 * Início's hero and counters, and the shell (header, sync bar, bell, toasts, sign-out confirmation), as the
 * learner sees them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { eventsSettled, syncDeferred } from '../../src/client/features/sync/outboxSlice';
import { eventRecorded } from '../../src/client/features/sync/sync-actions';
import { offlineReadyChanged, needRefreshChanged } from '../../src/client/features/sw/swSlice';
import { ReloadPrompt, OFFLINE_READY_MS } from '../../src/client/features/sw/ReloadPrompt';
import { SAVED_NOTICE_MS, WAITING_SHOWN_AFTER_MS } from '../../src/client/features/shell/SyncStatusBar';
import type { LearnerEvent } from '../../src/shared/events';
import { formatTime } from '../../src/shared/format';
import userEvent from '@testing-library/user-event';
import { HomeScreen } from '../../src/client/features/home/HomeScreen';
import { Shell } from '../../src/client/features/shell/Shell';
import { openChapter, toggleFavorite } from '../../src/client/features/progress/progress-thunks';
import { addDays, dayKey } from '../../src/shared/days';
import { LEVEL_THRESHOLDS } from '../../src/shared/levels';
import { curriculum, learner, renderApp } from '../support/render';

// The service worker's registration is the build's (a virtual module): the toast's update button calls it.
vi.mock('../../src/client/features/sw/register', () => ({ applyUpdate: vi.fn() }));

beforeEach(() => {
  // No server: actions stay on the device, waiting.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const today = () => dayKey(Date.now(), learner.timeZone);
const done = '2026-11-01T10:00:00Z';

describe('Início', () => {
  it('says how many points the next level is away, on a bar read out as a percentage', () => {
    // Three quarters of the way from level 2 to level 3.
    const [, two, three] = LEVEL_THRESHOLDS;
    const points = two + ((three - two) * 3) / 4;
    renderApp(<HomeScreen />, { progress: { points } });
    expect(screen.getByText(`Faltam ${three - points} pontos para o nível 3.`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso até o nível 3' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });

  it('says so once the last level is reached', () => {
    renderApp(<HomeScreen />, { progress: { points: LEVEL_THRESHOLDS.at(-1)! } });
    expect(screen.getByText('Você chegou ao nível máximo!')).toBeInTheDocument();
  });

  it('says today’s goal as a sentence: met (with what went beyond it), or how far along', () => {
    const { unmount } = renderApp(<HomeScreen />, {
      progress: { dailyGoal: 20, pointsByDay: { [today()]: 250 } },
    });
    expect(screen.getByText('Meta de hoje: 20 pontos ✓ (250 pontos ganhos)')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Meta de hoje: 20 pontos ✓ (250 pontos ganhos)' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: 'Mudar a meta' })).toHaveAttribute(
      'href',
      '/ajustes#ajustes-meta',
    );
    unmount();
    renderApp(<HomeScreen />, { progress: { dailyGoal: 20, pointsByDay: { [today()]: 5 } } });
    expect(screen.getByText('Meta de hoje: 5 de 20 pontos')).toBeInTheDocument();
  });

  it('leads with one primary button that names the next step, and no two buttons open the same chapter', () => {
    const { unmount } = renderApp(<HomeScreen />);
    // A newcomer: chapter 1 to start; its quiz would open the same chapter, so the daily quiz stands beside it.
    expect(screen.getByRole('button', { name: 'Começar o Cap. 1' })).toHaveClass('principal');
    expect(screen.queryByRole('button', { name: 'Fazer o quiz do Cap. 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quiz diário' })).toHaveAccessibleDescription(
      'Quiz diário: nada para revisar hoje. Cada quiz de capítulo traz perguntas para cá.',
    );
    expect(screen.getByRole('button', { name: 'Quiz diário' })).not.toHaveClass('principal');
    unmount();

    // Chapter 1 read (its quiz not taken yet), chapter 2 half-way: go on in chapter 2, and take chapter 1's quiz.
    const two = curriculum.chapters.find((c) => c.id === '2')!;
    renderApp(<HomeScreen />, {
      progress: {
        completedChapters: { '1': done },
        lastChapterId: '2',
        sectionAt: { '2': two.sections[2]!.id },
      },
    });
    const main = screen.getByRole('button', {
      name: `Continuar: Cap. 2 · Seção 3 de ${two.sections.length}`,
    });
    expect(main).toHaveClass('principal');
    expect(document.querySelectorAll('.principal')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Fazer o quiz do Cap. 2' })).not.toBeInTheDocument();
  });
});

describe('Início before the streak ends', () => {
  const day = (delta: number) => addDays(today(), delta);

  it('on a day not studied yet, leads with the streak to keep, one tap from the daily quiz', () => {
    renderApp(<HomeScreen />, { progress: { activityDays: [day(-2), day(-1)] } });
    expect(screen.getByTestId('sequencia-hoje')).toHaveTextContent(
      'Estude hoje para manter sua sequência de 2 dias.',
    );
    expect(screen.getByRole('button', { name: 'Quiz diário' })).toBeInTheDocument();
  });

  it('counts one day as “1 dia”', () => {
    renderApp(<HomeScreen />, { progress: { activityDays: [day(-1)] } });
    expect(screen.getByTestId('sequencia-hoje')).toHaveTextContent(
      'Estude hoje para manter sua sequência de 1 dia.',
    );
  });

  it('once studied today, says the day is safe', () => {
    renderApp(<HomeScreen />, { progress: { activityDays: [day(-1), day(0)] } });
    expect(screen.getByTestId('sequencia-hoje')).toHaveTextContent('Sequência garantida hoje: 2 dias ✓');
    // The number keeps to its unit and the tick to its word when the line wraps (largest text size).
    expect(screen.getByTestId('sequencia-hoje').textContent).toContain('2\u00a0dias\u00a0✓');
    expect(screen.queryByText(/Estude hoje/)).not.toBeInTheDocument();
  });

  it('with no streak (never, or broken), invites to start one', () => {
    renderApp(<HomeScreen />, { progress: { activityDays: [day(-3)] } });
    expect(screen.getByTestId('sequencia-hoje')).toHaveTextContent('Estude hoje para começar uma sequência.');
  });

  it('counts chapters completed out of the course in “Seus números”', () => {
    renderApp(<HomeScreen />, { progress: { completedChapters: { '1': done, '2': done } } });
    const completed = screen.getByText('Capítulos concluídos').parentElement!;
    expect(within(completed).getByText(`2/${curriculum.chapters.length}`)).toBeInTheDocument();
  });
});

describe('signing out', () => {
  // jsdom has no modal dialogs: opening one is setting `open`, as the browser does.
  beforeEach(() => {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.open = true;
      },
      close(this: HTMLDialogElement) {
        this.open = false;
      },
    });
  });
  afterEach(() => {
    const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    delete dialog.showModal;
    delete dialog.close;
  });

  // The sync bar speaks of an action still waiting after two seconds: the test waits for it.
  it(
    'asks first while an action has not reached the server, and stays on “Continuar aqui”',
    { timeout: 15_000 },
    async () => {
      const user = userEvent.setup();
      const { store, location } = renderApp(
        <Shell>
          <p>conteúdo</p>
        </Shell>,
      );
      await store.dispatch(toggleFavorite('1'));
      expect(
        await screen.findByText('Aguardando envio: 1 favorito', { exact: false }, { timeout: 4000 }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sair com progresso não sincronizado?' });
      expect(dialog).toHaveTextContent('Ainda falta enviar ao servidor: 1 favorito.');
      expect(dialog).toHaveTextContent('isso se perde');
      await user.click(within(dialog).getByRole('button', { name: 'Continuar aqui' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(location.history?.at(-1)).toBe('/');
      expect(store.getState().auth.user).not.toBeNull();
    },
  );

  it('online with only a chapter opened waiting, signs out without asking: nothing of the learner’s is at stake', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(
      <Shell>
        <p>conteúdo</p>
      </Shell>,
    );
    await store.dispatch(openChapter('5'));
    expect(store.getState().outbox.pending.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('offline', () => {
    let onLine: { mockRestore: () => void };
    beforeEach(() => {
      onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    });
    afterEach(() => onLine.mockRestore());
    const shellWithContent = () =>
      renderApp(
        <Shell>
          <p>conteúdo</p>
        </Shell>,
      );

    it('with nothing waiting, asks first and says signing in again needs a connection', async () => {
      const user = userEvent.setup();
      const { store } = shellWithContent();
      await user.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sair sem internet?' });
      expect(dialog).toHaveTextContent('para entrar de novo você vai precisar de internet');
      await user.click(within(dialog).getByRole('button', { name: 'Continuar aqui' }));
      expect(store.getState().auth.user).not.toBeNull();
    });

    it('with only a chapter opened waiting, asks only about getting back in, as the sync bar says nothing waits', async () => {
      const user = userEvent.setup();
      const { store } = shellWithContent();
      await store.dispatch(openChapter('5'));
      expect(store.getState().outbox.pending.length).toBeGreaterThan(0);
      await user.click(screen.getByRole('button', { name: 'Sair' }));
      const dialog = await screen.findByRole('dialog', { name: 'Sair sem internet?' });
      expect(dialog).not.toHaveTextContent(/aç(ão|ões)/);
    });
  });

  it('says the server asked to wait, until when, and that the app tries once more, while sends are held', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(
      <Shell>
        <p>conteúdo</p>
      </Shell>,
    );
    await store.dispatch(toggleFavorite('1'));
    const until = new Date(Date.now() + 10 * 60_000);
    store.dispatch(syncDeferred({ message: 'Espere.', retryAt: until.getTime() }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair com progresso não sincronizado?' });
    const time = formatTime(until, 'America/Sao_Paulo');
    expect(dialog).toHaveTextContent(`O servidor pediu para esperar até as ${time} antes de receber mais`);
    expect(dialog).toHaveTextContent('Ao sair, o app tenta enviar mais uma vez');
    expect(dialog).not.toHaveTextContent('sem conexão');
  });
});

const shell = () => (
  <Shell>
    <h1>Um título</h1>
  </Shell>
);

describe('the header', () => {
  it('keeps every element in one row: the mark, the learner, search, the bell, theme and Sair', () => {
    renderApp(shell(), { progress: { points: 1250 } });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Hub de Marketing' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('searchbox')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Ativar modo (escuro|claro)$/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Notificações/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    const who = within(header).getByRole('group', { name: 'Seu progresso' });
    expect(within(who).getByText(learner.name)).toBeInTheDocument();
    expect(within(who).getByText('Nível 3')).toBeInTheDocument();
    expect(within(who).getByText('1.250 pontos')).toBeInTheDocument();
    // The tabs come after the row (at the bottom on a phone).
    expect(within(header).getByRole('tablist', { name: 'Seções do app' })).toBeInTheDocument();
  });
});

describe('the sync bar', () => {
  const setOnline = (online: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  afterEach(() => {
    delete (window.navigator as { onLine?: boolean }).onLine;
  });

  /** An event without its id and date (each kind keeps its own fields). */
  type EventBody = LearnerEvent extends infer E
    ? E extends LearnerEvent
      ? Omit<E, 'id' | 'occurredAt'>
      : never
    : never;
  let n = 0;
  const record = (store: ReturnType<typeof renderApp>['store'], event: EventBody) => {
    const full = {
      ...event,
      id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      occurredAt: new Date().toISOString(),
    } as LearnerEvent;
    act(
      () =>
        void store.dispatch(
          eventRecorded({
            event: full,
            progress: store.getState().progress.state,
            outcome: { pointsAwarded: 0 },
          }),
        ),
    );
    return full.id;
  };

  it('offline, says so neutrally and counts what the learner did by kind, not chapter opens', () => {
    const { store } = renderApp(shell());
    act(() => setOnline(false));
    const bar = screen.getByTestId('sync-status');
    expect(bar).toHaveTextContent(
      'Você está offline. Pode continuar estudando: tudo fica salvo neste aparelho.',
    );
    record(store, { type: 'chapter.opened', chapterId: '2' });
    record(store, { type: 'quiz.submitted', chapterId: '2', answers: [0, 1, 2, 3, 0] });
    record(store, { type: 'chapter.completed', chapterId: '2' });
    for (const itemId of ['a', 'b', 'c'])
      record(store, { type: 'checklist.set', chapterId: '2', itemId, done: true });
    expect(bar).toHaveTextContent(
      'Você está offline. Aguardando envio: 1 quiz, 1 capítulo e 3 itens do checklist.',
    );
  });

  it('back online, says “Tudo salvo na sua conta ✓” once everything arrived, then leaves', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store } = renderApp(shell());
      act(() => setOnline(false));
      const ids = [
        record(store, { type: 'chapter.opened', chapterId: '2' }),
        record(store, { type: 'favorite.set', chapterId: '2', favorite: true }),
      ];
      const bar = screen.getByTestId('sync-status');
      act(() => setOnline(true));
      // Still on its way: what waits is shown at once (the learner watches for it to leave).
      expect(bar).toHaveTextContent('Aguardando envio: 1 favorito');
      act(() => void store.dispatch(eventsSettled({ ids })));
      expect(bar).toHaveTextContent('Tudo salvo na sua conta ✓');
      act(() => vi.advanceTimersByTime(SAVED_NOTICE_MS - 1));
      expect(bar).toHaveTextContent('Tudo salvo na sua conta ✓');
      act(() => vi.advanceTimersByTime(1));
      expect(bar).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('online, a quick action does not flash the bar; one still waiting after a while is shown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store } = renderApp(shell());
      const id = record(store, { type: 'favorite.set', chapterId: '3', favorite: true });
      const bar = screen.getByTestId('sync-status');
      expect(bar).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(WAITING_SHOWN_AFTER_MS));
      expect(bar).toHaveTextContent('Aguardando envio: 1 favorito');
      act(() => void store.dispatch(eventsSettled({ ids: [id] })));
      expect(bar).toHaveTextContent('Tudo salvo na sua conta ✓');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the bell', () => {
  const achievements = {
    'primeiro-capitulo': '2026-11-20T10:00:00Z',
    'quiz-perfeito': '2026-11-21T10:00:00Z',
  };

  it('counts the unread on a badge and in its name', () => {
    renderApp(shell(), { progress: { achievements, points: 0 } });
    const bell = screen.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ });
    const count = Number(/(\d+) não/.exec(bell.getAttribute('aria-label')!)![1]);
    expect(count).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('notificacoes-ponto')).toHaveTextContent(String(count));
  });

  it('makes each notification one whole link, which replaces the panel’s history step', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(shell(), { progress: { achievements } });
    await user.click(screen.getByRole('button', { name: /^Notificações/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notificações' }, { timeout: 5000 });
    const row = within(panel).getByRole('link', { name: /Conquista desbloqueada: Primeiro Passo/ });
    expect(row).toHaveTextContent('Concluiu o primeiro capítulo');
    await user.click(row);
    // In place of the screen the panel was opened on (in the browser: the panel's own history step).
    expect(location.history).toEqual(['/progresso#conquistas']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape or with back (Android’s button), and focus returns to the bell', async () => {
    const user = userEvent.setup();
    renderApp(shell(), { progress: { achievements } });
    const bell = screen.getByRole('button', { name: /^Notificações/ });
    const before = window.history.length;

    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notificações' }, { timeout: 5000 });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    // Opening added a step to the history, so back closes the panel instead of leaving the app.
    expect(window.history.length).toBe(before + 1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();

    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notificações' });
    act(() => {
      window.history.replaceState(null, '');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });
});

describe('toasts', () => {
  it('“App pronto para funcionar offline” leaves by itself; “Nova versão disponível!” waits for an answer', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store } = renderApp(<ReloadPrompt />);
      act(() => void store.dispatch(offlineReadyChanged(true)));
      expect(screen.getByRole('status')).toHaveTextContent('App pronto para funcionar offline');
      expect(screen.getByRole('button', { name: 'Fechar aviso' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(OFFLINE_READY_MS));
      expect(screen.queryByText('App pronto para funcionar offline')).not.toBeInTheDocument();

      act(() => void store.dispatch(needRefreshChanged(true)));
      act(() => vi.advanceTimersByTime(OFFLINE_READY_MS * 2));
      expect(screen.getByText('Nova versão disponível!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
