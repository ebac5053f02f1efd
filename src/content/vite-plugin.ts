/**
 * Emits the curriculum as static files the service worker precaches: a small catalogue for the first
 * screen, one JSON per chapter, the SVG illustrations and the search index (loaded only when the learner
 * searches). A broken content file fails the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CONTENT_DIR, dueFacts, loadCurriculum, type Curriculum } from './load.ts';
import { QUIZ_SIZE } from '../shared/quiz-bank.ts';
import type { Capstone, CapstoneSummary, Chapter, ChapterSummary } from '../shared/content-schema.ts';
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

export function contentFiles(curriculum: Curriculum, root = CONTENT_DIR): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>();
  files.set(
    'content/catalogue.json',
    JSON.stringify({
      modules: curriculum.modules,
      chapters: curriculum.chapters.map(summarize),
      insights: curriculum.insights,
      capstone: curriculum.capstone ? summarizeCapstone(curriculum.capstone) : null,
    }),
  );
  files.set(
    'content/search-index.json',
    JSON.stringify(buildSearchIndex(searchDocuments(curriculum.chapters, curriculum.insights))),
  );
  if (curriculum.capstone) files.set('content/capstone.json', JSON.stringify(curriculum.capstone));
  for (const c of curriculum.chapters) {
    files.set(`content/chapters/${c.id}.json`, JSON.stringify(c));
    files.set(`content/img/${c.thumbnail}`, readFileSync(join(root, 'thumbnails', c.thumbnail)));
    for (const s of c.sections) {
      if (s.figure)
        files.set(`content/img/${s.figure.src}`, readFileSync(join(root, 'figures', s.figure.src)));
    }
  }
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
      for (const [fileName, source] of contentFiles(curriculum)) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.watcher.add(CONTENT_DIR);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0]?.replace(/^\//, '');
        if (!path?.startsWith('content/')) return next();
        try {
          const file = contentFiles(loadCurriculum()).get(path);
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
