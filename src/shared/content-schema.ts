/**
 * The shape of the curriculum files under src/content. One schema, used by the build (which refuses a
 * broken file), the server (which grades quizzes and awards points from the same files) and the tests.
 */
import { z } from 'zod';
import { PLAN_STEPS } from './capstone-plan.js';
import { QUIZ_BANK_MIN, QUIZ_SIZE } from './quiz-bank.js';

export const DIFFICULTIES = ['Iniciante', 'Intermediário', 'Avançado'] as const;
export const FACT_STATUSES = ['verificado', 'a-reverificar'] as const;

/** "R$" and its amount with an ordinary space between them: a line may break there, leaving "R$" alone. */
export const MONEY_WITH_BREAKABLE_SPACE = /R\$[ \t\n](?=\d)/;
/** Text the learner reads: "R$" is joined to its amount by a no-break space (U+00A0), as in "R$\u00a0300". */
export const courseText = (min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .refine((s) => !MONEY_WITH_BREAKABLE_SPACE.test(s), {
      message: 'escreva "R$" e o valor com um espaço inseparável (U+00A0), não um espaço comum',
    });
const text = courseText;
const slug = z.string().regex(/^[a-z0-9-]+$/, 'use apenas letras minúsculas, números e hífens');
/** A question's id travels in every quiz attempt: short enough for five in one event. */
const questionId = z.string().regex(/^[a-z0-9-]{1,40}$/, 'use até 40 letras minúsculas, números e hífens');
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'cor no formato #rrggbb');
const svgFile = z.string().regex(/^[a-z0-9-]+\.svg$/, 'nome de arquivo .svg');
/** A chapter's stable id: progress is kept under it, whatever the file is called or where it sits. */
export const chapterIdSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, 'id de capítulo: letras minúsculas, números e hífens (até 40)');

/**
 * The course's structure (src/content/course.yaml): the categories chapters and insights may use, and the
 * modules in order, each listing its chapters in order. Moving a chapter is editing this list; its id stays.
 */
