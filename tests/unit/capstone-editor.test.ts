// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAN_LIMITS as L, PLAN_STEPS, PLAN_WEEKS, emptyPlan } from '../../src/shared/capstone-plan';
import { planProblems, readySteps } from '../../src/shared/capstone';
import {
  budgetBalance,
  budgetStatus,
  calendarRows,
  groupedDigits,
  orDash,
} from '../../src/client/features/capstone/plan-format';
import {
  canAddRow,
  canRemoveRow,
  chooseCase,
  removeAt,
  replaceAt,
} from '../../src/client/features/capstone/plan-edits';
import {
  selectPlan,
  selectPlanProblems,
  selectReadySteps,
} from '../../src/client/features/capstone/capstone-selectors';
import { completePlan, updatePlan } from '../../src/client/features/capstone/capstone-thunks';
import { readyPlan } from '../support/capstone';
import { courseStore, settled } from '../support/course-store';

afterEach(() => vi.unstubAllGlobals());

const padaria = { id: 'padaria-curitiba', name: 'Padaria em Curitiba', summary: 'Bolos para festas.' };

describe('the plan editor’s rules', () => {
  it('counts the steps with nothing missing, out of every step of the plan', () => {
    expect(readySteps(planProblems(emptyPlan()))).toBe(0);
    expect(readySteps(planProblems(readyPlan()))).toBe(PLAN_STEPS.length);
    expect(readySteps(planProblems({ ...readyPlan(), measurement: '' }))).toBe(PLAN_STEPS.length - 1);
    // Three problems in one step leave one step not ready.
    const noFunnel = { ...readyPlan(), funnel: { topo: '', meio: '', fundo: '' } };
    expect(planProblems(noFunnel)).toHaveLength(3);
    expect(readySteps(planProblems(noFunnel))).toBe(PLAN_STEPS.length - 1);
  });

  it('says whether the channels’ budgets add up to the total, to the real', () => {
    expect(budgetBalance(1200, 1200)).toBe('O orçamento fecha.');
    expect(budgetBalance(1200, 1199)).toMatch(/^Faltam R\$\s1 para distribuir\.$/);
    expect(budgetBalance(1200, 1201)).toMatch(/^Passou R\$\s1 do orçamento\.$/);
    // An empty budget does not close: it says what is missing.
    expect(budgetBalance(0, 0)).toBe(
      'Falta o orçamento: escreva o total para os 90 dias e a verba de cada canal.',
    );
    expect(budgetBalance(0, 0, true)).toBe(
      'Todos os canais estão sem verba (orgânicos): o orçamento total fica em R$\u00a00.',
    );
    expect(budgetBalance(0, 900)).toBe(
      'Os canais somam R$\u00a0900: falta o orçamento total para os 90 dias.',
    );
    expect(budgetStatus(3000, 1000)).toBe(
      'Distribuído: R$\u00a01.000 de R$\u00a03.000. Faltam R$\u00a02.000 para distribuir.',
    );
  });

  it('shows whole reais grouped the Brazilian way while typing', () => {
    expect(groupedDigits('3000')).toBe('3.000');
    expect(groupedDigits('1200000')).toBe('1.200.000');
    expect(groupedDigits('')).toBe('');
  });

  it('keeps at least one objective and one channel, and at most the limit of each', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(canRemoveRow(rows(1))).toBe(false);
    expect(canRemoveRow(rows(2))).toBe(true);
    expect(canAddRow(rows(L.objectives - 1), L.objectives)).toBe(true);
    expect(canAddRow(rows(L.objectives), L.objectives)).toBe(false);
    expect(canAddRow(rows(L.channels - 1), L.channels)).toBe(true);
    expect(canAddRow(rows(L.channels), L.channels)).toBe(false);
  });

  it('changes one row of a list, or removes it, leaving the others as they were', () => {
    expect(replaceAt(['a', 'b', 'c'], 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(removeAt(['a', 'b', 'c'], 0)).toEqual(['b', 'c']);
  });

  it('starts an empty business description from the chosen case, and never overwrites one', () => {
    expect(chooseCase(emptyPlan(), padaria)).toEqual({
      caseId: 'padaria-curitiba',
      business: 'Padaria em Curitiba. Bolos para festas.',
    });
    expect(chooseCase({ ...emptyPlan(), business: '   ' }, padaria)).toHaveProperty('business');
    expect(chooseCase({ ...emptyPlan(), business: 'Minha loja' }, padaria)).toEqual({
      caseId: 'padaria-curitiba',
    });
  });

  it('prints the calendar in two columns, the first half of the weeks beside the second', () => {
    const weeks = Array.from({ length: PLAN_WEEKS }, (_, i) => `ação ${i + 1}`);
    const rows = calendarRows(weeks);
    expect(rows).toHaveLength(PLAN_WEEKS / 2);
    expect(rows[0]).toEqual([
      { week: 1, text: 'ação 1' },
      { week: PLAN_WEEKS / 2 + 1, text: `ação ${PLAN_WEEKS / 2 + 1}` },
    ]);
    expect(rows.at(-1)).toEqual([
      { week: PLAN_WEEKS / 2, text: `ação ${PLAN_WEEKS / 2}` },
      { week: PLAN_WEEKS, text: `ação ${PLAN_WEEKS}` },
    ]);
    expect(
      rows
        .flat()
        .map((c) => c.week)
        .sort((a, b) => a - b),
    ).toEqual(weeks.map((_, i) => i + 1));
  });

  it('prints a dash for a field left blank', () => {
    expect(orDash('')).toBe('—');
    expect(orDash(' \n')).toBe('—');
    expect(orDash('Padaria')).toBe('Padaria');
  });
});

describe('the plan in the store', () => {
  it('is an empty plan, always the same one, until the learner changes it', async () => {
    const store = courseStore();
    const plan = selectPlan(store.getState());
    expect(plan).toEqual(emptyPlan());
    expect(selectPlan(store.getState())).toBe(plan);
    expect(selectReadySteps(store.getState())).toBe(0);

    const { business, persona } = readyPlan();
    await store.dispatch(updatePlan({ business, persona }));
    expect(selectPlan(store.getState())).toMatchObject({ business, persona });
    expect(selectPlanProblems(store.getState()).map((p) => p.step)).not.toContain('persona');
    expect(selectReadySteps(store.getState())).toBe(2);
    expect(store.getState().outbox.pending.map((e) => e.type)).toEqual(['plan.updated']);
    await settled(store);
  });

  it('refuses to complete a plan with something missing, naming the first thing', async () => {
    const store = courseStore();
    await store.dispatch(updatePlan({ business: 'Padaria' }));
    const result = await store.dispatch(completePlan());
    expect(completePlan.rejected.match(result)).toBe(true);
    expect(result.payload).toBe('Negócio: escreva pelo menos 5 palavras diferentes (agora: 1).');
    expect(store.getState().progress.state.planCompletedAt).toBeNull();
    await settled(store);
  });

  it('completes a ready plan once, paying the projeto final’s points', async () => {
    const store = courseStore({ plan: readyPlan() });
    const first = await store.dispatch(completePlan());
    expect(completePlan.fulfilled.match(first) && first.payload.pointsAwarded).toBe(
      store.getState().chapters.capstone!.points,
    );
    const again = await store.dispatch(completePlan());
    expect(completePlan.fulfilled.match(again) && again.payload.pointsAwarded).toBe(0);
    expect(store.getState().progress.state.planCompletedAt).not.toBeNull();
    await settled(store);
  });
});
