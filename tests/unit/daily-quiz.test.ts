import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCurriculum } from '../../src/content/load';
import { contentRules } from '../../src/shared/content-rules';
import {
  DAILY_POINTS_CAP,
  DAILY_POINTS_FIRST,
  DAILY_POINTS_REVIEW,
  DAILY_SIZE,
  dailySet,
  parseReviewKey,
  reviewKey,
} from '../../src/shared/daily-quiz';
import { dailyRules } from '../../src/shared/daily-rule';
import { addDays } from '../../src/shared/days';
import type { LearnerEvent } from '../../src/shared/events';
import { applyLearnerEvent, emptyProgress, RuleError, type ProgressState } from '../../src/shared/progress';

const curriculum = loadCurriculum();
const rules = contentRules(
  curriculum.chapters.map((c) => ({
    id: c.id,
    points: c.points,
    checklistIds: c.checklist.map((i) => i.id),
    answers: c.quiz.map((q) => q.answer),
    questionIds: c.quiz.map((q) => q.id),
  })),
  curriculum.insights.map((i) => i.id),
  null,
  () => dailyRules,
);
const TZ = 'America/Sao_Paulo';
const noon = (day: string) => `${day}T15:00:00.000Z`;
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function apply(state: ProgressState, event: Record<string, unknown>, day: string) {
  return applyLearnerEvent(state, { id: id(), occurredAt: noon(day), ...event } as LearnerEvent, rules, {
    timeZone: TZ,
    now: new Date(noon(day)),
  });
}

const answerOf = (key: string) => {
  const { chapterId, questionId } = parseReviewKey(key);
  const q = curriculum.chapters.find((c) => c.id === chapterId)!.quiz.find((x) => x.id === questionId)!;
  return { chapterId, questionId, right: q.answer, wrong: (q.answer + 1) % 4 };
};

/** Answers the whole day's set: right where `right(key)` says so. */
function takeDaily(state: ProgressState, day: string, right: (key: string) => boolean) {
  let s = state;
  let earned = 0;
  for (const key of dailySet(s, day, rules, TZ)) {
    const a = answerOf(key);
    const r = apply(
      s,
      {
        type: 'daily.answered',
        chapterId: a.chapterId,
        questionId: a.questionId,
        answer: right(key) ? a.right : a.wrong,
      },
      day,
    );
    s = r.state;
    earned += r.outcome.pointsAwarded;
  }
  return { state: s, earned };
}

/** Opens each chapter and takes its quiz (every answer wrong): the daily quiz reviews chapters quizzed. */
const opened = (ids: string[], day = '2026-11-01') =>
  ids.reduce((s, chapterId) => {
    const key = curriculum.chapters.find((c) => c.id === chapterId)!.quiz.slice(0, 5);
    const open = apply(s, { type: 'chapter.opened', chapterId }, day).state;
    const answers = key.map((q) => (q.answer + 1) % 4);
    return apply(open, { type: 'quiz.submitted', chapterId, answers }, day).state;
  }, emptyProgress());

