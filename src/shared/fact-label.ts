/** How a fact's date reads, in the app and on public pages (no zod: the chapter screen loads it). */
/** "verificado em 25 de novembro de 2026" or "fonte indicada em …; ainda não reverificada". */
export function factDateLabel(fact: { status?: string }, day: string): string {
  return fact.status === 'a-reverificar'
    ? `fonte indicada em ${day}; ainda não reverificada`
    : `verificado em ${day}`;
}
