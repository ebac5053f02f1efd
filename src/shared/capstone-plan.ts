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
  expected: 200,
  /** Whole reais, for the 90 days. */
  budget: 10_000_000,
  week: 300,
  measurement: 1200,
} as const;

/**
 * What each field needs before the plan can be completed: at least this many different real words (runs of two
 * or more letters, see words.ts; "bla bla bla" is one word), and for some a number written with digits. A
 * sentence gets a sentence's worth; a name (the KPI, the channel) one word.
 */
export const PLAN_MINIMUMS = {
  business: { words: 5 },
  persona: { words: 15 },
  objective: { words: 3 },
  kpi: { words: 1 },
  /** A number and its deadline or unit: "de 12 para 20 por semana". */
  target: { words: 2, number: true },
  funnelStage: { words: 5 },
  channel: { words: 1 },
  role: { words: 3 },
  /** "40 pedidos de orçamento pelo WhatsApp em 90 dias". */
  expected: { words: 3, number: true },
  week: { words: 2 },
  measurement: { words: 12 },
} as const satisfies Record<string, { words: number; number?: boolean }>;

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
  /**
   * The result the channel is expected to bring for its money, with a number ("40 pedidos de orçamento pelo
   * WhatsApp em 90 dias"). Absent in channels saved by older apps, which the check reads as empty.
   */
  expected?: string;
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
  /** Whole reais for the 90 days; the channels' budgets must add up to it (0 when every channel is organic). */
  totalBudget: number;
  /** What happens each of the 12 weeks. */
  weeks: string[];
  measurement: string;
  compliance: Record<ComplianceCheck, boolean>;
}

export type PlanPatch = Partial<CapstonePlan>;

/**
 * A field of the plan a problem is about; rows (objectives, channels, weeks, compliance checks) also carry the
 * row's index.
 */
export type PlanField =
  | 'business'
  | 'persona'
  | 'objective'
  | 'kpi'
  | 'target'
  | `funnel.${FunnelStage}`
  | 'totalBudget'
  | 'channel'
  | 'role'
  | 'expected'
  | 'budget'
  | 'week'
  | 'measurement'
  | 'compliance';

export const emptyObjective = (): PlanObjective => ({ objective: '', kpi: '', target: '' });

export const emptyChannel = (): PlanChannel => ({ channel: '', role: '', expected: '', budget: 0 });

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
