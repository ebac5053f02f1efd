/**
 * Emits the curriculum as static files the service worker precaches: a small catalogue for the first
 * screen, one JSON per chapter, the SVG illustrations and the search index (loaded only when the learner
 * searches). A broken content file fails the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';
import { CONTENT_DIR, dueFacts, loadCurriculum, type Curriculum } from './load.ts';
import { QUIZ_SIZE } from '../shared/quiz-bank.ts';
import type {
  Capstone,
  CapstoneSummary,
  Chapter,
  ChapterDownload,
  ChapterSummary,
} from '../shared/content-schema.ts';
import { buildSearchIndex, searchDocuments } from '../shared/search.ts';

export function summarize(c: Chapter): ChapterSummary {
  const { sections, keyTakeaways: _k, tips: _t, quiz, checklist, labs, facts: _f, ...rest } = c;
  return {
    ...rest,
    sectionCount: sections.length,
    // Questions per attempt; the bank (questionIds) holds more.
    questionCount: Math.min(QUIZ_SIZE, quiz.length),
    checklistCount: checklist.length,
    checklistIds: checklist.map((i) => i.id),
    labs: labs.map((l) => ({ id: l.id, stepIds: l.steps.map((s) => s.id) })),
    questionIds: quiz.map((q) => q.id),
    sectionIds: sections.map((s) => s.id),
  };
}

export function summarizeCapstone({ id, title, description, points, minutes }: Capstone): CapstoneSummary {
  return { id, title, description, points, minutes };
}

/** vite.config.ts compresses files of at least this many bytes (vite-plugin-compression2's `threshold`). */
const COMPRESSION_THRESHOLD = 1024;

/** Brotli at quality 11 takes a fifth of a second a chapter: the dev server measures each file once. */
const measured = new Map<string, number>();

/**
 * Bytes a file costs over the network. The build writes a Brotli copy (quality 11, as vite.config.ts's
 * compression step does) beside every text file of 1 KB or more, and the server sends it to every browser that
 * accepts Brotli, which is every browser a learner runs; smaller files, and Brotli copies that came out no
 * smaller, go as they are. HTTP headers are left out.
 */
export function transferSize(source: string | Buffer): number {
  const raw = typeof source === 'string' ? Buffer.from(source) : source;
  if (raw.length < COMPRESSION_THRESHOLD) return raw.length;
  const key = raw.toString('latin1');
  const known = measured.get(key);
  if (known !== undefined) return known;
  const brotli = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const size = Math.min(brotli, raw.length);
  measured.set(key, size);
  return size;
}

/** What reading a chapter downloads: its JSON, and apart from it its figures and its videos and audios. */
export function chapterDownload(chapterJson: string, c: Chapter, files: Map<string, string | Buffer>) {
  const figures: ChapterDownload['figures'] = {};
  const media: ChapterDownload['media'] = {};
  for (const s of c.sections) {
    const figure = s.figure && files.get(`content/img/${s.figure.src}`);
    if (s.figure && figure) figures[s.figure.src] = transferSize(figure);
    if (s.media) media[s.id] = s.media.bytes ?? 0;
  }
  return { text: transferSize(chapterJson), figures, media } satisfies ChapterDownload;
}

/**
 * Every content file by its path. `measure` adds each chapter's download sizes to the catalogue (the build and
 * the dev server do; tests about other things skip the compression it takes).
 */
export function contentFiles(
  curriculum: Curriculum,
  root = CONTENT_DIR,
  { measure = false }: { measure?: boolean } = {},
): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>();
  files.set(
    'content/search-index.json',
    JSON.stringify(buildSearchIndex(searchDocuments(curriculum.chapters, curriculum.insights))),
  );
  if (curriculum.capstone) files.set('content/capstone.json', JSON.stringify(curriculum.capstone));
  const downloads = new Map<string, ChapterDownload>();
  for (const c of curriculum.chapters) {
    const json = JSON.stringify(c);
    files.set(`content/chapters/${c.id}.json`, json);
    files.set(`content/img/${c.thumbnail}`, readFileSync(join(root, 'thumbnails', c.thumbnail)));
    for (const s of c.sections) {
      if (s.figure)
        files.set(`content/img/${s.figure.src}`, readFileSync(join(root, 'figures', s.figure.src)));
    }
    if (measure) downloads.set(c.id, chapterDownload(json, c, files));
  }
  files.set(
    'content/catalogue.json',
    JSON.stringify({
      modules: curriculum.modules,
      chapters: curriculum.chapters.map((c) => ({ ...summarize(c), download: downloads.get(c.id) })),
      insights: curriculum.insights,
      capstone: curriculum.capstone ? summarizeCapstone(curriculum.capstone) : null,
    }),
  );
  return files;
}

export function curriculumPlugin(): Plugin {
  return {
    name: 'hub-curriculum',
    generateBundle() {
      const curriculum = loadCurriculum();
      // A fact past its re-check date does not stop a release, but nobody should miss it.
      const due = dueFacts(curriculum.facts, new Date().toISOString().slice(0, 10));
      if (due.length > 0) {
        this.warn(
          `${due.length} fato(s) com verificação vencida (npm run facts:due):\n` +
            due.map((f) => `  ${f.recheck}  ${f.id} — ${f.source.title}`).join('\n'),
        );
      }
      for (const [fileName, source] of contentFiles(curriculum, CONTENT_DIR, { measure: true })) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.watcher.add(CONTENT_DIR);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.replace(/^\//, '');
        if (!path?.startsWith('content/')) return next();
        try {
          const file = contentFiles(loadCurriculum(), CONTENT_DIR, { measure: true }).get(path);
          if (!file) return next();
          res.setHeader('content-type', path.endsWith('.svg') ? 'image/svg+xml' : 'application/json');
          res.end(file);
        } catch (err) {
          res.statusCode = 500;
          res.end(String(err));
        }
      });
    },
  };
}
