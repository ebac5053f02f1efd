import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CapstoneScreen from '../../src/client/features/capstone/CapstoneScreen';
import CapstonePrintScreen from '../../src/client/features/capstone/CapstonePrintScreen';
import { summarize, summarizeCapstone } from '../../src/content/vite-plugin';
import { PLAN_LIMITS, PLAN_STEPS } from '../../src/shared/capstone-plan';
import type { ProgressState } from '../../src/shared/progress';
import { READY_WEEKS, readyPlan } from '../support/capstone';
import { curriculum, renderApp } from '../support/render';

const capstone = curriculum.capstone!;

beforeEach(() => {
  // The projeto final's guidance comes from the precache; the server is out of reach.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/content/capstone.json'
        ? new Response(JSON.stringify(capstone))
        : new Response(JSON.stringify({ error: { code: 'X', message: 'offline' } }), { status: 503 }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A screen of the projeto final, in a course that has one. */
async function renderCapstone(ui: React.ReactElement, progress: Partial<ProgressState> = {}) {
  const rendered = renderApp(ui, { path: '/projeto-final', progress });
  act(() => {
    rendered.store.dispatch({
      type: 'chapters/loadCatalogue/fulfilled',
      payload: {
        chapters: curriculum.chapters.map(summarize),
        insights: curriculum.insights,
        capstone: summarizeCapstone(capstone),
      },
    });
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('projeto final', () => {
  it('shows every step, in order, with its title from the course', async () => {
    await renderCapstone(<CapstoneScreen />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      ...PLAN_STEPS.map((id, i) => `${i + 1}. ${capstone.steps.find((s) => s.id === id)!.title}`),
      'Concluir',
    ]);
    expect(
      screen.getByText(`0 de ${PLAN_STEPS.length} etapas prontas.`, { exact: false }),
    ).toBeInTheDocument();
  });

  it('adds objectives up to the limit and removes them down to one', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />);
    expect(screen.queryByRole('button', { name: 'Remover objetivo 1' })).not.toBeInTheDocument();
    for (let n = 1; n < PLAN_LIMITS.objectives; n++)
      await user.click(screen.getByRole('button', { name: 'Adicionar objetivo' }));
    expect(screen.getByRole('group', { name: `Objetivo ${PLAN_LIMITS.objectives}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar objetivo' })).not.toBeInTheDocument();
    expect(store.getState().progress.state.plan?.objectives).toHaveLength(PLAN_LIMITS.objectives);

    for (let n = PLAN_LIMITS.objectives; n > 1; n--)
      await user.click(screen.getByRole('button', { name: `Remover objetivo ${n}` }));
    expect(screen.queryByRole('button', { name: /^Remover objetivo/ })).not.toBeInTheDocument();
    expect(store.getState().progress.state.plan?.objectives).toHaveLength(1);
    // The channels' list works the same way, on its own.
    expect(screen.getByRole('button', { name: 'Adicionar canal' })).toBeInTheDocument();
  });

  it('fills a channel row in place and says how the budget stands', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />);
    await user.type(screen.getByLabelText('Orçamento total para os 90 dias'), '1200');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Adicionar canal' }));
    const second = screen.getByRole('group', { name: 'Canal 2' });
    await user.type(within(second).getByLabelText('Canal'), 'Instagram');
    await user.type(within(second).getByLabelText('Verba do canal'), '900');
    await user.tab();
    expect(store.getState().progress.state.plan?.channels).toEqual([
      { channel: '', role: '', expected: '', budget: 0 },
      { channel: 'Instagram', role: '', expected: '', budget: 900 },
    ]);
    expect(screen.getByText(/Faltam R\$\s300 para distribuir\./)).toBeInTheDocument();
  });

  it('refuses to complete while something is missing, taking the learner to the first field that lacks it', async () => {
    const user = userEvent.setup();
    await renderCapstone(<CapstoneScreen />);
    await user.click(screen.getByRole('button', { name: /^Concluir projeto/ }));
    expect(
      screen.getByText(
        /^Ainda não dá para concluir\. Negócio: escreva pelo menos 5 palavras diferentes \(agora: 0\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'O negócio' })).toHaveFocus();
  });

  it('asks each channel for the result it expects, with a hint, and saves it', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />);
    const first = screen.getByRole('group', { name: 'Canal 1' });
    const expected = within(first).getByRole('textbox', { name: 'Resultado esperado' });
    expect(expected).toHaveAccessibleDescription(/número/);
    await user.type(expected, '40 pedidos de orçamento pelo WhatsApp em 90 dias');
    await user.tab();
    expect(store.getState().progress.state.plan?.channels[0]).toMatchObject({
      expected: '40 pedidos de orçamento pelo WhatsApp em 90 dias',
    });
  });

  it('after Concluir on a plan of invisible characters, ties each message to its field and keeps the text', async () => {
    const user = userEvent.setup();
    const invisible = '\u200B\u200C\u200D'.repeat(10);
    const plan = readyPlan();
    plan.persona = invisible;
    plan.channels[1]!.expected = 'Muitas encomendas pelo catálogo';
    const { store } = await renderCapstone(<CapstoneScreen />, { plan });
    const persona = screen.getByRole('textbox', { name: 'Persona' });
    expect(persona).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: /^Concluir projeto/ }));
    const message = 'Persona: escreva pelo menos 15 palavras diferentes (agora: 0).';
    expect(persona).toHaveFocus();
    expect(persona).toHaveAttribute('aria-invalid', 'true');
    expect(persona).toHaveAccessibleDescription(expect.stringContaining(message));
    const second = screen.getByRole('group', { name: 'Canal 2' });
    const expected = within(second).getByRole('textbox', { name: 'Resultado esperado' });
    expect(expected).toHaveAttribute('aria-invalid', 'true');
    expect(expected).toHaveAccessibleDescription(
      expect.stringContaining('Canal 2 (WhatsApp Business): diga o resultado esperado com um número.'),
    );
    // Fields without a problem say nothing.
    expect(screen.getByRole('textbox', { name: 'Como vou medir' })).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost, and nothing was paid.
    expect(persona).toHaveValue(invisible);
    expect(store.getState().progress.state).toMatchObject({ points: 0, planCompletedAt: null });

    // The list of what is missing takes the learner to the field.
    await user.click(screen.getByRole('link', { name: /^Canal 2 \(WhatsApp Business\): diga o resultado/ }));
    expect(expected).toHaveFocus();
  });

  it('says what a field lacks once the learner leaves it, not while they type', async () => {
    const user = userEvent.setup();
    await renderCapstone(<CapstoneScreen />);
    const persona = screen.getByRole('textbox', { name: 'Persona' });
    await user.type(persona, 'Mães do bairro');
    expect(persona).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(persona).toHaveAttribute('aria-invalid', 'true');
    expect(persona).toHaveAccessibleDescription(
      expect.stringContaining('Persona: escreva pelo menos 15 palavras diferentes (agora: 3).'),
    );
  });

  it('completes a ready plan once, paying the projeto final’s points', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />, { plan: readyPlan() });
    expect(
      screen.getByText('Tudo pronto. Revise o plano na versão para impressão e conclua.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Concluir projeto/ }));
    expect(
      await screen.findByText(`Projeto concluído! Você ganhou ${capstone.points} pontos.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Concluir projeto/ })).not.toBeInTheDocument();
    expect(store.getState().progress.state.points).toBe(capstone.points);
  });

  it('prints the plan under the steps’ titles, the calendar in two columns', async () => {
    await renderCapstone(<CapstonePrintScreen />, { plan: readyPlan() });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(PLAN_STEPS.map((id) => capstone.steps.find((s) => s.id === id)!.title));
    expect(screen.getByRole('cell', { name: /^R\$\s1\.200$/ })).toBeInTheDocument();
    const calendar = screen.getAllByRole('table').at(-1)!;
    const firstRow = within(calendar).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', READY_WEEKS[0], '7', READY_WEEKS[6]]);
    expect(screen.getByRole('columnheader', { name: 'Resultado esperado' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: readyPlan().channels[0]!.expected! })).toBeInTheDocument();
  });
});
