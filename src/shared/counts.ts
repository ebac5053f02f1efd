/**
 * Every sentence the learner reads with a number in it, in one place, so each one is checked for 0, 1, 2 and
 * 1.000 (tests/unit/counts.test.ts). A form is a whole phrase: the number is `#`, and the words around it agree
 * with it ("1 dia seguido", "2 dias seguidos"; "O primeiro sobe", "Os 3 primeiros sobem").
 */

const LOCALE = 'pt-BR';
const integer = new Intl.NumberFormat(LOCALE);
const rules = new Intl.PluralRules(LOCALE);

export interface CountForms {
  /** Exactly 1 (and -1). */
  one: string;
  /** Every other amount, 0 included. */
  other: string;
  /** Optional wording for 0 ("nenhum item"), when it reads better than "0 itens". */
  zero?: string;
}

/**
 * The form for `n`, with `#` replaced by the number written the Brazilian way ("1.000").
 *
 * Intl.PluralRules('pt-BR') answers "one" for 0 and 1 (CLDR files 0 with 1 for Portuguese), but Brazilian text
 * writes "0 pontos", "nenhum ponto": only a count of exactly one takes the singular. Fractions ("1,5 hora") are
 * never counted here.
 */
export function plural(n: number, forms: CountForms): string {
  const form =
    n === 0 && forms.zero !== undefined
      ? forms.zero
      : n !== 0 && rules.select(Math.abs(n)) === 'one' && Math.abs(n) === 1
        ? forms.one
        : forms.other;
  return form.replaceAll('#', integer.format(n));
}

/** "1 ponto", "1.250 pontos": a number and the noun it counts. */
export function countOf(n: number, one: string, other: string): string {
  return plural(n, { one: `# ${one}`, other: `# ${other}` });
}

/**
 * The counted phrases the app, the server and the e-mails use. Add each new one here, with its expected words in
 * tests/unit/counts.test.ts, rather than writing `n === 1 ? … : …` where it is shown.
 */
export const COUNTS = {
  points: { one: '# ponto', other: '# pontos' },
  days: { one: '# dia', other: '# dias' },
  daysInARow: { one: '# dia seguido', other: '# dias seguidos' },
  seconds: { one: '# segundo', other: '# segundos' },
  minutes: { one: '# minuto', other: '# minutos' },
  hours: { one: '# hora', other: '# horas' },
  attempts: { one: '# tentativa', other: '# tentativas' },
  questions: { one: '# questão', other: '# questões' },
  chapters: { one: '# capítulo', other: '# capítulos' },
  items: { one: '# item', other: '# itens' },
  bytes: { one: '# byte', other: '# bytes' },
  pendingActions: { one: '# ação aguardando', other: '# ações aguardando' },
  streakEndsToday: { one: 'Sua sequência de # dia termina hoje', other: 'Sua sequência de # dias termina hoje' },
  streakAtRisk: { one: 'Sua sequência de # dia está em risco', other: 'Sua sequência de # dias está em risco' },
  actionsNotArrived: { one: '# ação ainda não chegou', other: '# ações ainda não chegaram' },
} satisfies Record<string, CountForms>;

export type CountName = keyof typeof COUNTS;

/** A phrase from the catalogue: `counted('daysInARow', 3)` → "3 dias seguidos". */
export function counted(name: CountName, n: number): string {
  return plural(n, COUNTS[name]);
}
