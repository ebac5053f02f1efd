/**
 * Real words in what a learner writes, for checks that want substance rather than something typed: a word is a
 * run of letters (accents and other combining marks included) that an apostrophe or a hyphen may join
 * ("d'água", "pós-venda"), with at least two letters. Invisible format characters (zero-width spaces and
 * joiners, the soft hyphen, the byte-order mark) are dropped first, so they neither make a word nor split one;
 * digits, punctuation, symbols, emoji and marks without a letter make none. Plain code without zod: the
 * progress rules load it.
 */

/** Unicode format characters (\p{Cf}): U+200B–U+200D, U+2060, U+FEFF, U+00AD and the like. */
const INVISIBLE = /\p{Cf}/gu;

/**
 * A letter that shows, with its combining marks. The Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) are
 * letters by category yet draw nothing, as in name-characters.ts.
 */
const LETTER = String.raw`(?:(?![\u115F\u1160\u3164\uFFA0])\p{L}\p{M}*)`;
/** Letters joined by an apostrophe (' or ’) or a hyphen (-, U+2010, U+2011) inside the word. */
const WORD = new RegExp(String.raw`${LETTER}+(?:['’\-\u2010\u2011]${LETTER}+)*`, 'gu');
const LETTERS = /(?![\u115F\u1160\u3164\uFFA0])\p{L}/gu;

/** The fewest letters a word has. */
export const MIN_WORD_LETTERS = 2;

/** The words of a text, in lower case and composed form (NFC), in order, repeats included. */
export function realWords(text: string): string[] {
  const visible = text.replace(INVISIBLE, '').normalize('NFC');
  return (visible.match(WORD) ?? [])
    .filter((word) => (word.match(LETTERS)?.length ?? 0) >= MIN_WORD_LETTERS)
    .map((word) => word.toLocaleLowerCase('pt-BR'));
}

/** How many different words a text has: "bla bla bla" has one. */
export function distinctWordCount(text: string): number {
  return new Set(realWords(text)).size;
}

/** Whether the text has a digit (a number written with digits, in any script). */
export function hasDigit(text: string): boolean {
  return /\p{Nd}/u.test(text);
}
