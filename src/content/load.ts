/**
 * Reads and validates the curriculum files. Used by the build (Vite plugin), the server and the tests; a
 * broken file throws a ContentError naming the file and the field.
 */
import { quizCues } from '../shared/quiz-bank.js';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { ZodType } from 'zod';
import {
  CapstoneFileSchema,
  type Capstone,
  ChapterFileSchema,
  CourseFileSchema,
  type CourseModule,
  InsightFileSchema,
  estimateMinutes,
  estimateReadMinutes,
  type Fact,
  FactsFileSchema,
  type Chapter,
  type Insight,
} from '../shared/content-schema.js';

const here = dirname(fileURLToPath(import.meta.url));
/** src/content, whether this module runs from source or compiled into dist-server/content. */
export const CONTENT_DIR = existsSync(join(here, 'chapters'))
  ? here
  : join(here, '..', '..', 'src', 'content');

export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: ${field ? `${field}: ` : ''}${detail}`);
    this.name = 'ContentError';
  }
}

export interface Curriculum {
  /** Modules in course order, each with its chapter ids in order. */
  modules: CourseModule[];
  /** Chapters in course order. */
  chapters: Chapter[];
  insights: Insight[];
  /** Projeto final, when the content has one (capstone.yaml). */
  capstone?: Capstone;
  /** The registry of facts (facts.yaml), in file order. */
  facts: Fact[];
}

/** Facts whose re-check date is on or before `today` (YYYY-MM-DD), soonest first. */
export function dueFacts(facts: readonly Fact[], today: string): Fact[] {
  // Facts nobody has re-seen in their source come first, then the rest by date.
  return facts
    .filter((f) => f.status === 'a-reverificar' || f.recheck <= today)
    .sort(
      (a, b) =>
        Number(b.status === 'a-reverificar') - Number(a.status === 'a-reverificar') ||
        a.recheck.localeCompare(b.recheck),
    );
}

function loadFacts(root: string): Map<string, Fact> {
  const facts = new Map<string, Fact>();
  if (!existsSync(join(root, 'facts.yaml'))) return facts;
  parseFile(root, 'facts.yaml', FactsFileSchema).forEach((f, i) => {
    if (facts.has(f.id)) throw new ContentError('facts.yaml', `${i}.id`, `fato "${f.id}" repetido`);
    facts.set(f.id, f);
  });
  return facts;
}

/** Resolves a list of fact ids, failing on one the registry does not have. */
function resolveFacts(
  registry: ReadonlyMap<string, Fact>,
  ids: readonly string[] | undefined,
  file: string,
  field: string,
): Fact[] {
  return (ids ?? []).map((id, i) => {
    const fact = registry.get(id);
    if (!fact) throw new ContentError(file, `${field}.${i}`, `fato "${id}" não existe em facts.yaml`);
    return fact;
  });
}

function yamlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort();
}

function parseFile<T>(dir: string, file: string, schema: ZodType<T>): T {
  let raw: unknown;
  try {
    raw = parse(readFileSync(join(dir, file), 'utf8'));
  } catch (err) {
    throw new ContentError(file, '', `YAML inválido: ${(err as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ContentError(file, issue.path.join('.'), issue.message);
  }
  return result.data;
}

