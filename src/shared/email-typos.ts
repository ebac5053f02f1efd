/**
 * "Você quis dizer ana@gmail.com?": a likely slip in the domain of an e-mail typed on the sign-in and sign-up
 * screens, caught before it becomes an address no link can ever reach. Pure and small (a table of the providers
 * Brazilian learners use and an edit distance), so the first screen loads no library for it.
 *
 * It only ever suggests: the learner decides. It stays quiet for an address it knows, for a company's own
 * domain, and for a provider's real foreign domain (yahoo.com.ar, hotmail.fr).
 */

interface Provider {
  name: string;
  /** The endings its addresses really have, the most common first. */
  endings: readonly string[];
}

const PROVIDERS: readonly Provider[] = [
  { name: 'gmail', endings: ['com'] },
  { name: 'hotmail', endings: ['com', 'com.br'] },
  { name: 'outlook', endings: ['com', 'com.br'] },
  { name: 'yahoo', endings: ['com.br', 'com'] },
  { name: 'bol', endings: ['com.br'] },
  { name: 'uol', endings: ['com.br'] },
  { name: 'icloud', endings: ['com'] },
  { name: 'terra', endings: ['com.br'] },
  { name: 'live', endings: ['com'] },
  { name: 'msn', endings: ['com'] },
  { name: 'ig', endings: ['com.br'] },
  { name: 'globo', endings: ['com'] },
];

const PROVIDER_DOMAINS = PROVIDERS.flatMap((p) => p.endings.map((ending) => `${p.name}.${ending}`));

/** Real addresses one slip away from a provider's: never "corrected". */
const OTHER_KNOWN_DOMAINS = [
  'mail.com',
  'email.com',
  'ymail.com',
  'me.com',
  'mac.com',
  'aol.com',
  'gmx.com',
  'gmx.net',
  'zoho.com',
  'proton.me',
  'protonmail.com',
  'oi.com.br',
  'r7.com',
  'hotmart.com',
];

const KNOWN_DOMAINS = new Set([...PROVIDER_DOMAINS, ...OTHER_KNOWN_DOMAINS]);

/** Endings most Brazilian addresses have: the target when an ending is one slip away from one. */
const COMMON_ENDINGS = ['com', 'com.br', 'net', 'org', 'net.br', 'org.br', 'br', 'edu.br', 'gov.br'];

/**
 * Real endings that are one slip from a common one, or that providers use abroad: left as typed. (".co", ".cm"
 * and ".om" are real too, but nobody here has an address there: for a provider's name they are slips.)
 */
const REAL_ENDINGS = new Set([
  'ar',
  'com.ar',
  'com.mx',
  'com.pt',
  'com.co',
  'com.pe',
  'com.uy',
  'com.au',
  'co.uk',
  'co.jp',
  'co.in',
  'pt',
  'fr',
  'es',
  'it',
  'de',
  'ca',
  'cl',
  'be',
  'nl',
  'ch',
  'ie',
  'at',
  'jp',
  'us',
  'io',
  'me',
  'edu',
  'gov',
  'mil',
  'info',
  'biz',
  'app',
  'dev',
]);

/**
 * Edits (insert, delete, replace, swap two neighbours) that turn one string into the other: the optimal string
 * alignment distance, which counts "gmial" for "gmail" as one slip, as a finger makes it.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate at the smallest distance, if it is at most `max` (the first listed wins a tie). */
function closest(word: string, candidates: readonly string[], max: number): string | undefined {
  let best: string | undefined;
  let bestDistance = max + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** The provider this name means: itself, or one slip from a name of five letters or more. */
function providerNamed(name: string): Provider | undefined {
  const exact = PROVIDERS.find((p) => p.name === name);
  if (exact || name.length < 5) return exact;
  const near = closest(
    name,
    PROVIDERS.filter((p) => p.name.length >= 5).map((p) => p.name),
    1,
  );
  return PROVIDERS.find((p) => p.name === near);
}

/** The domain the learner most likely meant, or undefined when it looks right (or nothing is close). */
function suggestDomain(domain: string): string | undefined {
  if (KNOWN_DOMAINS.has(domain)) return undefined;
  const dot = domain.indexOf('.');
  const name = dot < 0 ? domain : domain.slice(0, dot);
  const ending = dot < 0 ? '' : domain.slice(dot + 1);
  const provider = providerNamed(name);
  if (provider && provider.name === name && REAL_ENDINGS.has(ending)) return undefined;

  // One slip anywhere in a provider's domain: "gmial.com", "hotmail.con", "uol.com.bt", "hotmailcom".
  const near = closest(domain, PROVIDER_DOMAINS, 1);
  if (near) return near;

  // A provider's name (maybe with a slip) and an ending it does not have: "gmail.com.br", "bol.com", "gmaill.con".
  if (provider) {
    const own = provider.endings.includes(ending)
      ? ending
      : (closest(ending, provider.endings, Number.POSITIVE_INFINITY) ?? provider.endings[0]!);
    const meant = `${provider.name}.${own}`;
    return meant === domain ? undefined : meant;
  }

  // Anyone's domain with a slip in a common ending: "empresa.con", "escola.com.brr".
  if (!ending || COMMON_ENDINGS.includes(ending) || REAL_ENDINGS.has(ending) || ending === 'co') {
    return undefined;
  }
  const fixed = closest(ending, COMMON_ENDINGS, 1);
  return fixed ? `${name}.${fixed}` : undefined;
}

/**
 * The address with its domain corrected ("ana.souza@gmail.con" → "ana.souza@gmail.com"), or null when there is
 * nothing to suggest. The part before the @ is kept as typed; the domain is compared in lower case.
 */
export function emailSuggestion(typed: string): string | null {
  const email = typed.trim();
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  const domain = email.slice(at + 1).toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(domain)) return null;
  const meant = suggestDomain(domain);
  return meant ? `${email.slice(0, at)}@${meant}` : null;
}
