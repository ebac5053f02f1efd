/**
 * Projeto final: the learner's 90-day plan. Plain data and checks, without zod, because the progress rules
 * (which run on the first screen) apply plan events; the request schema is in capstone-schema.ts.
 */
export const PLAN_WEEKS = 12;
export const PLAN_LIMITS = {
  business: 200,
  persona: 1200,
  objectives: 5,
  objective: 200,
  kpi: 120,
  target: 80,
  funnelStage: 800,
  channels: 8,
  channel: 60,
  role: 200,
  /** Whole reais, for the 90 days. */
  budget: 10_000_000,
  week: 300,
  measurement: 1200,
} as const;

export const FUNNEL_STAGES = ['topo', 'meio', 'fundo'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const COMPLIANCE_CHECKS = ['lgpd', 'conar', 'cdc', 'eca'] as const;
export type ComplianceCheck = (typeof COMPLIANCE_CHECKS)[number];

export interface PlanObjective {
  objective: string;
  kpi: string;
  target: string;
}

export interface PlanChannel {
  channel: string;
  role: string;
  /** Whole reais for the 90 days. */
  budget: number;
}

export interface CapstonePlan {
  /** A case from the course the learner plans for, or null for their own business. */
  caseId: string | null;
  business: string;
  persona: string;
  objectives: PlanObjective[];
  funnel: Record<FunnelStage, string>;
  channels: PlanChannel[];
  /** Whole reais for the 90 days; the channels' budgets must add up to it. */
  totalBudget: number;
  /** What happens each of the 12 weeks. */
  weeks: string[];
  measurement: string;
  compliance: Record<ComplianceCheck, boolean>;
}

export type PlanPatch = Partial<CapstonePlan>;

export function emptyPlan(): CapstonePlan {
  return {
    caseId: null,
    business: '',
    persona: '',
    objectives: [{ objective: '', kpi: '', target: '' }],
    funnel: { topo: '', meio: '', fundo: '' },
    channels: [{ channel: '', role: '', budget: 0 }],
    totalBudget: 0,
    weeks: Array.from({ length: PLAN_WEEKS }, () => ''),
    measurement: '',
    compliance: { lgpd: false, conar: false, cdc: false, eca: false },
  };
}

export function budgetAllocated(plan: Pick<CapstonePlan, 'channels'>): number {
  return plan.channels.reduce((sum, c) => sum + c.budget, 0);
}

const filled = (text: string) => text.trim().length > 0;

/** The step each problem belongs to, so the screen can point at it. */
export type PlanStep =
  'negocio' | 'persona' | 'objetivos' | 'funil' | 'canais' | 'calendario' | 'medicao' | 'conformidade';

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
