import { describe, expect, it } from 'vitest';
import { applyEventList } from '../../src/shared/event-list';
import { timeZoneAt } from '../../src/shared/time-zone-at';
import { contentRules } from '../../src/shared/content-rules';
import { emptyProgress } from '../../src/shared/progress-state';
import type { LearnerEvent } from '../../src/shared/events';
import type { ContentRules } from '../../src/shared/progress-state';

const rules = contentRules([{ id: '1', points: 100, checklistIds: ['a'], answers: [0, 1, 2] }], []);
const timeZone = 'America/Sao_Paulo';
const now = new Date('2026-11-21T15:00:00.000Z');
let n = 0;
const ev = (e: Record<string, unknown>, occurredAt = now.toISOString()) =>
  ({ id: `2000000a-0000-4000-8000-${String(n++).padStart(12, '0')}`, occurredAt, ...e }) as LearnerEvent;
const completed = (occurredAt?: string) => ev({ type: 'chapter.completed', chapterId: '1' }, occurredAt);
const opened = (occurredAt?: string) => ev({ type: 'chapter.opened', chapterId: '1' }, occurredAt);

describe('applying a list of learner events', () => {
  it('puts each event on the day of the time zone in force at its instant', () => {
    const zones = {
      timeZone: 'America/Sao_Paulo',
      nextTimeZone: 'Asia/Tokyo',
      nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
    };
    // 23:50 in São Paulo, then 00:10 there, when Tokyo (12:10 on the 26th) is in force, then noon in São Paulo.
    const list = applyEventList(
      emptyProgress(),
      [
        opened('2026-11-26T02:50:00.000Z'),
        opened('2026-11-26T03:10:00.000Z'),
        opened('2026-11-26T15:00:00.000Z'),
      ],
      rules,
      { timeZone: (instant) => timeZoneAt(zones, instant), now: new Date('2026-11-26T16:00:00.000Z') },
    );
    expect(list.state.activityDays).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
  });

  it('answers each event on its own, in order: a refused one costs the others nothing', () => {
    const unknown = ev({ type: 'chapter.opened', chapterId: 'nao-existe' });
    const done = completed();
    const list = applyEventList(emptyProgress(), [unknown, done], rules, { timeZone, now });
    expect(list.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(list.rejected).toEqual([
      expect.objectContaining({
        event: unknown,
        error: expect.objectContaining({ code: 'UNKNOWN_CHAPTER', message: 'Este capítulo não existe.' }),
      }),
    ]);
    expect(list.applied).toEqual([
      expect.objectContaining({ event: done, outcome: expect.objectContaining({ pointsAwarded: 100 }) }),
    ]);
    expect(list.state.points).toBe(100);
  });

  it('applies an id once, whatever its case, and never one already applied', () => {
    const first = completed();
    const again = { ...first, id: first.id.toUpperCase() };
    const stored = opened();
    const list = applyEventList(emptyProgress(), [first, again, stored], rules, {
      timeZone,
      now,
      alreadyApplied: [stored.id.toUpperCase()],
    });
    expect(list.results.map((r) => r.status)).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(list.state.points).toBe(100);
    expect(list.state.openedChapters).toEqual([]);
  });

  it('tries again an id whose first copy was refused', () => {
    const refused = ev({ type: 'checklist.set', chapterId: '1', itemId: 'b', done: true });
    const fixed = { ...refused, itemId: 'a' };
    const list = applyEventList(emptyProgress(), [refused, fixed], rules, { timeZone, now });
    expect(list.results.map((r) => r.status)).toEqual(['rejected', 'applied']);
  });

  it('counts an event no earlier than the bound, and the bound follows the events when asked', () => {
    const bound = '2026-11-21T12:00:00.000Z';
    const later = opened('2026-11-21T13:00:00.000Z');
    const earlier = completed('2026-11-21T11:00:00.000Z');
    const moving = applyEventList(emptyProgress(), [later, earlier], rules, {
      timeZone,
      now,
      notBefore: bound,
      notBeforeMoves: true,
    });
    expect(moving.applied.map((a) => a.countedAt)).toEqual([later.occurredAt, later.occurredAt]);
    expect(moving.notBefore).toBe(later.occurredAt);

    const fixed = applyEventList(emptyProgress(), [later, earlier], rules, {
      timeZone,
      now,
      notBefore: bound,
    });
    expect(fixed.applied.map((a) => a.countedAt)).toEqual([later.occurredAt, bound]);
    expect(fixed.notBefore).toBe(bound);
  });

  it('never counts an event after now, unless it is replayed at the instant it counted at, bound or not', () => {
    const future = completed('2026-11-22T15:00:00.000Z');
    const live = applyEventList(emptyProgress(), [future], rules, { timeZone, now });
    expect(live.applied[0]!.countedAt).toBe(now.toISOString());
    const replayed = applyEventList(emptyProgress(), [future], rules, {
      timeZone,
      now,
      notBefore: '2026-11-23T00:00:00.000Z',
      replay: true,
    });
    expect(replayed.applied[0]!.countedAt).toBe(future.occurredAt);
    expect(replayed.state.completedChapters['1']).toBe(future.occurredAt);
  });

  it('stops at the first refusal when asked, leaving the rest unanswered', () => {
    const unknown = ev({ type: 'chapter.opened', chapterId: 'nao-existe' });
    const list = applyEventList(emptyProgress(), [opened(), unknown, completed()], rules, {
      timeZone,
      now,
      stopAtRejection: true,
    });
    expect(list.results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    expect(list.state.points).toBe(0);
  });

  it('lets a fault that is not a rule escape', () => {
    const broken: ContentRules = {
      ...rules,
      chapter: () => {
        throw new TypeError('quebrou');
      },
    };
    expect(() => applyEventList(emptyProgress(), [opened()], broken, { timeZone, now })).toThrow(TypeError);
  });
});
