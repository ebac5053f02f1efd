/** The curriculum as the build emits it: static JSON, precached by the service worker. */
import type {
  Capstone,
  CapstoneSummary,
  Chapter,
  ChapterSummary,
  CourseModule,
  Insight,
} from '../../shared/content-schema';

interface Catalogue {
  /** Modules in course order, each with its chapter ids in order. */
  modules?: CourseModule[];
  chapters: ChapterSummary[];
  insights: Insight[];
  /** Projeto final, when the course has one. */
  capstone?: CapstoneSummary | null;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${res.status}`);
  return (await res.json()) as T;
}

const CONTENT_BASE = '/content';
export const fetchCatalogue = () => getJson<Catalogue>(`${CONTENT_BASE}/catalogue.json`);
export const fetchChapter = (id: string) => getJson<Chapter>(`${CONTENT_BASE}/chapters/${id}.json`);
export const fetchCapstone = () => getJson<Capstone>(`${CONTENT_BASE}/capstone.json`);
/** The search index as the build wrote it (MiniSearch's JSON), read only when the learner searches. */
export async function fetchSearchIndex(): Promise<string> {
  const res = await fetch(`${CONTENT_BASE}/search-index.json`);
  if (!res.ok) throw new Error(`${res.status}`);
  return res.text();
}
export const contentImage = (file: string) => `${CONTENT_BASE}/img/${file}`;
