/**
 * The learner's progress and the one function that changes it. The client runs it for instant, offline
 * feedback; the server runs the same function on the same content and its result wins.
 */
import { dayKey } from './days.js';
import { effectiveEventTime } from './event-time.js';
import { eventTimeZone, type EventTimeZone } from './time-zone-at.js';
import type { LearnerEvent } from './events.js';
import { withUnlocks } from './achievements.js';
import { markRead } from './notifications.js';
import { emptyPlan } from './capstone-plan.js';
import { SUMMARY_STEP, type ContentRules, type EventOutcome, type ProgressState } from './progress-state.js';
import { QUIZ_SIZE } from './quiz-bank.js';
import { EXAM_POINTS } from './exam-rules.js';

// The shape lives in progress-state.ts; callers of the rules may take it from here with them.
export { emptyProgress, type ContentRules, type EventOutcome, type ProgressState } from './progress-state.js';

// A quiz's score and pass mark live in quiz-score.ts (screens read them without the rules); also exported here.
import { POINTS_PER_CORRECT_ANSWER, QUIZ_PASS_PERCENT, quizPercent } from './quiz-score.js';
export { POINTS_PER_CORRECT_ANSWER, QUIZ_PASS_PERCENT, quizPercent };

/**
 * Grades an attempt against the chapter's bank: each answer is to the question of the same position in
 * `questionIds`, or, for an attempt sent without them (the app before the bank), in the bank's first
 * questions.
 */
function gradeQuiz(
  event: Extract<LearnerEvent, { type: 'quiz.submitted' }>,
  bank: { answers: readonly number[]; questionIds?: readonly string[] },
): { correct: number; total: number; ids: readonly string[] } {
  const total = Math.min(QUIZ_SIZE, bank.answers.length);
  if (event.answers.length !== total) {
    throw new RuleError('QUIZ_ANSWERS', `O quiz tem ${total} perguntas; responda todas.`);
  }
  if (!event.questionIds) {
    const correct = event.answers.filter((a, i) => a === bank.answers[i]).length;
    return { correct, total, ids: bank.questionIds?.slice(0, total) ?? [] };
  }
  let correct = 0;
  event.questionIds.forEach((id, i) => {
    const at = bank.questionIds?.indexOf(id) ?? -1;
    if (at < 0) throw new RuleError('UNKNOWN_QUESTION', 'Esta pergunta não existe no quiz deste capítulo.');
    if (event.answers[i] === bank.answers[at]) correct++;
  });
  return { correct, total, ids: event.questionIds };
}

export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

export function withActivity(state: ProgressState, day: string): string[] {
  return state.activityDays.includes(day) ? state.activityDays : [...state.activityDays, day].sort();
}

function complete(
  state: ProgressState,
  chapterId: string,
  points: number,
  at: string,
): [ProgressState, number] {
  if (state.completedChapters[chapterId]) return [state, 0];
  return [
    {
      ...state,
      points: state.points + points,
      completedChapters: { ...state.completedChapters, [chapterId]: at },
    },
    points,
  ];
}

/**
 * Apply one event. Pure: returns the new state and what it earned; throws RuleError for an event the content
 * cannot accept (unknown chapter, item or insight; a quiz with the wrong number of answers).
 */
export function applyLearnerEvent(
  prev: ProgressState,
  event: LearnerEvent,
  rules: ContentRules,
  options: { timeZone: EventTimeZone; now: Date; notBefore?: string | null },
): { state: ProgressState; outcome: EventOutcome } {
  const when = effectiveEventTime(event.occurredAt, options);
  const at = when.toISOString();
  // The day is the one under way where the learner's zone at that instant says (a new zone waits for midnight).
  const timeZone = eventTimeZone(options.timeZone, when);
  const day = dayKey(when, timeZone);
  let result: { state: ProgressState; outcome: EventOutcome };
  if (event.type === 'daily.answered') {
    const daily = rules.review?.();
    if (!daily) throw new RuleError('DAILY_UNAVAILABLE', 'O quiz diário ainda não foi carregado.');
    result = daily.apply(prev, event, rules, at, day, timeZone);
  } else {
    result = applyRule(prev, event, rules, at, day);
  }
  const earned = result.outcome.pointsAwarded;
  let state = result.state;
  if (earned > 0) {
    const today = (state.pointsByDay[day] ?? 0) + earned;
    state = { ...state, pointsByDay: { ...state.pointsByDay, [day]: today } };
    if (today >= state.dailyGoal && !state.goalDays.includes(day))
      state = { ...state, goalDays: [...state.goalDays, day].sort() };
  }
  return { state: withUnlocks(state, rules, at), outcome: result.outcome };
}

