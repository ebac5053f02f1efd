import { describe, expect, it } from 'vitest';
import { levelForPoints, levelProgress } from '../../src/shared/levels';
import { currentStreak, longestStreak, streakStatus } from '../../src/shared/streak';
import { addDays, dayKey } from '../../src/shared/days';
import { goalProgress } from '../../src/shared/goal';
import {
  formatPoints,
  formatDaysAgo,
  formatDayRange,
  formatMonthYear,
  formatNumber,
  formatReais,
} from '../../src/shared/format';
import {
  applyLearnerEvent,
  emptyProgress,
  quizPercent,
  RuleError,
  type ProgressState,
} from '../../src/shared/progress';
import { contentRules } from '../../src/shared/content-rules';
import { earnedAchievements, statsOf } from '../../src/shared/achievements';
import { achievementName } from '../../src/shared/achievement-texts';
import type { LearnerEvent } from '../../src/shared/events';
import { parseLearnerEvent } from '../../src/shared/events';
import { effectiveEventTime } from '../../src/shared/event-time';

const rules = contentRules(
  [
    { id: '1', points: 100, checklistIds: ['a', 'b'], answers: [0, 1, 2, 3, 0] },
    { id: '2', points: 150, checklistIds: ['x'], answers: [1, 1, 1, 1, 1] },
  ],
  ['insight-um'],
);
const tz = 'America/Sao_Paulo';
const now = new Date('2026-11-21T15:00:00Z');
let n = 0;
const ev = (e: Record<string, unknown>, occurredAt = now.toISOString()) =>
  ({ id: `00000000-0000-4000-8000-${String(n++).padStart(12, '0')}`, occurredAt, ...e }) as LearnerEvent;
const apply = (s: ProgressState, e: LearnerEvent, at = now) =>
  applyLearnerEvent(s, e, rules, { timeZone: tz, now: at });

describe('levels', () => {
  it('starts at level 1 and reaches level 3 at 1.250 points', () => {
    expect(levelForPoints(0)).toBe(1);
    expect(levelForPoints(1250)).toBe(3);
  });
  it('reports progress within the level', () => {
    expect(levelProgress(1250)).toMatchObject({ level: 3, floor: 1000, next: 1800 });
  });
});

