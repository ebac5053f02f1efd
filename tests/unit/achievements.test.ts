import { describe, expect, it, vi } from 'vitest';
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_FAMILIES,
  achievementProgress,
  statsOf,
} from '../../src/shared/achievements';
import { contentRules } from '../../src/shared/content-rules';
import { addDays } from '../../src/shared/days';
import type { LearnerEvent } from '../../src/shared/events';
import {
  deriveNotifications,
  markRead,
  NOTIFICATIONS_READ_KEPT,
  unreadCount,
} from '../../src/shared/notifications';
import { notificationText } from '../../src/shared/notification-texts';
import { applyLearnerEvent, emptyProgress, type ProgressState } from '../../src/shared/progress';

const rules = contentRules(
  ['1', '2', '3'].map((id) => ({ id, points: 100, checklistIds: ['a', 'b'], answers: [0, 1] })),
  ['i1', 'i2'],
);
const TZ = 'America/Sao_Paulo';
let n = 0;
function apply(state: ProgressState, e: Record<string, unknown>, day: string, withRules = rules) {
  const at = `${day}T15:00:00.000Z`;
  return applyLearnerEvent(
    state,
    { id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, occurredAt: at, ...e } as LearnerEvent,
    withRules,
    { timeZone: TZ, now: new Date(at) },
  ).state;
}

describe('conquistas', () => {
  it('has at least 24, in families with tiers, each with a unique id', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(ACHIEVEMENTS.length);
    expect(ACHIEVEMENT_FAMILIES.length).toBeGreaterThanOrEqual(8);
    const streak = ACHIEVEMENTS.filter((a) => a.family === 'Sequência');
    const stats = statsOf(emptyProgress(), rules);
    expect(streak.map((a) => a.target(stats))).toEqual([3, 7, 30, 100]);
  });

  it('records the day each one was unlocked, and keeps it when the learner undoes what earned it', () => {
    let s = apply(
      emptyProgress(),
      { type: 'checklist.set', chapterId: '1', itemId: 'a', done: true },
      '2026-11-01',
    );
    s = apply(s, { type: 'checklist.set', chapterId: '1', itemId: 'b', done: true }, '2026-11-02');
    expect(s.achievements['checklist-completo']).toBe('2026-11-02T15:00:00.000Z');
    s = apply(s, { type: 'checklist.set', chapterId: '1', itemId: 'b', done: false }, '2026-11-03');
    s = apply(s, { type: 'checklist.set', chapterId: '1', itemId: 'b', done: true }, '2026-11-04');
    expect(s.achievements['checklist-completo']).toBe('2026-11-02T15:00:00.000Z');
  });

  it('shows progress toward each tier, capped at its target ("2 de 3 dias")', () => {
    let s = emptyProgress();
    for (let d = 0; d < 2; d++)
      s = apply(s, { type: 'chapter.opened', chapterId: '1' }, addDays('2026-11-01', d));
    const stats = statsOf(s, rules);
    const three = ACHIEVEMENTS.find((a) => a.id === 'sequencia-3')!;
    expect(achievementProgress(three, stats)).toEqual({ value: 2, target: 3 });
    s = apply(s, { type: 'chapter.opened', chapterId: '1' }, '2026-11-03');
    expect(s.achievements['sequencia-3']).toBe('2026-11-03T15:00:00.000Z');
    expect(achievementProgress(three, statsOf(s, rules))).toEqual({ value: 3, target: 3 });
  });

  it('counts a part of the state once: checking it again after an event that left it alone reads nothing', () => {
    const counting = { ...rules, chapter: vi.fn(rules.chapter) };
    /** The stats, and how many times they looked a chapter up. */
    const stats = (state: ProgressState) => {
      const before = counting.chapter.mock.calls.length;
      const { checklistsCompleted } = statsOf(state, counting);
      return { checklistsCompleted, lookups: counting.chapter.mock.calls.length - before };
    };
    let s = apply(
      emptyProgress(),
      { type: 'checklist.set', chapterId: '1', itemId: 'a', done: true },
      '2026-11-01',
    );
    s = apply(s, { type: 'checklist.set', chapterId: '1', itemId: 'b', done: true }, '2026-11-01');
    expect(stats(s)).toEqual({ checklistsCompleted: 1, lookups: 1 });
    // Another day studied, the same checklists (as in a year of use): nothing is counted again.
    s = apply(s, { type: 'chapter.opened', chapterId: '2' }, '2026-11-02', counting);
    expect(stats(s)).toEqual({ checklistsCompleted: 1, lookups: 0 });
    // A checklist changed: a new part, counted anew (when the event checked the achievements).
    s = apply(s, { type: 'checklist.set', chapterId: '1', itemId: 'b', done: false }, '2026-11-03', counting);
    expect(stats(s).checklistsCompleted).toBe(0);
  });

  it('counts goals met with the goal of that day, not the one chosen later', () => {
    let s = apply(emptyProgress(), { type: 'goal.set', dailyGoal: 10 }, '2026-11-01');
    s = apply(s, { type: 'quiz.submitted', chapterId: '1', answers: [0, 0] }, '2026-11-01');
    expect(s.goalDays).toEqual(['2026-11-01']);
    s = apply(s, { type: 'goal.set', dailyGoal: 50 }, '2026-11-02');
    expect(s.goalDays).toEqual(['2026-11-01']);
    expect(s.achievements['meta-1']).toBe('2026-11-01T15:00:00.000Z');
  });
});

