import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignInScreen from '../../src/client/features/auth/SignInScreen';
import { HomeScreen } from '../../src/client/features/home/HomeScreen';
import { Shell } from '../../src/client/features/shell/Shell';
import { Quiz } from '../../src/client/features/chapters/Quiz';
import { Checklist } from '../../src/client/features/chapters/Checklist';
import { curriculum, renderApp } from '../support/render';
import { answerSearchIndex } from '../support/search-index';

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
    // Stacked on a phone (name, level, points), read as one: "Nível 3 · 1.250 pontos".
    expect(screen.getByRole('group', { name: 'Seu progresso' })).toHaveTextContent(
      'Maria da SilvaNível 3 · 1.250 pontos',
    );
    expect(screen.getByRole('heading', { name: 'Olá, Maria!' })).toBeInTheDocument();
  });

  it('answers the search under the box, ignoring case and accents, and says when nothing matches', async () => {
    vi.stubGlobal('fetch', answerSearchIndex());
    const user = userEvent.setup();
    renderApp(
      <Shell>
        <HomeScreen />
      </Shell>,
    );
    const search = screen.getByRole('searchbox');
    await user.type(search, 'MIDIA');
    const results = await screen.findByRole('region', { name: 'Resultados da busca' });
    expect(
      await within(results).findByRole('link', { name: /^Estratégia de Mídia Social/ }),
    ).toBeInTheDocument();
    expect(within(results).queryByRole('link', { name: /^E-mail Marketing/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'astrologia');
    const again = await screen.findByRole('region', { name: 'Resultados da busca' });
    expect(await within(again).findByText('Nenhum resultado encontrado')).toBeInTheDocument();
  }, 20_000);

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

  /** The question on screen, found by its heading ("Pergunta 2 de 5: …"). */
  const shownQuestion = () => {
    const heading = screen.getByRole('heading', { name: /^Pergunta \d de 5:/ });
    const q = chapter.quiz.find((x) => heading.textContent!.endsWith(x.question));
    expect(q, heading.textContent!).toBeDefined();
    return { heading, q: q! };
  };

  it('answers each question at once, moves focus to the next question, and grades the draw', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(<Quiz chapter={chapter} />);
    const asked: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { heading, q } = shownQuestion();
      if (i > 0) expect(heading).toHaveFocus();
      asked.push(q.id);
      const next = screen.getByRole('button', { name: i === 4 ? 'Finalizar' : 'Próxima' });
      const respond = screen.getByRole('button', { name: 'Responder' });
      expect(next).toBeDisabled();
      expect(respond).toBeDisabled();
      // The first four right, the last one wrong: 80%.
      const pick = i < 4 ? q.answer : (q.answer + 1) % 4;
      await user.click(screen.getByRole('radio', { name: q.options[pick] }));
      expect(next).toBeDisabled();
      await user.click(respond);
      // The verdict, the right option marked, and the explanation, before moving on.
      expect(screen.getByText(i < 4 ? 'Certo!' : 'Não foi dessa vez.')).toHaveFocus();
      // As Testing Library reads the page, the no-break space after "R$" is an ordinary space.
      expect(screen.getByText(q.explanation.replace(/\s+/g, ' '))).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: `Resposta certa ${q.options[q.answer]}` })).toBeDisabled();
      if (i === 4)
        expect(screen.getByRole('radio', { name: `Sua resposta ${q.options[pick]}` })).toBeChecked();
      expect(next).toBeEnabled();
      await user.click(next);
    }
    expect(await screen.findByText('80%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultado' })).toHaveFocus();
    expect(new Set(asked).size).toBe(5);
    const state = store.getState().progress.state;
    expect(state.points).toBe(40 + chapter.points);
    expect(state.quizLast[chapter.id]).toEqual(asked);
    // No best before this attempt, and it paid: nothing said about beating a best result.
    expect(
      screen.queryByText(/superar seu melhor resultado|supera seu melhor resultado/),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(shownQuestion().heading).toHaveFocus();
    expect(screen.getByRole('heading', { name: /^Pergunta 1 de 5:/ })).toBeInTheDocument();
  });

  it('a retake draws other questions or another order, and the options come shuffled', async () => {
    const draws = new Set<string>();
    const firstOptions = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const { unmount } = renderApp(<Quiz chapter={chapter} />);
      const { q } = shownQuestion();
      draws.add(q.id);
      firstOptions.add(screen.getAllByRole('radio')[0]!.closest('label')!.textContent!);
      unmount();
    }
    expect(draws.size).toBeGreaterThan(1);
    expect(firstOptions.size).toBeGreaterThan(1);
  });

  it('on a first attempt that earns nothing, does not speak of beating a best result', async () => {
    const user = userEvent.setup();
    renderApp(<Quiz chapter={chapter} />);
    for (let i = 0; i < 5; i++) {
      const { q } = shownQuestion();
      await user.click(screen.getByRole('radio', { name: q.options[(q.answer + 1) % 4] }));
      await user.click(screen.getByRole('button', { name: 'Responder' }));
      await user.click(screen.getByRole('button', { name: i === 4 ? 'Finalizar' : 'Próxima' }));
    }
    expect(await screen.findByText('0%')).toBeInTheDocument();
    expect(screen.getByText('Nenhum ponto desta vez: cada acerto vale 10 pontos.')).toBeInTheDocument();
    expect(screen.getByText(/Para passar, são 70% ou mais: acerte pelo menos 4 de 5\./)).toBeInTheDocument();
    // The review says what was chosen and what was right, each on its own line.
    expect(screen.getAllByText(/^Sua resposta:/)).toHaveLength(5);
    expect(screen.getAllByText(/^Resposta certa:/)).toHaveLength(5);
  });

  it('after a perfect best, a retake says its points are already earned instead of asking to beat it', async () => {
    const user = userEvent.setup();
    renderApp(<Quiz chapter={chapter} />, {
      progress: {
        quizBests: { [chapter.id]: { correct: 5, total: 5, at: '2026-11-01T12:00:00.000Z' } },
        completedChapters: { [chapter.id]: '2026-11-01T12:00:00.000Z' },
      },
    });
    expect(screen.getByText('Seu melhor resultado: 5 de 5 acertos.')).toBeInTheDocument();
    for (let i = 0; i < 5; i++) {
      const { q } = shownQuestion();
      await user.click(screen.getByRole('radio', { name: q.options[q.answer] }));
      await user.click(screen.getByRole('button', { name: 'Responder' }));
      await user.click(screen.getByRole('button', { name: i === 4 ? 'Finalizar' : 'Próxima' }));
    }
    expect(
      await screen.findByText(
        'Você já tinha acertado 5 de 5 neste quiz: os pontos dele já são seus. Refazer ajuda a fixar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Parabéns, você passou neste quiz!/)).toBeInTheDocument();
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
