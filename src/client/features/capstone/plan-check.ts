/**
 * Where the editor shows what the plan lacks: each problem of the shared check beside its own field, once the
 * learner tried to complete the plan or left that field after typing in it (never while they type a first word).
 */
import { createContext, useContext } from 'react';
import type { PlanField, PlanProblem } from '../../../shared/capstone';

export interface PlanCheckState {
  problems: readonly PlanProblem[];
  /** The learner tried to complete the plan (or asked where a problem is): every field says what it lacks. */
  attempted: boolean;
}

export const PlanCheckContext = createContext<PlanCheckState>({ problems: [], attempted: false });

/** The id of a field's control, which completing focuses and the list of what is missing links to. */
export function planFieldId(field: PlanField, index?: number): string {
  return `plano-${field.replace('.', '-')}${index === undefined ? '' : `-${index + 1}`}`;
}

/** Where a problem takes the learner: its field's control. */
export const problemFieldId = (p: Pick<PlanProblem, 'field' | 'index'>) => planFieldId(p.field, p.index);

/** The message of the field's problem, if any, and whether the learner tried to complete the plan. */
export function useFieldProblem(field: PlanField | undefined, index?: number) {
  const { problems, attempted } = useContext(PlanCheckContext);
  const problem = field ? problems.find((p) => p.field === field && p.index === index) : undefined;
  return { message: problem?.message, attempted };
}

/** "Pelo menos 15 palavras diferentes.": a field's minimum, said before anything is refused. */
export const wordsHint = (words: number) => `Pelo menos ${words} palavras diferentes.`;
