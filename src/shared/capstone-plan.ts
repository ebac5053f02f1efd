/**
 * Projeto final: the shape of the learner's 90-day plan, its steps and an empty plan. Kept apart from the
 * completion check (capstone.ts) because the progress rules, which run on the first screen, build plans from
 * events and must not load the check with them.
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

/**
 * The plan's steps, in the order the learner fills them in. Their titles and guidance are content
 * (src/content/capstone.yaml), which must have one entry for each of these ids.
 */
export const PLAN_STEPS = [
  'negocio',
  'persona',
  'objetivos',
  'funil',
  'canais',
  'calendario',
  'medicao',
  'conformidade',
] as const;
/** The step each problem belongs to, so the screen can point at it. */
export type PlanStep = (typeof PLAN_STEPS)[number];

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

export const emptyObjective = (): PlanObjective => ({ objective: '', kpi: '', target: '' });

export const emptyChannel = (): PlanChannel => ({ channel: '', role: '', budget: 0 });

export function emptyPlan(): CapstonePlan {
  return {
    caseId: null,
    business: '',
    persona: '',
    objectives: [emptyObjective()],
    funnel: { topo: '', meio: '', fundo: '' },
    channels: [emptyChannel()],
    totalBudget: 0,
    weeks: Array.from({ length: PLAN_WEEKS }, () => ''),
    measurement: '',
    compliance: { lgpd: false, conar: false, cdc: false, eca: false },
  };
}
