/**
 * Projeto final: what a plan still lacks before it can be completed, in pt-BR, each problem tied to its step and
 * field. Plain code without zod, because the progress rules apply plan events; the plan's shape and the
 * minimums are in capstone-plan.ts, the request schema in capstone-schema.ts. The client loads it only with the
 * projeto final, or to apply an unsent completion; the server checks every completion with it.
 */
import {
  COMPLIANCE_CHECKS,
  FUNNEL_STAGES,
  PLAN_MINIMUMS,
  PLAN_STEPS,
  type CapstonePlan,
  type ComplianceCheck,
  type FunnelStage,
  type PlanField,
  type PlanStep,
} from './capstone-plan.js';
import { formatReais } from './format.js';
import { distinctWordCount, hasDigit } from './words.js';

export * from './capstone-plan.js';

export function budgetAllocated(plan: Pick<CapstonePlan, 'channels'>): number {
  return plan.channels.reduce((sum, c) => sum + c.budget, 0);
}

export interface PlanProblem {
  step: PlanStep;
  field: PlanField;
  /** The row (objective, channel, week, compliance check), from 0, for the fields that repeat. */
  index?: number;
  /** What is missing and why, in pt-BR, starting with the field's name ("Persona: …"). */
  message: string;
}

const FUNNEL_NAMES: Record<FunnelStage, string> = {
  topo: 'Topo do funil',
  meio: 'Meio do funil',
  fundo: 'Fundo do funil',
};

const COMPLIANCE_NAMES: Record<ComplianceCheck, string> = {
  lgpd: 'LGPD',
  conar: 'CONAR',
  cdc: 'CDC',
  eca: 'ECA Digital',
};

const reais = formatReais;

/** Nothing typed at all: such a row, among others, is left out (the learner added it and never used it). */
const blank = (text: string | undefined) => !text?.trim();

/** How one field is named in its messages, and what to say when it has no number where one is asked. */
interface FieldWording {
  /** The field's name, starting the message: "Persona", "Semana 3", "Papel do canal 2 (Instagram)". */
  subject: string;
  /** The whole message for a field that asks for one word and has none (a name: the KPI, the channel). */
  noWord?: string;
  /** The whole message for a field with enough words but no number, where one is asked. */
  noNumber?: string;
}

