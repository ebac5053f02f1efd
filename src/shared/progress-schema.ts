/** The learner's progress as stored and sent: the one declaration its type is derived from. */
import { z } from 'zod';
import { PlanSchema } from './capstone-schema.js';
import { DEFAULT_DAILY_GOAL } from './goal.js';

export const ProgressStateSchema = z.object({
  /** Total points, only ever awarded from the content. */
  points: z.number().int(),
  /** chapterId → when it was completed (ISO). */
  completedChapters: z.record(z.string(), z.string()),
  /** chapterId → best attempt. */
  quizBests: z.record(
    z.string(),
    z.object({ correct: z.number().int(), total: z.number().int(), at: z.string() }),
  ),
  quizAttempts: z.number().int(),
  /** chapterId → ids of the checklist items done. */
  checklist: z.record(z.string(), z.array(z.string())),
  /** Mão na massa: chapterId → lab id → ids of the steps done. */
  labs: z.record(z.string(), z.record(z.string(), z.array(z.string()))).default(() => ({})),
  favorites: z.array(z.string()),
  insightsRead: z.array(z.string()),
  /** Local days ("YYYY-MM-DD") with at least one learning activity. */
  activityDays: z.array(z.string()),
  /** The chapter the learner opened last, for "continuar de onde parei". */
  lastChapterId: z.string().nullable(),

  // Fields added after the first release carry defaults, so rows and snapshots stored before them still read.
  /** Chapters the learner has opened at least once (the daily quiz draws only from these). */
  openedChapters: z.array(z.string()).default(() => []),
  /** Local day ("YYYY-MM-DD") → points earned that day, from every source. */
  pointsByDay: z.record(z.string(), z.number().int()).default(() => ({})),
  /** Daily goal in points: one of DAILY_GOALS (src/shared/goal.ts). */
  dailyGoal: z.number().int().default(DEFAULT_DAILY_GOAL),
  /** Quiz diário: question key ("chapterId:questionId") → its FSRS memory. */
  review: z
    .record(
      z.string(),
      z.object({
        due: z.string(),
        stability: z.number(),
        difficulty: z.number(),
        elapsed_days: z.number(),
        scheduled_days: z.number(),
        learning_steps: z.number(),
        reps: z.number().int(),
        lapses: z.number().int(),
        state: z.number().int(),
        last_review: z.string().optional(),
      }),
    )
    .default(() => ({})),
  /** Quiz diário of the last days: the day's set, the answers (right or not) and the points earned. */
  dailyLog: z
    .record(
      z.string(),
      z.object({
        set: z.array(z.string()),
        answers: z.record(z.string(), z.boolean()),
        points: z.number().int(),
      }),
    )
    .default(() => ({})),
  /** Days on which the daily goal was met (judged with the goal of that day). */
  goalDays: z.array(z.string()).default(() => []),
  /** Achievement id → when it was earned (ISO). */
  achievements: z.record(z.string(), z.string()).default(() => ({})),
  /** Ids of the notifications read, newest last (at most NOTIFICATIONS_READ_KEPT). */
  notificationsRead: z.array(z.string()).default(() => []),
  /** Days on which the whole daily quiz was answered. */
  dailyDays: z.array(z.string()).default(() => []),
  /** Projeto final: the learner's 90-day plan, null until started. */
  plan: PlanSchema.nullable().default(null),
  /** When the plan was completed (ISO), earning its points once. */
  planCompletedAt: z.string().nullable().default(null),
  /** chapterId → ids of the sections read (the summary step included), in the order first read. */
  sectionsRead: z.record(z.string(), z.array(z.string())).default(() => ({})),
  /** chapterId → the section the learner opened last there (with lastChapterId: "continuar de onde parei"). */
  sectionAt: z.record(z.string(), z.string()).default(() => ({})),
  /** chapterId → the question ids of the last quiz attempt, in order (the next draw differs from it). */
  quizLast: z.record(z.string(), z.array(z.string())).default(() => ({})),
  /** chapterId → question id → local day it was last answered in the chapter quiz (the daily quiz waits). */
  quizSeen: z.record(z.string(), z.record(z.string(), z.string())).default(() => ({})),
  /** When the learner passed the final exam (ISO), earning its points once; recorded by the server only. */
  examPassedAt: z.string().nullable().default(null),
});
