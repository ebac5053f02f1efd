import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTENT_DIR, loadCurriculum } from '../../src/content/load';
import { budgetAllocated, emptyPlan, PLAN_STEPS, planProblems } from '../../src/shared/capstone';
import { readyPlan } from '../support/capstone';
import { PlanPatchSchema } from '../../src/shared/capstone-schema';
import { parseLearnerEvent, type LearnerEvent } from '../../src/shared/events';
import { applyLearnerEvent, emptyProgress, RuleError, type ContentRules } from '../../src/shared/progress';
import { contentRules } from '../../src/shared/content-rules';

const rules: ContentRules = contentRules([{ id: '1', points: 100, checklistIds: [] }], [], {
  points: 300,
  problems: planProblems,
});
const opts = { timeZone: 'America/Sao_Paulo', now: new Date('2026-11-24T15:00:00Z') };
let n = 0;
const event = (e: Record<string, unknown>) =>
  ({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    occurredAt: '2026-11-24T12:00:00Z',
    ...e,
  }) as LearnerEvent;

describe('the 90-day plan', () => {
  it('lists what is missing, step by step, in pt-BR', () => {
    expect(planProblems(null)).toHaveLength(1);
    const steps = planProblems(emptyPlan()).map((p) => p.step);
    expect(new Set(steps)).toEqual(new Set(PLAN_STEPS));
    expect(planProblems(readyPlan())).toEqual([]);
  });

  it('requires the channels’ budgets to add up to the total', () => {
    const plan = { ...readyPlan(), totalBudget: 1500 };
    expect(budgetAllocated(plan)).toBe(1200);
    expect(planProblems(plan)).toEqual([
      {
        step: 'canais',
        field: 'totalBudget',
        message: expect.stringMatching(
          /^Orçamento: a soma das verbas dos canais \(R\$\u00a01\.200\) precisa ser igual/,
        ),
      },
    ]);
  });

  it('requires a KPI and a target for each objective, and every week filled', () => {
    const plan = readyPlan();
    plan.objectives = [{ objective: 'Vender mais bolos', kpi: '', target: '' }];
    plan.weeks[11] = ' ';
    expect(planProblems(plan).map((p) => [p.field, p.index, p.message])).toEqual([
      ['kpi', 0, expect.stringMatching(/^KPI do objetivo 1: /)],
      ['target', 0, 'Meta do objetivo 1: escreva pelo menos 2 palavras diferentes (agora: 0).'],
      ['week', 11, 'Semana 12: escreva pelo menos 2 palavras diferentes (agora: 0).'],
    ]);
  });

  it('merges each change into the plan, counting the day as studied', () => {
    let s = applyLearnerEvent(
      emptyProgress(),
      event({ type: 'plan.updated', patch: { business: 'Padaria' } }),
      rules,
      opts,
    ).state;
    s = applyLearnerEvent(
      s,
      event({ type: 'plan.updated', patch: { persona: 'Quem encomenda' } }),
      rules,
      opts,
    ).state;
    expect(s.plan).toMatchObject({
      business: 'Padaria',
      persona: 'Quem encomenda',
      weeks: emptyPlan().weeks,
    });
    expect(s.activityDays).toEqual(['2026-11-24']);
    expect(s.points).toBe(0);
  });

  it('refuses to complete an unfinished plan, naming what is missing', () => {
    const start = applyLearnerEvent(
      emptyProgress(),
      event({ type: 'plan.updated', patch: { business: 'Padaria' } }),
      rules,
      opts,
    ).state;
    expect(() => applyLearnerEvent(start, event({ type: 'plan.completed' }), rules, opts)).toThrow(
      new RuleError('PLAN_INCOMPLETE', 'Negócio: escreva pelo menos 5 palavras diferentes (agora: 1).'),
    );
  });

  it('refuses to complete a plan of invisible characters and dots, paying nothing', () => {
    let s = emptyProgress();
    for (const patch of [
      readyPlan(),
      { persona: '\u200B\u200C\u200D\u2060\uFEFF'.repeat(30) },
      { funnel: { topo: '.....', meio: '. . . .', fundo: '\u200B.\u200B.' } },
    ]) {
      s = applyLearnerEvent(s, event({ type: 'plan.updated', patch }), rules, opts).state;
    }
    expect(() => applyLearnerEvent(s, event({ type: 'plan.completed' }), rules, opts)).toThrow(
      new RuleError('PLAN_INCOMPLETE', 'Persona: escreva pelo menos 15 palavras diferentes (agora: 0).'),
    );
    expect(s.points).toBe(0);
    expect(s.planCompletedAt).toBeNull();
  });

  it('keeps a completion earned before the checks grew stricter, with its points', () => {
    const earlier = {
      ...readyPlan(),
      persona: 'Quem encomenda bolos.',
      channels: [{ channel: 'Instagram', role: 'Atrair', budget: 0 }],
      totalBudget: 0,
    };
    const completed = {
      ...emptyProgress(),
      points: 300,
      plan: earlier,
      planCompletedAt: '2026-10-01T12:00:00.000Z',
    };
    let s = applyLearnerEvent(
      completed,
      event({ type: 'plan.updated', patch: { business: 'Padaria em Curitiba' } }),
      rules,
      opts,
    ).state;
    expect(s).toMatchObject({ points: 300, planCompletedAt: '2026-10-01T12:00:00.000Z' });
    // Completing again changes nothing and pays nothing, whatever the plan now lacks.
    const again = applyLearnerEvent(s, event({ type: 'plan.completed' }), rules, opts);
    expect(again.outcome.pointsAwarded).toBe(0);
    s = again.state;
    expect(s).toMatchObject({ points: 300, planCompletedAt: '2026-10-01T12:00:00.000Z' });
  });

  it('pays the content’s points once, on the first completion, and per local day', () => {
    let s = applyLearnerEvent(
      emptyProgress(),
      event({ type: 'plan.updated', patch: readyPlan() }),
      rules,
      opts,
    ).state;
    const first = applyLearnerEvent(s, event({ type: 'plan.completed' }), rules, opts);
    expect(first.outcome.pointsAwarded).toBe(300);
    s = first.state;
    expect(s.points).toBe(300);
    expect(s.pointsByDay['2026-11-24']).toBe(300);
    expect(s.planCompletedAt).toBe('2026-11-24T12:00:00.000Z');
    const again = applyLearnerEvent(s, event({ type: 'plan.completed' }), rules, opts);
    expect(again.outcome.pointsAwarded).toBe(0);
    expect(again.state.points).toBe(300);
    expect(again.state.planCompletedAt).toBe('2026-11-24T12:00:00.000Z');
  });

  it('leaves a completion to the server where the plan check is not loaded yet', () => {
    const withoutCheck = contentRules([{ id: '1', points: 100, checklistIds: [] }], [], { points: 300 });
    const s = applyLearnerEvent(
      emptyProgress(),
      event({ type: 'plan.updated', patch: readyPlan() }),
      withoutCheck,
      opts,
    ).state;
    expect(() => applyLearnerEvent(s, event({ type: 'plan.completed' }), withoutCheck, opts)).toThrow(
      new RuleError('PLAN_UNAVAILABLE', 'O projeto final ainda não foi carregado.'),
    );
  });

  it('refuses plan events when the course has no projeto final', () => {
    const noCapstone = contentRules([{ id: '1', points: 100, checklistIds: [] }], []);
    expect(() =>
      applyLearnerEvent(
        emptyProgress(),
        event({ type: 'plan.updated', patch: { business: 'x' } }),
        noCapstone,
        opts,
      ),
    ).toThrow(RuleError);
  });

  it('validates plan events: sizes, whole reais, control characters, twelve weeks, unknown parts', () => {
    const ok = (patch: unknown) => parseLearnerEvent({ ...event({ type: 'plan.updated' }), patch }, 0).ok;
    expect(ok({ business: 'Padaria\nem Curitiba' })).toBe(true);
    expect(ok(readyPlan())).toBe(true);
    expect(ok({ channels: [{ channel: 'Instagram', role: 'Atrair', budget: 0 }] })).toBe(true);
    expect(ok({ channels: [{ channel: 'Instagram', role: 'Atrair', budget: 0, extra: 'x' }] })).toBe(false);
    expect(ok({})).toBe(false);
    expect(ok({ business: 'x'.repeat(201) })).toBe(false);
    expect(ok({ business: 'Padaria\u0000' })).toBe(false);
    expect(ok({ totalBudget: 10.5 })).toBe(false);
    expect(ok({ totalBudget: -1 })).toBe(false);
    expect(ok({ weeks: ['só uma'] })).toBe(false);
    expect(ok({ points: 1000 })).toBe(false);
    expect(PlanPatchSchema.safeParse({ channels: [] }).success).toBe(false);
  });
});

describe('capstone.yaml', () => {
  const curriculum = loadCurriculum();

  it('is loaded with the plan’s steps, in order, that point at existing chapters, and is worth points', () => {
    const c = curriculum.capstone!;
    expect(c.steps.map((s) => s.id)).toEqual(PLAN_STEPS);
    expect(c.points).toBeGreaterThan(0);
    expect(c.cases.length).toBeGreaterThanOrEqual(1);
  });

  it('fails the load, naming the file and field, when a step points at a chapter that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hub-capstone-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
    const file = join(dir, 'capstone.yaml');
    const data = parse(readFileSync(file, 'utf8'));
    data.steps[2].chapters = ['99'];
    writeFileSync(file, stringify(data));
    expect(() => loadCurriculum(dir)).toThrow(/capstone\.yaml.*steps\.2\.chapters\.0/);
  });
});
