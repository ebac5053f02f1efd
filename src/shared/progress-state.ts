/**
 * The learner's progress as a shape: its types, what the rules need of the content, and an empty progress.
 * Nothing here applies a rule, so every rule module (progress.ts, daily-rule.ts, achievements.ts,
 * notifications.ts…) depends on this file and none of them on another through it.
 */
import type { z } from 'zod';
import type { ProgressStateSchema } from './progress-schema.js';
import type { LearnerEvent } from './events.js';
import type { CapstonePlan, PlanProblem } from './capstone.js';
import { DEFAULT_DAILY_GOAL } from './goal.js';

/** The type comes from the zod schema the server validates stored rows and snapshots with (type-only here,
 * so the first screen does not load zod). */
export type ProgressState = z.infer<typeof ProgressStateSchema>;
/** A question's memory, as the FSRS scheduler keeps it (dates as ISO strings). */
export type ReviewCard = ProgressState['review'][string];
/** One day of the daily quiz: its questions, the first answer to each (right or not) and the points earned. */
export type DailyDay = ProgressState['dailyLog'][string];

/** The chapter's last reading step, after its sections: key takeaways, tips and "Marcar como concluído". */
export const SUMMARY_STEP = 'resumo';

export function emptyProgress(): ProgressState {
  return {
    points: 0,
    completedChapters: {},
    quizBests: {},
    quizAttempts: 0,
    checklist: {},
    labs: {},
    favorites: [],
    insightsRead: [],
    activityDays: [],
    lastChapterId: null,
    openedChapters: [],
    pointsByDay: {},
    dailyGoal: DEFAULT_DAILY_GOAL,
    plan: null,
    planCompletedAt: null,
    review: {},
    dailyLog: {},
    dailyDays: [],
    goalDays: [],
    achievements: {},
    notificationsRead: [],
    sectionsRead: {},
    sectionAt: {},
    quizLast: {},
    quizSeen: {},
    examPassedAt: null,
  };
}

export interface EventOutcome {
  pointsAwarded: number;
  /** Set for quiz.submitted. */
  quiz?: { correct: number; total: number; percent: number; passed: boolean };
  chapterCompleted?: boolean;
  /** Set for daily.answered. */
  daily?: { correct: boolean; repeated: boolean };
}

/** The daily quiz's rule with its scheduler (daily-rule.ts), loaded apart because ts-fsrs is not small. */
export interface DailyRules {
  apply(
    prev: ProgressState,
    event: Extract<LearnerEvent, { type: 'daily.answered' }>,
    rules: ContentRules,
    at: string,
    day: string,
    timeZone: string,
  ): { state: ProgressState; outcome: EventOutcome };
}

/** What the rules need to know of the content; built from the curriculum files on both sides. */
export interface ContentRules {
  chapter(id: string):
    | {
        points: number;
        checklistIds: readonly string[];
        /** Mão na massa: each lab's id and step ids. */
        labs?: readonly { id: string; stepIds: readonly string[] }[];
        /** Correct option per question, in quiz order, when the chapter's quiz is at hand. */
        answers?: readonly number[];
        /** Question ids, in the bank's order. */
        questionIds?: readonly string[];
        /** Section ids, in reading order (section.read checks against them). */
        sectionIds?: readonly string[];
      }
    | undefined;
  hasInsight(id: string): boolean;
  /** Chapter ids in course order (the daily quiz draws from them). */
  chapterIds?: readonly string[];
  /**
   * The daily quiz's rule and its FSRS scheduler, where loaded: the server always, the phone once the daily
   * quiz opened (or sync needs it).
   */
  review?: () => DailyRules | undefined;
  /**
   * Projeto final, when the content has one: the points it is worth, and the check a plan must pass to be
   * completed (planProblems; the server always has it, the phone once the projeto final was opened).
   */
  capstone?: { points: number; problems?: (plan: CapstonePlan | null) => PlanProblem[] };
}