describe('quiz diário', () => {
  it('draws nothing before any chapter is opened, then five questions from the chapters opened', () => {
    expect(dailySet(emptyProgress(), '2026-11-02', rules, TZ)).toEqual([]);
    const s = opened(['1', '2']);
    const set = dailySet(s, '2026-11-02', rules, TZ);
    expect(set).toHaveLength(DAILY_SIZE);
    expect(new Set(set).size).toBe(DAILY_SIZE);
    for (const key of set) expect(['1', '2']).toContain(parseReviewKey(key).chapterId);
  });

  it('gives the same set on every call for a day, and keeps it while the learner answers', () => {
    const s = opened(['1', '2', '3']);
    const day = '2026-11-02';
    const set = dailySet(s, day, rules, TZ);
    expect(dailySet(structuredClone(s), day, rules, TZ)).toEqual(set);
    let state = s;
    for (const key of set.slice(0, 3)) {
      const a = answerOf(key);
      state = apply(
        state,
        { type: 'daily.answered', chapterId: a.chapterId, questionId: a.questionId, answer: a.right },
        day,
      ).state;
      expect(dailySet(state, day, rules, TZ)).toEqual(set);
    }
  });

  it('pays 10 for a first right answer, 5 for a review, nothing for a wrong or repeated one, and caps the day', () => {
    const s = opened(['1']);
    const day = '2026-11-02';
    const [first, second] = dailySet(s, day, rules, TZ);
    const a = answerOf(first!);
    const r1 = apply(
      s,
      { type: 'daily.answered', chapterId: a.chapterId, questionId: a.questionId, answer: a.right },
      day,
    );
    expect(r1.outcome).toMatchObject({
      pointsAwarded: DAILY_POINTS_FIRST,
      daily: { correct: true, repeated: false },
    });
    expect(r1.state.pointsByDay[day]).toBe(DAILY_POINTS_FIRST);
    const again = apply(
      r1.state,
      { type: 'daily.answered', chapterId: a.chapterId, questionId: a.questionId, answer: a.right },
      day,
    );
    expect(again.outcome).toMatchObject({ pointsAwarded: 0, daily: { repeated: true } });
    expect(again.state.review).toEqual(r1.state.review);
    const b = answerOf(second!);
    const wrong = apply(
      r1.state,
      { type: 'daily.answered', chapterId: b.chapterId, questionId: b.questionId, answer: b.wrong },
      day,
    );
    expect(wrong.outcome.pointsAwarded).toBe(0);
    // A review (the card exists from an earlier day) pays less.
    let later = wrong.state;
    for (let d = 1; d <= 30 && !dailySet(later, addDays(day, d), rules, TZ).includes(first!); d++) {
      if (d === 30) throw new Error('the question never came back');
    }
    const back = (() => {
      for (let d = 1; d <= 30; d++)
        if (dailySet(later, addDays(day, d), rules, TZ).includes(first!)) return addDays(day, d);
      return day;
    })();
    later = apply(
      later,
      { type: 'daily.answered', chapterId: a.chapterId, questionId: a.questionId, answer: a.right },
      back,
    ).state;
    expect(later.dailyLog[back]!.points).toBe(DAILY_POINTS_REVIEW);
    expect(DAILY_POINTS_CAP).toBe(DAILY_SIZE * DAILY_POINTS_FIRST);
  });

  it('brings a missed question back the next day, and lets one answered well fade out', () => {
    const day = '2026-11-02';
    const s = opened(['1']);
    const set = dailySet(s, day, rules, TZ);
    const missed = set[0]!;
    const { state } = takeDaily(s, day, (k) => k !== missed);
    expect(state.dailyDays).toEqual([day]);
    const tomorrow = dailySet(state, addDays(day, 1), rules, TZ);
    expect(tomorrow[0]).toBe(missed);
    const rightOnes = set.filter((k) => k !== missed);
    for (const k of rightOnes) expect(tomorrow).not.toContain(k);
    expect(Date.parse(state.review[rightOnes[0]!]!.due)).toBeGreaterThan(
      Date.parse(state.review[missed]!.due),
    );
  });

  it('still has a daily quiz for a learner who finished every chapter, built first from what they missed', () => {
    let s = emptyProgress();
    for (const c of curriculum.chapters)
      s = apply(s, { type: 'chapter.completed', chapterId: c.id }, '2026-10-01').state;
    let day = '2026-10-02';
    // Many days of answering everything right, except one question each day.
    const misses: string[] = [];
    for (let d = 0; d < 12; d++) {
      const set = dailySet(s, day, rules, TZ);
      expect(set.length).toBe(DAILY_SIZE);
      misses.push(set[DAILY_SIZE - 1]!);
      s = takeDaily(s, day, (k) => k !== set[DAILY_SIZE - 1]).state;
      day = addDays(day, 1);
    }
    const set = dailySet(s, day, rules, TZ);
    expect(set).toHaveLength(DAILY_SIZE);
    expect(misses).toContain(set[0]);
  });

  it('counts an answer to a question outside the day’s set (another device chose it), and never loses it', () => {
    const s = opened(['1', '2']);
    const day = '2026-11-02';
    const set = dailySet(s, day, rules, TZ);
    const outside =
      curriculum.chapters[1]!.quiz.map((q) => reviewKey('2', q.id)).find((k) => !set.includes(k)) ??
      curriculum.chapters[0]!.quiz.map((q) => reviewKey('1', q.id)).find((k) => !set.includes(k))!;
    const a = answerOf(outside);
    const r = apply(
      s,
      { type: 'daily.answered', chapterId: a.chapterId, questionId: a.questionId, answer: a.right },
      day,
    );
    expect(r.outcome.pointsAwarded).toBe(DAILY_POINTS_FIRST);
    expect(r.state.dailyLog[day]!.set).toEqual([...set, outside]);
  });

  it('refuses unknown questions, chapters never opened, and rules without the scheduler, in pt-BR', () => {
    const s = opened(['1']);
    const q = curriculum.chapters[0]!.quiz[0]!;
    expect(() =>
      apply(s, { type: 'daily.answered', chapterId: '1', questionId: 'nao-existe', answer: 0 }, '2026-11-02'),
    ).toThrow(new RuleError('UNKNOWN_QUESTION', 'Esta pergunta não existe neste capítulo.'));
    const q5 = curriculum.chapters[4]!.quiz[0]!;
    expect(() =>
      apply(s, { type: 'daily.answered', chapterId: '5', questionId: q5.id, answer: 0 }, '2026-11-02'),
    ).toThrow(/Faça o quiz do capítulo/);
    const noScheduler = { ...rules, review: () => undefined };
    expect(() =>
      applyLearnerEvent(
        s,
        {
          id: id(),
          occurredAt: noon('2026-11-02'),
          type: 'daily.answered',
          chapterId: '1',
          questionId: q.id,
          answer: 0,
        } as LearnerEvent,
        noScheduler,
        { timeZone: TZ, now: new Date(noon('2026-11-02')) },
      ),
    ).toThrow(/ainda não foi carregado/);
  });

  it('for any answers on any days: points never decrease, never pass the cap a day, and the set is the same computed twice', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ dayOffset: fc.integer({ min: 0, max: 20 }), pick: fc.nat(), right: fc.boolean() }),
          { maxLength: 40 },
        ),
        (answers) => {
          let s = opened(['1', '2', '3']);
          let points = s.points;
          const sorted = [...answers].sort((x, y) => x.dayOffset - y.dayOffset);
          for (const { dayOffset, pick, right } of sorted) {
            const day = addDays('2026-11-02', dayOffset);
            const set = dailySet(s, day, rules, TZ);
            expect(dailySet(structuredClone(s), day, rules, TZ)).toEqual(set);
            if (set.length === 0) continue;
            const a = answerOf(set[pick % set.length]!);
            s = apply(
              s,
              {
                type: 'daily.answered',
                chapterId: a.chapterId,
                questionId: a.questionId,
                answer: right ? a.right : a.wrong,
              },
              day,
            ).state;
            expect(s.points).toBeGreaterThanOrEqual(points);
            points = s.points;
            expect(s.dailyLog[day]!.points).toBeLessThanOrEqual(DAILY_POINTS_CAP);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('quiz diário after a chapter quiz', () => {
  const content = {
    chapterIds: ['x'],
    chapter: (id: string) =>
      id === 'x' ? { questionIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] } : undefined,
  };
  const day = '2026-11-10';
  const asked = (on: string) => ({
    ...emptyProgress(),
    quizBests: { x: { correct: 2, total: 5, at: `${on}T12:00:00.000Z` } },
    quizSeen: { x: { a: on, b: on, c: on, d: on, e: on } },
  });

  it('never serves a question the chapter quiz asked that same day, and serves the others first', () => {
    expect(dailySet(asked(day), day, content, TZ).sort()).toEqual(['x:f', 'x:g', 'x:h']);
    // The next day, the ones not asked still come first, then those asked longest ago.
    const next = dailySet(asked(day), addDays(day, 1), content, TZ);
    expect(next.slice(0, 3).sort()).toEqual(['x:f', 'x:g', 'x:h']);
    expect(next).toHaveLength(DAILY_SIZE);
  });
});
