/**
 * How hard a password is to guess, estimated by zxcvbn with its common dictionaries (leaked passwords, keyboard
 * patterns) and the Brazilian Portuguese ones (words, names, Wikipedia). The server refuses weak passwords with
 * it; the meter on the sign-up screen runs the same estimate in a worker, so what the learner sees while typing
 * is what the server decides.
 *
 * The dictionaries are about 1 MB of JavaScript: only the server and the meter's worker import this module.
 */
import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as ptBrDictionary, translations as ptBrTranslations } from '@zxcvbn-ts/language-pt-br';

/**
 * zxcvbn's score 2 means at least 10⁸ guesses: out of reach of online guessing (sign-in allows 69 an hour per
 * account) and of a slow-hash offline attack for a long while. Scores 0 and 1 are the leaked lists, single
 * dictionary words, names and keyboard runs that NIST SP 800-63B asks us to refuse.
 */
export const MIN_PASSWORD_SCORE = 2;

/** The learner's own data, which a password should not be built from. */
export interface PersonalData {
  name?: string;
  email?: string;
}

export interface PasswordEstimate {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  /** pt-BR sentences: what makes it guessable, then what would help. Empty for strong passwords. */
  feedback: string[];
}

// The language pack's wording, with a few sentences made more natural and every one ending in a full stop.
const translations: TranslationKeys = {
  ...ptBrTranslations,
  warnings: {
    ...ptBrTranslations.warnings,
    simpleRepeat: 'Caracteres repetidos, como “aaa”, são fáceis de adivinhar.',
    extendedRepeat: 'Padrões repetidos, como “abcabcabc”, são fáceis de adivinhar.',
    sequences: 'Sequências comuns, como “abc” ou “123”, são fáceis de adivinhar.',
    userInputs: 'A senha não deve conter seu nome, seu e-mail ou outros dados seus.',
  },
  suggestions: {
    ...ptBrTranslations.suggestions,
    reverseWords: 'Palavras comuns escritas de trás para a frente continuam fáceis de adivinhar.',
    allUppercase: 'Escrever tudo em maiúsculas quase não ajuda.',
    capitalization: 'Começar com letra maiúscula quase não ajuda.',
    dates: 'Evite datas e anos ligados a você.',
    recentYears: 'Evite anos recentes.',
    sequences: 'Evite sequências comuns de caracteres.',
  },
};

/**
 * Words a password should not be made of: the name whole, joined and in parts, with and without accents, and
 * the e-mail and its parts ("maria.silva@…" gives "maria" and "silva").
 */
export function personalWords({ name, email }: PersonalData): string[] {
  const words = new Set<string>();
  const add = (word: string | undefined) => {
    const value = word?.normalize('NFC').trim().toLowerCase();
    if (!value || [...value].length < 3) return;
    words.add(value);
    words.add(value.normalize('NFD').replace(/\p{M}/gu, ''));
  };
  add(name);
  add(name?.replace(/\s+/g, ''));
  name?.split(/\s+/).forEach(add);
  add(email);
  const local = email?.split('@')[0];
  add(local);
  local?.split(/[._+-]+/).forEach(add);
  return [...words];
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Builds the estimator once (ranking the dictionaries takes about 150 ms) and returns the function that scores
 * a password for a given learner.
 */
export function createPasswordEstimator(): (password: string, personal?: PersonalData) => PasswordEstimate {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...ptBrDictionary },
    graphs: adjacencyGraphs,
    translations,
    // Past 64 characters length alone keeps a password out of reach; scoring only the start bounds the time
    // one check takes (a pathological 128-character password took almost a second).
    maxLength: 64,
    // The default (100) makes digit-heavy passwords cost hundreds of milliseconds; 20 still finds "S3nh@123".
    l33tMaxSubstitutions: 20,
  });
  return (password, personal = {}) => {
    const result = zxcvbn.check(password.normalize('NFC'), personalWords(personal));
    const { warning, suggestions } = result.feedback;
    return {
      score: result.score,
      acceptable: result.score >= MIN_PASSWORD_SCORE,
      feedback: [...(warning ? [warning] : []), ...suggestions].map(sentence),
    };
  };
}

/** The pt-BR reason a password is refused: zxcvbn's feedback, or a general hint when it has none. */
export function weakPasswordMessage(estimate: PasswordEstimate): string {
  const advice = estimate.feedback.length
    ? estimate.feedback
    : ['Tente uma frase com três ou quatro palavras que só você associaria.'];
  return ['Essa senha é fácil de descobrir.', ...advice].join(' ');
}
