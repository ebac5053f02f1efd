/**
 * What the learner sends when sharing, in pt-BR: an achievement, the streak, the certificate and today's daily
 * question. Each message carries a public link (the app's address, or the certificate's page) and nothing the
 * learner did not choose to tell: no e-mail, no points, no account detail.
 */
import { ACHIEVEMENT_TEXTS } from '../../../shared/achievement-texts';
import { ORGANIZATION_NAME } from '../../../shared/certificate';
import { counted } from '../../../shared/counts';
import type { Question } from '../../../shared/content-schema';
import type { ShareMessage } from './share';

const INVITATION = 'Aprenda marketing digital no seu ritmo, até sem internet:';

export function achievementMessage(achievementId: string, url: string): ShareMessage {
  const name = ACHIEVEMENT_TEXTS[achievementId]?.name ?? achievementId;
  return {
    title: `Conquista: ${name}`,
    text: `Conquistei “${name}” no ${ORGANIZATION_NAME}! ${INVITATION}`,
    url,
  };
}

export function streakMessage(days: number, url: string): ShareMessage {
  return {
    title: `Sequência de estudos: ${counted('daysInARow', days)}`,
    text: `${counted('studyStreakShared', days)} no ${ORGANIZATION_NAME}! Vem estudar comigo:`,
    url,
  };
}

export function certificateMessage(certificate: { url: string }): ShareMessage {
  return {
    title: 'Meu certificado de marketing digital',
    text: `Concluí o curso de marketing digital do ${ORGANIZATION_NAME} e recebi meu certificado! Qualquer pessoa pode conferir que ele é válido:`,
    url: certificate.url,
  };
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * Today's daily question for a study group's chat: the question and its four options lettered A–D, never the
 * answer or its explanation.
 */
export function dailyQuestionMessage(
  question: Pick<Question, 'question' | 'options'>,
  url: string,
): ShareMessage {
  const options = question.options.map((option, i) => `${LETTERS[i]}) ${option}`).join('\n');
  return {
    title: 'Pergunta do dia',
    text: `Pergunta do dia do ${ORGANIZATION_NAME}:\n\n${question.question}\n\n${options}\n\nQual é a certa? Responda aqui no grupo! Quer treinar também? É só entrar:`,
    url,
  };
}

/** What the image cards say (share-card.ts draws them). */
export interface CardWords {
  kicker: string;
  headline: string;
  body: string;
}

export function achievementCard(achievementId: string): CardWords {
  const text = ACHIEVEMENT_TEXTS[achievementId];
  return { kicker: 'Conquista', headline: text?.name ?? achievementId, body: text?.description ?? '' };
}

export function streakCard(days: number): CardWords {
  return {
    kicker: 'Sequência de estudos',
    headline: counted('daysInARow', days),
    body: 'estudando marketing digital',
  };
}
