import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTS, counted, goalSentence, plural, type CountName } from '../../src/shared/counts';

/** What a Brazilian reader expects for 0, 1, 2 and 1.000 of each counted phrase. */
const EXPECTED: Record<CountName, [string, string, string, string]> = {
  pointsEarned: ['0 pontos ganhos', '1 ponto ganho', '2 pontos ganhos', '1.000 pontos ganhos'],
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
  results: ['0 resultados', '1 resultado', '2 resultados', '1.000 resultados'],
  unread: ['0 não lidas', '1 não lida', '2 não lidas', '1.000 não lidas'],
  pointsMissing: ['Faltam 0 pontos', 'Falta 1 ponto', 'Faltam 2 pontos', 'Faltam 1.000 pontos'],
  daysLeft: ['termina hoje', 'falta 1 dia', 'faltam 2 dias', 'faltam 1.000 dias'],
  examMinutesLeft: [
    'Faltam 0 minutos de prova.',
    'Falta 1 minuto de prova.',
    'Faltam 2 minutos de prova.',
    'Faltam 1.000 minutos de prova.',
  ],
  studyStreak: [
    'Você está há 0 dias seguidos estudando. Continue assim!',
    'Você começou uma sequência: 1 dia de estudo. Volte amanhã para ela crescer!',
    'Você está há 2 dias seguidos estudando. Continue assim!',
    'Você está há 1.000 dias seguidos estudando. Continue assim!',
  ],
  studyDays: ['0 dias de estudo', '1 dia de estudo', '2 dias de estudo', '1.000 dias de estudo'],
  promoted: [
    'Ninguém sobe de divisão',
    'O primeiro sobe de divisão',
    'Os 2 primeiros sobem de divisão',
    'Os 1.000 primeiros sobem de divisão',
  ],
  relegated: ['os 0 últimos descem', 'o último desce', 'os 2 últimos descem', 'os 1.000 últimos descem'],
  achievementsUnlocked: [
    '0 conquistas desbloqueadas!',
    'Conquista desbloqueada!',
    '2 conquistas desbloqueadas!',
    '1.000 conquistas desbloqueadas!',
  ],
  actionsNotSaved: [
    '0 ações não puderam ser salvas',
    '1 ação não pôde ser salva',
    '2 ações não puderam ser salvas',
    '1.000 ações não puderam ser salvas',
  ],
  sourcesChecked: ['0 verificadas', '1 verificada', '2 verificadas', '1.000 verificadas'],
  checkedWord: ['verificadas', 'verificada', 'verificadas', 'verificadas'],
  toRecheck: ['0 a reverificar', '1 a reverificar', '2 a reverificar', '1.000 a reverificar'],
  examUnsaved: [
    'Sem conexão: 0 respostas guardadas neste aparelho, enviadas quando a conexão voltar.',
    'Sem conexão: 1 resposta guardada neste aparelho, enviada quando a conexão voltar.',
    'Sem conexão: 2 respostas guardadas neste aparelho, enviadas quando a conexão voltar.',
    'Sem conexão: 1.000 respostas guardadas neste aparelho, enviadas quando a conexão voltar.',
  ],
  examBlank: [
    'Todas as questões têm resposta.',
    'Você deixou 1 questão sem resposta: ela conta como erro.',
    'Você deixou 2 questões sem resposta: elas contam como erro.',
    'Você deixou 1.000 questões sem resposta: elas contam como erro.',
  ],
  pendingActions: ['0 ações aguardando', '1 ação aguardando', '2 ações aguardando', '1.000 ações aguardando'],
  streakEndsToday: [
    'Sua sequência de 0 dias termina hoje',
    'Sua sequência de 1 dia termina hoje',
    'Sua sequência de 2 dias termina hoje',
    'Sua sequência de 1.000 dias termina hoje',
  ],
  streakAtRisk: [
    'Sua sequência de 0 dias está em risco',
    'Sua sequência de 1 dia está em risco',
    'Sua sequência de 2 dias está em risco',
    'Sua sequência de 1.000 dias está em risco',
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
  leagueRelegated: [
    'os 0 últimos descem',
    'o último desce',
    'os 2 últimos descem',
    'os 1.000 últimos descem',
  ],
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

  it('says the daily goal naturally, before and after it is met', () => {
    expect([0, 1, 2, 1000].map((n) => goalSentence(n, 20))).toEqual([
      'Meta de hoje: 0 de 20 pontos',
      'Meta de hoje: 1 de 20 pontos',
      'Meta de hoje: 2 de 20 pontos',
      'Meta de hoje: 20 pontos ✓ (1.000 pontos ganhos)',
    ]);
    expect(goalSentence(20, 20)).toBe('Meta de hoje: 20 pontos ✓');
    expect(goalSentence(21, 20)).toBe('Meta de hoje: 20 pontos ✓ (21 pontos ganhos)');
    expect(goalSentence(5, 1)).toBe('Meta de hoje: 1 ponto ✓ (5 pontos ganhos)');
    expect(goalSentence(5, 1000)).toBe('Meta de hoje: 5 de 1.000 pontos');
  });
});

/** Every source file of the app, the server and the shared code. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('hand-made plurals', () => {
  // `n === 1 ? 'dia' : 'dias'` and the like: each such phrase belongs in COUNTS, checked above.
  const HAND_PLURAL = /[!=]==\s*1\s*\?\s*['`"]/;
  const root = join(import.meta.dirname, '../..');

  it('are not written anywhere in src/client, src/server or src/shared', () => {
    const found = ['src/client', 'src/server', 'src/shared']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !file.endsWith(join('shared', 'counts.ts')))
      .flatMap((file) => {
        // The whole file, so a plural split over two lines (`n === 1\n ? … : …`) is caught too.
        const text = readFileSync(file, 'utf8');
        return [...text.matchAll(new RegExp(HAND_PLURAL.source, 'g'))].map(
          (m) => `${relative(root, file)}:${text.slice(0, m.index).split('\n').length}`,
        );
      });
    expect(found).toEqual([]);
  });

  it('would be caught', () => {
    expect(HAND_PLURAL.test("const unit = n === 1 ? 'dia' : 'dias';")).toBe(true);
    expect(HAND_PLURAL.test('{count !== 1 ? `${count} itens` : "1 item"}')).toBe(true);
    expect(HAND_PLURAL.test("const lead = rejected.length === 1 ? 'Uma ação' : `${n} ações`;")).toBe(true);
    expect(HAND_PLURAL.test("$tone={score < 2 ? 'danger' : 'success'}")).toBe(false);
    expect(HAND_PLURAL.test("{blank === 1\n  ? 'Você deixou 1 questão'\n  : `${blank} questões`}")).toBe(
      true,
    );
  });
});
