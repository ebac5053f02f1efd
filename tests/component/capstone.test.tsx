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

/** A screen of the projeto final, in a course that has one, at a step (`?etapa=`) or at its first. */
async function renderCapstone(ui: React.ReactElement, progress: Partial<ProgressState> = {}, step?: string) {
  const rendered = renderApp(ui, {
    path: step ? `/projeto-final?etapa=${step}` : '/projeto-final',
    progress,
  });
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

const titleOf = (id: string) => capstone.steps.find((s) => s.id === id)!.title;
const stepHeading = (n: number) =>
  screen.getByRole('heading', { level: 2, name: `${n}. ${titleOf(PLAN_STEPS[n - 1]!)}` });

// Walking several steps of a long form in jsdom takes seconds on a shared machine.
describe('projeto final', { timeout: 20_000 }, () => {
  it('shows one step per screen, where it is among the steps, and a list of every step to jump to', async () => {
    await renderCapstone(<CapstoneScreen />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      `1. ${titleOf(PLAN_STEPS[0]!)}`,
    ]);
    expect(screen.getByText(`Etapa 1 de ${PLAN_STEPS.length}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso no projeto' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(100 / PLAN_STEPS.length)),
    );
    expect(screen.getByText(`Etapas do projeto: 0 de ${PLAN_STEPS.length} prontas`)).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Etapas do projeto' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...PLAN_STEPS.map((id, i) => `${i + 1}. ${titleOf(id)}`), 'Revisar e concluir']);
    expect(screen.queryByRole('button', { name: 'Etapa anterior' })).not.toBeInTheDocument();
  });

  it('moves between steps with Próxima etapa and Etapa anterior, replacing the address and focusing the heading', async () => {
    const user = userEvent.setup();
    const { location } = await renderCapstone(<CapstoneScreen />);
    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    expect(screen.getByText(`Etapa 2 de ${PLAN_STEPS.length}`)).toBeInTheDocument();
    expect(stepHeading(2)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    expect(stepHeading(3)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Etapa anterior' }));
    expect(stepHeading(2)).toHaveFocus();
    // One entry in the history, replaced at each step: the back button leaves the projeto final.
    expect(location.history).toEqual([`/projeto-final?etapa=${PLAN_STEPS[1]}`]);

    // The list jumps anywhere, the last screen included.
    await user.click(screen.getByText(/^Etapas do projeto:/));
    await user.click(screen.getByRole('button', { name: 'Revisar e concluir' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Concluir' })).toHaveFocus();
    expect(screen.getByText('Revisão final')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próxima etapa' })).not.toBeInTheDocument();
  });

  it('opens the step the address names, as after a reload', async () => {
    await renderCapstone(<CapstoneScreen />, {}, 'canais');
    const n = PLAN_STEPS.indexOf('canais') + 1;
    expect(screen.getByText(`Etapa ${n} de ${PLAN_STEPS.length}`)).toBeInTheDocument();
    expect(stepHeading(n)).toBeInTheDocument();
    // Not focused on arrival: the page stays where the browser puts it.
    expect(stepHeading(n)).not.toHaveFocus();
  });

  it('keeps what was typed when the learner moves to another step before the pause that saves it', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />, {}, 'persona');
    await user.type(screen.getByRole('textbox', { name: 'Persona' }), 'Mães do bairro');
    await user.click(screen.getByRole('button', { name: 'Próxima etapa' }));
    expect(store.getState().progress.state.plan?.persona).toBe('Mães do bairro');
    await user.click(screen.getByRole('button', { name: 'Etapa anterior' }));
    expect(screen.getByRole('textbox', { name: 'Persona' })).toHaveValue('Mães do bairro');
  });

  it('adds objectives up to the limit and removes them down to one', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />, {}, 'objetivos');
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
  });

  it('fills a channel row in place, shows money as "R$ 1.200" and says how the budget stands', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />, {}, 'canais');
    // Nothing typed: the budget does not "close", it says what is missing.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Falta o orçamento: escreva o total para os 90 dias e a verba de cada canal.',
    );
    expect(screen.queryByText(/O orçamento fecha/)).not.toBeInTheDocument();
    const total = screen.getByLabelText('Orçamento total para os 90 dias');
    expect(total).toHaveValue('');
    await user.type(total, '1200');
    expect(total).toHaveValue('1.200');
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
    expect(store.getState().progress.state.plan?.totalBudget).toBe(1200);
    // Exactly, with the no-break space after "R$".
    expect(screen.getByRole('status').textContent).toBe(
      'Distribuído: R$\u00a0900 de R$\u00a01.200. Faltam R$\u00a0300 para distribuir.',
    );
  });

  it('refuses to complete while something is missing, taking the learner to the first field that lacks it', async () => {
    const user = userEvent.setup();
    await renderCapstone(<CapstoneScreen />, {}, 'concluir');
    await user.click(screen.getByRole('button', { name: /^Concluir projeto/ }));
    expect(
      screen.getByText(
        /^Ainda não dá para concluir\. Negócio: escreva pelo menos 5 palavras diferentes \(agora: 0\)\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'O negócio' })).toHaveFocus();
    expect(screen.getByText(`Etapa 1 de ${PLAN_STEPS.length}`)).toBeInTheDocument();
  });

  it('asks each channel for the result it expects, with a hint, and saves it', async () => {
    const user = userEvent.setup();
    const { store } = await renderCapstone(<CapstoneScreen />, {}, 'canais');
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
    const { store } = await renderCapstone(<CapstoneScreen />, { plan }, 'concluir');

    await user.click(screen.getByRole('button', { name: /^Concluir projeto/ }));
    const message = 'Persona: escreva pelo menos 15 palavras diferentes (agora: 0).';
    const persona = screen.getByRole('textbox', { name: 'Persona' });
    expect(persona).toHaveFocus();
    expect(persona).toHaveAttribute('aria-invalid', 'true');
    expect(persona).toHaveAccessibleDescription(expect.stringContaining(message));
    // Nothing typed is lost, and nothing was paid.
    expect(persona).toHaveValue(invisible);
    expect(store.getState().progress.state).toMatchObject({ points: 0, planCompletedAt: null });

    // Every field says what it lacks on its own step too.
    await user.click(screen.getByText(/^Etapas do projeto:/));
    await user.click(
      screen.getByRole('button', { name: `${PLAN_STEPS.indexOf('canais') + 1}. ${titleOf('canais')}` }),
    );
    const second = screen.getByRole('group', { name: 'Canal 2' });
    const expected = within(second).getByRole('textbox', { name: 'Resultado esperado' });
    expect(expected).toHaveAttribute('aria-invalid', 'true');
    expect(expected).toHaveAccessibleDescription(
      expect.stringContaining('Canal 2 (WhatsApp Business): diga o resultado esperado com um número.'),
    );
    // Fields without a problem say nothing.
    await user.click(screen.getByText(/^Etapas do projeto:/));
    await user.click(
      screen.getByRole('button', { name: `${PLAN_STEPS.indexOf('medicao') + 1}. ${titleOf('medicao')}` }),
    );
    expect(screen.getByRole('textbox', { name: 'Como vou medir' })).not.toHaveAttribute('aria-invalid');

    // The list of what is missing takes the learner to the field, on its step.
    await user.click(screen.getByText(/^Etapas do projeto:/));
    await user.click(screen.getByRole('button', { name: 'Revisar e concluir' }));
    await user.click(screen.getByRole('link', { name: /^Canal 2 \(WhatsApp Business\): diga o resultado/ }));
    expect(
      within(screen.getByRole('group', { name: 'Canal 2' })).getByRole('textbox', {
        name: 'Resultado esperado',
      }),
    ).toHaveFocus();
  });

  it('says what a field lacks once the learner leaves it, not while they type', async () => {
    const user = userEvent.setup();
    await renderCapstone(<CapstoneScreen />, {}, 'persona');
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
    const { store } = await renderCapstone(<CapstoneScreen />, { plan: readyPlan() }, 'concluir');
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
