/** A quiz's score: points per right answer, the pass mark, and the percent of an attempt. */
export const POINTS_PER_CORRECT_ANSWER = 10;
export const QUIZ_PASS_PERCENT = 70;

export function quizPercent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}
