/** Início's hero and counters, and the shell's sign-out confirmation, as the learner sees them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { syncDeferred } from '../../src/client/features/sync/outboxSlice';
import { formatTime } from '../../src/shared/format';
import userEvent from '@testing-library/user-event';
import { HomeScreen } from '../../src/client/features/home/HomeScreen';
import { Shell } from '../../src/client/features/shell/Shell';
import { toggleFavorite } from '../../src/client/features/progress/progress-thunks';
import { dayKey } from '../../src/shared/days';
import { LEVEL_THRESHOLDS } from '../../src/shared/levels';
import { curriculum, learner, renderApp } from '../support/render';

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

  it('shows today’s goal, met or not, with a way to change it', () => {
    renderApp(<HomeScreen />, { progress: { dailyGoal: 20, pointsByDay: { [today()]: 20 } } });
    expect(screen.getByText(/20 pontos hoje · meta de 20 ✓/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '20 pontos · meta de 20 ✓' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('link', { name: 'Mudar a meta' })).toHaveAttribute(
      'href',
      '/ajustes#ajustes-meta',
    );
  });

  it('offers the chapter quiz that starts the daily quiz when nothing is due for review', () => {
    renderApp(<HomeScreen />);
    expect(screen.getByRole('button', { name: 'Fazer o quiz do Cap. 1' })).toHaveAccessibleDescription(
      'Quiz diário: nada para revisar hoje. Cada quiz de capítulo traz perguntas para cá.',
    );
    expect(screen.queryByRole('button', { name: 'Quiz diário' })).not.toBeInTheDocument();
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

  it('asks first while an action has not reached the server, and stays on “Continuar aqui”', async () => {
    const user = userEvent.setup();
    const { store, location } = renderApp(
      <Shell>
        <p>conteúdo</p>
      </Shell>,
    );
    await store.dispatch(toggleFavorite('1'));
    expect(await screen.findByTestId('sync-status')).toHaveTextContent('1 ação aguardando sincronização');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair com progresso não sincronizado?' });
    expect(dialog).toHaveTextContent('1 ação ainda não chegou ao servidor.');
    expect(dialog).toHaveTextContent('ela será perdida');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar aqui' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/');
    expect(store.getState().auth.user).not.toBeNull();
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
    const dialog = screen.getByRole('dialog', { name: 'Sair com progresso não sincronizado?' });
    const time = formatTime(until, 'America/Sao_Paulo');
    expect(dialog).toHaveTextContent(`ele pediu para esperar até as ${time} antes de receber mais`);
    expect(dialog).toHaveTextContent('Ao sair, o app tenta enviar mais uma vez');
    expect(dialog).not.toHaveTextContent('sem conexão');
  });
});