export function loadCurriculum(root: string = CONTENT_DIR): Curriculum {
  const course = parseFile(root, 'course.yaml', CourseFileSchema);
  const registry = loadFacts(root);
  const categories = new Set(course.categories);
  // Where each chapter sits: its module and its position in the course, from course.yaml alone.
  const placement = new Map<string, { moduleId: string; number: number }>();
  course.modules.forEach((m, mi) => {
    if (course.modules.findIndex((other) => other.id === m.id) !== mi)
      throw new ContentError('course.yaml', `modules.${mi}.id`, `módulo "${m.id}" repetido`);
    m.chapters.forEach((id, ci) => {
      if (placement.has(id))
        throw new ContentError(
          'course.yaml',
          `modules.${mi}.chapters.${ci}`,
          `capítulo "${id}" listado duas vezes`,
        );
      placement.set(id, { moduleId: m.id, number: placement.size + 1 });
    });
  });

  const chapterDir = join(root, 'chapters');
  const chapters: Chapter[] = [];
  const fileOf = new Map<string, string>();
  for (const file of yamlFiles(chapterDir)) {
    const data = parseFile(chapterDir, file, ChapterFileSchema);
    const place = placement.get(data.id);
    if (!place)
      throw new ContentError(file, 'id', `o capítulo "${data.id}" não está em nenhum módulo de course.yaml`);
    const twin = fileOf.get(data.id);
    if (twin) throw new ContentError(file, 'id', `id "${data.id}" repetido (também em ${twin})`);
    fileOf.set(data.id, file);
    if (!categories.has(data.category))
      throw new ContentError(file, 'category', `categoria "${data.category}" não está em course.yaml`);
    const { minutes, words } = estimateMinutes(data);
    if (minutes < 15 || minutes > 120) {
      throw new ContentError(
        file,
        'sections',
        `tempo estimado de ${minutes} min fora de 15–120 (${words} palavras)`,
      );
    }
    for (const asset of [
      ['thumbnails', data.thumbnail, 'thumbnail'],
      ...data.sections.flatMap((s, i) =>
        s.figure ? [['figures', s.figure.src, `sections.${i}.figure.src`]] : [],
      ),
    ] as const) {
      if (!existsSync(join(root, asset[0], asset[1]))) {
        throw new ContentError(file, asset[2], `arquivo ${asset[0]}/${asset[1]} não encontrado`);
      }
    }
    const ids = (list: { id: string }[], field: string) => {
      const seen = new Set<string>();
      list.forEach((x, i) => {
        if (seen.has(x.id)) throw new ContentError(file, `${field}.${i}.id`, `id "${x.id}" repetido`);
        seen.add(x.id);
      });
    };
    ids(data.sections, 'sections');
    ids(data.quiz, 'quiz');
    const sectionIds = new Set(data.sections.map((s) => s.id));
    data.quiz.forEach((q, i) => {
      const unknown = q.sections.find((s) => !sectionIds.has(s));
      if (unknown)
        throw new ContentError(file, `quiz.${i}.sections`, `seção "${unknown}" não existe no capítulo`);
      const cues = quizCues(q);
      if (cues.length > 0) throw new ContentError(file, `quiz.${i}.options`, cues.join('; '));
    });
    ids(data.checklist, 'checklist');
    ids(data.labs, 'labs');
    data.labs.forEach((lab, i) => ids(lab.steps, `labs.${i}.steps`));
    const used = [
      ...data.sections.flatMap((s, i) => resolveFacts(registry, s.facts, file, `sections.${i}.facts`)),
      ...data.labs.flatMap((l, i) => resolveFacts(registry, l.facts, file, `labs.${i}.facts`)),
    ];
    const facts = Object.fromEntries(used.map((f) => [f.id, f]));
    chapters.push({ ...data, minutes, words, ...place, facts });
  }
  for (const id of placement.keys()) {
    if (!fileOf.has(id)) throw new ContentError('course.yaml', 'modules', `capítulo "${id}" não tem arquivo`);
  }
  chapters.sort((a, b) => a.number - b.number);
  const seenIds = new Set<string>();
  chapters.forEach((c) => {
    if (seenIds.has(c.id)) throw new ContentError(`capítulo ${c.id}`, 'id', 'id repetido');
    seenIds.add(c.id);
  });

  const insightDir = join(root, 'insights');
  const insights: Insight[] = yamlFiles(insightDir).map((file, order) => {
    const data = parseFile(insightDir, file, InsightFileSchema);
    if (!categories.has(data.category))
      throw new ContentError(file, 'category', `categoria "${data.category}" não está em course.yaml`);
    const readMinutes = estimateReadMinutes(data);
    if (readMinutes < 2 || readMinutes > 8) {
      throw new ContentError(file, 'content', `leitura de ${readMinutes} min fora de 2–8`);
    }
    const sources = resolveFacts(registry, data.facts, file, 'facts');
    return { ...data, readMinutes, order, sources };
  });
  const capstone = loadCapstone(root, new Set(chapters.map((c) => c.id)));
  return {
    modules: course.modules,
    chapters,
    insights,
    facts: [...registry.values()],
    ...(capstone ? { capstone } : {}),
  };
}

function loadCapstone(root: string, chapterIds: ReadonlySet<string>): Capstone | undefined {
  if (!existsSync(join(root, 'capstone.yaml'))) return undefined;
  const capstone = parseFile(root, 'capstone.yaml', CapstoneFileSchema);
  const seen = new Set<string>();
  capstone.steps.forEach((step, i) => {
    if (seen.has(step.id))
      throw new ContentError('capstone.yaml', `steps.${i}.id`, `id "${step.id}" repetido`);
    seen.add(step.id);
    step.chapters.forEach((id, j) => {
      if (!chapterIds.has(id))
        throw new ContentError('capstone.yaml', `steps.${i}.chapters.${j}`, `capítulo ${id} inexistente`);
    });
  });
  const cases = new Set<string>();
  capstone.cases.forEach((c, i) => {
    if (cases.has(c.id)) throw new ContentError('capstone.yaml', `cases.${i}.id`, `id "${c.id}" repetido`);
    cases.add(c.id);
  });
  return capstone;
}
