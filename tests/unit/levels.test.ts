/** Níveis: the points each level starts at, checked at the exact boundary and one point below. */
import { describe, expect, it } from 'vitest';
import { LEVEL_THRESHOLDS, levelForPoints, levelProgress } from '../../src/shared/levels';

/** Level → the points it starts at, as the course promises them. */
const LEVEL_STARTS: Record<number, number> = {
  2: 400,
  3: 1000,
  4: 1800,
  5: 2800,
  6: 4000,
  7: 5500,
  8: 7500,
  9: 10000,
};

describe('levels', () => {
  it('has nine levels; a new learner is at level 1 with 0 points and an empty bar', () => {
    expect(LEVEL_THRESHOLDS).toHaveLength(9);
    expect(levelForPoints(0)).toBe(1);
    expect(levelProgress(0)).toEqual({ level: 1, floor: 0, next: 400, ratio: 0 });
    expect(levelProgress(200).ratio).toBe(0.5);
  });

  for (const [level, start] of Object.entries(LEVEL_STARTS).map(([l, s]) => [Number(l), s] as const)) {
    it(`reaches level ${level} at ${start} points, not one point before`, () => {
      expect(levelForPoints(start - 1)).toBe(level - 1);
      expect(levelForPoints(start)).toBe(level);
    });

    it(`shows ${start} as the goal of level ${level - 1}, and as the floor of level ${level}`, () => {
      expect(levelProgress(start - 1)).toMatchObject({ level: level - 1, next: start });
      expect(levelProgress(start)).toMatchObject({ level, floor: start });
    });
  }

  it('fills the bar within a level, from empty at its floor to nearly full a point before the next', () => {
    expect(levelProgress(400).ratio).toBe(0);
    expect(levelProgress(700).ratio).toBe(0.5);
    expect(levelProgress(999).ratio).toBeCloseTo(599 / 600);
  });

  it('stops at level 9: no next level, the bar full', () => {
    expect(levelProgress(10000)).toEqual({ level: 9, floor: 10000, next: null, ratio: 1 });
    expect(levelForPoints(1_000_000)).toBe(9);
  });

  it('has growing gaps between levels', () => {
    const gaps = LEVEL_THRESHOLDS.slice(1).map((v, i) => v - LEVEL_THRESHOLDS[i]!);
    gaps.slice(1).forEach((g, i) => expect(g).toBeGreaterThanOrEqual(gaps[i]!));
  });
});
