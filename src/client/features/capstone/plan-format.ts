/** How the plan reads in pt-BR: its numbers and dates, the funnel stages, the budget, the printed calendar. */
import type { FunnelStage, PlanStep } from '../../../shared/capstone-plan';
import type { Capstone } from '../../../shared/content-schema';

const reais = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

/** "R$ 1.200", with a no-break space after "R$". */
export function formatReais(n: number): string {
  return reais.format(n);
}

export function formatCompletedAt(iso: string): string {
  return longDate.format(new Date(iso));
}

export const FUNNEL_LABELS: Record<FunnelStage, string> = {
  topo: 'Topo do funil (atrair)',
  meio: 'Meio do funil (considerar)',
  fundo: 'Fundo do funil (decidir)',
};

/**
 * Whether the channels' budgets add up to the total, as the editor says it while the learner types. An empty
 * budget does not "close": it says what is missing, unless channels are named and none has a budget (every
 * channel organic, which the course accepts with a total of R$ 0).
 */
export function budgetBalance(total: number, allocated: number, channelsNamed = false): string {
  if (total === 0 && allocated === 0)
    return channelsNamed
      ? `Todos os canais estão sem verba (orgânicos): o orçamento total fica em ${formatReais(0)}.`
      : 'Falta o orçamento: escreva o total para os 90 dias e a verba de cada canal.';
  if (total === 0)
    return `Os canais somam ${formatReais(allocated)}: falta o orçamento total para os 90 dias.`;
  const difference = total - allocated;
  if (difference === 0) return 'O orçamento fecha.';
  return difference > 0
    ? `Faltam ${formatReais(difference)} para distribuir.`
    : `Passou ${formatReais(-difference)} do orçamento.`;
}

/** The line under the channels: what is distributed of the total (once there is one), and the balance. */
export function budgetStatus(total: number, allocated: number, channelsNamed = false): string {
  const distributed = total > 0 ? `Distribuído: ${formatReais(allocated)} de ${formatReais(total)}. ` : '';
  return distributed + budgetBalance(total, allocated, channelsNamed);
}

/** "3.000" while typing a whole amount in reais ("" for nothing typed). */
export const groupedDigits = (digits: string) =>
  digits === '' ? '' : new Intl.NumberFormat('pt-BR').format(Number(digits));

/** A field left blank, on paper. */
export const orDash = (text: string) => (text.trim() ? text : '—');

/** The printed calendar: two columns, the first half of the weeks beside the second. */
export function calendarRows(weeks: readonly string[]): { week: number; text: string }[][] {
  const half = Math.ceil(weeks.length / 2);
  return weeks.slice(0, half).map((text, i) => [
    { week: i + 1, text },
    { week: i + 1 + half, text: weeks[i + half] ?? '' },
  ]);
}

/** A step's title, guidance and chapters to review, from the content. */
export function stepGuide(capstone: Capstone, id: PlanStep): Capstone['steps'][number] {
  // The content schema requires one entry for each step.
  return capstone.steps.find((s) => s.id === id)!;
}
