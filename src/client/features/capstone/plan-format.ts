/** How the plan's numbers, dates and funnel stages read in pt-BR. */
import type { FunnelStage } from '../../../shared/capstone';

const reais = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});
const longDate = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' });

/** "R$ 1.200" */
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