describe('streak', () => {
  const today = '2026-11-21';
  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20', '2026-11-21'], today)).toBe(3);
  });
  it('still stands on a day not studied yet, counting from yesterday', () => {
    expect(currentStreak(['2026-11-19', '2026-11-20'], today)).toBe(2);
  });
  it('resets after a missed day', () => {
    expect(currentStreak(['2026-11-18', '2026-11-19'], today)).toBe(0);
    expect(currentStreak(['2026-11-17', '2026-11-19', '2026-11-20', '2026-11-21'], today)).toBe(3);
  });
  it('keeps the longest run for achievements', () => {
    expect(longestStreak(['2026-10-01', '2026-10-02', '2026-10-03', '2026-11-21'])).toBe(3);
  });
  it('uses the learner’s local calendar day', () => {
    // 01:30 UTC on the 22nd is still the evening of the 21st in São Paulo.
    expect(dayKey('2026-11-22T01:30:00Z', tz)).toBe('2026-11-21');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('pt-BR formatting', () => {
  it('formats points and relative days', () => {
    expect(formatPoints(1250)).toBe('1.250 pontos');
    expect(formatPoints(1)).toBe('1 ponto');
    expect(formatPoints(0)).toBe('0 pontos');
    expect(formatNumber(12500)).toBe('12.500');
    expect(formatDaysAgo(2)).toBe('há 2 dias');
  });

  it('says a span of days as people do: the month once when both days share it', () => {
    expect(formatDayRange('2026-11-23', '2026-11-29')).toBe('23 a 29 de novembro');
    expect(formatDayRange('2026-11-30', '2026-12-06')).toBe('30 de novembro a 6 de dezembro');
    expect(formatDayRange('2026-12-28', '2027-01-03')).toBe('28 de dezembro de 2026 a 3 de janeiro de 2027');
  });

  it('joins "R$" to its amount with a no-break space', () => {
    expect(formatReais(3000)).toBe('R$\u00a03.000');
    expect(formatReais(0)).toBe('R$\u00a00');
  });

  it('capitalises the month of a calendar title in the text: "Novembro de 2026"', () => {
    expect(formatMonthYear('2026-11')).toBe('Novembro de 2026');
    expect(formatMonthYear('2027-03')).toBe('Março de 2027');
  });
});

describe('learner events', () => {
  it('awards a chapter’s points once, ever', () => {
    let s = emptyProgress();
    s = apply(s, ev({ type: 'chapter.completed', chapterId: '1' })).state;
    const again = apply(s, ev({ type: 'chapter.completed', chapterId: '1' }));
    expect(s.points).toBe(100);
    expect(again.state.points).toBe(100);
    expect(again.outcome.pointsAwarded).toBe(0);
  });

  it('scores a quiz at 10 points a correct answer and completes the chapter at 70% or more', () => {
    const { state, outcome } = apply(
      emptyProgress(),
      ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1, 2, 0, 1] }),
    );
    expect(outcome.quiz).toEqual({ correct: 3, total: 5, percent: 60, passed: false });
    expect(state.points).toBe(30);
    expect(state.completedChapters['1']).toBeUndefined();
    const pass = apply(state, ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1, 2, 3, 1] }));
    expect(pass.outcome.quiz?.percent).toBe(80);
    expect(pass.outcome.pointsAwarded).toBe(10 + 100);
    expect(pass.state.completedChapters['1']).toBeDefined();
  });

  it('a quiz retaken with the same score earns no new points', () => {
    let s = apply(
      emptyProgress(),
      ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1, 2, 3, 0] }),
    ).state;
    expect(s.points).toBe(150);
    const retake = apply(s, ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1, 2, 3, 0] }));
    expect(retake.outcome.pointsAwarded).toBe(0);
    s = apply(retake.state, ev({ type: 'quiz.submitted', chapterId: '1', answers: [1, 1, 1, 1, 1] })).state;
    expect(s.points).toBe(150);
    expect(s.quizBests['1']?.correct).toBe(5);
    expect(s.quizAttempts).toBe(3);
  });

  it('rejects a quiz with the wrong number of answers and unknown content', () => {
    expect(() =>
      apply(emptyProgress(), ev({ type: 'quiz.submitted', chapterId: '1', answers: [0] })),
    ).toThrow(RuleError);
    expect(() => apply(emptyProgress(), ev({ type: 'chapter.completed', chapterId: '9' }))).toThrow(
      RuleError,
    );
    expect(() =>
      apply(emptyProgress(), ev({ type: 'checklist.set', chapterId: '1', itemId: 'zz', done: true })),
    ).toThrow(RuleError);
    expect(() => apply(emptyProgress(), ev({ type: 'insight.read', insightId: 'nao-existe' }))).toThrow(
      RuleError,
    );
  });

  it('sets favourites and checklist items by value, so replays change nothing', () => {
    let s = apply(emptyProgress(), ev({ type: 'favorite.set', chapterId: '2', favorite: true })).state;
    s = apply(s, ev({ type: 'favorite.set', chapterId: '2', favorite: true })).state;
    expect(s.favorites).toEqual(['2']);
    s = apply(s, ev({ type: 'checklist.set', chapterId: '1', itemId: 'a', done: true })).state;
    s = apply(s, ev({ type: 'checklist.set', chapterId: '1', itemId: 'a', done: true })).state;
    expect(s.checklist['1']).toEqual(['a']);
    s = apply(s, ev({ type: 'checklist.set', chapterId: '1', itemId: 'a', done: false })).state;
    expect(s.checklist['1']).toEqual([]);
    expect(s.points).toBe(0);
  });

  it('un-favouriting a chapter that was never a favourite does not count as a study day', () => {
    const s = apply(emptyProgress(), ev({ type: 'favorite.set', chapterId: '2', favorite: false })).state;
    expect(s.activityDays).toEqual([]);
  });

  it('records study days for the streak, but not for a favourite', () => {
    const fav = apply(emptyProgress(), ev({ type: 'favorite.set', chapterId: '2', favorite: true })).state;
    expect(fav.activityDays).toEqual([]);
    const read = apply(fav, ev({ type: 'insight.read', insightId: 'insight-um' })).state;
    expect(read.activityDays).toEqual(['2026-11-21']);
  });

  it('counts an offline event on the day it happened, and an implausible date on the day it arrives', () => {
    const yesterday = apply(
      emptyProgress(),
      ev({ type: 'chapter.opened', chapterId: '1' }, '2026-11-20T13:00:00Z'),
    ).state;
    expect(yesterday.activityDays).toEqual(['2026-11-20']);
    const future = apply(
      emptyProgress(),
      ev({ type: 'chapter.opened', chapterId: '1' }, '2027-01-01T13:00:00Z'),
    ).state;
    expect(future.activityDays).toEqual(['2026-11-21']);
  });

  it('counts an event dated before what the server already knows of the device at that bound', () => {
    const now = new Date('2026-11-21T15:00:00Z');
    const bound = '2026-11-19T12:00:00.000Z';
    const at = (occurredAt: string) =>
      effectiveEventTime(occurredAt, { now, notBefore: bound }).toISOString();
    expect(at('2026-11-20T09:00:00.000Z')).toBe('2026-11-20T09:00:00.000Z');
    expect(at('2026-11-01T09:00:00.000Z')).toBe(bound);
    expect(at('2026-11-19T12:00:00.000Z')).toBe(bound);
    expect(at('2026-11-21T15:00:00.001Z')).toBe(now.toISOString());
    expect(at('ontem')).toBe(now.toISOString());
    // A bound that the clock has not reached yet never moves an event into the future.
    expect(effectiveEventTime('2026-11-01T00:00:00Z', { now, notBefore: '2026-12-01T00:00:00Z' })).toEqual(
      now,
    );
    const backfilled = applyLearnerEvent(
      emptyProgress(),
      ev({ type: 'chapter.opened', chapterId: '1' }, '2026-11-01T13:00:00Z'),
      rules,
      { timeZone: 'America/Sao_Paulo', now, notBefore: bound },
    ).state;
    expect(backfilled.activityDays).toEqual(['2026-11-19']);
  });

  it('derives achievements from the stats', () => {
    let s = apply(
      emptyProgress(),
      ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1, 2, 3, 0] }),
    ).state;
    s = {
      ...s,
      activityDays: [
        '2026-11-15',
        '2026-11-16',
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
      ],
    };
    const names = earnedAchievements(statsOf(s, rules)).map((a) => achievementName(a.id));
    expect(names).toEqual(
      expect.arrayContaining(['Primeiro Passo', 'Gabaritou', 'Semana de Foco', 'Aquecendo']),
    );
    expect(names).not.toContain('Mestre do Marketing');
    expect(quizPercent(2, 3)).toBe(67);
  });
});

