import { describe, expect, it } from 'vitest';
import { applyLearnerEvent, emptyProgress, type ProgressState } from '../../src/shared/progress';
import { contentRules } from '../../src/shared/content-rules';
import { parseLearnerEvent, type LearnerEvent } from '../../src/shared/events';

const rules = contentRules(
  [
    { id: '1', points: 100, checklistIds: ['a', 'b'], answers: [0, 1, 2, 3, 0] },
    { id: '2', points: 150, checklistIds: ['x'], answers: [1, 1, 1, 1, 1] },
    { id: '3', points: 200, checklistIds: [], answers: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  ],
  ['insight-um'],
);
const tz = 'America/Sao_Paulo';
const now = new Date('2026-11-21T15:00:00Z');
let n = 0;
const ev = (e: Record<string, unknown>, occurredAt = now.toISOString()) =>
  ({ id: `10000000-0000-4000-8000-${String(n++).padStart(12, '0')}`, occurredAt, ...e }) as LearnerEvent;
const apply = (s: ProgressState, e: LearnerEvent) => applyLearnerEvent(s, e, rules, { timeZone: tz, now });
const quiz = (chapterId: string, answers: number[], occurredAt?: string) =>
  ev({ type: 'quiz.submitted', chapterId, answers }, occurredAt);

describe('quiz results', () => {
  it('4 of 5 (80%) passes the quiz and completes the chapter; 3 of 5 (60%) does not', () => {
    const fail = apply(emptyProgress(), quiz('3', [0, 0, 0, 1, 1]));
    expect(fail.outcome.quiz).toEqual({ correct: 3, total: 5, percent: 60, passed: false });
    expect(fail.state.completedChapters['3']).toBeUndefined();
    const { state, outcome } = apply(fail.state, quiz('3', [0, 0, 0, 0, 1]));
    expect(outcome.quiz).toEqual({ correct: 4, total: 5, percent: 80, passed: true });
    expect(outcome.chapterCompleted).toBe(true);
    expect(outcome.pointsAwarded).toBe(10 + 200);
    expect(state.completedChapters['3']).toBe(now.toISOString());
  });

  it('a better retake becomes the new best, so repeating it earns nothing more', () => {
    let s = apply(emptyProgress(), quiz('1', [0, 1, 1, 1, 1])).state;
    expect(s.quizBests['1']?.correct).toBe(2);
    const better = apply(s, quiz('1', [0, 1, 2, 1, 1]));
    expect(better.outcome.pointsAwarded).toBe(10);
    s = better.state;
    expect(s.quizBests['1']).toMatchObject({ correct: 3, total: 5 });
    const repeat = apply(s, quiz('1', [0, 1, 2, 1, 1]));
    expect(repeat.outcome.pointsAwarded).toBe(0);
    expect(repeat.state.points).toBe(30);
  });

  it('a retake with the same score keeps the date of the best it ties', () => {
    const first = '2026-11-20T10:00:00.000Z';
    const s = apply(emptyProgress(), quiz('1', [0, 1, 1, 1, 1], first)).state;
    const tie = apply(s, quiz('1', [1, 1, 2, 1, 1], '2026-11-21T10:00:00.000Z')).state;
    expect(tie.quizBests['1']).toEqual({ correct: 2, total: 5, at: first });
    expect(tie.quizAttempts).toBe(2);
  });

  it('passing the quiz of a chapter already completed does not announce the completion again', () => {
    const done = apply(emptyProgress(), ev({ type: 'chapter.completed', chapterId: '1' })).state;
    const { outcome, state } = apply(done, quiz('1', [0, 1, 2, 3, 0]));
    expect(outcome.quiz?.passed).toBe(true);
    expect(outcome.chapterCompleted).toBe(false);
    expect(outcome.pointsAwarded).toBe(50);
    expect(state.points).toBe(150);
  });
});

describe('chapters', () => {
  it('completing a chapter a second time is not announced as a completion', () => {
    const first = apply(emptyProgress(), ev({ type: 'chapter.completed', chapterId: '2' }));
    expect(first.outcome).toEqual({ pointsAwarded: 150, chapterCompleted: true });
    const again = apply(first.state, ev({ type: 'chapter.completed', chapterId: '2' }));
    expect(again.outcome).toEqual({ pointsAwarded: 0, chapterCompleted: false });
  });

  it('opening a chapter remembers it as the one to continue from', () => {
    let s = apply(emptyProgress(), ev({ type: 'chapter.opened', chapterId: '1' })).state;
    expect(s.lastChapterId).toBe('1');
    s = apply(s, ev({ type: 'chapter.opened', chapterId: '2' })).state;
    expect(s.lastChapterId).toBe('2');
  });
});

describe('insights', () => {
  it('an insight read twice is listed once', () => {
    let s = apply(emptyProgress(), ev({ type: 'insight.read', insightId: 'insight-um' })).state;
    s = apply(s, ev({ type: 'insight.read', insightId: 'insight-um' })).state;
    expect(s.insightsRead).toEqual(['insight-um']);
  });
});

describe('study days', () => {
  it('keeps study days in calendar order when an offline action arrives after a later one', () => {
    let s = apply(emptyProgress(), ev({ type: 'chapter.opened', chapterId: '1' })).state;
    s = apply(s, ev({ type: 'chapter.opened', chapterId: '2' }, '2026-11-19T13:00:00Z')).state;
    s = apply(s, ev({ type: 'insight.read', insightId: 'insight-um' }, '2026-11-20T13:00:00Z')).state;
    expect(s.activityDays).toEqual(['2026-11-19', '2026-11-20', '2026-11-21']);
  });

  it('counts a day once however many actions it has', () => {
    let s = apply(emptyProgress(), ev({ type: 'chapter.opened', chapterId: '1' })).state;
    s = apply(s, ev({ type: 'chapter.completed', chapterId: '1' })).state;
    s = apply(s, quiz('2', [1, 1, 1, 1, 1])).state;
    expect(s.activityDays).toEqual(['2026-11-21']);
  });
});

describe('event ids', () => {
  it('an invalid event with an implausibly long id is answered by its position in the batch', () => {
    const parsed = parseLearnerEvent({ id: 'a'.repeat(65), type: 'chapter.opened', chapterId: '1' }, 7);
    expect(parsed).toMatchObject({ ok: false, id: '#7', code: 'INVALID_EVENT' });
    const short = parseLearnerEvent({ id: 'A'.repeat(64), type: 'chapter.opened', chapterId: '1' }, 7);
    expect(short).toMatchObject({ ok: false, id: 'a'.repeat(64) });
  });
});
