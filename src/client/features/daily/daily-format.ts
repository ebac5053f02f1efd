/** What the daily quiz says after an answer, in pt-BR. */
import { formatPoints } from '../../../shared/format';

/** An answer whose verdict is on screen. */
export interface ShownAnswer {
  /** The question, as "chapterId:questionId". */
  key: string;
  correct: boolean;
  /** What the answer earned. */
  points: number;
}

/** The verdict on an answer: right (with the points, or why there are none) or wrong (with the right option). */
export function verdict(answer: { correct: boolean; points: number }, rightOption: string): string {
  if (!answer.correct) return `Não foi dessa vez. A resposta certa é: ${rightOption}`;
  return answer.points > 0
    ? `Certo! +${formatPoints(answer.points)}`
    : 'Certo! Sem pontos: o limite de hoje já foi atingido.';
}