export const CourseFileSchema = z
  .object({
    categories: z.array(text(3)).min(1),
    modules: z
      .array(
        z
          .object({
            id: slug,
            title: text(3),
            description: text(10),
            chapters: z.array(chapterIdSchema).min(1),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type CourseFile = z.infer<typeof CourseFileSchema>;
export type CourseModule = CourseFile['modules'][number];

/** Media a section may carry: never needed to follow the lesson, because the transcript says it all. */
const MediaSchema = z
  .object({
    url: z.url({ protocol: /^https$/, error: 'endereço https da mídia' }),
    /** Full transcript (Markdown): read offline, by screen readers, and by whoever prefers reading. */
    transcript: text(80),
    /** Length as the learner sees it, e.g. "4 min". */
    duration: text(3).optional(),
    /**
     * The file's size in bytes as served. The media is hosted elsewhere, so the build cannot measure it: the
     * author states it, and the learner sees it before loading ("Carregar vídeo (3,4 MB)").
     */
    bytes: z.number().int().positive().optional(),
  })
  .strict();

/** A calendar date as authors write it (YYYY-MM-DD). */
const isoDate = z.iso.date({ error: 'data no formato AAAA-MM-DD' });
/** A fact's id, as sections, insights and labs refer to it. */
const factId = z.string().regex(/^[a-z0-9-]{2,60}$/, 'id de fato: letras minúsculas, números e hífens');
/**
 * The facts a section, an insight or a lab relies on, by id (src/content/facts.yaml). An empty list says the
 * text was checked and states nothing from outside the course (its examples are invented).
 */
const factRefs = z.array(factId).max(12).optional();

/**
 * One dated or numeric claim the course makes (a date, a price, a law, a platform rule, a statistic), with
 * where it comes from and when it was last checked. Every chapter refers to facts by id, so one correction
 * here reaches every place that states it, and the build lists what is due for a re-check.
 */
export const FactSchema = z
  .object({
    id: factId,
    /** The claim as the course states it, in one sentence of pt-BR. */
    statement: text(10),
    source: z
      .object({
        title: text(5),
        url: z.url({ protocol: /^https$/, error: 'endereço https da fonte' }),
      })
      .strict(),
    /**
     * `verificado`: someone saw the source say it on `verified`. `a-reverificar`: the source was named on
     * `verified` but nobody has seen it say so since; the app says "fonte indicada em …; ainda não reverificada",
     * and the re-check list shows it first.
     */
    status: z.enum(FACT_STATUSES).default('verificado'),
    /** When the claim was last seen in the source (or, for `a-reverificar`, when the source was named). */
    verified: isoDate,
    /** When it must be checked again (platform rules and prices quarterly; laws yearly). */
    recheck: isoDate,
  })
  .strict()
  .refine((f) => f.recheck > f.verified, {
    message: 'a data de nova verificação deve ser depois da verificação',
    path: ['recheck'],
  });
export const FactsFileSchema = z.array(FactSchema).min(1);
export type Fact = z.infer<typeof FactSchema>;

export const SECTION_TYPES = ['text', 'video', 'audio', 'infographic'] as const;

export const SectionSchema = z
  .object({
    id: slug,
    /** text (default); video or audio with `media` and its transcript; infographic with `figure`. */
    type: z.enum(SECTION_TYPES).default('text'),
    title: text(),
    /** Markdown (GitHub tables allowed, no raw HTML). */
    body: text(80),
    /** Optional drawn infographic from src/content/figures, with its text alternative. */
    figure: z
      .object({
        src: svgFile,
        alt: text(20),
        caption: text().optional(),
      })
      .strict()
      .optional(),
    media: MediaSchema.optional(),
    /** Facts this section states; shown to the learner as its sources. */
    facts: factRefs,
  })
  .strict()
  .superRefine((s, ctx) => {
    if ((s.type === 'video' || s.type === 'audio') && !s.media)
      ctx.addIssue({
        code: 'custom',
        path: ['media'],
        message: 'seções de vídeo e áudio precisam de media (url e transcrição)',
      });
    if (s.type !== 'video' && s.type !== 'audio' && s.media)
      ctx.addIssue({ code: 'custom', path: ['media'], message: 'media só em seções de vídeo ou áudio' });
    if (s.type === 'infographic' && !s.figure)
      ctx.addIssue({ code: 'custom', path: ['figure'], message: 'seções de infográfico precisam de figure' });
  });

export const QuestionSchema = z
  .object({
    id: questionId,
    question: text(10),
    options: z.array(text()).length(4),
    /** Index (0–3) of the one correct option. */
    answer: z.number().int().min(0).max(3),
    explanation: text(30),
    /** The chapter sections (ids) the question asks about: each attempt draws questions covering them all. */
    sections: z.array(slug).min(1).max(3),
  })
  .strict()
  .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === 4, {
    message: 'as quatro opções devem ser diferentes',
    path: ['options'],
  });

export const ChecklistItemSchema = z
  .object({
    id: slug,
    task: text(5),
    description: text(10),
  })
  .strict();

/** One step of a lab: what to open and what to do, named as the tool's pt-BR interface names it. */
export const LabStepSchema = z
  .object({
    id: slug,
    title: text(5),
    /** Markdown. */
    body: text(40),
  })
  .strict();

/**
 * Mão na massa: a hands-on lab in a real tool. It says what the learner needs and what to do without it, and
 * each step can be ticked (event lab.step.set), offline too.
 */
export const LabSchema = z
  .object({
    id: slug,
    title: text(5),
    /** The tool, as its maker names it in Brazil (e.g. "Google Analytics 4"). */
    tool: text(3),
    minutes: z.number().int().min(5).max(120),
    /** What the learner has at the end, one sentence. */
    goal: text(20),
    /** Markdown: accounts, access, a site… */
    needs: text(20),
    /** Markdown: how to do the lab (or most of it) without what `needs` lists. */
    without: text(20),
    steps: z.array(LabStepSchema).min(3).max(12),
    facts: factRefs,
  })
  .strict();
export type Lab = z.infer<typeof LabSchema>;

/** What an author writes in src/content/chapters/NN-*.yaml. */
export const ChapterFileSchema = z
  .object({
    id: chapterIdSchema,
    title: text(5),
    description: text(20).refine((s) => !/[.!?]\s+\p{Lu}/u.test(s), {
      message: 'a descrição deve ter uma só frase',
    }),
    /** One of the categories in course.yaml. */
    category: text(3),
    difficulty: z.enum(DIFFICULTIES),
    points: z.number().int().min(50).max(200),
    gradient: z.tuple([hexColor, hexColor]),
    thumbnail: svgFile,
    sections: z.array(SectionSchema).min(3).max(6),
    keyTakeaways: z.array(text(10)).length(5),
    tips: z.array(text(10)).length(4),
    /** The chapter's bank of questions; each attempt draws QUIZ_SIZE of them (quiz-bank.ts). */
    quiz: z.array(QuestionSchema).min(QUIZ_BANK_MIN).max(30),
    checklist: z.array(ChecklistItemSchema).min(3).max(8),
    /** Mão na massa: labs in the real tools (the channel chapters have at least one). */
    labs: z.array(LabSchema).max(3).default([]),
  })
  .strict();

/** A chapter as the app and the server use it: the file plus what the loader derives from it. */
export const ChapterSchema = ChapterFileSchema.extend({
  /** Estimated minutes, derived from the text by the loader (see estimateMinutes). */
  minutes: z.number().int().min(15).max(120),
  words: z.number().int(),
  /** Position in the course (1, 2, …), from course.yaml. */
  number: z.number().int().min(1),
  moduleId: slug,
  /** The facts the chapter's sections and labs refer to, by id. */
  facts: z.record(z.string(), FactSchema),
});

export const InsightFileSchema = z
  .object({
    id: slug,
    title: text(5),
    /** One or two sentences shown on the card. */
    summary: text(20),
    /** One of the categories in course.yaml. */
    category: text(3),
    /** Markdown. */
    content: text(200),
    /** Facts the insight states; shown as its sources. */
    facts: factRefs,
  })
  .strict();

export const InsightSchema = InsightFileSchema.extend({
  /** The facts it refers to, in order, resolved from the registry. */
  sources: z.array(FactSchema),
  /** Reading minutes, derived from the text by the loader. */
  readMinutes: z.number().int().min(2).max(8),
  /** Position in the weekly rotation (0–6), from the file order. */
  order: z.number().int().min(0).max(6),
});

export type ChapterFile = z.infer<typeof ChapterFileSchema>;
export type Chapter = z.infer<typeof ChapterSchema>;
export type Question = z.infer<typeof QuestionSchema>;
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;
export type InsightFile = z.infer<typeof InsightFileSchema>;
export type Insight = z.infer<typeof InsightSchema>;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Projeto final: the 90-day plan's guidance (the plan itself is the learner's, see shared/capstone.ts). */
export const CapstoneFileSchema = z
  .object({
    id: slug,
    title: text(5),
    description: text(20),
    points: z.number().int().min(50).max(1000),
    minutes: z.number().int().min(15).max(240),
    /** Markdown. */
    intro: text(100),
    cases: z
      .array(z.object({ id: slug, name: text(5), summary: text(20) }).strict())
      .min(1)
      .max(6),
    steps: z
      .array(
        z
          .object({
            id: z.enum(PLAN_STEPS),
            title: text(3),
            help: text(20),
            /** Chapters to review for this step. */
            chapters: z.array(chapterIdSchema).max(6),
          })
          .strict(),
      )
      .length(PLAN_STEPS.length),
    compliance: z.object({ lgpd: text(20), conar: text(20), cdc: text(20), eca: text(20) }).strict(),
  })
  .strict();
export type Capstone = z.infer<typeof CapstoneFileSchema>;
export type CapstoneSummary = Pick<Capstone, 'id' | 'title' | 'description' | 'points' | 'minutes'>;

/** The catalogue entry: everything but the lesson body, small enough to load on the first screen. */
export type ChapterSummary = Omit<
  Chapter,
  'sections' | 'keyTakeaways' | 'tips' | 'quiz' | 'checklist' | 'facts' | 'labs'
> & {
  questionCount: number;
  checklistCount: number;
  sectionCount: number;
  checklistIds: string[];
  /** Each lab's id with its step ids, so progress can be counted before the chapter loads. */
  labs: { id: string; stepIds: string[] }[];
  /** The quiz bank's question ids (the daily quiz chooses among them before loading the chapter). */
  questionIds: string[];
  /** Section ids in reading order (progress counts sections read before the chapter loads). */
  sectionIds: string[];
  /** What the chapter costs to download, measured by the build (absent where no build measured it). */
  download?: ChapterDownload;
};

/** Bytes over the network, as the build measured them (src/content/vite-plugin.ts). */
export interface ChapterDownload {
  /** The chapter's text: its JSON as the server sends it. */
  text: number;
  /** Its figures, by file name. */
  figures: Record<string, number>;
  /** Its videos and audios by section id, as their authors state them (0 where not stated). */
  media: Record<string, number>;
}

export const WORDS_PER_MINUTE = 200;

export function countWords(markdown: string): number {
  const plain = markdown.replace(/[#*_>`|[\]()-]+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Honest chapter time: every word a learner reads at 200 words a minute (of the quiz, one attempt), plus one
 * minute to think over each question of an attempt.
 */
export function estimateMinutes(chapter: ChapterFile): { minutes: number; words: number } {
  const parts = [
    ...chapter.sections.flatMap((s) => [s.title, s.body, s.figure?.alt ?? '']),
    ...chapter.keyTakeaways,
    ...chapter.tips,
    ...chapter.checklist.flatMap((c) => [c.task, c.description]),
  ];
  // One attempt's share of the quiz bank: the average question's words, QUIZ_SIZE times.
  const quiz = chapter.quiz.flatMap((q) => [q.question, ...q.options, q.explanation]);
  const attempt = Math.round(
    (quiz.reduce((n, p) => n + countWords(p), 0) * Math.min(QUIZ_SIZE, chapter.quiz.length)) /
      chapter.quiz.length,
  );
  const words = parts.reduce((n, p) => n + countWords(p), 0) + attempt;
  return { words, minutes: Math.ceil(words / WORDS_PER_MINUTE) + Math.min(QUIZ_SIZE, chapter.quiz.length) };
}

export function estimateReadMinutes(insight: InsightFile): number {
  return Math.max(1, Math.ceil(countWords(`${insight.title} ${insight.content}`) / WORDS_PER_MINUTE));
}
