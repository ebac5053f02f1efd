/** Levels from total points: thresholds with growing gaps (0 → level 1, 1.250 → level 3). */
export const LEVEL_THRESHOLDS = [0, 400, 1000, 1800, 2800, 4000, 5500, 7500, 10000] as const;

export function levelForPoints(points: number): number {
  let level = 1;
  LEVEL_THRESHOLDS.forEach((min, i) => {
    if (points >= min) level = i + 1;
  });
  return level;
}

/** Where the learner stands inside the current level, for the progress bar. */
export function levelProgress(points: number): {
  level: number;
  floor: number;
  next: number | null;
  ratio: number;
} {
  const level = levelForPoints(points);
  const floor = LEVEL_THRESHOLDS[level - 1] ?? 0;
  const next = LEVEL_THRESHOLDS[level] ?? null;
  const ratio = next === null ? 1 : (points - floor) / (next - floor);
  return { level, floor, next, ratio: Math.min(1, Math.max(0, ratio)) };
}
