/**
 * Projeto final: what a plan still lacks before it can be completed, in pt-BR. Plain code without zod, because
 * the progress rules apply plan events; the plan's shape is in capstone-plan.ts, the request schema in
 * capstone-schema.ts. The client loads it only with the projeto final, or to apply an unsent completion.
 */
import {
  COMPLIANCE_CHECKS,
  FUNNEL_STAGES,
  PLAN_STEPS,
  type CapstonePlan,
  type PlanStep,
} from './capstone-plan.js';

export * from './capstone-plan.js';

export function budgetAllocated(plan: Pick<CapstonePlan, 'channels'>): number {
  return plan.channels.reduce((sum, c) => sum + c.budget, 0);
}

const filled = (text: string) => text.trim().length > 0;

export interface PlanProblem {
  step: PlanStep;
  message: string;
}

/** What is still missing before the plan can be completed, in pt-BR; empty when it is ready. */
export function planProblems(plan: CapstonePlan | null): PlanProblem[] {
  if (!plan) return [{ step: 'negocio', message: 'Comece o plano: escolha o negócio.' }];
  const problems: PlanProblem[] = [];
  if (!filled(plan.business)) problems.push({ step: 'negocio', message: 'Diga qual é o negócio.' });
  if (!filled(plan.persona)) problems.push({ step: 'persona', message: 'Descreva a persona.' });
  const objectives = plan.objectives.filter((o) => filled(o.objective));
  if (objectives.length === 0)
    problems.push({ step: 'objetivos', message: 'Defina pelo menos um objetivo.' });
  if (objectives.some((o) => !filled(o.kpi) || !filled(o.target)))
    problems.push({ step: 'objetivos', message: 'Cada objetivo precisa de um KPI e de uma meta.' });
  for (const stage of FUNNEL_STAGES) {
    if (!filled(plan.funnel[stage]))
      problems.push({ step: 'funil', message: `Planeje o conteúdo do ${stage} do funil.` });
  }
  const channels = plan.channels.filter((c) => filled(c.channel));
  if (channels.length === 0) problems.push({ step: 'canais', message: 'Escolha pelo menos um canal.' });
  if (plan.totalBudget > 0 && budgetAllocated(plan) !== plan.totalBudget)
    problems.push({
      step: 'canais',
      message: 'A soma das verbas dos canais precisa fechar com o orçamento total.',
    });
  const emptyWeeks = plan.weeks.filter((w) => !filled(w)).length;
  if (emptyWeeks > 0)
    problems.push({
      step: 'calendario',
      message:
        emptyWeeks === 1
          ? 'Falta preencher 1 semana do calendário.'
          : `Faltam preencher ${emptyWeeks} semanas do calendário.`,
    });
  if (!filled(plan.measurement))
    problems.push({ step: 'medicao', message: 'Explique como vai medir os resultados.' });
  if (COMPLIANCE_CHECKS.some((c) => !plan.compliance[c]))
    problems.push({ step: 'conformidade', message: 'Confira os quatro itens de conformidade.' });
  return problems;
}

/** How many of the plan's steps have nothing missing. */
export function readySteps(problems: readonly PlanProblem[]): number {
  return PLAN_STEPS.filter((step) => !problems.some((p) => p.step === step)).length;
}
