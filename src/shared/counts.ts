/**
 * Every sentence the learner reads with a number in it, in one place, so each one is checked for 0, 1, 2 and
 * 1.000 (tests/unit/counts.test.ts). A form is a whole phrase: the number is `#`, and the words around it agree
 * with it ("1 dia seguido", "2 dias seguidos"; "O primeiro sobe", "Os 3 primeiros sobem").
 */

const LOCALE = 'pt-BR';
// Made on first use: each kind of Intl formatter loads its locale data when it is first made, and a screen that
// counts nothing should not pay for it (this module loads with the first screen).
let integer: Intl.NumberFormat | undefined;
const formatInteger = (n: number) => (integer ??= new Intl.NumberFormat(LOCALE)).format(n);

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
 * Not Intl.PluralRules: for pt-BR it answers "one" for 0 and 1 (CLDR files 0 with 1 for Portuguese), but
 * Brazilian text writes "0 pontos", "nenhum ponto": only a count of exactly one takes the singular. Fractions
 * ("1,5 hora") are never counted here.
 */
export function plural(n: number, forms: CountForms): string {
  const form = n === 0 && forms.zero !== undefined ? forms.zero : Math.abs(n) === 1 ? forms.one : forms.other;
  return form.replaceAll('#', formatInteger(n));
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
  /** "(250 pontos ganhos)": what a met daily goal went up to. */
  pointsEarned: { one: '# ponto ganho', other: '# pontos ganhos' },
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
  results: { one: '# resultado', other: '# resultados' },
  unread: { one: '# não lida', other: '# não lidas' },
  pointsMissing: { one: 'Falta # ponto', other: 'Faltam # pontos' },
  daysLeft: { zero: 'termina hoje', one: 'falta # dia', other: 'faltam # dias' },
  examMinutesLeft: { one: 'Falta # minuto de prova.', other: 'Faltam # minutos de prova.' },
  studyStreak: {
    one: 'Você começou uma sequência: # dia de estudo. Volte amanhã para ela crescer!',
    other: 'Você está há # dias seguidos estudando. Continue assim!',
  },
  studyDays: { one: '# dia de estudo', other: '# dias de estudo' },
  promoted: {
    zero: 'Ninguém sobe de divisão',
    one: 'O primeiro sobe de divisão',
    other: 'Os # primeiros sobem de divisão',
  },
  relegated: { one: 'o último desce', other: 'os # últimos descem' },
  achievementsUnlocked: { one: 'Conquista desbloqueada!', other: '# conquistas desbloqueadas!' },
  actionsNotSaved: { one: '# ação não pôde ser salva', other: '# ações não puderam ser salvas' },
  sourcesChecked: { one: '# verificada', other: '# verificadas' },
  checkedWord: { one: 'verificada', other: 'verificadas' },
  toRecheck: { one: '# a reverificar', other: '# a reverificar' },
  examUnsaved: {
    one: 'Sem conexão: # resposta guardada neste aparelho, enviada quando a conexão voltar.',
    other: 'Sem conexão: # respostas guardadas neste aparelho, enviadas quando a conexão voltar.',
  },
  examBlank: {
    zero: 'Todas as questões têm resposta.',
    one: 'Você deixou # questão sem resposta: ela conta como erro.',
    other: 'Você deixou # questões sem resposta: elas contam como erro.',
  },
  pendingActions: { one: '# ação aguardando', other: '# ações aguardando' },
  streakEndsToday: {
    one: 'Sua sequência de # dia termina hoje',
    other: 'Sua sequência de # dias termina hoje',
  },
  streakAtRisk: {
    one: 'Sua sequência de # dia está em risco',
    other: 'Sua sequência de # dias está em risco',
  },
  /** The streak, shared in a chat (share-texts.ts). */
  studyStreakShared: {
    zero: 'Vou começar hoje a estudar marketing digital',
    one: 'Comecei minha sequência de estudos de marketing digital',
    other: 'Estou há # dias seguidos estudando marketing digital',
  },
  people: { one: '# pessoa', other: '# pessoas' },
  /** Liga semanal, mid-sentence: "os 7 primeiros sobem", "o último desce"; the days left in the week. */
  leaguePromoted: { one: 'o primeiro sobe', other: 'os # primeiros sobem' },
  leagueRelegated: { one: 'o último desce', other: 'os # últimos descem' },
  /** Progresso's disclosure of the achievements still locked. */
  lockedAchievements: { one: 'Ver a conquista a liberar', other: 'Ver as # conquistas a liberar' },
  /** "3 de 5 questões fixadas" (Progresso): the total takes the noun. */
  fixedQuestions: { one: '# questão fixada', other: '# questões fixadas' },
  quizzes: { one: '# quiz', other: '# quizzes' },
  checklistItems: { one: '# item do checklist', other: '# itens do checklist' },
  favorites: { one: '# favorito', other: '# favoritos' },
  labSteps: { one: '# passo de prática', other: '# passos de prática' },
  dailyAnswers: { one: '# resposta do quiz diário', other: '# respostas do quiz diário' },
  unreadNotifications: { one: 'Notificações, # não lida', other: 'Notificações, # não lidas' },
  keepStreak: {
    one: 'Estude hoje para manter sua sequência de # dia',
    other: 'Estude hoje para manter sua sequência de # dias',
  },
  streakSafe: { one: 'Sequência garantida hoje: # dia', other: 'Sequência garantida hoje: # dias' },
} satisfies Record<string, CountForms>;

export type CountName = keyof typeof COUNTS;

/** A phrase from the catalogue: `counted('daysInARow', 3)` → "3 dias seguidos". */
export function counted(name: CountName, n: number): string {
  return plural(n, COUNTS[name]);
}

/**
 * The daily goal in words: "Meta de hoje: 5 de 20 pontos" while it is being reached, and once met "Meta de hoje:
 * 20 pontos ✓" with what was earned beyond it ("(250 pontos ganhos)"), never "250 de 20 pontos".
 */
export function goalSentence(earned: number, goal: number): string {
  if (earned < goal) return `Meta de hoje: ${formatInteger(earned)} de ${counted('points', goal)}`;
  const beyond = earned > goal ? ` (${counted('pointsEarned', earned)})` : '';
  return `Meta de hoje: ${counted('points', goal)} ✓${beyond}`;
}