describe('event parsing', () => {
  const valid = {
    id: '0B7C1A52-5F0E-4C55-9D1E-3F1F2A6B9C01',
    type: 'chapter.opened',
    chapterId: '1',
    occurredAt: '2026-11-20T10:00:00Z',
  };
  it('normalises an event id to lower case', () => {
    const parsed = parseLearnerEvent(valid, 0);
    expect(parsed.ok && parsed.event.id).toBe(valid.id.toLowerCase());
  });
  it('explains an invalid event in pt-BR, naming the field, and keeps its id for the answer', () => {
    const parsed = parseLearnerEvent({ ...valid, occurredAt: 'ontem' }, 3);
    expect(parsed).toEqual({
      ok: false,
      id: valid.id.toLowerCase(),
      code: 'INVALID_EVENT',
      message: 'Evento inválido (occurredAt): data do evento inválida.',
    });
    expect(parseLearnerEvent(42, 3)).toMatchObject({ ok: false, id: '#3' });
  });
});

describe('streak protection', () => {
  const run = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

  it('earns one protection per 7 studied days in a row, at most 2', () => {
    expect(streakStatus(run('2026-11-01', 6), '2026-11-06').protections).toBe(0);
    expect(streakStatus(run('2026-11-01', 7), '2026-11-07').protections).toBe(1);
    expect(streakStatus(run('2026-11-01', 14), '2026-11-14').protections).toBe(2);
    expect(streakStatus(run('2026-11-01', 21), '2026-11-21').protections).toBe(2);
  });

  it('spends a protection on a missed day and keeps the streak; the calendar marks it', () => {
    const days = [...run('2026-11-01', 7), '2026-11-09'];
    const s = streakStatus(days, '2026-11-09');
    expect(s.current).toBe(8);
    expect(s.protections).toBe(0);
    expect(s.days['2026-11-08']).toBe('protected');
    expect(s.protectedDays).toEqual(['2026-11-08']);
    expect(currentStreak(days, '2026-11-10')).toBe(8);
  });

  it('starts over when a day is missed with no protection left, keeping none spent', () => {
    const days = [...run('2026-11-01', 7), '2026-11-10'];
    const s = streakStatus(days, '2026-11-10');
    expect(s.days['2026-11-08']).toBe('protected');
    expect(s.days['2026-11-09']).toBe('missed');
    expect(s.current).toBe(1);
    expect(currentStreak(['2026-11-18', '2026-11-19'], '2026-11-21')).toBe(0);
  });

  it('does not count today as missed before it ends', () => {
    const s = streakStatus(['2026-11-20'], '2026-11-21');
    expect(s.current).toBe(1);
    expect(s.days['2026-11-21']).toBeUndefined();
  });

  it('longest streak counts protected gaps as the learner saw them', () => {
    expect(longestStreak([...run('2026-11-01', 7), ...run('2026-11-09', 3)])).toBe(10);
    expect(longestStreak(['2026-10-01', '2026-10-02', '2026-10-03', '2026-11-21'])).toBe(3);
  });
});

