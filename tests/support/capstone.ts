/** A 90-day plan with every step written out as a learner would, ready to be completed. */
import type { CapstonePlan } from '../../src/shared/capstone';

export const READY_WEEKS = [
  'Configurar o GA4 e os links com UTM',
  'Fotografar o cardápio de festas',
  'Publicar o catálogo no WhatsApp Business',
  'Lançar a série de vídeos dos bolos',
  'Anúncio no Instagram para o bairro',
  'Enquete de sabores nos stories',
  'Depoimentos de clientes satisfeitos',
  'Cupom para a primeira encomenda',
  'Parceria com um buffet infantil',
  'Campanha do Dia das Crianças',
  'Revisar os números e ajustar a verba',
  'Relatório final e próximos passos',
];

export function readyPlan(): CapstonePlan {
  return {
    caseId: 'padaria-curitiba',
    business:
      'Padaria de bairro no Água Verde, em Curitiba, que vende pães, bolos e salgados e aceita encomendas para festas.',
    persona:
      'Mães e pais de 30 a 45 anos, moradores do bairro, que organizam os aniversários dos filhos, ' +
      'encomendam pelo WhatsApp e hesitam quando não veem o preço e o prazo de entrega com clareza.',
    objectives: [
      {
        objective: 'Receber mais encomendas de bolos para festas',
        kpi: 'Encomendas por semana',
        target: 'De 12 para 20 encomendas por semana em 90 dias',
      },
    ],
    funnel: {
      topo: 'Vídeos curtos dos bolos saindo do forno, no Instagram',
      meio: 'Cardápio de festas com preços, sabores e prazos',
      fundo: 'Depoimentos de clientes e cupom na primeira encomenda',
    },
    channels: [
      {
        channel: 'Instagram',
        role: 'Atrair famílias do bairro com vídeos',
        expected: '40 pedidos de orçamento pelo WhatsApp em 90 dias',
        budget: 900,
      },
      {
        channel: 'WhatsApp Business',
        role: 'Responder orçamentos e fechar encomendas',
        expected: '25 encomendas fechadas pelo catálogo em 90 dias',
        budget: 300,
      },
    ],
    totalBudget: 1200,
    weeks: [...READY_WEEKS],
    measurement:
      'Cada link dos canais leva parâmetros UTM; no GA4 marco o pedido de orçamento como evento principal, ' +
      'olho os números toda segunda-feira e, se a meta atrasar duas semanas, troco o criativo ou a verba.',
    compliance: { lgpd: true, conar: true, cdc: true, eca: true },
  };
}
