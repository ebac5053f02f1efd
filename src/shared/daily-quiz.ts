/**
 * Quiz diário: five questions a day from the banks of the chapters whose quiz the learner has taken, chosen by
 * spaced repetition.
 * Pure and deterministic (no clock, no randomness): the phone, offline, and the server compute the same set
 * from the same progress and day. The scheduling itself (FSRS) is in review-scheduler.ts, loaded only where
 * answers are applied, so the first screen does not carry it.
 */
import { addDays, dayKey } from './days.js';
import type { DailyDay, ReviewCard } from './progress-state.js';

// The shapes are the progress's own (progress-state.ts); the daily quiz's callers may take them from here.
export type { DailyDay, ReviewCard } from './progress-state.js';

export const DAILY_SIZE = 5;
/** A question answered right for the first time in the daily quiz. */
export const DAILY_POINTS_FIRST = 10;
/** A question answered right again, on review. */
export const DAILY_POINTS_REVIEW = 5;
/** Daily-quiz points a day can earn at most; past it, answers still schedule reviews but earn nothing. */
export const DAILY_POINTS_CAP = 50;
/** Days of the daily log kept in the progress (older days only count in `dailyDays`). */
export const DAILY_LOG_DAYS = 14;

/** Schedules the next review of a question: the server and the daily screen pass ts-fsrs (review-scheduler.ts). */
export type ReviewScheduler = (card: ReviewCard | undefined, correct: boolean, at: Date) => ReviewCard;

export const reviewKey = (chapterId: string, questionId: string) => `${chapterId}:${questionId}`;
export function parseReviewKey(key: string): { chapterId: string; questionId: string } {
  const i = key.indexOf(':');
  return { chapterId: key.slice(0, i), questionId: key.slice(i + 1) };
}

/** What the daily quiz reads of the progress. */
export interface DailyState {
  review: Record<string, ReviewCard>;
  dailyLog: Record<string, DailyDay>;
  openedChapters: readonly string[];
  completedChapters: Record<string, string>;
  quizBests: Record<string, { correct: number; total: number }>;
  lastChapterId: string | null;
  /** chapterId → question id → the local day it was last answered in the chapter's quiz. */
  quizSeen: Record<string, Record<string, string>>;
}

/** What the daily quiz reads of the content: chapters in course order with their question ids. */
export interface DailyContent {
  chapterIds: readonly string[];
  chapter(id: string): { questionIds?: readonly string[] } | undefined;
}

/** A stable, well-spread order for a day: FNV-1a of day and key. */
function spread(day: string, key: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${day}|${key}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Chapters the learner has been in: opened, quizzed, completed or last seen (older accounts lack the first). An
 * answer to one of these is accepted, even from a day whose set came from an older rule.
 */
export function studiedChapters(state: DailyState, content: DailyContent): string[] {
  const seen = new Set([
    ...state.openedChapters,
    ...Object.keys(state.completedChapters),
    ...Object.keys(state.quizBests),
    ...(state.lastChapterId ? [state.lastChapterId] : []),
  ]);
  return content.chapterIds.filter((id) => seen.has(id));
}

/** Chapters whose quiz the learner has taken, or which they completed: the daily quiz reviews these. */
export function quizzedChapters(state: DailyState, content: DailyContent): string[] {
  return content.chapterIds.filter((id) => id in state.quizBests || id in state.completedChapters);
}

/**
 * The day's questions. Once the learner answered that day, the set is the one recorded then, so answering
 * never changes it. Otherwise, from the chapters whose quiz the learner has taken (or which they completed):
 * questions due by the end of the day (most overdue first), then questions never reviewed — first those the
 * chapter's quiz has not asked yet, then those it asked longest ago, never one it asked that same day —, from
 * the chapters whose quiz went worst first; ties broken by a hash of the day.
 */
export function dailySet(state: DailyState, day: string, content: DailyContent, timeZone: string): string[] {
  const recorded = state.dailyLog[day];
  if (recorded) return recorded.set;
  const chapters = quizzedChapters(state, content);
  const keys = chapters.flatMap((c) => (content.chapter(c)?.questionIds ?? []).map((q) => reviewKey(c, q)));
  const due = keys
    .filter((k) => state.review[k] && dayKey(state.review[k]!.due, timeZone) <= day)
    .sort(
      (a, b) => state.review[a]!.due.localeCompare(state.review[b]!.due) || spread(day, a) - spread(day, b),
    );
  const score = (chapterId: string) => {
    const best = state.quizBests[chapterId];
    return best && best.total > 0 ? best.correct / best.total : 1;
  };
  const askedOn = (key: string) => {
    const { chapterId, questionId } = parseReviewKey(key);
    return state.quizSeen[chapterId]?.[questionId] ?? '';
  };
  const fresh = keys
    .filter((k) => !state.review[k] && askedOn(k) !== day)
    .sort((a, b) => {
      const ca = parseReviewKey(a).chapterId;
      const cb = parseReviewKey(b).chapterId;
      return askedOn(a).localeCompare(askedOn(b)) || score(ca) - score(cb) || spread(day, a) - spread(day, b);
    });
  return [...due, ...fresh].slice(0, DAILY_SIZE);
}

/** Whether every question of the day's set has been answered. */
export function dailyDone(state: Pick<DailyState, 'dailyLog'>, day: string): boolean {
  const log = state.dailyLog[day];
  return Boolean(log && log.set.length > 0 && log.set.every((k) => k in log.answers));
}

/** Keeps the last DAILY_LOG_DAYS days of the log. */
export function trimDailyLog(log: Record<string, DailyDay>, today: string): Record<string, DailyDay> {
  const oldest = addDays(today, -(DAILY_LOG_DAYS - 1));
  return Object.fromEntries(Object.entries(log).filter(([day]) => day >= oldest));
}