describe('notificações', () => {
  it('lists unlocked achievements and levels reached, newest first, with the streak at risk only after 18:00', () => {
    let s = apply(emptyProgress(), { type: 'chapter.completed', chapterId: '1' }, '2026-11-01');
    s = apply(s, { type: 'chapter.completed', chapterId: '2' }, '2026-11-02');
    s = apply(s, { type: 'chapter.completed', chapterId: '3' }, '2026-11-02');
    s = {
      ...s,
      points: s.points + 200,
      pointsByDay: { ...s.pointsByDay, '2026-11-02': s.pointsByDay['2026-11-02']! + 200 },
    };
    const morning = deriveNotifications(s, { today: '2026-11-03', hour: 9 });
    expect(morning.map((x) => x.id)).toEqual(
      expect.arrayContaining(['achievement:primeiro-capitulo', 'achievement:tres-capitulos', 'level:2']),
    );
    expect(morning.some((x) => x.kind === 'streak-risk')).toBe(false);
    const evening = deriveNotifications(s, { today: '2026-11-03', hour: 19 });
    expect(notificationText(evening.find((x) => x.kind === 'streak-risk')!).body).toBe(
      'Estude alguma coisa hoje para não perder sua sequência de 2 dias.',
    );
    const studied = apply(s, { type: 'chapter.opened', chapterId: '1' }, '2026-11-03');
    expect(
      deriveNotifications(studied, { today: '2026-11-03', hour: 19 }).some((x) => x.kind === 'streak-risk'),
    ).toBe(false);
  });

  it('syncs read state as an event that is not a study day and changes nothing when sent again', () => {
    const s = apply(emptyProgress(), { type: 'chapter.completed', chapterId: '1' }, '2026-11-01');
    const list = deriveNotifications(s, {
      today: '2026-11-01',
      hour: 9,
      insight: { id: 'i1', title: 'Um insight' },
    });
    expect(unreadCount(list, s.notificationsRead)).toBe(list.length);
    const read = apply(s, { type: 'notifications.read', ids: list.map((x) => x.id) }, '2026-11-05');
    expect(unreadCount(list, read.notificationsRead)).toBe(0);
    expect(read.activityDays).toEqual(s.activityDays);
    const again = apply(read, { type: 'notifications.read', ids: list.map((x) => x.id) }, '2026-11-05');
    expect(again.notificationsRead).toEqual(read.notificationsRead);
  });

  it('keeps the read list bounded, newest last', () => {
    let read: string[] = [];
    for (let i = 0; i < NOTIFICATIONS_READ_KEPT + 30; i++) read = markRead(read, [`insight:dia-${i}`]);
    expect(read).toHaveLength(NOTIFICATIONS_READ_KEPT);
    expect(read.at(-1)).toBe(`insight:dia-${NOTIFICATIONS_READ_KEPT + 29}`);
    expect(read).not.toContain('insight:dia-0');
  });
});
