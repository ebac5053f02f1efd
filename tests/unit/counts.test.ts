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
  actionsNotArrived: [
    '0 ações ainda não chegaram',
    '1 ação ainda não chegou',
    '2 ações ainda não chegaram',
    '1.000 ações ainda não chegaram',
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
