/** Case- and accent-insensitive search: "midia" finds "Mídia". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const terms = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalizeForSearch(fields.join(' '));
  return terms.every((t) => haystack.includes(t));
}
