/**
 * The daily quiz's rule, with its FSRS scheduler: loaded by the server, and by the phone only with the daily
 * quiz (ts-fsrs is about 7 KB), through `ContentRules.review`.
 */
import type { LearnerEvent } from './events.js';
import { RuleError, withActivity } from './progress.js';
import type { ContentRules, DailyRules, EventOutcome, ProgressState } from './progress-state.js';
import {
  DAILY_POINTS_CAP,
  DAILY_POINTS_FIRST,
  DAILY_POINTS_REVIEW,
  dailyDone,
  dailySet,
  reviewKey,
  studiedChapters,
  trimDailyLog,
} from './daily-quiz.js';
import { fsrsScheduler } from './review-scheduler.js';

/**
 * Quiz diário: grades the answer from the content, schedules the question's next review, and pays first
 * answers more than reviews, up to a daily cap. The day's set is recorded at its first answer, so it never
 * changes that day; an answer to a question outside it (another device chose before syncing) still counts and
 * joins the set, so no answer is lost.
 */
function applyDailyRule(
  prev: ProgressState,
  event: Extract<LearnerEvent, { type: 'daily.answered' }>,
  rules: ContentRules,
  at: string,
  day: string,
  timeZone: string,
): { state: ProgressState; outcome: EventOutcome } {
  const chapter = rules.chapter(event.chapterId);
  if (!chapter) throw new RuleError('UNKNOWN_CHAPTER', 'Este capítulo não existe.');
  const index = chapter.questionIds?.indexOf(event.questionId) ?? -1;
  if (!chapter.questionIds || index < 0)
    throw new RuleError('UNKNOWN_QUESTION', 'Esta pergunta não existe neste capítulo.');
  if (!chapter.answers)
    throw new RuleError('QUIZ_UNAVAILABLE', 'O quiz deste capítulo ainda não foi carregado.');
  const content = { chapterIds: rules.chapterIds ?? [], chapter: rules.chapter };
  if (!studiedChapters(prev, content).includes(event.chapterId))
    throw new RuleError('DAILY_NOT_STUDIED', 'Faça o quiz do capítulo antes de revisá-lo no quiz diário.');
  const schedule = fsrsScheduler;

  const key = reviewKey(event.chapterId, event.questionId);
  const log = prev.dailyLog[day] ?? { set: dailySet(prev, day, content, timeZone), answers: {}, points: 0 };
  const state: ProgressState = { ...prev, activityDays: withActivity(prev, day) };
  if (key in log.answers) {
    // Answering again the same day teaches, but neither pays nor moves the review.
    return {
      state,
      outcome: {
        pointsAwarded: 0,
        daily: { correct: chapter.answers[index] === event.answer, repeated: true },
      },
    };
  }
  const correct = chapter.answers[index] === event.answer;
  const base = prev.review[key] ? DAILY_POINTS_REVIEW : DAILY_POINTS_FIRST;
  const points = correct ? Math.max(0, Math.min(base, DAILY_POINTS_CAP - log.points)) : 0;
  const nextLog = {
    set: log.set.includes(key) ? log.set : [...log.set, key],
    answers: { ...log.answers, [key]: correct },
    points: log.points + points,
  };
  const dailyLog = trimDailyLog({ ...prev.dailyLog, [day]: nextLog }, day);
  const done = dailyDone({ dailyLog }, day) && !prev.dailyDays.includes(day);
  return {
    state: {
      ...state,
      points: state.points + points,
      review: { ...prev.review, [key]: schedule(prev.review[key], correct, new Date(at)) },
      dailyLog,
      dailyDays: done ? [...prev.dailyDays, day].sort() : prev.dailyDays,
    },
    outcome: { pointsAwarded: points, daily: { correct, repeated: false } },
  };
}

export const dailyRules: DailyRules = { apply: applyDailyRule };