describe('daily goal and points per day', () => {
  const rules = {
    chapter: (id: string) => (id === '1' ? { points: 100, checklistIds: ['a'], answers: [0, 1] } : undefined),
    hasInsight: () => true,
  };
  const opts = { timeZone: 'America/Sao_Paulo', now: new Date('2026-11-21T15:00:00Z') };
  const ev = (e: Record<string, unknown>) =>
    ({ id: crypto.randomUUID(), occurredAt: '2026-11-21T12:00:00Z', ...e }) as never;

  it('adds every point earned to its local day', () => {
    let s = applyLearnerEvent(
      emptyProgress(),
      ev({ type: 'chapter.completed', chapterId: '1' }),
      rules,
      opts,
    ).state;
    s = applyLearnerEvent(
      s,
      ev({ type: 'quiz.submitted', chapterId: '1', answers: [0, 1] }),
      rules,
      opts,
    ).state;
    expect(s.points).toBe(120);
    expect(s.pointsByDay).toEqual({ '2026-11-21': 120 });
    expect(goalProgress(s, '2026-11-21')).toEqual({ goal: 20, earned: 120, percent: 100, met: true });
    expect(goalProgress(s, '2026-11-22').met).toBe(false);
  });

  it('sets the goal without counting a study day, and remembers opened chapters once', () => {
    let s = applyLearnerEvent(emptyProgress(), ev({ type: 'goal.set', dailyGoal: 50 }), rules, opts).state;
    expect(s.dailyGoal).toBe(50);
    expect(s.activityDays).toEqual([]);
    s = applyLearnerEvent(s, ev({ type: 'chapter.opened', chapterId: '1' }), rules, opts).state;
    s = applyLearnerEvent(s, ev({ type: 'chapter.opened', chapterId: '1' }), rules, opts).state;
    expect(s.openedChapters).toEqual(['1']);
    expect(goalProgress(s, '2026-11-21')).toMatchObject({ goal: 50, earned: 0, percent: 0 });
  });

  it('refuses a goal outside 10, 20, 30 and 50 with a pt-BR reason', () => {
    const bad = parseLearnerEvent(
      { id: crypto.randomUUID(), occurredAt: '2026-11-21T12:00:00Z', type: 'goal.set', dailyGoal: 25 },
      0,
    );
    expect(bad).toMatchObject({ ok: false });
    expect(bad.ok ? '' : bad.message).toContain('meta diária');
  });
});
