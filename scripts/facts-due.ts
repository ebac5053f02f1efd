/**
 * Prints the facts of src/content/facts.yaml that are due for a re-check (or will be within --days N, 30 by
 * default), oldest first, with where each is used; --all lists every fact. Exit code 0; with --strict, 1 when
 * any is past due.
 *
 *   npm run facts:due [-- --days 60] [-- --all] [-- --strict]
 */
import { dueFacts, loadCurriculum } from '../src/content/load.ts';
import { factDateLabel } from '../src/shared/fact-label.ts';

const args = process.argv.slice(2);
const daysArg = args.indexOf('--days');
const days = daysArg >= 0 ? Number(args[daysArg + 1]) : 30;
if (!Number.isInteger(days) || days < 0) {
  console.error('Use --days com um número inteiro de dias.');
  process.exit(2);
}
const today = new Date().toISOString().slice(0, 10);
const horizon = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const curriculum = loadCurriculum();
const usedBy = new Map<string, string[]>();
const noteUse = (id: string, where: string) => usedBy.set(id, [...(usedBy.get(id) ?? []), where]);
for (const c of curriculum.chapters) {
  for (const s of c.sections) for (const id of s.facts ?? []) noteUse(id, `capítulo ${c.number} · ${s.id}`);
  for (const l of c.labs)
    for (const id of l.facts ?? []) noteUse(id, `capítulo ${c.number} · prática ${l.id}`);
}
for (const i of curriculum.insights) for (const f of i.sources) noteUse(f.id, `insight ${i.id}`);

const soon = dueFacts(curriculum.facts, horizon);
const listed = args.includes('--all')
  ? [...curriculum.facts].sort((a, b) => a.recheck.localeCompare(b.recheck))
  : soon;
const pending = soon.filter((f) => f.status === 'a-reverificar');
const dated = soon.filter((f) => f.status !== 'a-reverificar');
const late = dated.filter((f) => f.recheck <= today);
console.log(
  `${curriculum.facts.length} fatos; ${pending.length} a reverificar (fonte indicada, não revista), ` +
    `${late.length} com verificação vencida, ${dated.length - late.length} vencem nos próximos ${days} dias ` +
    `(hoje é ${today}).`,
);
for (const f of listed) {
  const when =
    f.status === 'a-reverificar'
      ? 'A REVERIFICAR'
      : f.recheck <= today
        ? 'VENCIDO'
        : f.recheck <= horizon
          ? 'em breve'
          : 'em dia';
  console.log(`\n${when}  ${f.recheck}  ${f.id}`);
  console.log(`  ${f.statement}`);
  console.log(`  Fonte: ${f.source.title} <${f.source.url}> (${factDateLabel(f, f.verified)})`);
  console.log(`  Usado em: ${(usedBy.get(f.id) ?? ['(nenhum lugar)']).join('; ')}`);
}
const unused = curriculum.facts.filter((f) => !usedBy.has(f.id));
if (unused.length > 0) console.log(`\nFatos sem uso: ${unused.map((f) => f.id).join(', ')}`);
if (args.includes('--strict') && late.length > 0) process.exit(1);
