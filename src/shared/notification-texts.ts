/** The words of each notification, in pt-BR (loaded with the list, not on the first screen). */
import { ACHIEVEMENT_TEXTS } from './achievement-texts.js';
import { tierName } from './league.js';
import type { AppNotification } from './notifications.js';
import { counted } from './counts.js';

export function notificationText(n: AppNotification): { title: string; body: string } {
  const p = n.params;
  switch (n.kind) {
    case 'achievement': {
      const t = ACHIEVEMENT_TEXTS[String(p.id)];
      return { title: `Conquista desbloqueada: ${t?.name ?? p.id}`, body: t?.description ?? '' };
    }
    case 'level':
      return { title: `Você chegou ao nível ${p.level}!`, body: 'Continue estudando para subir mais.' };
    case 'goal':
      return { title: 'Meta diária cumprida', body: `Você fez ${counted('points', Number(p.points))} hoje.` };
    case 'streak-risk':
      return {
        title: 'Sua sequência está em risco',
        body: `Estude alguma coisa hoje para não perder sua sequência de ${counted('days', Number(p.streak))}.`,
      };
    case 'insight':
      return { title: 'Insight do dia', body: String(p.title) };
    case 'league': {
      const moved =
        p.outcome === 'promoted' ? 'subiu para' : p.outcome === 'relegated' ? 'desceu para' : 'continua em';
      return {
        title: 'Resultado da liga semanal',
        body: `Você terminou em ${p.rank}º e ${moved} ${tierName(Number(p.newTier))}.`,
      };
    }
    case 'version':
      return {
        title: 'Nova versão do app',
        body: 'Toque em “Atualizar” no aviso da tela para usar a versão nova.',
      };
  }
}