/** What is still missing before the plan can be completed, in the editor's order; empty when it is ready. */
export function planProblems(plan: CapstonePlan | null): PlanProblem[] {
  if (!plan) return [{ step: 'negocio', field: 'business', message: 'Comece o plano: escolha o negócio.' }];
  const problems: PlanProblem[] = [];
  /** Adds the problem of one field, if any: too few different words, else no number where one is asked. */
  const check = (
    at: Omit<PlanProblem, 'message'>,
    text: string | undefined,
    rule: { words: number; number?: boolean },
    wording: FieldWording,
  ) => {
    const count = distinctWordCount(text ?? '');
    if (count < rule.words) {
      const message =
        rule.words === 1 && wording.noWord
          ? wording.noWord
          : `${wording.subject}: escreva pelo menos ${rule.words} palavras diferentes (agora: ${count}).`;
      problems.push({ ...at, message });
    } else if (rule.number && !hasDigit(text ?? '')) {
      problems.push({ ...at, message: wording.noNumber ?? `${wording.subject}: use um número.` });
    }
  };

  check({ step: 'negocio', field: 'business' }, plan.business, PLAN_MINIMUMS.business, {
    subject: 'Negócio',
  });
  check({ step: 'persona', field: 'persona' }, plan.persona, PLAN_MINIMUMS.persona, { subject: 'Persona' });

  const objectives = usedRows(plan.objectives, (o) => blank(o.objective) && blank(o.kpi) && blank(o.target));
  for (const [o, index] of objectives) {
    const n = index + 1;
    const step = 'objetivos';
    check({ step, field: 'objective', index }, o.objective, PLAN_MINIMUMS.objective, {
      subject: `Objetivo ${n}`,
    });
    check({ step, field: 'kpi', index }, o.kpi, PLAN_MINIMUMS.kpi, {
      subject: `KPI do objetivo ${n}`,
      noWord: `KPI do objetivo ${n}: diga com palavras o que vai medir (por exemplo: encomendas por semana).`,
    });
    check({ step, field: 'target', index }, o.target, PLAN_MINIMUMS.target, {
      subject: `Meta do objetivo ${n}`,
      noNumber: `Meta do objetivo ${n}: diga a meta com um número e o prazo (por exemplo: de 12 para 20 por semana em 90 dias).`,
    });
  }

  for (const stage of FUNNEL_STAGES) {
    const field = `funnel.${stage}` as const;
    check({ step: 'funil', field }, plan.funnel[stage], PLAN_MINIMUMS.funnelStage, {
      subject: FUNNEL_NAMES[stage],
    });
  }

  const allocated = budgetAllocated(plan);
  if (allocated !== plan.totalBudget)
    problems.push({
      step: 'canais',
      field: 'totalBudget',
      message:
        `Orçamento: a soma das verbas dos canais (${reais(allocated)}) precisa ser igual ao orçamento total ` +
        `(${reais(plan.totalBudget)}). Se todos os canais forem orgânicos, sem verba, o total é ${reais(0)}.`,
    });
  const channels = usedRows(
    plan.channels,
    (c) => blank(c.channel) && blank(c.role) && blank(c.expected) && c.budget === 0,
  );
  for (const [c, index] of channels) {
    const n = index + 1;
    const named = distinctWordCount(c.channel) > 0 ? `canal ${n} (${c.channel.trim()})` : `canal ${n}`;
    const step = 'canais';
    check({ step, field: 'channel', index }, c.channel, PLAN_MINIMUMS.channel, {
      subject: `Canal ${n}`,
      noWord: `Canal ${n}: escreva o nome do canal (por exemplo: Instagram).`,
    });
    check({ step, field: 'role', index }, c.role, PLAN_MINIMUMS.role, { subject: `Papel do ${named}` });
    check({ step, field: 'expected', index }, c.expected, PLAN_MINIMUMS.expected, {
      subject: `Resultado esperado do ${named}`,
      noNumber: `${capitalised(named)}: diga o resultado esperado com um número.`,
    });
  }

  plan.weeks.forEach((week, index) => {
    check({ step: 'calendario', field: 'week', index }, week, PLAN_MINIMUMS.week, {
      subject: `Semana ${index + 1}`,
    });
  });

  check({ step: 'medicao', field: 'measurement' }, plan.measurement, PLAN_MINIMUMS.measurement, {
    subject: 'Medição',
  });

  const unchecked = COMPLIANCE_CHECKS.filter((c) => !plan.compliance[c]);
  if (unchecked.length > 0)
    problems.push({
      step: 'conformidade',
      field: 'compliance',
      index: COMPLIANCE_CHECKS.indexOf(unchecked[0]!),
      message: `Conformidade: confira os quatro itens (falta: ${unchecked.map((c) => COMPLIANCE_NAMES[c]).join(', ')}).`,
    });
  return problems;
}

/** Whether the plan passes every check, as completing it requires (the certificate asks the same). */
export function planMeetsChecks(plan: CapstonePlan | null): boolean {
  return planProblems(plan).length === 0;
}

/**
 * The rows of a list to check, with their index: those not left blank, or the first one when all are (a plan
 * needs at least one objective and one channel).
 */
function usedRows<T>(rows: readonly T[], isBlank: (row: T) => boolean): [T, number][] {
  const indexed = rows.map((row, i): [T, number] => [row, i]);
  const used = indexed.filter(([row]) => !isBlank(row));
  return used.length > 0 ? used : indexed.slice(0, 1);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How many of the plan's steps have nothing missing. */
export function readySteps(problems: readonly PlanProblem[]): number {
  return PLAN_STEPS.filter((step) => !problems.some((p) => p.step === step)).length;
}
