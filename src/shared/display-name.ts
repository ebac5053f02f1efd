/**
 * The name other learners see. Learners may choose one; otherwise it is the first name and the initial of the
 * last one ("Maria da Silva" → "Maria S."), so the ranking never shows a full name.
 */
export function defaultDisplayName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  if (words.length < 2) return first;
  // By code point, so an accented or non-Latin initial stays whole.
  const initial = [...words[words.length - 1]!][0]!.toLocaleUpperCase('pt-BR');
  return `${first} ${initial}.`;
}

/** The chosen name when there is one, else the default. */
export function displayNameOf(fullName: string, chosen: string | null | undefined): string {
  return chosen ?? defaultDisplayName(fullName);
}
