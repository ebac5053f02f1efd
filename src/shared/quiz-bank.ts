/**
 * A chapter's quiz as a bank of questions: each attempt draws QUIZ_SIZE of them, covering every section the
 * bank covers, in a new order, with the options shuffled. Pure: randomness comes in as a function, so the
 * tests can replay a draw. The grading (progress.ts) does not depend on the draw: an answer names its question
 * and its option as the content file lists them.
 */

/** Questions per attempt (the seed's five). */
export const QUIZ_SIZE = 5;
/** Questions each chapter's bank must hold at least. */
export const QUIZ_BANK_MIN = 12;

export interface BankQuestion {
  id: string;
  /** The chapter sections the question asks about. */
  sections: readonly string[];
}

export interface QuizDraw {
  /** Question ids, in the order asked. */
  questionIds: string[];
  /** For each question, the file's option indices in the order shown. */
  optionOrders: number[][];
}

/** A number in [0, 1), like Math.random. */
export type Random = () => number;

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Picks QUIZ_SIZE questions that together cover as many of the bank's sections as any pick can (every one,
 * when the bank allows it), at random among such picks, and never the previous attempt's questions in the
 * previous order. Tries random greedy covers; the bank sizes make full cover found in a few tries.
 */
export function drawQuestions(
  bank: readonly BankQuestion[],
  random: Random,
  previous?: readonly string[],
  size = QUIZ_SIZE,
): string[] {
  const samePick = (ids: readonly string[]) =>
    previous !== undefined && ids.length === previous.length && ids.every((id, i) => previous[i] === id);
  // Never the same questions in the same order twice in a row: at worst, the order changes.
  const newOrder = (ids: string[]) => (samePick(ids) ? [...ids.slice(1), ids[0]!] : ids);
  if (bank.length <= size) return newOrder(shuffled(bank, random).map((q) => q.id));
  const allSections = new Set(bank.flatMap((q) => q.sections));
  const sameSet = (ids: readonly string[]) =>
    previous !== undefined && ids.length === previous.length && ids.every((id) => previous.includes(id));
  let best: { ids: string[]; covered: number; repeats: boolean } | null = null;
  for (let attempt = 0; attempt < 60; attempt++) {
    const pool = shuffled(bank, random);
    const picked: BankQuestion[] = [];
    const covered = new Set<string>();
    // Greedy: each pick is the first (in random order) question that covers the most uncovered sections.
    while (picked.length < size) {
      let choice = -1;
      let gain = -1;
      pool.forEach((q, i) => {
        const g = q.sections.filter((s) => !covered.has(s)).length;
        if (g > gain) {
          gain = g;
          choice = i;
        }
      });
      const [q] = pool.splice(choice, 1);
      picked.push(q!);
      q!.sections.forEach((s) => covered.add(s));
    }
    const ids = shuffled(picked, random).map((q) => q.id);
    const repeats = sameSet(ids);
    if (!best || covered.size > best.covered || (covered.size === best.covered && best.repeats && !repeats))
      best = { ids, covered: covered.size, repeats };
    if (covered.size === allSections.size && !repeats) return ids;
  }
  return newOrder(best!.ids);
}

/** A whole attempt: the questions and, for each, its options in a random order. */
export function drawQuiz(
  bank: readonly (BankQuestion & { options: readonly unknown[] })[],
  random: Random,
  previous?: readonly string[],
): QuizDraw {
  const questionIds = drawQuestions(bank, random, previous);
  const byId = new Map(bank.map((q) => [q.id, q]));
  return {
    questionIds,
    optionOrders: questionIds.map((id) =>
      shuffled(
        byId.get(id)!.options.map((_, i) => i),
        random,
      ),
    ),
  };
}

const ABSOLUTE =
  /(?<!\p{L})(sempre|nunca|jamais|todos|todas|nenhum|nenhuma|qualquer|só|somente|apenas)(?!\p{L})/iu;

/**
 * Cues that give a question's key away without knowing the subject: the key is the longest option by a
 * margin, or the only one without an absolute word ("sempre", "nunca"…) among options that have them.
 */
export function quizCues(q: { options: readonly string[]; answer: number }): string[] {
  const problems: string[] = [];
  const key = q.options[q.answer]!;
  const others = q.options.filter((_, i) => i !== q.answer);
  const longestOther = Math.max(...others.map((o) => o.length));
  if (key.length > longestOther * 1.15 && key.length - longestOther > 8)
    problems.push('a resposta certa é bem mais longa que as outras opções');
  const withAbsolutes = others.filter((o) => ABSOLUTE.test(o)).length;
  if (!ABSOLUTE.test(key) && withAbsolutes === others.length)
    problems.push('a resposta certa é a única sem “sempre”, “nunca” ou parecidos');
  return problems;
}