/** One event's rule, at its effective instant and local day. */
function applyRule(
  prev: ProgressState,
  event: LearnerEvent,
  rules: ContentRules,
  at: string,
  day: string,
): { state: ProgressState; outcome: EventOutcome } {
  if (event.type === 'daily.answered') throw new Error('daily.answered is applied by applyDailyRule');
  if (event.type === 'plan.updated' || event.type === 'plan.completed') {
    return applyPlanRule(prev, event, rules, at, day);
  }
  if (event.type === 'notifications.read') {
    // Reading notifications is not studying: no study day.
    return {
      state: { ...prev, notificationsRead: markRead(prev.notificationsRead, event.ids) },
      outcome: { pointsAwarded: 0 },
    };
  }
  if (event.type === 'exam.passed') {
    // The server grades the exam and records this once the learner passes; its points come from here.
    const state = { ...prev, activityDays: withActivity(prev, day) };
    if (prev.examPassedAt) return { state, outcome: { pointsAwarded: 0 } };
    return {
      state: { ...state, points: state.points + EXAM_POINTS, examPassedAt: at },
      outcome: { pointsAwarded: EXAM_POINTS },
    };
  }
  if (event.type === 'goal.set') {
    // Choosing a goal is not studying: it does not extend the streak.
    return { state: { ...prev, dailyGoal: event.dailyGoal }, outcome: { pointsAwarded: 0 } };
  }
  let state: ProgressState = { ...prev, activityDays: withActivity(prev, day) };

  if (event.type === 'insight.read') {
    if (!rules.hasInsight(event.insightId))
      throw new RuleError('UNKNOWN_INSIGHT', 'Este insight não existe.');
    if (!state.insightsRead.includes(event.insightId)) {
      state = { ...state, insightsRead: [...state.insightsRead, event.insightId] };
    }
    return { state, outcome: { pointsAwarded: 0 } };
  }

  const chapter = rules.chapter(event.chapterId);
  if (!chapter) throw new RuleError('UNKNOWN_CHAPTER', 'Este capítulo não existe.');

  switch (event.type) {
    case 'chapter.opened': {
      const openedChapters = state.openedChapters.includes(event.chapterId)
        ? state.openedChapters
        : [...state.openedChapters, event.chapterId];
      return {
        state: { ...state, lastChapterId: event.chapterId, openedChapters },
        outcome: { pointsAwarded: 0 },
      };
    }

    case 'section.read': {
      const known = chapter.sectionIds;
      if (!known)
        throw new RuleError('SECTIONS_UNAVAILABLE', 'As seções deste capítulo ainda não foram carregadas.');
      if (event.sectionId !== SUMMARY_STEP && !known.includes(event.sectionId)) {
        throw new RuleError('UNKNOWN_SECTION', 'Esta seção não existe neste capítulo.');
      }
      const read = state.sectionsRead[event.chapterId] ?? [];
      return {
        state: {
          ...state,
          lastChapterId: event.chapterId,
          openedChapters: state.openedChapters.includes(event.chapterId)
            ? state.openedChapters
            : [...state.openedChapters, event.chapterId],
          sectionAt: { ...state.sectionAt, [event.chapterId]: event.sectionId },
          sectionsRead: read.includes(event.sectionId)
            ? state.sectionsRead
            : { ...state.sectionsRead, [event.chapterId]: [...read, event.sectionId] },
        },
        outcome: { pointsAwarded: 0 },
      };
    }

    case 'chapter.completed': {
      const [next, points] = complete(state, event.chapterId, chapter.points, at);
      return { state: next, outcome: { pointsAwarded: points, chapterCompleted: points > 0 } };
    }

    case 'quiz.submitted': {
      if (!chapter.answers)
        throw new RuleError('QUIZ_UNAVAILABLE', 'O quiz deste capítulo ainda não foi carregado.');
      const { correct, total, ids } = gradeQuiz(event, {
        answers: chapter.answers,
        questionIds: chapter.questionIds,
      });
      const seen = { ...state.quizSeen[event.chapterId] };
      for (const id of ids) seen[id] = day;
      state = {
        ...state,
        quizLast: { ...state.quizLast, [event.chapterId]: [...ids] },
        quizSeen: { ...state.quizSeen, [event.chapterId]: seen },
      };
      const best = state.quizBests[event.chapterId];
      const improvement = Math.max(0, correct - (best?.correct ?? 0));
      let awarded = improvement * POINTS_PER_CORRECT_ANSWER;
      state = {
        ...state,
        points: state.points + awarded,
        quizAttempts: state.quizAttempts + 1,
        quizBests:
          !best || correct > best.correct
            ? { ...state.quizBests, [event.chapterId]: { correct, total, at } }
            : state.quizBests,
      };
      const percent = quizPercent(correct, total);
      const passed = percent >= QUIZ_PASS_PERCENT;
      let chapterCompleted = false;
      if (passed) {
        const [next, points] = complete(state, event.chapterId, chapter.points, at);
        state = next;
        awarded += points;
        chapterCompleted = points > 0;
      }
      return {
        state,
        outcome: { pointsAwarded: awarded, quiz: { correct, total, percent, passed }, chapterCompleted },
      };
    }

    case 'favorite.set': {
      const has = state.favorites.includes(event.chapterId);
      // Marking a favourite is not studying: it does not extend the streak, even when it changes nothing.
      if (event.favorite === has) {
        return { state: { ...state, activityDays: prev.activityDays }, outcome: { pointsAwarded: 0 } };
      }
      const favorites = event.favorite
        ? [...state.favorites, event.chapterId]
        : state.favorites.filter((id) => id !== event.chapterId);
      // Marking a favourite is not studying: it does not extend the streak.
      return {
        state: { ...state, activityDays: prev.activityDays, favorites },
        outcome: { pointsAwarded: 0 },
      };
    }

    case 'checklist.set': {
      if (!chapter.checklistIds.includes(event.itemId)) {
        throw new RuleError('UNKNOWN_CHECKLIST_ITEM', 'Este item do checklist não existe.');
      }
      const done = state.checklist[event.chapterId] ?? [];
      const has = done.includes(event.itemId);
      if (event.done === has) return { state, outcome: { pointsAwarded: 0 } };
      const items = event.done ? [...done, event.itemId] : done.filter((id) => id !== event.itemId);
      return {
        state: { ...state, checklist: { ...state.checklist, [event.chapterId]: items } },
        outcome: { pointsAwarded: 0 },
      };
    }

    case 'lab.step.set': {
      // Like the checklist, a lab is the learner's own work in another tool: ticking it earns no points.
      const lab = chapter.labs?.find((l) => l.id === event.labId);
      if (!lab || !lab.stepIds.includes(event.stepId)) {
        throw new RuleError('UNKNOWN_LAB_STEP', 'Este passo da prática não existe.');
      }
      const chapterLabs = state.labs[event.chapterId] ?? {};
      const done = chapterLabs[event.labId] ?? [];
      if (event.done === done.includes(event.stepId)) return { state, outcome: { pointsAwarded: 0 } };
      const steps = event.done ? [...done, event.stepId] : done.filter((id) => id !== event.stepId);
      return {
        state: {
          ...state,
          labs: { ...state.labs, [event.chapterId]: { ...chapterLabs, [event.labId]: steps } },
        },
        outcome: { pointsAwarded: 0 },
      };
    }
  }
}

