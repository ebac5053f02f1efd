import { describe, expect, it } from 'vitest';
import {
  achievementCard,
  achievementMessage,
  certificateMessage,
  dailyQuestionMessage,
  streakCard,
  streakMessage,
} from '../../src/client/features/share/share-texts';
import { messageText, whatsAppLink } from '../../src/client/features/share/share';
import { wrapLines } from '../../src/client/features/share/share-card';
import { ACHIEVEMENTS } from '../../src/shared/achievements';
import { ACHIEVEMENT_TEXTS } from '../../src/shared/achievement-texts';
import { loadCurriculum } from '../../src/content/load';

const URL = 'https://hub.exemplo.com.br/';
const question = loadCurriculum().chapters[0]!.quiz[0]!;

describe('what a share says', () => {
  it('an achievement by its name, with the app’s address', () => {
    const message = achievementMessage('primeiro-capitulo', URL);
    expect(message.text).toBe(
      'Conquistei “Primeiro Passo” no Hub de Marketing Digital! Aprenda marketing digital no seu ritmo, até sem internet:',
    );
    expect(message.url).toBe(URL);
    expect(messageText(message)).toBe(`${message.text}\n\n${URL}`);
  });

  it('every achievement has a name and a line for its card', () => {
    for (const a of ACHIEVEMENTS) {
      expect(achievementCard(a.id)).toEqual({
        kicker: 'Conquista',
        headline: ACHIEVEMENT_TEXTS[a.id]!.name,
        body: ACHIEVEMENT_TEXTS[a.id]!.description,
      });
    }
  });

  it('the streak with its days counted the Brazilian way', () => {
    expect(streakMessage(6, URL).text).toBe(
      'Estou há 6 dias seguidos estudando marketing digital no Hub de Marketing Digital! Vem estudar comigo:',
    );
    expect(streakMessage(1, URL).text).toBe(
      'Comecei minha sequência de estudos de marketing digital no Hub de Marketing Digital! Vem estudar comigo:',
    );
    expect(streakMessage(1000, URL).text).toContain('Estou há 1.000 dias seguidos');
    expect(streakCard(6).headline).toBe('6 dias seguidos');
    expect(streakCard(1).headline).toBe('1 dia seguido');
  });

  it('the certificate with its verification page, not the app', () => {
    const message = certificateMessage({ url: 'https://hub.exemplo.com.br/certificado/abc' });
    expect(message.url).toBe('https://hub.exemplo.com.br/certificado/abc');
    expect(message.text).toMatch(/^Concluí o curso de marketing digital do Hub de Marketing Digital/);
  });

  it('today’s question with its four options lettered A to D, and never the answer or the explanation', () => {
    const message = dailyQuestionMessage(question, URL);
    const text = messageText(message);
    expect(text).toBe(
      [
        'Pergunta do dia do Hub de Marketing Digital:',
        '',
        question.question,
        '',
        `A) ${question.options[0]}`,
        `B) ${question.options[1]}`,
        `C) ${question.options[2]}`,
        `D) ${question.options[3]}`,
        '',
        'Qual é a certa? Responda aqui no grupo! Quer treinar também? É só entrar:',
        '',
        URL,
      ].join('\n'),
    );
    expect(text).not.toContain(question.explanation);
    expect(text).not.toMatch(/resposta certa|gabarito/i);
  });
});

describe('the wa.me link', () => {
  it('carries the text and the link, encoded, and nothing else', () => {
    const message = achievementMessage('sequencia-7', URL);
    const link = new globalThis.URL(whatsAppLink(message));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect([...link.searchParams.keys()]).toEqual(['text']);
    expect(link.searchParams.get('text')).toBe(
      `Conquistei “Semana de Foco” no Hub de Marketing Digital! Aprenda marketing digital no seu ritmo, até sem internet:\n\n${URL}`,
    );
    // Spaces, line breaks, quotes and the link's own characters are escaped, never left raw.
    expect(whatsAppLink(message)).not.toMatch(/[\s“”]/);
    expect(whatsAppLink(message)).toContain(encodeURIComponent(URL));
  });
});

describe('the card’s lines', () => {
  // Every character 10 units wide.
  const measure = (t: string) => t.length * 10;
  it('break between words so no line passes the width', () => {
    expect(wrapLines(measure, 'Semana de Foco em marketing', 100)).toEqual([
      'Semana de',
      'Foco em',
      'marketing',
    ]);
  });
  it('give a word longer than the width a line of its own', () => {
    expect(wrapLines(measure, 'a Extraordinariamente b', 100)).toEqual(['a', 'Extraordinariamente', 'b']);
  });
});
