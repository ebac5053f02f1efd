import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignInScreen from '../../src/client/features/auth/SignInScreen';
import { HomeScreen } from '../../src/client/features/home/HomeScreen';
import { Shell } from '../../src/client/features/shell/Shell';
import { Quiz } from '../../src/client/features/chapters/Quiz';
import { Checklist } from '../../src/client/features/chapters/Checklist';
import { curriculum, renderApp } from '../support/render';

beforeEach(() => {
  // The network is faked: these tests are about the screens, not the server.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-in screen', () => {
  it('offers Entrar and Cadastrar as tabs with labelled fields', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false, path: '/entrar' });
    expect(screen.getByRole('tab', { name: 'Entrar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cadastrar' }));
    expect(screen.getByLabelText('Nome completo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Junte-se ao Hub' })).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false });
    screen.getByRole('tab', { name: 'Entrar' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute('aria-selected', 'true');
  });

  it('explains a bad e-mail in an alert, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderApp(<SignInScreen />, { signedIn: false });
    await user.type(screen.getByLabelText('E-mail'), 'maria');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Começar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Informe um e-mail válido.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria');
  });
});

describe('home and search', () => {
  it('shows the learner’s numbers in pt-BR', () => {
    renderApp(
      <Shell>
        <HomeScreen />
      </Shell>,
      { progress: { points: 1250, completedChapters: { '1': '2026-11-20T10:00:00Z' } } },
    );
    expect(screen.getByText('Nível 3 · 1.250 pontos')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
  });

  it('filters the chapters ignoring case and accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp(
      <Shell>
        <HomeScreen />
      </Shell>,
    );
    const search = screen.getByRole('searchbox');
    await user.type(search, 'MIDIA');
    expect(screen.getByRole('heading', { name: 'Estratégia de Mídia Social' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'E-mail Marketing' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'astrologia');
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument();
  });

  it('names the theme toggle for what it does', async () => {
    const user = userEvent.setup();
    renderApp(
      <Shell>
        <p>conteúdo</p>
      </Shell>,
    );
    await user.click(screen.getByRole('button', { name: 'Ativar modo escuro' }));
    expect(screen.getByRole('button', { name: 'Ativar modo claro' })).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('quiz', () => {
  const chapter = curriculum.chapters[0]!;

  it('asks one question at a time, then shows the rounded percent and every explanation', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(<Quiz chapter={chapter} />);
    for (const [i, q] of chapter.quiz.entries()) {
      const next = screen.getByRole('button', {
        name: i === chapter.quiz.length - 1 ? 'Finalizar' : 'Próxima',
      });
      expect(next).toBeDisabled();
      const radios = screen.getAllByRole('radio');
      expect(radios).toHaveLength(4);
      // Answer the first four right and the last one wrong: 80%.
      await user.click(radios[i < 4 ? q.answer : (q.answer + 1) % 4]!);
      expect(next).toBeEnabled();
      await user.click(next);
    }
    expect(await screen.findByText('80%')).toBeInTheDocument();
    for (const q of chapter.quiz) expect(screen.getByText(q.explanation)).toBeInTheDocument();
    expect(store.getState().progress.state.points).toBe(40 + chapter.points);
    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(screen.getByText('Pergunta 1 de 5')).toBeInTheDocument();
  });
});

describe('checklist', () => {
  const chapter = curriculum.chapters[1]!;

  it('keeps the learner’s ticks and congratulates at 100%', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(<Checklist chapter={chapter} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(chapter.checklist.length);
    for (const box of boxes) await user.click(box);
    await waitFor(() => expect(screen.getByText(/Parabéns!/)).toBeInTheDocument());
    expect(store.getState().progress.state.checklist[chapter.id]).toHaveLength(chapter.checklist.length);
    expect(store.getState().outbox.pending).toHaveLength(chapter.checklist.length);
    expect(within(screen.getByRole('status')).getByText(/Parabéns/)).toBeInTheDocument();
  });
});
