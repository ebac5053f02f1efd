/** A 90-day plan with every step filled, ready to be completed. */
import type { CapstonePlan } from '../../src/shared/capstone';

export function readyPlan(): CapstonePlan {
  return {
    caseId: 'padaria-curitiba',
    business: 'Padaria de bairro em Curitiba, com encomendas para festas.',
    persona: 'Mães e pais de 30 a 45 anos que organizam aniversários e pedem pelo WhatsApp.',
    objectives: [
      { objective: 'Mais encomendas de bolo', kpi: 'Encomendas por semana', target: 'De 12 para 20' },
    ],
    funnel: { topo: 'Reels dos bolos', meio: 'Cardápio com preços', fundo: 'Cupom na primeira encomenda' },
    channels: [
      { channel: 'Instagram', role: 'Atrair', budget: 900 },
      { channel: 'WhatsApp Business', role: 'Fechar', budget: 300 },
    ],
    totalBudget: 1200,
    weeks: Array.from({ length: 12 }, (_, i) => `Semana ${i + 1}: uma ação`),
    measurement: 'UTM em cada link e evento principal de encomenda no GA4.',
    compliance: { lgpd: true, conar: true, cdc: true, eca: true },
  };
}
