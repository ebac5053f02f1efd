/**
 * Characters that let a name hide or pretend to be another: direction controls, which reorder what is shown
 * ("\u202Enimda" reads "admin"), and characters that take no visible shape.
 */

/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the
 * left-to-right, right-to-left and Arabic letter marks (U+200E, U+200F, U+061C). Arabic or Hebrew names need
 * none of them: the browser lays out right-to-left letters by itself.
 */
const DIRECTION_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * What counts towards a visible name: letters and digits, except the Hangul fillers (U+115F, U+1160, U+3164,
 * U+FFA0), which are letters by category yet draw nothing. Format characters (zero-width space, joiners),
 * combining marks, spaces, the Braille blank and emoji are not letters or digits, so they never count: emoji
 * and accents may sit beside letters, not replace them.
 */
const VISIBLE_LETTER_OR_DIGIT = /(?![\u115F\u1160\u3164\uFFA0])[\p{L}\p{N}]/gu;

export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROL.test(value);
}

/** How many letters or digits someone reading the name actually sees. */
export function visibleLetterCount(value: string): number {
  return value.match(VISIBLE_LETTER_OR_DIGIT)?.length ?? 0;
}

/** The fewest letters or digits a name or display name must show. */
export const MIN_VISIBLE_LETTERS = 2;