/**
 * Projeto final: each change replaces the parts it carries; completing it checks the plan (refused with the first
 * problem, in pt-BR) and pays once.
 */
function applyPlanRule(
  prev: ProgressState,
  event: Extract<LearnerEvent, { type: 'plan.updated' | 'plan.completed' }>,
  rules: ContentRules,
  at: string,
  day: string,
): { state: ProgressState; outcome: EventOutcome } {
  if (!rules.capstone) throw new RuleError('UNKNOWN_CAPSTONE', 'O projeto final não está disponível.');
  const state: ProgressState = { ...prev, activityDays: withActivity(prev, day) };
  if (event.type === 'plan.updated') {
    return {
      state: { ...state, plan: { ...(prev.plan ?? emptyPlan()), ...event.patch } },
      outcome: { pointsAwarded: 0 },
    };
  }
  // A plan completed before stays completed, with its points, even if the checks grew stricter since.
  if (prev.planCompletedAt) return { state, outcome: { pointsAwarded: 0 } };
  const check = rules.capstone.problems;
  if (!check) throw new RuleError('PLAN_UNAVAILABLE', 'O projeto final ainda não foi carregado.');
  const problems = check(prev.plan);
  if (problems.length > 0) throw new RuleError('PLAN_INCOMPLETE', problems[0]!.message);
  const points = rules.capstone.points;
  return {
    state: { ...state, points: state.points + points, planCompletedAt: at },
    outcome: { pointsAwarded: points },
  };
}
