/**
 * Where the learner was on the page, per chapter step, on this device: "continuar de onde parei" brings them
 * back to the same paragraph. The step itself travels between devices as an event; a scroll offset only makes
 * sense on the screen that produced it.
 */
const key = (chapterId: string, stepId: string) => `hub:leitura:${chapterId}:${stepId}`;

export function saveReadingPosition(chapterId: string, stepId: string, y: number): void {
  try {
    localStorage.setItem(key(chapterId, stepId), String(Math.round(y)));
  } catch {
    // Storage full or blocked: the position is a convenience, the step is still saved.
  }
}

export function readingPosition(chapterId: string, stepId: string): number | null {
  try {
    const value = Number(localStorage.getItem(key(chapterId, stepId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
