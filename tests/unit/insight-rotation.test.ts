import { describe, expect, it } from 'vitest';
import { featuredDay, insightOfTheDay } from '../../src/shared/insight-rotation';
import { addDays } from '../../src/shared/days';
import { loadCurriculum } from '../../src/content/load';

describe('the insight of the day', () => {
  const week = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];

  it('features the first insight on 5 November 2026 and the next one each day after, round the week', () => {
    expect(insightOfTheDay(week, '2026-11-04')).toBe('seventh');
    expect(insightOfTheDay(week, '2026-11-05')).toBe('first');
    expect(insightOfTheDay(week, '2026-11-06')).toBe('second');
    expect(insightOfTheDay(week, '2026-11-11')).toBe('seventh');
    expect(insightOfTheDay(week, '2026-11-12')).toBe('first');
  });

  it('has nothing to feature before the insights arrive', () => {
    expect(insightOfTheDay([], '2026-11-05')).toBeUndefined();
  });

  it('is featured on the day its own page and Comunidade give it', () => {
    const { insights } = loadCurriculum();
    for (let i = 0; i < 2 * insights.length; i++) {
      const day = addDays('2026-11-05', i);
      const insight = insightOfTheDay(insights, day)!;
      expect(featuredDay(insight.order, insights.length, day)).toBe(day);
      // The rest of the week is someone else's day.
      for (const other of insights.filter((x) => x !== insight))
        expect(featuredDay(other.order, insights.length, day)).not.toBe(day);
    }
  });

  it('dates each insight by the last day it was featured, never a day still to come', () => {
    const { insights } = loadCurriculum();
    for (let i = 0; i < 2 * insights.length; i++) {
      const today = addDays('2026-11-05', i);
      const days = insights.map((x) => featuredDay(x.order, insights.length, today));
      // The last seven days, today included, one insight each.
      expect([...days].sort()).toEqual(
        Array.from({ length: insights.length }, (_, k) => addDays(today, k - insights.length + 1)),
      );
      insights.forEach((x, k) => expect(insightOfTheDay(insights, days[k]!)).toBe(x));
    }
  });
});
