import { describe, expect, it } from 'vitest';
import { COUNTS, counted, plural, type CountName } from '../../src/shared/counts';

/** What a Brazilian reader expects for 0, 1, 2 and 1.000 of each counted phrase. */
const EXPECTED: Record<CountName, [string, string, string, string]> = {
  points: ['0 pontos', '1 ponto', '2 pontos', '1.000 pontos'],
  days: ['0 dias', '1 dia', '2 dias', '1.000 dias'],
  daysInARow: ['0 dias seguidos', '1 dia seguido', '2 dias seguidos', '1.000 dias seguidos'],
  seconds: ['0 segundos', '1 segundo', '2 segundos', '1.000 segundos'],
  minutes: ['0 minutos', '1 minuto', '2 minutos', '1.000 minutos'],
  hours: ['0 horas', '1 hora', '2 horas', '1.000 horas'],
  attempts: ['0 tentativas', '1 tentativa', '2 tentativas', '1.000 tentativas'],
  questions: ['0 questões', '1 questão', '2 questões', '1.000 questões'],
  chapters: ['0 capítulos', '1 capítulo', '2 capítulos', '1.000 capítulos'],
  items: ['0 itens', '1 item', '2 itens', '1.000 itens'],
  bytes: ['0 bytes', '1 byte', '2 bytes', '1.000 bytes'],
  pendingActions: ['0 ações aguardando', '1 ação aguardando', '2 ações aguardando', '1.000 ações aguardando'],
  actionsNotArrived: [
    '0 ações ainda não chegaram',
    '1 ação ainda não chegou',
    '2 ações ainda não chegaram',
    '1.000 ações ainda não chegaram',
  ],
  studyStreakShared: [
    'Vou começar hoje a estudar marketing digital',
    'Comecei minha sequência de estudos de marketing digital',
    'Estou há 2 dias seguidos estudando marketing digital',
    'Estou há 1.000 dias seguidos estudando marketing digital',
  ],
  people: ['0 pessoas', '1 pessoa', '2 pessoas', '1.000 pessoas'],
  leaguePromoted: [
    'os 0 primeiros sobem',
    'o primeiro sobe',
    'os 2 primeiros sobem',
    'os 1.000 primeiros sobem',
  ],
  leagueRelegated: ['os 0 últimos descem', 'o último desce', 'os 2 últimos descem', 'os 1.000 últimos descem'],
  daysLeft: ['faltam 0 dias', 'falta 1 dia', 'faltam 2 dias', 'faltam 1.000 dias'],
  lockedAchievements: [
    'Ver as 0 conquistas a liberar',
    'Ver a conquista a liberar',
    'Ver as 2 conquistas a liberar',
    'Ver as 1.000 conquistas a liberar',
  ],
  fixedQuestions: ['0 questões fixadas', '1 questão fixada', '2 questões fixadas', '1.000 questões fixadas'],
  quizzes: ['0 quizzes', '1 quiz', '2 quizzes', '1.000 quizzes'],
  checklistItems: [
    '0 itens do checklist',
    '1 item do checklist',
    '2 itens do checklist',
    '1.000 itens do checklist',
  ],
  favorites: ['0 favoritos', '1 favorito', '2 favoritos', '1.000 favoritos'],
  labSteps: ['0 passos de prática', '1 passo de prática', '2 passos de prática', '1.000 passos de prática'],
  dailyAnswers: [
    '0 respostas do quiz diário',
    '1 resposta do quiz diário',
    '2 respostas do quiz diário',
    '1.000 respostas do quiz diário',
  ],
  unreadNotifications: [
    'Notificações, 0 não lidas',
    'Notificações, 1 não lida',
    'Notificações, 2 não lidas',
    'Notificações, 1.000 não lidas',
  ],
  keepStreak: [
    'Estude hoje para manter sua sequência de 0 dias',
    'Estude hoje para manter sua sequência de 1 dia',
    'Estude hoje para manter sua sequência de 2 dias',
    'Estude hoje para manter sua sequência de 1.000 dias',
  ],
  streakSafe: [
    'Sequência garantida hoje: 0 dias',
    'Sequência garantida hoje: 1 dia',
    'Sequência garantida hoje: 2 dias',
    'Sequência garantida hoje: 1.000 dias',
  ],
};

describe('counted phrases', () => {
  it('has an expectation for every phrase in the catalogue', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(COUNTS).sort());
  });

  for (const name of Object.keys(COUNTS) as CountName[]) {
    it(`"${name}" reads right for 0, 1, 2 and 1.000`, () => {
      expect([0, 1, 2, 1000].map((n) => counted(name, n))).toEqual(EXPECTED[name]);
    });
  }

  it('uses the zero wording only for zero', () => {
    const forms = { zero: 'nenhum item', one: '# item', other: '# itens' };
    expect([0, 1, 2].map((n) => plural(n, forms))).toEqual(['nenhum item', '1 item', '2 itens']);
  });

  it('lets the words around the number agree with it', () => {
    const forms = { one: 'O primeiro sobe de divisão', other: 'Os # primeiros sobem de divisão' };
    expect(plural(1, forms)).toBe('O primeiro sobe de divisão');
    expect(plural(3, forms)).toBe('Os 3 primeiros sobem de divisão');
  });
});
