/**
 * The course's full-text search: one document per chapter, per section, per chapter summary and per insight,
 * indexed with MiniSearch at build time (src/content/vite-plugin.ts emits it as content/search-index.json) and
 * loaded by the app on demand. Accent-, case- and hyphen-insensitive: "midia" finds "Mídia", "email" finds
 * "e-mail", and "pos venda" still finds "pós-venda".
 */
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import type { Chapter, Insight } from './content-schema.js';
import { SUMMARY_STEP } from './progress-state.js';

/** Where a result leads: a chapter (its start, a section or its summary) or an insight. */
export type SearchTarget =
  { kind: 'chapter'; chapterId: string; sectionId?: string } | { kind: 'insight'; insightId: string };

export interface SearchDocument {
  id: string;
  /** What the learner reads as the result: the section's, chapter's or insight's title. */
  title: string;
  /** Where it is: "Cap. 3 · Estratégia de Mídia Social", "Insight". */
  where: string;
  /** Headings inside the text, and the chapter's category. */
  headings: string;
  /** The words the text sets in bold: its key terms. */
  terms: string;
  /** Plain text: the section body, the chapter's description, the summary's takeaways and tips. */
  text: string;
  target: SearchTarget;
}

/** A result as the search box shows it. */
export interface SearchHit {
  id: string;
  title: string;
  where: string;
  target: SearchTarget;
}

/** Words too common to tell sections apart; left out of the index and of queries. */
const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos em na no nas nos e ou que se por para pra com sem como ' +
    'ao aos mais mas ja nao sao ser ter tem ha isso esse essa este esta eles elas ele ela seu sua seus suas ' +
    'voce voces the of'
  ).split(' '),
);

/** Lower case, without accents: "Mídia" → "midia". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

const WORD = /[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)*/gu;
const HYPHEN = /[-‐‑]/g;
const HAS_HYPHEN = /[-‐‑]/;

/** Words of an indexed text: a hyphenated word counts whole ("email") and by its parts ("e", "mail"). */
function tokenizeText(text: string): string[] {
  const words: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    words.push(word.replace(HYPHEN, ''));
    if (HAS_HYPHEN.test(word)) words.push(...word.split(HYPHEN));
  }
  return words;
}

/** Words of a query: a hyphenated word is one word ("e-mail" → "email"). */
function tokenizeQuery(text: string): string[] {
  return [...text.matchAll(WORD)].map(([word]) => word.replace(HYPHEN, ''));
}

function processTerm(term: string): string | null {
  const t = normalizeForSearch(term);
  return t.length === 0 || STOP_WORDS.has(t) ? null : t;
}

const STORED: (keyof SearchDocument)[] = ['title', 'where', 'target'];

/** The options the index is built and loaded with: they must be the same on both sides. */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'headings', 'terms', 'text'],
  storeFields: STORED,
  tokenize: tokenizeText,
  processTerm,
  searchOptions: {
    tokenize: tokenizeQuery,
    processTerm,
    boost: { title: 4, headings: 2.5, terms: 2 },
    combineWith: 'AND',
    // "insta" finds Instagram while it is typed; long words forgive one slip ("instagran").
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
  },
};

/** Markdown to the words a reader sees: no tables' pipes, links' addresses, emphasis marks. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`>|[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const headingsOf = (markdown: string) => [...markdown.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]!);
const boldOf = (markdown: string) => [...markdown.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!);

/** Every searchable piece of the course, in reading order. */
export function searchDocuments(
  chapters: readonly Chapter[],
  insights: readonly Insight[],
): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const c of chapters) {
    const where = `Cap. ${c.number} · ${c.title}`;
    docs.push({
      id: `c${c.id}`,
      title: c.title,
      where: `Capítulo ${c.number}`,
      headings: c.category,
      terms: '',
      text: c.description,
      target: { kind: 'chapter', chapterId: c.id },
    });
    for (const s of c.sections) {
      const body = [s.body, s.figure?.alt, s.figure?.caption, s.media?.transcript].filter(Boolean).join('\n');
      docs.push({
        id: `c${c.id}-${s.id}`,
        title: s.title,
        where,
        headings: headingsOf(s.body).join(' · '),
        terms: boldOf(body).join(' · '),
        text: plainText(body),
        target: { kind: 'chapter', chapterId: c.id, sectionId: s.id },
      });
    }
    const summary = [...c.keyTakeaways, ...c.tips].join('\n');
    docs.push({
      id: `c${c.id}-${SUMMARY_STEP}`,
      title: 'Resumo do capítulo',
      where,
      headings: '',
      terms: boldOf(summary).join(' · '),
      text: plainText(summary),
      target: { kind: 'chapter', chapterId: c.id, sectionId: SUMMARY_STEP },
    });
  }
  for (const i of insights) {
    docs.push({
      id: `i${i.id}`,
      title: i.title,
      where: 'Insight',
      headings: [i.category, ...headingsOf(i.content)].join(' · '),
      terms: boldOf(i.content).join(' · '),
      text: plainText(`${i.summary}\n${i.content}`),
      target: { kind: 'insight', insightId: i.id },
    });
  }
  return docs;
}

/** The index, built from the documents (at build time, and in tests). */
export function buildSearchIndex(docs: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(docs);
  return index;
}

/** The index as the build wrote it (`JSON.stringify(index)`). */
export function loadSearchIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
}

/** The best matches for what the learner typed, best first. */
export function searchCourse(index: MiniSearch<SearchDocument>, query: string, limit = 8): SearchHit[] {
  if (normalizeForSearch(query).length === 0) return [];
  return index
    .search(query)
    .slice(0, limit)
    .map((r: SearchResult) => ({
      id: String(r.id),
      title: r.title as string,
      where: r.where as string,
      target: r.target as SearchTarget,
    }));
}
