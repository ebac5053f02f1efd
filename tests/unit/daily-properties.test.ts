/**
 * For any sequence of learner events: the phone (applying each as it is recorded) and the server (receiving
 * them in batches of any size, some sent twice, and applying each id once) reach the same state and points;
 * points never go down; and both compute the same daily set.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCurriculum } from '../../src/content/load';
import { contentRules } from '../../src/shared/content-rules';
import { dailySet, parseReviewKey } from '../../src/shared/daily-quiz';
import { planProblems } from '../../src/shared/capstone';
import { dailyRules } from '../../src/shared/daily-rule';
import { addDays } from '../../src/shared/days';
import type { LearnerEvent } from '../../src/shared/events';
import { applyLearnerEvent, emptyProgress, RuleError, type ProgressState } from '../../src/shared/progress';

const curriculum = loadCurriculum();
const chapters = curriculum.chapters.slice(0, 3);
const rules = contentRules(
  curriculum.chapters.map((c) => ({
    id: c.id,
    points: c.points,
    checklistIds: c.checklist.map((i) => i.id),
    answers: c.quiz.map((q) => q.answer),
    questionIds: c.quiz.map((q) => q.id),
  })),
  curriculum.insights.map((i) => i.id),
  { points: 300, problems: planProblems },
  () => dailyRules,
);
const TZ = 'America/Sao_Paulo';

/** One step of a learner: an action on a day (the daily answer picks from that day's set when applied). */
const step = fc.record({
  day: fc.integer({ min: 0, max: 9 }),
  kind: fc.constantFrom('open', 'complete', 'quiz', 'check', 'daily', 'goal', 'insight', 'read'),
  chapter: fc.integer({ min: 0, max: chapters.length - 1 }),
  pick: fc.nat(),
  right: fc.boolean(),
});
type Step = { day: number; kind: string; chapter: number; pick: number; right: boolean };

function toEvent(s: Step, state: ProgressState, n: number): LearnerEvent | null {
  const day = addDays('2026-11-02', s.day);
  const c = chapters[s.chapter]!;
  const base = {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    occurredAt: `${day}T15:00:00.000Z`,
  };
  switch (s.kind) {
    case 'open':
      return { ...base, type: 'chapter.opened', chapterId: c.id };
    case 'complete':
      return { ...base, type: 'chapter.completed', chapterId: c.id };
    case 'quiz':
      return {
        ...base,
        type: 'quiz.submitted',
        chapterId: c.id,
        answers: c.quiz.map((q, i) => (s.right || i % 2 ? q.answer : (q.answer + 1) % 4)),
      };
    case 'check':
      return {
        ...base,
        type: 'checklist.set',
        chapterId: c.id,
        itemId: c.checklist[s.pick % c.checklist.length]!.id,
        done: s.right,
      };
    case 'goal':
      return { ...base, type: 'goal.set', dailyGoal: ([10, 20, 30, 50] as const)[s.pick % 4]! };
    case 'insight':
      return {
        ...base,
        type: 'insight.read',
        insightId: curriculum.insights[s.pick % curriculum.insights.length]!.id,
      };
    case 'read':
      return { ...base, type: 'notifications.read', ids: [`insight:${day}`] };
    default: {
      const set = dailySet(state, day, rules, TZ);
      if (set.length === 0) return null;
      const { chapterId, questionId } = parseReviewKey(set[s.pick % set.length]!);
      const q = curriculum.chapters.find((x) => x.id === chapterId)!.quiz.find((x) => x.id === questionId)!;
      return {
        ...base,
        type: 'daily.answered',
        chapterId,
        questionId,
        answer: s.right ? q.answer : (q.answer + 1) % 4,
      };
    }
  }
}

function apply(state: ProgressState, e: LearnerEvent): ProgressState {
  try {
    return applyLearnerEvent(state, e, rules, { timeZone: TZ, now: new Date(e.occurredAt) }).state;
  } catch (err) {
    if (err instanceof RuleError) return state;
    throw err;
  }
}

describe('phone and server agree', () => {
  it('for any events, batches and re-sends: same state and points, points never fall, same daily set', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 40 }).map((xs) => [...xs].sort((a, b) => a.day - b.day)),
        fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (steps, batchSizes, resends) => {
          // The phone: each action applied as it is recorded.
          let phone = emptyProgress();
          const events: LearnerEvent[] = [];
          let points = 0;
          steps.forEach((s, i) => {
            const e = toEvent(s, phone, i + 1);
            if (!e) return;
            events.push(e);
            phone = apply(phone, e);
            expect(phone.points).toBeGreaterThanOrEqual(points);
            points = phone.points;
          });
          // The server: batches of varying sizes, some events sent again; each id applied once.
          let server = emptyProgress();
          const seen = new Set<string>();
          const arrivals = [...events];
          // A copy is always sent after its original (the outbox sends in order, then again if unanswered).
          for (const r of resends) {
            if (events.length === 0) break;
            const e = events[r % events.length]!;
            const after = arrivals.indexOf(e) + 1;
            arrivals.splice(after + (r % (arrivals.length - after + 1)), 0, e);
          }
          let i = 0;
          let b = 0;
          while (i < arrivals.length) {
            const batch = arrivals.slice(i, i + batchSizes[b++ % batchSizes.length]!);
            i += batch.length;
            for (const e of batch) {
              if (seen.has(e.id)) continue;
              seen.add(e.id);
              server = apply(server, e);
            }
          }
          expect(server).toEqual(phone);
          const lastDay = addDays('2026-11-02', 10);
          expect(dailySet(server, lastDay, rules, TZ)).toEqual(dailySet(phone, lastDay, rules, TZ));
        },
      ),
      { numRuns: 80 },
    );
  });
});
